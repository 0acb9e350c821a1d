"""The player's card override file is read by the application (``konwoj.play.card_overrides``) and
handed to the rules, which read no file of the player's: a bare ``GameState()`` is the same in
every player's home (issue 37)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from konwoj.play import card_overrides
from konwoj.rules import GameState, cards, new_game, variants

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fresh(tmp_dirs, monkeypatch):
    monkeypatch.setattr(cards, "_DEFAULT", None)
    card_overrides.reset()
    yield tmp_dirs
    card_overrides.reset()


def _write(body: str) -> Path:
    op = card_overrides.override_path()
    op.parent.mkdir(parents=True, exist_ok=True)
    op.write_text(body, encoding="utf-8")
    return op


def test_user_override_file_under_config_folder_is_picked_up():
    """(moved from tests/rules/test_card_data.py: the rules no longer read the config folder)"""
    _write("strengths: {juggernaut: 6}\n")
    card_overrides.install()
    assert cards.default_data().cards["juggernaut"].strength == 6
    assert cards.load_card_data(overrides=True).cards["juggernaut"].strength == 6
    assert new_game(1).data.cards["juggernaut"].strength == 6


def test_the_legacy_values_take_the_players_overrides_as_the_game_then_did():
    """A game saved before values were saved was played with the player's override file too.
    (moved from tests/rules/test_card_values.py)"""
    _write("strengths: {trep: 5, lowca: 4}\n")
    card_overrides.install()
    assert variants._legacy_key() == variants.legacy_data().values_key
    legacy = variants.legacy_data()
    assert legacy.cards["trep"].strength == 5 and legacy.cards["lowca"].strength == 4
    assert legacy.cards["komandos"].strength == 2                 # the legacy file's value
    assert cards.default_data().cards["komandos"].strength == 3   # the shipped balance
    s = new_game(6, "1e", legacy)
    assert "values" not in s.to_dict()
    assert GameState.from_dict(s.to_dict()).data is legacy
    card_overrides.reset()                                         # the overrides are taken back
    assert variants.legacy_data().cards["trep"].strength != 5


def test_a_bare_game_state_ignores_the_players_home_and_prints_nothing(tmp_path):
    """Without the application handing overrides in, the rules use the shipped cards, whatever
    lies in the config folder, and say nothing; no player-file module is even imported."""
    cfg = tmp_path / "home" / "konwoj"
    cfg.mkdir(parents=True)
    (cfg / "card_overrides.yaml").write_text("strengths: {juggernaut: 9}\n")
    code = ("import sys\nfrom konwoj.rules import GameState, new_game\n"
            "from konwoj.rules.cards import shipped_data\n"
            "s = GameState(); g = new_game(3)\n"
            "assert s.data.cards == shipped_data().cards, 'overrides were read'\n"
            "bad = sorted(m for m in sys.modules if m in ('platformdirs', 'konwoj.playerfiles',"
            " 'konwoj.play', 'konwoj.play.card_overrides'))\n"
            "assert not bad, bad\nprint('ok')\n")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "ok\n" and r.stderr == ""


def test_a_broken_file_is_refused_before_the_rules_change():
    _write("strengths: {juggernaut: -1}\n")
    card_overrides.install()
    assert "juggernaut" in str(card_overrides.problem())
    assert cards.overrides_handed_in() is None
    assert cards.default_data().cards == cards.shipped_data().cards
    with pytest.raises(cards.CardDataError):
        cards.use_overrides({"strengths": {"zombie": 2}}, "test")
    assert cards.overrides_handed_in() is None


def test_the_computer_child_gets_the_overrides_the_game_handed_in():
    """A spawned worker starts a fresh interpreter: the game hands it the same overrides."""
    from konwoj.ai.service import serve
    _write("strengths: {juggernaut: 7}\n")
    card_overrides.install()
    handed = cards.overrides_handed_in()
    assert handed is not None and handed[0] == {"strengths": {"juggernaut": 7}}
    card_overrides.reset()
    assert cards.default_data().cards["juggernaut"].strength != 7

    class Closed:
        def recv(self):
            raise EOFError
    serve(Closed(), handed)                       # what the child does first
    assert cards.default_data().cards["juggernaut"].strength == 7


@pytest.mark.slow
def test_the_computer_service_starts_its_process_with_the_overrides_handed_in_now():
    """The service's process is started with the overrides the game handed in; when they change
    (another file installed), the next question gets a fresh process with the new ones."""
    from konwoj.ai.service import ComputerService, MoveRequest
    s = new_game(3)
    service = ComputerService()
    try:
        _write("strengths: {juggernaut: 7}\n")
        card_overrides.install()
        service.ask(MoveRequest.of(s, "random", seed=1))
        assert service.wait(60)[-1].error is None
        first = service.process
        assert service.overrides == cards.overrides_handed_in() is not None
        service.ask(MoveRequest.of(s, "random", seed=2))
        assert service.wait(60)[-1].error is None and service.process is first
        card_overrides.reset()
        service.ask(MoveRequest.of(s, "random", seed=3))
        assert service.wait(60)[-1].error is None
        assert service.process is not first and service.overrides is None
    finally:
        service.close()
