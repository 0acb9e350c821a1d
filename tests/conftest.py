"""Test session setup: headless SDL, and the user's config/data folders pointed at a temporary
folder so no test ever reads or writes a real player's files."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_tmp = tempfile.mkdtemp(prefix="konwoj-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_tmp, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_tmp, "data")
os.environ["XDG_STATE_HOME"] = os.path.join(_tmp, "state")   # logs, crash reports

import pathlib  # noqa: E402

import pytest  # noqa: E402

PINNED = pathlib.Path(__file__).with_name("data") / "pinned_strengths.yaml"
RULE_TEST_MODULES = {"test_cards_moloch", "test_cards_outpost", "test_cities",
                     "test_rulebook_examples", "test_edition2", "test_edition2_examples"}


@pytest.fixture(autouse=True)
def _pinned_strengths_for_rule_tests(request, monkeypatch):
    """Rule tests run against pinned strengths (tests/data/pinned_strengths.yaml), so that a new
    balance of the reconstructed values in data/cards.yaml leaves what they check unchanged."""
    if request.module.__name__.rsplit(".", 1)[-1] not in RULE_TEST_MODULES:
        yield
        return
    from konwoj.rules import cards
    monkeypatch.setattr(cards, "_DEFAULT", cards.load_card_data(overrides=PINNED))
    yield


@pytest.fixture(autouse=True)
def _no_leftover_notices():
    """Start-up notices (konwoj.notices) never leak from one test into the next."""
    from konwoj import notices
    notices.reset()
    yield
    notices.reset()
