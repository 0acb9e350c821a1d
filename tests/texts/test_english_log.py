"""The English game log and recap read as English sentences (issue 38, class 8): a side or a
unit takes its article ("The Outpost draws 2 cards", "the Brute is killed"), a person's name does
not ("Capt. Johnson"), a sentence begins with a capital, nothing stumbles ("Outpost wins the
battle", "Brute gets a token: -2", "Moloch's hand: -", "Convoy: X rolls on", "used Spiders's
ability; moved ..."). Scanned on the English log of seeded games of both editions."""
from __future__ import annotations

import random
import re

import pytest

from konwoj.rules import new_game
from konwoj.texts import edition_view, recap
from konwoj.texts.log_text import PERSONS

# a pattern that stumbles -> what it is
STUMBLES = {
    r"(^|[.:!] )Outpost\b": "the Outpost without its article",
    r"gets a token:": "a token named after a colon",
    r"hand: -": "an empty hand shown as a dash",
    r"rolls on to": "the convoy 'rolls on' a card",
    r"^Convoy: ": "a sentence that is only a label",
    r"Killed:": "a label for a sentence",
    r"'s's|s's\b": "a possessive on a plural name",
    r"; moved|; sent|; used|; played": "two things glued with a semicolon",
    r"\bMoloch the\b|the convoy took": "the old convoy recap",
    r"no station left\)|\(no station": "a reason in brackets for a removal",
    r"^[a-z]": "a sentence without its capital",
    r"\bNJ\b|\bN\.Y\.": "New York shortened otherwise than NY",
    r"\bSpiders (is|moves|gets|finds|goes)\b": "a singular verb for the Spiders (a plural name)",
}


def _bare_names(state):
    """English names of the cards that take "the" (units, Modules, Buildings; not persons)."""
    return {c.name("en") for c in state.data.cards.values()
            if c.type != "instant" and c.key not in PERSONS}


def _without_article(text: str, names) -> list[str]:
    """Names in ``text`` standing without "the" before them (a list after a colon, as in
    "You draw: Brute, Medic" or "Revealed from Moloch's deck: ...", is a list, not a sentence)."""
    if ":" in text and not re.match(r"(Game over|Battle target|Strength|Phase|Battle \d)", text):
        text = text.split(":", 1)[0]
    bad = []
    for name in names:
        for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text):
            before = text[:m.start()]
            if not re.search(r"\b[Tt]he $", before) and not before.endswith(("Module ", "EMP ")):
                bad.append(name)
    # "Network Module" contains no other name; "EMP Cannon"/"EMP Strike" do not contain "EMP"
    return [b for b in bad if not any(b != o and b in o and o in text for o in names)]


def _english_texts(ruleset: str, seeds=range(6)):
    """(log sentence or recap line) of seeded random games in English."""
    for seed in seeds:
        s = new_game(seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not s.is_terminal():
            side = s.current_player
            n = len(s.log)
            s.apply(rng.choice(s.legal_actions()))
            line = recap.recap(s.log[n:], s, side, "en")
            if line:
                yield "recap", line, s
        for ev in s.log:
            yield ev.key, edition_view.event_text(ev, s, "en", edition_view.OBSERVER), s


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_the_english_log_and_recap_read_as_sentences(ruleset):
    seen, found = 0, []
    for key, text, s in _english_texts(ruleset):
        names = _bare_names(s)
        for sentence in re.split(r"(?<=[.!]) (?=[A-Z])", text):
            for pat, what in STUMBLES.items():
                if what and re.search(pat, sentence):
                    found.append((what, key, sentence))
            if key in ("recap", "play", "play_module", "killed", "move", "bloker", "no_room",
                       "capture", "to_hand", "module_off", "removed", "ability", "bonus",
                       "net", "token", "convoy"):
                for name in _without_article(sentence, names):
                    found.append(("a unit without 'the': " + name, key, sentence))
        seen += 1
    assert seen > 1000
    assert not found, found[:12]


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_the_game_over_line_names_the_winner_with_its_article(ruleset):
    from konwoj.rules.events import Event
    s = new_game(1, ruleset=ruleset)
    ev = Event("all", "game_over", ("outpost", "new_york_cleared"))
    assert edition_view.event_text(ev, s, "en").startswith("Game over: the Outpost wins (")
    ev = Event("all", "winner", ("outpost",))
    assert edition_view.event_text(ev, s, "en") == "The Outpost wins the battle."


def test_a_person_takes_no_article_and_a_unit_does():
    from konwoj.texts.log_text import card_ref
    s = new_game(1)
    by_key = {c.key: c for c in s.data.cards.values()}
    assert card_ref(by_key["kpt_johnson"], "en") == "Capt. Johnson"
    assert card_ref(by_key["bydlak"], "en") == "the Brute"
    assert card_ref(by_key["odwrot"], "en") == "Retreat"          # an Instant: its title
    assert card_ref(by_key["bydlak"], "pl") == "Bydlak"


def test_a_units_own_move_is_told_once():
    """The Runner's ability that moves it: "used the ability of the Runner to move it to ...",
    not "used the ability of the Runner; moved the Runner to ..."."""
    for seed in range(8):
        s = new_game(seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            side = s.current_player
            n = len(s.log)
            s.apply(rng.choice(s.legal_actions()))
            evs = s.log[n:]
            if [e.key for e in evs][:2] == ["ability", "move"] and evs[0].args[1] == evs[1].args[0]:
                line = recap.recap(evs, s, side, "en")
                name = s.card(evs[1].args[0]).name("en")
                assert line.count(name) == 1 and "to move it to" in line, line
                return
    pytest.skip("no unit moved by its own ability in these seeds")


def test_the_choice_prompts_name_a_unit_with_its_article_and_a_person_without():
    """"Kill the Grunt", "Kill Capt. Johnson" (not "Kill the Capt. Johnson"), "Send the Hunter
    on"; an empty deck's pick does not say twice that the deck is empty."""
    from konwoj.rules import Action
    from konwoj.rules.scenario import build_position
    from konwoj.texts.prompts import action_text, pick_what
    s = build_position(phase="outpost_attack", battle_city=1, seed=4, target=0,
                       table={1: {"moloch": ["lowca"], "outpost": ["trep", "kpt_johnson"]}},
                       hands={"outpost": ["bunkier"], "moloch": ["bydlak"]})
    s.stack.append(("pick", "kill_soldier", "moloch", 1, None, None))
    assert action_text(s, Action("choose", "kpt_johnson-1"), "en") == "Kill Capt. Johnson"
    assert action_text(s, Action("choose", "trep-1"), "en") == "Kill the Grunt"
    s.stack[-1] = ("pick", "convoy", "moloch", 1, None, None)
    assert action_text(s, Action("choose", "lowca-1"), "en") == "Send the Hunter on"
    # Polish: no verb to agree with the name ("Pająki jedzie dalej")
    assert action_text(s, Action("choose", "lowca-1"), "pl") == "Jedzie dalej: Łowca"
    frame = ("pick", "sub_robot", "outpost", 1, None, None)
    for lang, said in (("en", "deck is empty"), ("pl", "jest pusta")):
        assert said not in pick_what(s, frame, lang)


def test_the_battle_summary_tells_the_convoy_once_and_names_the_winner_with_its_article():
    """The verdict: "The Outpost wins the battle 5 to 2." and the convoy's move in one line, not
    "Convoy move: ..." and then "The Brain moves to ..."."""
    from konwoj.texts.verdict import battle_verdict, state_at_resolution
    heads, convoys = 0, 0
    for ruleset in ("1e", "2e"):
        for seed in range(6):
            s = new_game(seed, ruleset=ruleset)
            rng = random.Random(seed)
            while not s.is_terminal():
                a = rng.choice(s.legal_actions())
                before, n = s.clone(), len(s.log)
                at = state_at_resolution(before, a)
                s.apply(a)
                if not any(e.key == "strength" for e in s.log[n:]):
                    continue
                v = battle_verdict(before, s, n, "outpost", "en", at=at)
                assert not v.headline.startswith("Outpost"), v.headline
                heads += v.winner == "outpost"
                for e in s.log[n:]:
                    if e.key == "convoy":
                        name = s.card(e.args[0]).name("en")
                        told = [x for x in v.effects if name in x and " to " in x]
                        assert len(told) == 1, v.effects
                        convoys += 1
                for x in v.lines():
                    assert not re.search(r": (The|A) ", x), x
    assert heads and convoys


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_the_tooltips_and_status_lines_never_say_a_bare_outpost_as_a_subject(ruleset):
    """"When the Outpost wins a battle in this city", "Deciding: Outpost" (a label), never
    "When Outpost wins" or "Outpost decides now"."""
    import konwoj.texts.table_text  # noqa: F401 - the table's strings
    from konwoj.i18n import tr
    from konwoj.texts import tips
    s = new_game(2, ruleset=ruleset)
    for c in range(5):
        assert tips.victory_tip(s, c, "outpost", "en").startswith("When the Outpost wins")
        assert tips.victory_tip(s, c, "moloch", "en").startswith("When Moloch wins")
    for key in ("table.turn_player", "table.prompt.wait_other"):
        text = tr(key, "en", side="Outpost")
        assert not re.match(r"Outpost (decides|wins)", text), (key, text)


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_battle_summary_reads_in_both_languages(lang):
    """The summary's effect lines go on in small letters after their label ("Bomba: ginie karta
    Trep", not "Bomba: Ginie ..."), never put two labels in a row ("Kpt. Johnson: Z talii
    Molocha odpada: Klaun"), name a fallen city as a city ("Miasto Iron Gate zostaje
    zniszczone"), and New York's fall ends the game: no convoy rolls on from it (1e l.648;
    2e l.492)."""
    from konwoj.texts.verdict import battle_verdict, state_at_resolution
    new_york = {}
    checked = 0
    for ruleset in ("1e", "2e"):
        for seed in range(10):
            s = new_game(seed, ruleset=ruleset)
            rng = random.Random(seed)
            while not s.is_terminal():
                a = rng.choice(s.legal_actions())
                before, n = s.clone(), len(s.log)
                at = state_at_resolution(before, a)
                s.apply(a)
                if not any(e.key == "strength" for e in s.log[n:]):
                    continue
                v = battle_verdict(before, s, n, "outpost", lang, at=at)
                for x in v.effects:
                    label, _, rest = x.partition(": ")
                    assert not re.match(r"(Ginie|Karta|Wybucha|Z talii|Brak|The|A) ", rest), x
                    lists = r"(odkryte z talii|Revealed from|[Dd]obiera|You draw|draws:|Ręka|hand:)"
                    assert ": " not in rest or re.search(lists, rest), x
                    checked += 1
                for x in v.falls:
                    assert not re.match(r"\S+ ?\S* zostaje zniszczone", x) or \
                        x.startswith("Miasto"), x
                    ny = edition_view.city_name(s, 4, lang)
                    if x.startswith(ny + ":") or x.startswith(f"Miasto {ny}") or \
                            x.startswith(ny + " is destroyed"):
                        new_york[ruleset] = x
                        assert "konwój jedzie dalej" not in x and "convoy rolls on" not in x, x
    assert checked > 100 and new_york, new_york
