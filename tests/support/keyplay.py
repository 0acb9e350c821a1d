"""A player with a keyboard and no mouse: from the title screen through New game (or a lesson),
the opening hands, the hand-offs and the table to game over, with key events only
(``App.step`` through :func:`tests.support.drive.key`).

At each decision it picks the move a simple policy wants (a random legal move of the rules'
list, the lesson's filter applied), finds the item on screen that leads to it (the table's
focus ring, :mod:`konwoj.scenes.table.keys`), presses Tab or the arrows until the focus is on it
and Return. It reads the screens to decide; it never calls them. Every move is recorded with
whether it was made inside a key press (``KeyPlayer.moves``).

With ``follow=N`` it also steps through the other side's last phase (the first N times the
table offers it) by the focus alone: the strip's Step back, the banner's Back, Forward (and the
step-back key once), then Now; each time the game must be exactly as it was
(``KeyPlayer.followed``: the number of actions of each phase stepped through).
"""
from __future__ import annotations

import copy
import random
import time

import pygame

from konwoj.rules.facts import SIDES
from konwoj.scenes.table.boxes import open_box
from konwoj.scenes.table.keys import current, ring
from konwoj.scenes.table.model import BUTTON_KINDS
from konwoj.texts.table_text import t
from tests.support.drive import key, type_text

TAB, RETURN, ESC = pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE
ARROW_OF = {(-1, 0): pygame.K_LEFT, (1, 0): pygame.K_RIGHT, (0, -1): pygame.K_UP,
            (0, 1): pygame.K_DOWN}


class KeyPlayer:
    def __init__(self, app, seed: int = 0, arrows: bool = True, follow: int = 0):
        self.app = app
        self.follow = follow
        self.followed: list[int] = []
        self.rng = random.Random(seed)
        self.arrows = arrows
        self.presses = 0
        self.arrow_moves = 0               # focus moves made by an arrow key
        self.in_key = False
        self.moves: list[tuple] = []       # (actor, action, made inside a key press)
        self._watched: set = set()
        self._target = None

    # ------------------------------------------------------------------ keys
    def press(self, k, mod=0, unicode=""):
        self.presses += 1
        self.in_key = True
        try:
            key(self.app, k, unicode, mod=mod)
        finally:
            self.in_key = False

    def type(self, text: str):
        for ch in text:
            self.presses += 1
            type_text(self.app, ch)

    def watch(self, match) -> None:
        """Record every move of ``match`` with whether a key press made it."""
        if id(match) in self._watched:
            return
        self._watched.add(id(match))
        orig = match.apply

        def apply(action, *a, **kw):
            self.moves.append((match.state.current_player, action, self.in_key))
            return orig(action, *a, **kw)
        match.apply = apply

    # ------------------------------------------------------------------ menus
    def title_pick(self, label: str) -> None:
        title = self.app.scenes.top
        for _ in range(20):
            sel = next((b for b in title.buttons if b.selected), None)
            if sel is not None and sel.label == label:
                self.press(RETURN)
                return
            self.press(pygame.K_DOWN)
        raise AssertionError(f"{label} never got the focus")

    def focus(self, scene, widget) -> None:
        for _ in range(40):
            if scene.key_focus is widget:
                return
            self.press(TAB)
        raise AssertionError(f"{widget} never got the focus")

    def choose(self, scene, choice, value) -> None:
        self.focus(scene, choice)
        values = [v for v, _ in choice.options]
        for _ in range(len(values) + 1):
            if choice.value == value:
                return
            right = values.index(value) > values.index(choice.value)
            self.press(pygame.K_RIGHT if right else pygame.K_LEFT)
        assert choice.value == value

    def new_game(self, mode: str, side: str, level: str, edition: str, seed: int) -> None:
        """From the title: New game, its choices set by keys, Start."""
        self.title_pick("title.new_game")
        ng = self.app.scenes.top
        self.choose(ng, ng.mode, mode)
        if mode == "solo":
            tile = next(w for w in ng.tiles if w.side == side)
            self.focus(ng, tile)
            self.press(RETURN)
            assert ng.side.value == side
            self.choose(ng, ng.level, level)
        self.choose(ng, ng.edition, edition)
        self.focus(ng, ng.seed)
        self.type(str(seed))
        assert ng.seed.text == str(seed)
        self.focus(ng, ng.start_button)
        self.press(RETURN)

    # ------------------------------------------------------------------ the game
    def table(self):
        """The table scene in the stack (None before it opens)."""
        from konwoj.scenes.table.scene import TableScene
        return next((s for s in reversed(self.app.scenes.stack) if isinstance(s, TableScene)),
                    None)

    def play(self, done, timeout: float = 600.0) -> bool:
        """Play by keys until ``done()``; False at the timeout."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if done():
                return True
            self.step()
        return done()

    def step(self) -> None:
        top = self.app.scenes.top
        match = getattr(top, "match", None)
        if match is not None:
            self.watch(match)
        name = type(top).__name__
        if name == "MulliganScene":
            self._guarded(top, top.continue_button if top.continue_button.visible
                          else self.rng.choice([top.keep_button, top.redraw_button]))
        elif name == "HandoffScene":
            self._guarded(top, top.ready)
        elif name in ("TableScene", "LessonTable") or hasattr(top, "lessons"):
            self.watch(top.match)
            self.table_step(top)
        else:
            self.app.step([])
            time.sleep(0.002)

    def _guarded(self, scene, button) -> None:
        """A screen that shows a hand takes keys only after it has been seen a moment."""
        if not scene.reveal_guard.keys_ready:
            self.app.step([])
            time.sleep(0.01)
            return
        self.focus(scene, button)
        self.press(RETURN)

    def table_step(self, sc) -> None:
        box = open_box(sc)
        if box is not None:
            self.press(ESC if box in ("hint_ok", "try_ok", "discard", "zoom") else RETURN)
            return
        if not sc.human_turn():
            self.app.step([])
            time.sleep(0.002)
            return
        wait = sc.input.keys_quiet_until - sc.now()
        if wait > 0:                          # looked at the changed table first
            time.sleep(wait + 0.01)
            self.app.step([])
            return
        legal = sc.model.legal
        if not legal:
            self.app.step([])
            return
        if len(self.followed) < self.follow and ("follow", "back") in dict(ring(sc)) \
                and self.follow_once(sc):
            return
        if self._target is None or self._target[0] != (id(sc.state), sc.match.moves) \
                or self._target[1] not in legal:
            self._target = ((id(sc.state), sc.match.moves), self.rng.choice(legal))
        choice = self.choice_for(sc, self._target[1])
        self.go_to(sc, choice)
        self.press(RETURN)

    def follow_once(self, sc) -> bool:
        """Step through the other side's last phase by Tab / the arrows and Return (and the
        step-back key once), back to now; True when it was stepped through."""
        before = sc.match.state.to_dict()
        moves = sc.match.moves
        self.go_to(sc, ("follow", "back"))           # the strip's Step back
        self.press(RETURN)
        if not sc.follow.active:
            return False
        n = sc.follow.phase.n
        assert sc.follow.step == n
        self.go_to(sc, ("follow", "back"))           # the banner's Back
        self.press(RETURN)
        assert sc.follow.step == n - 1
        self.press(pygame.K_PAGEUP)                  # the key steps too
        assert sc.follow.step == max(0, n - 2)
        self.go_to(sc, ("follow", "forward"))
        self.press(RETURN)
        assert sc.follow.step == max(1, n - 1)
        self.go_to(sc, ("follow", "now"))
        self.press(RETURN)
        assert not sc.follow.active and sc.human_turn()
        assert sc.match.moves == moves and sc.match.state.to_dict() == before
        self.followed.append(n)
        return True

    def choice_for(self, sc, action):
        """The ring item whose choosing leads to ``action``."""
        if action.kind in BUTTON_KINDS:
            if action.kind == "mulligan":
                return ("panel", "second")
            if action.kind == "decline" and \
                    sc.buttons().get("main", ("",))[0] != t("btn.decline", sc.lang):
                return ("panel", "second")
            return ("panel", "main")
        model = sc.model
        for c in model.choosables():
            if c[0] == "button":
                continue
            m2 = copy.copy(model)
            got = m2.choose(c)
            if got == action or (got is None and m2.sel is not None
                                 and action in m2.sel.actions and m2.sel is not model.sel):
                return c
        raise AssertionError(f"nothing on the table leads to {action}")

    def go_to(self, sc, choice) -> None:
        """Tab / the arrows until the focus is on ``choice``."""
        items = dict(ring(sc))
        assert choice in items, (choice, list(items))
        tries = 0
        while current(sc) != choice:
            tries += 1
            assert tries < 3 * len(items) + 20, f"the focus never reached {choice}"
            here = dict(ring(sc)).get(current(sc))
            goal = items[choice]
            if self.arrows and here is not None and tries <= 6:
                dx, dy = goal.centerx - here.centerx, goal.centery - here.centery
                d = (1 if dx > 0 else -1, 0) if abs(dx) >= abs(dy) else (0, 1 if dy > 0 else -1)
                before = current(sc)
                self.press(ARROW_OF[d])
                if current(sc) != before:
                    self.arrow_moves += 1
                    continue
            order = [c for c, _ in ring(sc)]
            ahead = (order.index(choice) - order.index(current(sc))) % len(order) \
                if current(sc) in order else 1
            self.press(TAB, pygame.KMOD_SHIFT if ahead > len(order) // 2 else 0)


def human_moves(player: KeyPlayer, humans=SIDES):
    return [m for m in player.moves if m[0] in humans]
