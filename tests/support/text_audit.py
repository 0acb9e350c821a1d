"""The text audit's driver (issue 40 item 2, issue 38's pseudo-locale): every screen drawn once at a
window size, language and text scale, with the recorder of :mod:`konwoj.ui.textaudit` on; the
problems found are returned as one line each:

- ``cut``: a text a helper cut (an ellipsis added, a word broken) or clipped by its surface;
- ``box``: a text wider than the box it was fitted to;
- ``window``: a text (partly) outside the window;
- ``overlap``: two distinct texts whose ink overlaps by more than 1 px both ways;
- ``small``: a text whose capitals are lower than :func:`min_cap` for the window;
- ``covered``: a text partly hidden by something drawn over it (wholly hidden texts, and those
  under a veil over the whole screen, the background of a box, are not seen and not checked).

The pseudo-locale is a language like the others: ``lang="xx"`` once its catalogue is added.
"""
from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

import pygame

from konwoj.ui import textaudit

ROOT = Path(__file__).resolve().parents[2]
# screens whose texts belong to someone else's work, with the reason (left out of the checks)
KNOWN = {
    # issue 40 item 5 (branch i40-follow): the recap of a long computer phase wraps or opens in
    # full there; its box is theirs
    "recap": "the other side's phase recap: issue 40 item 5 (i40-follow) makes it wrap or open",
}


# ---------------------------------------------------------------------------- measures
@lru_cache(maxsize=None)
def cap_height(face: str, px: int) -> int:
    """Rows of ink of a capital "H" drawn by the producer of ``face`` at ``px``."""
    from konwoj.ui import art, fonts
    from konwoj.ui.table import paint
    rec, textaudit.REC = textaudit.REC, None
    saved = dict(fonts._SIZE)
    fonts._SIZE.update(scale=1.0, floor=0)      # ``px`` is the size drawn: measured as it is
    try:
        img = {"sans": lambda: fonts.text("H", px),
               "table": lambda: fonts.supersampled("H", px, (255, 255, 255)),
               "head": lambda: paint.heading("H", px, rim=None),
               "art": lambda: art.default_art().text("H", px, (255, 255, 255)),
               "name": lambda: art.default_art().name_text("H", px, (255, 255, 255))}[face]()
    finally:
        textaudit.REC = rec
        fonts._SIZE.update(saved)
    return img.get_bounding_rect(min_alpha=64).h


def min_cap(size: tuple[int, int]) -> int:
    """The lowest capitals allowed (``konwoj.ui.fonts.min_cap``: 9 px at 1366x768, 12 px at
    1920x1080, pinned by the tests)."""
    from konwoj.ui import fonts
    return fonts.min_cap(size)


# ---------------------------------------------------------------------------- one frame
def _clear_caches(app) -> None:
    from konwoj.ui import art, fonts
    from konwoj.ui.table import paint
    art.default_art().clear()
    paint._TXT.clear()
    paint._HEAD.clear()
    fonts._text.cache_clear()
    for sc in app.scenes.stack:
        for holder in (sc, getattr(sc, "base", None)):
            view = getattr(holder, "view", None)
            if view is not None and hasattr(view, "forget"):
                view.forget()


def known_boxes(app) -> dict:
    """The boxes of KNOWN on the screen now (the table's recap), by name."""
    out = {}
    for sc in app.scenes.stack:
        view = getattr(sc, "view", None)
        ov = getattr(getattr(view, "frame_hits", None), "overlay", None) or {}
        for name in KNOWN:
            if ov.get(name) is not None:
                out[name] = ov[name]
    return out


def audit(app, where: str) -> list[str]:
    """Draw ``app`` once with the recorder on; the problems of that frame."""
    real = app.screen
    _clear_caches(app)
    textaudit.start()
    try:
        screen = textaudit.AuditSurface(real.get_size())
        app.screen = screen
        app.draw()
        hits = [h for h in textaudit.screen_hits(screen)
                if not any(box.contains(h.rect) for box in known_boxes(app).values())]
    finally:
        textaudit.stop()
        app.screen = real
    _clear_caches(app)
    app.draw()
    return problems(hits, real.get_size(), where)


def problems(hits, size, where: str) -> list[str]:
    out = []
    win = pygame.Rect(0, 0, *size)
    low = min_cap(size)
    for h in hits:
        s = h.info.s
        if h.info.cut:
            out.append(f"{where}: cut {s!r}")
        elif h.clipped:
            out.append(f"{where}: cut (clipped) {s!r} at {tuple(h.rect)}")
        if h.info.box_w is not None and h.rect.w > h.info.box_w + 2:
            out.append(f"{where}: box {s!r} {h.rect.w} px in {h.info.box_w}")
        if not win.contains(h.rect):
            out.append(f"{where}: window {s!r} at {tuple(h.rect)}")
        if any(c.isalpha() or c.isdigit() for c in s):
            cap = cap_height(h.info.face, h.info.px)
            if cap < low:
                out.append(f"{where}: small {s!r} caps {cap} px < {low} ({h.info.face} "
                           f"{h.info.px} px)")
        if h.hidden > 0.15:
            out.append(f"{where}: covered {s!r} {round(h.hidden * 100)}% hidden at "
                       f"{tuple(h.rect)}")
    for i, a in enumerate(hits):
        for b in hits[i + 1:]:
            inter = a.rect.clip(b.rect)
            if inter.w <= 1 or inter.h <= 1:
                continue
            first = a if a.order < b.order else b
            if any(c.contains(inter) for c in first.covers):
                continue            # the earlier text is hidden there by what the later sits on
            if a.info.s == b.info.s and a.rect.size == b.rect.size \
                    and abs(a.rect.x - b.rect.x) <= 6 and abs(a.rect.y - b.rect.y) <= 6:
                continue            # a shadow or a rim under its own text
            if textaudit.ink_overlap(a, b) <= 2:
                continue            # their boxes meet, their letters do not (lines of a text)
            out.append(f"{where}: overlap {a.info.s!r} {tuple(a.rect)} / {b.info.s!r} "
                       f"{tuple(b.rect)}")
    return sorted(set(out))


# ---------------------------------------------------------------------------- the screens
def _settings(lang: str, scale: float):
    from konwoj.settings import Settings
    st = Settings()
    st.lang = lang
    st.animation_speed = 0.0
    st.text_scale = scale
    return st


def _app(size, lang, scale):
    from konwoj.app import make_app
    app = make_app(size=size, headless=True, settings=_settings(lang, scale))
    app.go_title()
    app.step([])
    return app


def _finished(seed=6, ruleset="1e"):
    from konwoj.rules import new_game
    s = new_game(seed, ruleset=ruleset)
    rng = random.Random(seed)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    return s


def _fallen_city(seed=3, ruleset="1e"):
    """A game played on until a city has fallen (and the game goes on)."""
    from konwoj.rules import new_game
    for sd in range(seed, seed + 40):
        s = new_game(sd, ruleset=ruleset)
        rng = random.Random(sd)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            if any(s.city_destroyed) and not s.is_terminal() and s.hand_of(s.current_player):
                return s
    raise AssertionError("no game with a fallen city")


def _shell_screens(app):
    """(name, make) of every screen outside the table."""
    from konwoj.play.session import make_match
    from konwoj.rules import MOLOCH, OUTPOST, new_game
    from konwoj.scenes.gameover import GameOverScene
    from konwoj.scenes.handoff import HandoffScene
    from konwoj.scenes.mulligan import MulliganScene
    from konwoj.scenes.table.replay import open_replay

    def open_(name, *a):
        return lambda: app.open(name, *a)

    def rules_pages():
        """Every page of Rules & cards (the game, each city, each card), both editions."""
        out = []
        for ed in ("1e", "2e"):
            items = [it for it in app.scene_class("rules")(app, ed).list.items
                     if it[0] != "heading"]
            for item in [("game", None)] + items:
                def make(item=item, ed=ed):
                    r = app.open("rules", ed)
                    r.select(item)
                    return r
                out.append((f"rules {ed} {item[0]} {item[1]}", make))
        return out

    def practice():
        from konwoj.play.practice import positions
        return app.open("practice", positions())

    def mulligan():
        m = make_match(new_game(seed=1), "hotseat")
        return app.push(MulliganScene(app, m, "moloch"))

    def keep_game():
        from konwoj.scenes.keep_game import KeepOrAbandon
        import inspect
        params = inspect.signature(KeepOrAbandon).parameters
        return app.push(KeepOrAbandon(app, *[lambda *a: None] * (len(params) - 1)))
    screens = [("title", lambda: None), ("new game", open_("new_game")),
               ("settings", open_("settings")), ("lessons", open_("lessons")),
               ("load", open_("load")), ("games", open_("games")),
               ("practice", practice),
               ("hand-off", lambda: app.push(HandoffScene(app, "outpost", lambda: None))),
               ("mulligan", mulligan),
               ("game over", lambda: app.push(GameOverScene(
                   app, make_match(_finished(), "hotseat")))),
               ("replay 1e", lambda: open_replay(app, _finished(7), {
                   "mode": "hotseat", "human_sides": [MOLOCH, OUTPOST]})),
               ("replay 2e", lambda: open_replay(app, _finished(8, "2e"), {
                   "mode": "solo", "human_sides": [OUTPOST]}))]
    screens += rules_pages()
    try:
        keep_game_ok = True
        from konwoj.scenes.keep_game import KeepOrAbandon  # noqa: F401
    except ImportError:
        keep_game_ok = False
    if keep_game_ok:
        screens.append(("keep game", keep_game))
    return screens


def keep_games() -> None:
    """Two finished games in the library (both editions), one analysed: the Games screen lists
    them, Practice has a position (the caller's config and data folders are temporary)."""
    from konwoj.saves import library
    from tests.scenes.test_games import SOLO_M, SOLO_O, costly_analysis
    from tests.support.drive import played
    if library.games():
        return
    s = played(41, 5000)
    p = library.keep(s, SOLO_M)
    library.store_analysis(p, "moloch", costly_analysis(s, "moloch"))
    library.keep(played(34, 5000, "2e"), SOLO_O)


def shell(size, lang="pl", scale=1.0, only=None) -> list[str]:
    """The problems of every screen outside the table."""
    keep_games()
    app = _app(size, lang, scale)
    out = []
    for name, make in _shell_screens(app):
        if only and name not in only:
            continue
        app.go_title()
        app.step([])
        make()
        app.step([])
        out += audit(app, name)
    return out


# ---------------------------------------------------------------------------- the table
def _table(state, size, lang, scale, mode="solo", seat="now", **kw):
    """The table on ``state``; ``seat`` "now": the side to move sits (None: nobody yet)."""
    from tests.support.table import open_table
    from konwoj.rules import OUTPOST
    if seat == "now":
        seat = state.current_player if mode == "hotseat" else OUTPOST
    app, sc, match = open_table(state, mode=mode, seat=seat, size=size, lang=lang,
                                text_scale=scale, **kw)
    return app, sc


def _select_hand_card(app, sc):
    from tests.support.drive import click
    assert sc.layout is not None and sc.layout.hand_rects, "no hand to select from"
    cid, r = sc.layout.hand_rects[len(sc.layout.hand_rects) // 2]
    click(app, sc.layout.hand_click_point(cid))


def table_states(size, lang, scale):
    """(name, () -> app) of the table in several states of both editions, each box open."""
    from konwoj.rules import MOLOCH, OUTPOST
    from konwoj.rules.scenario import build_position
    from tests.support.drive import attack_position, click, key, played

    def bare(state, **kw):
        return lambda: _table(state, size, lang, scale, **kw)[0]

    def selected(state, **kw):
        def make():
            app, sc = _table(state, size, lang, scale, **kw)
            _select_hand_card(app, sc)
            return app
        return make

    def with_key(k, **kw):
        def make():
            app, sc = _table(attack_position(), size, lang, scale, **kw)
            key(app, k)
            app.step([])
            return app
        return make

    def summary():
        s = build_position(phase="moloch_modules", battle_city=1,
                           table={1: {"moloch": ["lowca", "bydlak"], "outpost": ["trep"]}},
                           hands={"moloch": ["modul_bojowy"], "outpost": ["komandos"]}, seed=5)
        app, sc = _table(s, size, lang, scale, mode="hotseat", seat=MOLOCH)
        key(app, pygame.K_SPACE)
        sc.input.keys_quiet_until = 0.0
        app.step([])
        return app

    def discard():
        app, sc = _table(attack_position(), size, lang, scale)
        click(app, sc.layout.discard_rect[OUTPOST].center)
        return app

    def zoom():
        app, sc = _table(attack_position(), size, lang, scale)
        r = sc.layout.card_rects["lowca-1"]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
        app.step()
        return app

    def hint():
        import konwoj.ai.worker as worker_mod
        from tests.scenes.test_table_keys import InstantHints, wait_hint
        real = worker_mod.HintWorker
        worker_mod.HintWorker = InstantHints
        try:
            app, sc = _table(attack_position(), size, lang, scale)
            key(app, pygame.K_h)
            wait_hint(app, sc)
            app.step([])
        finally:
            worker_mod.HintWorker = real
        return app

    def dialog():
        app = with_key(pygame.K_ESCAPE)()
        menu = app.scenes.top
        click(app, menu.buttons[1].rect.center)
        return app

    def game_over():
        app, sc = _table(played(3, 10_000), size, lang, scale)
        app.step([])
        return app

    def modules():
        s = build_position(phase="moloch_modules", battle_city=1,
                           table={1: {"moloch": ["lowca", "bydlak", "szerszen"],
                                      "outpost": ["trep", "medyk"]},
                                  2: {"moloch": ["hybryda"], "outpost": ["komandos"]}},
                           hands={"moloch": ["modul_bojowy", "modul_anihilacji", "modul_sieci",
                                             "modul_skazenia", "modul_destrukcji"],
                                  "outpost": ["komandos"]}, seed=5)
        return s
    out = [("table 1e attack", bare(attack_position())),
           ("table 1e attack, a card selected", selected(attack_position())),
           ("table 1e mid-game", bare(played(3, 40), mode="hotseat")),
           ("table 1e mid-game, a card selected", selected(played(3, 40), mode="hotseat")),
           ("table 2e mid-game", bare(played(5, 60, "2e"), mode="hotseat")),
           ("table 2e mid-game, a card selected", selected(played(5, 60, "2e"), mode="hotseat")),
           ("table 1e a city fallen", bare(_fallen_city(), mode="hotseat")),
           ("table 2e a city fallen", bare(_fallen_city(4, "2e"), mode="hotseat")),
           ("table hint", hint),
           ("table battle summary", summary),
           ("table discard viewer", discard),
           ("table zoom", zoom),
           ("table end-of-phase confirm", with_key(pygame.K_SPACE, confirm_end_phase=True)),
           ("table in-game menu", with_key(pygame.K_ESCAPE)),
           ("table save dialog", dialog),
           ("table game over", game_over),
           ("table hand-off", bare(attack_position(), mode="hotseat", seat=None)),
           ]
    try:
        m = modules()
        out.append(("table modules", bare(m, mode="hotseat")))
        out.append(("table modules, a card selected", selected(m, mode="hotseat")))
    except (KeyError, ValueError, AssertionError):
        pass
    return out


def table(size, lang="pl", scale=1.0, only=None) -> list[str]:
    """The problems of the table in every state and box of :func:`table_states`."""
    out = []
    for name, make in table_states(size, lang, scale):
        if only and name not in only:
            continue
        app = make()
        app.step([])
        out += audit(app, name)
    return out


def lessons(size, lang="pl", scale=1.0) -> list[str]:
    """Each lesson's table, as it opens."""
    from tests.support.scenes import open_lesson
    from konwoj.scenes.lessons import LessonsScene
    app = _app(size, lang, scale)
    out = []
    ids = [r[0].id for r in LessonsScene(app).rows]
    for lid in ids:
        app.go_title()
        app.step([])
        open_lesson(app, lid)
        app.step([])
        out += audit(app, f"lesson {lid}")
    return out


def sweep(size, lang="pl", scale=1.0) -> list[str]:
    """Every screen: the shell, each lesson, the table in its states."""
    return shell(size, lang, scale) + lessons(size, lang, scale) + table(size, lang, scale)
