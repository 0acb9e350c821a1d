"""Following the other side (held by ``TableScene`` as ``follow``): its last phase stepped through
on the table, action by action, back and forward and back to now; and the whole recap of its move
opened in a box of its own.

While stepping the table shows the position after the chosen action (``scene.state`` is that
position; ``match.state``, the game, is never touched), read-only: nothing is lit, nothing can be
played, a banner names the action ("Moloch's last phase: action 3 of 9") in the log's words and
the places it changed are marked. Now puts the live table back exactly as it was (its selection,
focus and pending "end the phase?" included: the live model is kept aside meanwhile). The
positions come from the game's record (:mod:`konwoj.play.follow`), not from re-enacting rules.

What is refused, visibly: undo, the hint and ending the phase while stepping (the keys and the
buttons say why); stepping inside a lesson's script (its notes follow the live table), after the
game's end (the replay shows it all), in a game with no record. The computer waits while the
player looks back: a move it has worked out is kept, and played (at its usual pace) once the
player is back at now.

Keys: the actions "follow_back", "follow_forward" and "follow_now" of the player's bindings
(:mod:`konwoj.play.keymap`; by default Page Up or comma steps back (from now: to the last
action), Page Down or period forward (past the last action: now), End back to now); Esc also
returns to now; the open recap box scrolls with "recap_up" / "recap_down" (Up, Down). Every text
that names a key names the player's own. The buttons (the banner's Back, Forward, Now; the
strip's Step back and All; the recap box's Step back and Close) are drawn by
:mod:`konwoj.ui.table.follow_draw` and are in the keyboard's focus order
(:mod:`konwoj.scenes.table.keys`): Tab and Return alone step too.
"""
from __future__ import annotations

import pygame

from konwoj.i18n import tr
from konwoj.play.follow import last_phase
from konwoj.rules.record import RecordError
from konwoj.scenes.table.model import TableModel
from konwoj.texts import recap
from konwoj.ui import keynames
from konwoj.ui.table.layout import other

STEPS = ("back", "forward", "now")                  # the steps; each is the action "follow_<step>"
RECAP_SCROLL = {"recap_up": -1, "recap_down": 1}     # inside the open recap box


class Follow:
    """The stepping and the recap box of one table (see the module docstring); ``sc`` is the
    scene."""

    def __init__(self, sc) -> None:
        self.sc = sc
        self.phase = None                 # konwoj.play.follow.LastPhase being stepped through
        self.step: int | None = None      # the action shown (0: before the first); None: now
        self._live: TableModel | None = None   # the live table's model, kept aside meanwhile
        self._cache = None                # (state, key, LastPhase or None or RecordError)
        self.recap_open = False           # the whole recap in a box over the table
        self.recap_scroll = 0             # its first line shown
        self.pressed: str | None = None   # a follow or recap button pressed, not yet released

    # ------------------------------------------------------------------ what is shown
    @property
    def active(self) -> bool:
        return self.step is not None

    def shown(self):
        """The position on show while stepping."""
        return self.phase.states[self.step]

    def them(self) -> str:
        return other(self.sc.bottom())

    def key_name(self, step: str) -> str:
        """The player's first key of ``step`` ("back", "forward", "now") as they read it."""
        return keynames.first_label(self.sc.app, "follow_" + step)

    def _side(self, side: str | None = None) -> str:
        return tr("side." + (side or self.them()), self.sc.lang)

    def banner(self) -> str:
        """"Moloch's last phase: action 3 of 9" (or before its first action)."""
        lp, k = self.phase, self.step
        key = "follow.banner" if k else "follow.banner_before"
        return tr(key, self.sc.lang, side=self._side(lp.side), k=k, n=lp.n)

    def viewer(self) -> str | None:
        """Whose hidden events may be told: the seated side's, none while both hot-seat players
        are at the screen (a battle's resolution)."""
        return None if self.sc.hands_hidden() else self.sc.bottom()

    def words(self) -> str:
        """What the shown action did, in the log's words (as the viewer may read them)."""
        lp, k = self.phase, self.step
        if not k:
            return tr("follow.before", self.sc.lang, side=self._side(lp.side))
        return recap.step_text(lp.events(k, self.viewer()), lp.states[k], lp.side, self.sc.lang)

    def marked(self) -> tuple[list, list, list]:
        """(cards, districts, cities) the shown action changed, in the shown position."""
        lp, k = self.phase, self.step
        if not k:
            return [], [], []
        s = lp.states[k]
        cards = recap.marked_cards(lp.events(k, self.viewer()), s)
        a = lp.actions[k - 1]
        for c in (a.card, a.target):
            if isinstance(c, str) and c not in cards and (c in s.city_of or c in s.host_of):
                cards.append(c)
        districts, cities = [], []
        if a.city is not None and a.index is not None:
            districts.append((a.city, a.index))
        elif a.city is not None and not cards and a.kind != "play":
            cities.append(a.city)
        return cards, districts, cities

    # ------------------------------------------------------------------ may it be used
    def refusal(self) -> str | None:
        """Why stepping cannot start now ("" when the table is covered or the battle summary
        takes the keys: nothing to say), or None when it can."""
        sc = self.sc
        if not getattr(sc, "follows", True) or sc.handoff_scene or sc.resolution_modal():
            return ""
        s = sc.match.state
        lang = sc.lang
        if s.is_terminal():
            return tr("follow.over", lang)
        if sc.lessons.learn_scripting():
            return tr("follow.lesson", lang)
        if s.record is None:
            return tr("follow.no_record", lang)
        return None

    def offered(self) -> bool:
        """The table shows the button that starts stepping (the game has moves to look at)."""
        return not self.active and self.refusal() is None and len(self.sc.match.state.record) > 0

    def _last_phase(self):
        """The other side's last phase in the game as it stands (kept until the game moves)."""
        s = self.sc.match.state
        key = (len(s.record), self.them())
        c = self._cache
        if c is None or c[0] is not s or c[1] != key:
            try:
                found = last_phase(s, key[1])
            except RecordError as exc:
                found = exc
            self._cache = c = (s, key, found)
        return c[2]

    # ------------------------------------------------------------------ stepping
    def start(self) -> bool:
        """Start stepping at the other side's last action; False (and why, on the message line)
        when it cannot."""
        sc = self.sc
        why = self.refusal()
        if why is None:
            lp = self._last_phase()
            if isinstance(lp, RecordError):
                why = tr("follow.no_record", sc.lang)
            elif lp is None:
                why = tr("follow.none_yet", sc.lang, side=self._side())
        if why is not None:
            if why:
                sc._say(why)
            return False
        self.phase = lp
        self.close_recap()
        sc.anims.finish()
        sc.input.drop_half_done()
        sc.input.hover = None
        sc.discard_view = None
        self._live = sc.model
        sc.model = TableModel()
        self._show(lp.n)
        return True

    def _show(self, k: int) -> None:
        sc = self.sc
        self.step = k
        sc.input.pinned = None
        sc.log_scroll = 0
        sc._refresh()                    # the shown position: nothing is the player's to choose

    def back(self) -> None:
        if not self.active:
            self.start()
        elif self.step > 0:
            self._show(self.step - 1)
        else:
            self.sc._say(tr("follow.first", self.sc.lang, side=self._side(self.phase.side),
                            press=self.key_name("forward")), warn=False)

    def forward(self) -> None:
        if not self.active:
            why = self.refusal()
            if why != "":
                self.sc._say(why or tr("follow.at_now", self.sc.lang, side=self._side(),
                                       press=self.key_name("back")), warn=bool(why))
        elif self.step < self.phase.n:
            self._show(self.step + 1)
        else:
            self.now()

    def now(self) -> None:
        """Back to the live table, exactly as it was left."""
        if not self.active:
            return
        sc = self.sc
        self.step = None
        self.phase = None
        sc.model = self._live
        self._live = None
        sc.input.pinned = None
        sc.input.hover = None
        sc.discard_view = None
        sc.log_scroll = 0
        sc._refresh()
        pacing = sc.pacing
        pacing.next_at = max(pacing.next_at, sc.now() + pacing.pace())   # its move, at its pace

    def _do(self, action: str) -> None:
        if self.sc.resolution_modal():
            return                          # the battle summary covers the table: keys wait
        if self.recap_open:
            self.close_recap()
        if self.sc.discard_view is not None and action != "now":
            self.sc.discard_view = None     # the viewer showed the pile of the table it covers
        getattr(self, action)()
        self.sc._dirty()

    # ------------------------------------------------------------------ what is refused
    def refuse(self, what: str) -> None:
        """Undo, the hint or ending the phase asked for while stepping: said, not done."""
        self.sc._say(tr("follow.refused." + what, self.sc.lang, press=self.key_name("now")))

    def prompt(self) -> tuple[str, str, str]:
        """The panel's prompt while stepping: the banner, the action's words, how to get back,
        and whether the computer waits for the player."""
        sc = self.sc
        lang = sc.lang
        body = tr("follow.body", lang, banner=self.banner(), words=self.words(),
                  press=self.key_name("now"))
        if sc.match.ai_to_move():
            ready = sc.pacing.pending is not None
            body += " " + tr("follow.ready" if ready else "follow.waits", lang,
                             side=self._side(sc.match.state.current_player))
        return tr("follow.head", lang), body, ""

    def main_button(self) -> tuple:
        return (tr("follow.btn_now", self.sc.lang, press=self.key_name("now")), True, "primary")

    # ------------------------------------------------------------------ the recap box
    def open_recap(self) -> None:
        self.recap_open = True
        self.recap_scroll = 0
        self.sc._dirty()

    def close_recap(self) -> None:
        if self.recap_open:
            self.recap_open = False
            self.sc._dirty()

    def scroll_recap(self, d: int) -> None:
        box = self.sc.view.frame_hits.overlay.get("recap_box_lines")
        most = max(0, box[0] - box[1]) if box else 0
        self.recap_scroll = max(0, min(most, self.recap_scroll + d))
        self.sc._dirty()

    # ------------------------------------------------------------------ input
    def handle_event(self, e) -> bool:
        """Keys and clicks of the stepping and the recap box (True: taken here)."""
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            return self._press(e.pos)
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.pressed:
            name, self.pressed = self.pressed, None
            r = self._buttons().get(name)
            if r is not None and r.collidepoint(e.pos):
                self._click(name)
            return True
        if e.type == pygame.MOUSEWHEEL and self.recap_open:
            self.scroll_recap(-3 * e.y)
            return True
        return False

    def _buttons(self) -> dict:
        return self.sc.view.frame_hits.overlay.get("follow_buttons", {})

    def _click(self, name: str) -> None:
        if name in STEPS:
            self._do(name)
        elif name == "recap_more":
            self.open_recap()
        elif name == "recap_close":
            self.close_recap()

    def _key(self, e) -> bool:
        sc = self.sc
        act = keynames.action_of(sc.app, e, "recap" if self.recap_open else "")
        if act is not None and act.startswith("follow_"):
            self._do(act[len("follow_"):])
            return True
        if self.recap_open and act in RECAP_SCROLL:
            self.scroll_recap(RECAP_SCROLL[act])
            return True
        if not self.active:
            return False
        if act == "back":
            self._do("now")
        elif act in ("choose", "end_phase"):
            if act == "choose" and sc.focused() is not None:
                return False                # Return on the focused button or card: as a click
            self.refuse("pass")
        elif act == "undo":
            self.refuse("undo")
        elif act == "hint" and sc.lessons.hint_offered():
            self.refuse("hint")
        else:
            return False
        return True

    def _press(self, pos) -> bool:
        sc = self.sc
        for name, r in self._buttons().items():
            if r.collidepoint(pos):
                self.pressed = name
                return True
        if self.recap_open:
            box = sc.view.frame_hits.overlay.get("recap_box")
            if box is None or not box.collidepoint(pos):
                self.close_recap()          # a click beside the box closes it
            return True
        if not self.active or sc.discard_view is not None or sc.input.pinned is not None:
            return False                    # (the input closes the viewer or the enlarged card)
        hit = sc.input.hit(pos)
        kind = hit[0] if hit else None
        if kind == "button" and hit[1] in ("undo", "hint"):
            self.refuse(hit[1])
            return True
        if kind in ("button", "discard", "log", "panel", "deck", "plate", "opp_hand", "opp_card"):
            return False                    # the panel's buttons, the piles and the log work
        if kind in ("hand", "card", "limbo", "feature", "district"):
            sc._say(tr("follow.readonly", sc.lang, press=self.key_name("now")))
        return True
