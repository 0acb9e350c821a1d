"""The table's view: draws a frame of the table from the scene's model, layout and state, and
returns where it drew what (:mod:`konwoj.ui.table.hits`). It reads the scene, never writes into
it.

The frame is the cached static layer (:func:`konwoj.ui.table.draw.draw_static`, drawn again only
when what it shows changed) and the per-frame parts over it (:mod:`konwoj.ui.table.overlays`: the
hand, the drag, the zoom, tooltips, the message line; :mod:`konwoj.ui.table.marks`: the other
side's last move; :mod:`konwoj.ui.table.resolution`: the battle summary; a lesson's callout).
"""
from __future__ import annotations

import pygame

from konwoj.i18n import tr
from konwoj.texts.table_text import t
from konwoj.ui.table import draw as D
from konwoj.ui.table import follow_draw as F
from konwoj.ui.table import marks as M
from konwoj.ui.table import overlays as O
from konwoj.ui import palette
from konwoj.ui.table import paint as P
from konwoj.ui.table.callouts import draw_callouts
from konwoj.ui.table.hits import FrameHits, StaticHits
from konwoj.ui.table.resolution import draw_resolution
from konwoj.ui import textaudit

HOVER_DELAY = 0.35                         # seconds of rest before a zoom or city info shows


class TableView:
    """Draws the table (``draw``) and keeps the hit map of what it last drew."""

    def __init__(self) -> None:
        self.painter = P.Painter()
        self.static_hits = StaticHits()       # of the cached static layer
        self.frame_hits = FrameHits()         # of the frame being drawn, then of the last one
        self._static: pygame.Surface | None = None
        self._static_key = None

    def forget(self) -> None:
        """The window changed size: nothing cached fits it."""
        self._static = None
        self.painter.clear()

    # ------------------------------------------------------------------ the static layer
    def _draw_static(self, surf, sc, size, hidden) -> None:
        key = (sc.version, size, sc.lang, hidden.key(), sc.match.moves, id(sc.state),
               palette.active())
        if self._static is None or self._static_key != key or self._static.get_size() != size:
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size)
                try:
                    # (not under the text audit: it follows texts on its own surfaces)
                    if pygame.display.get_surface() is not None and textaudit.REC is None:
                        self._static = self._static.convert()
                except pygame.error:
                    pass
            self.static_hits = D.draw_static(self.painter, self._static, sc)
            self._static_key = key
        surf.blit(self._static, (0, 0))

    # ------------------------------------------------------------------ a frame
    def draw(self, surf, sc) -> FrameHits:
        """One frame of the table ``sc`` on ``surf``; returns the frame's hit map."""
        p = self.painter
        hits = FrameHits()
        self.frame_hits = hits      # the lesson's anchors read the frame as it is drawn
        ov = hits.overlay
        size = surf.get_size()
        L = sc.layout
        hidden = sc.anim_hidden()
        self._draw_static(surf, sc, size, hidden)
        now = sc.now()
        inp = sc.input
        if sc.anims.items:
            sc.anims.draw(surf, now, sc.lang)
        hits.hand_name_tags = O.draw_hand(p, surf, sc)
        lifted = inp.lifted_hand_card()
        covers = [r.move(0, -inp.hand_lift()) if cid == lifted else r for cid, r in L.hand_rects]
        hits.labels_over = O.draw_station_labels_over(p, surf, sc, covers,
                                                      self.static_hits.station_labels)
        follow_buttons: dict = {}
        if sc.follow.active:                 # stepping back: the banner, the action's marks
            ov.update(F.draw_banner(p, surf, sc))
            follow_buttons.update(ov["follow_buttons"])
        elif not sc.handoff_scene:
            them, evs = sc.opponent_move()
            if sc.hands_hidden():            # both players at the screen: no one's recap
                evs = []
            if evs:
                ov.update(M.draw_marks(p, surf, sc, them, evs))
            ov.update(F.draw_strip(p, surf, sc, them, evs))
            follow_buttons.update(ov["follow_buttons"])
        # hover feedback on buttons (the rest of the panel is in the static layer)
        if inp.hover and inp.hover[0] == "button":
            name = inp.hover[1]
            btn = sc.buttons().get(name)
            r = L.btn_rects.get(name)
            if btn and r and btn[1]:
                P.draw_button(p, surf, r, btn[0], btn[1], btn[2], L.fs, True)
        if sc.limbo_shown():
            title = t("prompt.pick.iron_gate", sc.lang)
            with textaudit.OVERLAY:
                ov["limbo_panel"], ov["limbo"] = O.draw_card_row_panel(
                    p, surf, sc, title, list(sc.state.limbo), sc.model.lit.limbo)
        modal = sc.resolution is not None and sc.resolution_modal()
        ov["follow_buttons"] = follow_buttons
        with textaudit.OVERLAY:       # boxes and tips over the table, for a while
            self._draw_overlays(p, surf, sc, hits, modal, now)
        return hits

    def _draw_overlays(self, p, surf, sc, hits, modal, now) -> None:
        ov = hits.overlay
        inp = sc.input
        L = sc.layout
        if sc.discard_view is not None:
            pile = sc.state.discard_of(sc.discard_view)
            side_name = tr("side." + sc.discard_view, sc.lang)
            r, cards = O.draw_card_row_panel(
                p, surf, sc, t("discard_title", sc.lang, side=side_name, n=len(pile)),
                list(reversed(pile)), set(), sc.discard_scroll)
            ov["discard"] = cards
            ov["discard_panel"] = r
            under = next((c for c, cr in cards.items() if cr.collidepoint(inp.mouse)),
                         inp.viewer_focus)         # (else the card the keys are on)
            if under in cards:
                O.draw_zoom(p, surf, sc, (under, cards[under], False), sc.must_click_rects())
        else:
            z = None if modal else inp.zoom_target()   # no preview lingers under the summary
            ov["zoom"] = O.draw_zoom(p, surf, sc, z, sc.must_click_rects()) if z else None
            chip = None if modal or z is not None or inp.drag is not None else inp.chip_tip()
            if modal:
                pass
            elif z is None and inp.city_info is not None and sc.focused() == ("city", inp.city_info):
                O.draw_board_info(p, surf, sc, inp.city_info)     # the zoom key on a city
            elif chip is not None:
                ov["tooltip"] = O.draw_tooltip(p, surf, sc, *chip)
            elif z is None and (inp.hover and inp.hover[0] == "board" and inp.drag is None
                                and now - inp.hover_since >= HOVER_DELAY):
                O.draw_board_info(p, surf, sc, inp.hover[1])
            elif z is None and inp.hover and inp.hover[0] in ("deck", "discard", "district") \
                    and inp.drag is None:
                tip = O.draw_small_tip(p, surf, sc)
                if tip is not None:
                    ov["tooltip"] = tip
        tip = inp.icon_tip() if sc.discard_view is None and not modal else None
        if tip is not None:
            ov["tooltip"] = O.draw_tooltip(p, surf, sc, *tip)
        O.draw_drag(p, surf, sc)
        if sc.toast:
            O.draw_toast(p, surf, sc, sc.toast)
        if modal:
            ov.update(draw_resolution(p, surf, sc, sc.resolution, now))
        if not sc.follow.active:             # (a lesson's or hint's note waits for now)
            draw_callouts(surf, sc, hits)
        if sc.follow.recap_open and not sc.handoff_scene:
            them, evs = sc.opponent_move()
            buttons = ov["follow_buttons"]
            ov.update(F.draw_recap_box(p, surf, sc, them, evs))
            ov["follow_buttons"] = {**buttons, **ov["follow_buttons"]}
        box, zoom = hits.lesson.get("box"), ov.get("zoom")
        if box is not None and zoom is not None and box.colliderect(zoom):
            # a lesson's note never covers the enlarged card
            O.draw_zoom(p, surf, sc, inp.zoom_target(), sc.must_click_rects())
            ov["zoom_over_callout"] = True
        O.draw_focus(surf, sc.focus_rect(), L.u)       # the keyboard's focus, over everything
