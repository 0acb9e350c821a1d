"""What can be clicked on the table right now and where: the lit targets as points (for tests
and tools) and as rects (a hover zoom never covers them), for
:class:`konwoj.scenes.table.TableScene`.
"""
from __future__ import annotations

from pygame import Rect


class TableTargets:
    """The clickable targets (mixed into ``TableScene``)."""

    # ------------------------------------------------------------------ for tests and tools
    def clickables(self) -> list[tuple[str, object, tuple[int, int]]]:
        """Everything the table offers right now, with a point that clicks it: lit targets,
        cards that can be played or used, enabled buttons, overlay buttons. (kind, what, point)."""
        out = []
        if self.handoff_scene is not None:
            btn = getattr(self.handoff_scene, "ready", None)
            r = getattr(btn, "rect", None)
            out.append(("handoff", None, r.center if r else (10, 10)))
            return out
        if self.resolution is not None and self._resolution_modal():
            r = self._overlay_hits.get("continue")
            out.append(("continue", None, r.center if r else (10, 10)))
            return out
        if self.discard_view is not None:
            out.append(("close", None, (2, 2)))
            return out
        L = self.layout
        s = self.state
        if L is None:
            return out
        for name, (_label, enabled, _style) in self.buttons().items():
            if enabled and name in L.btn_rects:
                out.append(("button", name, L.btn_rects[name].center))
        if not self.human_turn():
            return out
        lit = self.lit
        for cid in lit.cards:
            r = L.module_peek.get(cid) or L.card_rects.get(cid)
            if r is not None:
                out.append(("card", cid, r.center))
        for cid, _r in L.hand_rects:
            if lit.hand_has(s, cid) or (self.sel is None and cid in self.sources):
                out.append(("hand", cid, self._hand_point(cid)))
        for (c, side) in lit.slots:
            a = L.areas[(c, side)]
            r = a.slots[0] if a.slots else a.virtual
            if r is not None:
                out.append(("slot", (c, side), r.center))
        for c in lit.cities:
            out.append(("city", c, self._city_point(c)))
        for (c, i) in lit.districts:
            out.append(("district", (c, i), L.district_rects[c][i].center))
        for c in lit.features:
            r = self.feature_hit.get(c)
            if r is not None:
                out.append(("feature", c, r.center))
        for cid, r in self._limbo_rects().items():
            if cid in lit.limbo:
                out.append(("limbo", cid, r.center))
        if lit.table_zone:
            out.append(("table", None, self._free_table_point()))
        if self.sel is None:
            for cid in self.sources:
                if cid in L.card_rects or cid in L.module_peek:
                    r = L.module_peek.get(cid) or L.card_rects.get(cid)
                    out.append(("source", cid, r.center))
        return out

    def must_click_rects(self) -> list[Rect]:
        """What the player must be able to see and click now: the lit targets of the current
        step and a choice pop-up (Iron Gate's cards). A hover zoom never covers them."""
        L = self.layout
        if L is None or not self.human_turn():
            return []
        lit = self.lit
        out = []
        for cid in lit.cards:
            r = L.module_peek.get(cid) or L.card_rects.get(cid)
            if r is not None:
                out.append(r)
        out += [r for cid, r in L.hand_rects if cid in lit.hand]
        for key in lit.slots:
            a = L.areas[key]
            out += a.slots + ([a.virtual] if a.virtual is not None else [])
        out += [L.boards[c] for c in lit.cities]
        out += [L.district_rects[c][i] for (c, i) in lit.districts]
        out += [self.feature_hit[c] for c in lit.features if c in self.feature_hit]
        panel = self._overlay_hits.get("limbo_panel")
        if panel is not None and self._limbo_shown():
            out.append(panel)
        return out

    def _hand_point(self, cid: str) -> tuple[int, int]:
        L = self.layout
        x, _ = L.hand_click_point(cid)
        r = dict(L.hand_rects)[cid]
        return (x, r.bottom - max(6, r.h // 10))

    def _city_point(self, c: int) -> tuple[int, int]:
        """A point in city ``c`` that is on no card, district or feature."""
        L = self.layout
        for a in (L.areas[(c, L.bottom)], L.areas[(c, L.top_side)]):
            r = a.rect
            for y in range(r.y + 4, r.bottom - 4, 6):
                for x in (r.x + 6, r.right - 6, r.centerx):
                    h = self._hit((x, y))
                    if h and h[0] == "area":
                        return (x, y)
        return L.columns[c].center

    def _free_table_point(self) -> tuple[int, int]:
        L = self.layout
        for c in range(5):
            p = self._city_point(c)
            h = self._hit(p)
            if h and h[0] == "area":
                return p
        return L.mid.center
