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
# a first start follows the system's language (konwoj.settings.system_lang): the tests' system
# asks for Polish, the default they were written for, whatever the machine's LANG says
os.environ["LANGUAGE"] = "pl"


import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Hypothesis, one place: "default" for everyday runs, "ci" (chosen when CI is set, or by
# HYPOTHESIS_PROFILE) prints the blob that reproduces a failure. Each test keeps its own
# max_examples. No deadline: an example plays a game of up to hundreds of moves, and the shared
# machine's load would make a per-example deadline flaky. too_slow and data_too_large: the
# strategies draw whole games (seeds and long move counts) on purpose.
settings.register_profile("default", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("ci", parent=settings.get_profile("default"), print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "default"))

@pytest.fixture(autouse=True)
def _no_leftover_notices():
    """Start-up notices (konwoj.texts.notices) never leak from one test into the next."""
    from konwoj.texts import notices
    notices.reset()
    yield
    notices.reset()


@pytest.fixture(autouse=True)
def _text_size_reset():
    """The text size and the window's readable floor (``konwoj.ui.fonts.set_text_size``, set by
    each App) never leak from one test into the next: each starts with none."""
    from konwoj.ui import fonts, textaudit
    fonts._SIZE.update(scale=1.0, floor=0, cap=0)
    yield
    fonts._SIZE.update(scale=1.0, floor=0, cap=0)
    if textaudit.REC is not None:
        textaudit.stop()


@pytest.fixture(autouse=True)
def _library_catalogue_closed():
    """Each test's data folder has its own catalogue (konwoj.saves.catalogue): closed after it."""
    yield
    from konwoj.saves import catalogue
    catalogue.close_all()
    catalogue.REBUILT.clear()


@pytest.fixture(autouse=True)
def _no_key_without_text():
    """No test shows a key that no catalogue has (konwoj.i18n logs it and shows "…"): every key
    the code asks for has a text, in every test (tests/i18n asks for "test.no_such_*" on purpose)."""
    from konwoj import i18n
    before = set(i18n._reported)
    yield
    new = {k for k in i18n._reported - before if not k.startswith("test.no_such")}
    assert not new, f"keys without a text in any catalogue: {[i18n.clip(k) for k in sorted(new)]}"


# ---------------------------------------------------------------------------- shared fixtures
@pytest.fixture
def pseudo_locale(tmp_path_factory):
    """The pseudo-language ``xx`` (issue 38): written by ``tools/catalogues.py pseudo`` as a
    translator's one new catalogue (English accented and a third longer), then found like the
    shipped languages; dropped again after the test."""
    import subprocess
    import sys
    from pathlib import Path
    from konwoj import i18n
    root = Path(__file__).resolve().parents[1]
    out = tmp_path_factory.mktemp("pseudo_locale")
    saved = list(i18n._dirs)
    r = subprocess.run([sys.executable, str(root / "tools" / "catalogues.py"), "pseudo",
                        str(out)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert (out / "xx" / "LC_MESSAGES" / "konwoj.mo").is_file()
    i18n.add_locale_dir(out)
    yield out
    i18n._dirs[:] = saved
    i18n.add_locale_dir(saved[0])


@pytest.fixture
def tmp_dirs(tmp_path, monkeypatch):
    """The player's config and data folders in this test's own temporary folder. A module that
    wants it for every test says ``pytestmark = pytest.mark.usefixtures("tmp_dirs")``."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def app():
    """The real App, headless at 1366x768, after its first frame."""
    from konwoj.app import App
    a = App(headless=True, size=(1366, 768))
    a.step([])
    return a


@pytest.fixture
def drawn(monkeypatch):
    """Records every string rendered through konwoj.ui.fonts while a frame is drawn."""
    from konwoj.ui import fonts
    seen: list[str] = []
    real = fonts.text

    def spy(s, size, color=(235, 230, 215), bold=False):
        seen.append(s)
        return real(s, size, color, bold)

    monkeypatch.setattr(fonts, "text", spy)
    return seen


@pytest.fixture
def quick_table(monkeypatch):
    """The computer plays random legal moves (the level name is kept: only the mover is swapped)
    and the table's clock runs half a second per look, so no test waits for real time."""
    import konwoj.scenes.table.scene as table_mod
    import konwoj.scenes.table.pacing as pacing_mod
    from konwoj.play.match import RandomOpponent

    monkeypatch.setattr(pacing_mod, "make_opponent", lambda level: RandomOpponent())

    class FakeTime:
        t = 1000.0

        @classmethod
        def perf_counter(cls):
            cls.t += 0.5
            return cls.t

    monkeypatch.setattr(table_mod, "time", FakeTime)


@pytest.fixture(autouse=True, scope="session")
def _konwoj_logging():
    """Logging as the program sets it up at its start (``konwoj.logs.setup`` in ``konwoj.cli``):
    the one-line messages on stderr, the log file in the tests' own state folder. pytest keeps its
    own faulthandler."""
    from konwoj import logs
    logs.setup(faults=False)
    yield
    logs.reset()
