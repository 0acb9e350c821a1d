"""The table's interaction model alone, without pygame: narrowing the legal actions step by step,
what is lit, and the keyboard focus (next / previous / choose / back)."""
from __future__ import annotations

import subprocess
import sys

from tests.support.drive import attack_position, played
from konwoj.rules import Action
from konwoj.rules.cards import card_key
from konwoj.scenes.table.model import TableModel


def model_of(state, side=None):
    m = TableModel()
    side = side or state.current_player
    m.refresh(state, side, state.legal_actions())
    return m


def test_the_model_loads_without_pygame():
    code = ("import sys, konwoj.scenes.table.model as m; m.TableModel(); "
            "sys.exit(1 if 'pygame' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_options_are_grouped_by_what_starts_them():
    s = attack_position()
    m = model_of(s)
    legal = s.legal_actions()
    assert m.legal == legal
    keys = {card_key(a.card) for a in legal if a.kind in ("play", "instant")}
    hand = set(s.hand_of("outpost"))
    assert keys and m.sources & hand == {c for c in hand if card_key(c) in keys}
    abilities = {a.card for a in legal if a.kind == "ability"}
    assert m.sources - hand == abilities                    # cards in play with an ability
    assert "pass" in m.button_actions and m.sel is None and m.focus is None
    n = sum(len(v) for v in m.source_actions.values()) + len(m.decision_actions) \
        + len(m.button_actions)
    assert n == len(legal)                                  # every legal action is reachable


def test_choosing_a_card_then_its_place_gives_a_legal_action():
    s = attack_position()
    m = model_of(s)
    card = next(c for c in s.hand_of("outpost") if c in m.sources)
    assert m.choose(("hand", card)) is None                 # selected: one step narrower
    assert m.sel is not None and m.sel.source == ("hand", card) and not m.lit.empty()
    options = m.choosables()
    assert options and all(kind != "button" or what == "pass" for kind, what in options)
    done = None
    for _ in range(6):                                      # follow the first option to the end
        kind, what = next(o for o in m.choosables() if o[0] != "button")
        done = m.choose((kind, what))
        if done is not None:
            break
    assert isinstance(done, Action) and done in s.legal_actions() and done.card == card


def test_focus_walks_every_choice_and_wraps():
    s = played(3, 40)
    m = model_of(s)
    options = m.choosables()
    assert options
    seen = [m.focus_next() for _ in options]
    assert seen == options and m.focus_next() == options[0]     # round the end
    assert m.focus_prev() == options[-1]
    assert m.back() is True and m.focus is None and m.back() is False


def test_focus_choose_and_back_step_through_a_selection():
    s = attack_position()
    m = model_of(s)
    card = next(c for c in s.hand_of("outpost") if c in m.sources)
    m.focus = ("hand", card)
    assert m.choose() is None and m.sel is not None
    assert m.focus in m.choosables()                      # the focus moves onto the new step
    assert m.back() is True and m.sel is None             # Esc: the selection goes first
    assert m.focus is None or m.focus in m.choosables()


def test_a_button_choice_is_its_action():
    s = attack_position()
    m = model_of(s)
    assert m.choose(("button", "pass")) == Action("pass")
    assert m.choose(("button", "keep")) is None             # not offered: nothing happens


def test_a_selection_goes_when_its_actions_are_no_longer_legal():
    s = attack_position()
    m = model_of(s)
    card = next(c for c in s.hand_of("outpost") if c in m.sources)
    m.choose(("hand", card))
    m.refresh(s, "outpost", [])                             # not the player's turn any more
    assert m.sel is None and m.lit.empty() and m.choosables() == []
