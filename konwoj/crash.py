"""When the game crashes: a short report with the traceback in the log folder, and the player told
where it is (on stderr and, while the window is up, on screen). The autosave is never touched here:
it is whatever the last finished phase wrote; the message says truthfully whether Continue resumes
it (``autosave_note``: intact, only the backup whole, set aside at start, or none).

    from konwoj import crash
    try:
        run()
    except Exception as exc:
        path = crash.report(exc, ["konwoj"])     # writes log_dir()/crash-YYYYMMDD-HHMMSS-PID.txt
        crash.tell(exc, path, lang="pl")           # stderr + the crash screen
"""
from __future__ import annotations

import datetime as _dt
import os
import platform
import sys
import tempfile
import traceback
from pathlib import Path

from konwoj.i18n import tr

KEEP_REPORTS = 20           # older crash reports are deleted
WAIT_SECONDS = 600          # the crash screen closes by itself after this long


def _version() -> str:
    try:
        from konwoj import __version__, resources
        return f"{__version__} ({'installed' if resources.installed() else 'source checkout'})"
    except Exception:  # noqa: BLE001 - a report must not fail on its header
        return "?"


def _autosave() -> str:
    try:
        from konwoj import saves
        return str(saves.autosave_path())
    except Exception:  # noqa: BLE001
        return "?"


def autosave_note(lang: str = "en") -> str:
    """What is true of the autosave now, in one line: intact (Continue resumes it), only its
    backup whole, set aside by this run's start-up check, or none at all. Never raises."""
    try:
        from konwoj.saves import storage
        latest = storage.latest_autosave()
        if latest is not None:
            if latest.name == storage.BACKUP_NAME:
                return tr("crash.autosave_backup", lang)
            return tr("crash.autosave", lang)
        folder = storage.saves_dir()
        kept = [new for _, new in storage.SET_ASIDE if new.parent == folder and new.exists()]
        if kept:
            return tr("crash.autosave_set_aside", lang, kept=kept[-1].name)
        return tr("crash.autosave_none", lang)
    except Exception as exc:  # noqa: BLE001 - a report must not fail on its notes
        return tr("crash.autosave_unknown", lang, error=_short(exc))


def report_text(exc: BaseException, argv: list[str] | None = None) -> str:
    """The report: what ran where, then the traceback."""
    pg = sys.modules.get("pygame")
    lines = [
        "Konwój crash report",
        f"time: {_dt.datetime.now(_dt.timezone.utc).isoformat(timespec='seconds')}",
        f"version: {_version()}",
        f"python: {sys.version.split()[0]} on {platform.platform()}",
        f"pygame-ce: {getattr(pg, 'version', None) and pg.version.ver}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        f"command: {' '.join(['konwoj', *(argv or [])])}",
        f"autosave (left as it was): {_autosave()}",
        f"autosave now: {autosave_note('en')}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
        "",
    ]
    return "\n".join(lines)


def _prune(folder: Path) -> None:
    old = sorted(folder.glob("crash-*.txt"), key=lambda p: p.stat().st_mtime, reverse=True)
    for p in old[KEEP_REPORTS:]:
        try:
            p.unlink()
        except OSError:
            pass


def report(exc: BaseException, argv: list[str] | None = None) -> Path:
    """Write the crash report to the log folder (the temp folder if that cannot be written) and
    return its path. Raises OSError only when neither can be written."""
    from konwoj import resources
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    name = f"crash-{stamp}-{os.getpid()}.txt"
    text = report_text(exc, argv)
    error: OSError | None = None
    for folder in (resources.log_dir(), Path(tempfile.gettempdir()) / "konwoj-log"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            path.write_text(text, encoding="utf-8")
        except OSError as e:
            error = error or e
            continue
        _prune(folder)
        return path
    raise error  # type: ignore[misc]


def _lang() -> str:
    try:
        from konwoj.settings import Settings
        return Settings.load().lang
    except Exception:  # noqa: BLE001
        return "pl"


def _short(exc: BaseException) -> str:
    s = f"{type(exc).__name__}: {exc}"
    return s if len(s) <= 160 else s[:157] + "..."


def messages(exc: BaseException, path: Path | None, lang: str, problem: str = "") -> list[str]:
    lines = [tr("crash.stderr", lang, error=_short(exc))]
    lines.append(tr("crash.report_at", lang, path=path) if path is not None
                 else tr("crash.no_report", lang, error=problem))
    lines.append(autosave_note(lang))
    return lines


def tell(exc: BaseException, path: Path | None, lang: str | None = None, problem: str = "",
         wait: bool | None = None) -> None:
    """Tell the player: on stderr, and on the crash screen if a window is open."""
    lang = lang or _lang()
    lines = messages(exc, path, lang, problem)
    try:
        import logging

        from konwoj.logs import PRINTED
        logging.getLogger(__name__).critical("%s", " ".join(lines), extra=PRINTED,
                                             exc_info=(type(exc), exc, exc.__traceback__))
    except Exception:  # noqa: BLE001 - the log must never hide the lines below
        pass
    for line in lines:
        print(line, file=sys.stderr)
    try:
        show_screen(exc, path, lang, wait=wait)
    except Exception:  # noqa: BLE001 - a broken display must not hide the stderr lines above
        pass


def show_screen(exc: BaseException, path: Path | None, lang: str, wait: bool | None = None) -> bool:
    """Draw the crash message over the window (if one is open) and, in a real window, wait for a
    key, a click or the close button. Returns whether anything was drawn."""
    pg = sys.modules.get("pygame")
    if pg is None or not pg.display.get_init():
        return False
    surf = pg.display.get_surface()
    if surf is None:
        return False
    if wait is None:
        wait = pg.display.get_driver() not in ("dummy", "offscreen")
    pg.font.init()
    w, h = surf.get_size()
    shade = pg.Surface((w, h), pg.SRCALPHA)
    shade.fill((0, 0, 0, 170))
    surf.blit(shade, (0, 0))
    big = pg.font.Font(None, max(24, h // 16))
    small = pg.font.Font(None, max(16, h // 34))
    rows = [(big, tr("crash.title", lang), (240, 200, 120)),
            (small, _short(exc), (230, 230, 230)),
            (small, "", None),
            (small, tr("crash.report_line", lang) if path else tr("crash.no_report", lang, error="?"),
             (230, 230, 230)),
            (small, str(path) if path else "", (255, 255, 255)),
            (small, tr("crash.send", lang), (200, 200, 200)),
            (small, "", None),
            (small, autosave_note(lang), (170, 220, 170)),
            (small, tr("crash.close", lang), (200, 200, 200))]
    imgs = []
    for font, text, colour in rows:
        img = font.render(text, True, colour) if text else None
        if img is not None and img.get_width() > w - 40:     # a long path: shrink to fit
            img = pg.transform.smoothscale(
                img, (w - 40, max(1, img.get_height() * (w - 40) // img.get_width())))
        imgs.append((img, font.get_linesize() + 4))
    pad = max(12, h // 40)
    panel_w = min(w - 8, max(i.get_width() for i, _ in imgs if i) + 2 * pad)
    panel = pg.Rect(0, 0, panel_w, sum(n for _, n in imgs) + 2 * pad)
    panel.center = (w // 2, h // 2)
    pg.draw.rect(surf, (24, 24, 28), panel, border_radius=8)
    pg.draw.rect(surf, (240, 200, 120), panel, width=2, border_radius=8)
    y = panel.top + pad
    for img, n in imgs:
        if img is not None:
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += n
    pg.display.flip()
    if wait:
        pg.event.clear()
        deadline = pg.time.get_ticks() + WAIT_SECONDS * 1000
        while pg.time.get_ticks() < deadline:
            ev = pg.event.wait(500)
            if ev.type in (pg.QUIT, pg.KEYDOWN, pg.MOUSEBUTTONDOWN):
                break
    return True


def handle(exc: BaseException, argv: list[str] | None = None, lang: str | None = None,
           wait: bool | None = None) -> Path | None:
    """Report and tell; returns the report's path (None if it could not be written)."""
    try:
        path, problem = report(exc, argv), ""
    except OSError as e:
        path, problem = None, str(e)
    tell(exc, path, lang, problem, wait)
    return path
