"""Sound effects: which moment of the game sounds how, and a mixer that can never hurt the game.

    audio.for_app(app).play("bomb")           # at once (a no-op when sound is off)
    audio.for_app(app).cue(["battle_won"], at) # later: played by ``update(now)`` once ``at`` is due
    audio.sounds_for(events, viewer, by_ai)    # log events -> (names now, names after the reveal)
    audio.game_over_sound(match)               # "game_won" / "game_lost"

The sounds are our own, made by ``tools/make_sounds.py`` into ``art/sounds/`` (22 kHz mono WAV).
``Audio`` opens the mixer and loads every sound once, on the first ``play``; after that a play is
a ``Sound.play()`` call that only queues samples for SDL's audio thread, so no frame waits. Sound
is off, silently, when there is no audio device, when SDL's dummy audio driver is in use (the
tests, screenshots, the bench), when the files are missing, or when the player mutes it
(``Settings.sound_muted``) or sets ``Settings.sound_volume`` to 0. Nothing here ever raises: a
broken mixer turns sound off and the game goes on. Every request is remembered in ``requested``
(what would have played), so tests can check the game's moments without a sound card.
"""
from __future__ import annotations

import math
import os
from collections import deque
from pathlib import Path
from typing import Iterable

SOUND_NAMES = ("card_played", "module_fitted", "unit_killed", "district_down", "bomb",
               "battle_won", "battle_lost", "game_won", "game_lost", "tick")

# highest first: when one action sets off many things, the two that matter most are heard
PRIORITY = ("bomb", "battle_won", "battle_lost", "district_down", "unit_killed", "module_fitted",
            "card_played", "tick")
MAX_AT_ONCE = 2
SECOND_AFTER = 0.22        # seconds between the first and second sound of one moment
STALE_AFTER = 0.6          # a cued sound this late (the table was left or paused) is dropped

# log event key -> sound (see konwoj/rules/events.py for the keys)
EVENT_SOUNDS = {
    "play": "card_played", "instant": "card_played", "ability": "card_played",
    "feature": "card_played",
    "play_module": "module_fitted",
    "killed": "unit_killed", "no_room": "unit_killed", "removed": "unit_killed",
    "bloker": "unit_killed",
    "district_down": "district_down", "city_down": "district_down",
    "bomb": "bomb",
}

MIXER_ARGS = (22050, -16, 1, 512)     # frequency, size, channels, buffer: small buffer, low latency


def sound_dir() -> Path:
    """``art/sounds`` of the checkout or of the installed package (see ``konwoj.resources``)."""
    from konwoj import resources
    return resources.art_dir() / "sounds"


# ====================================================================== moments -> sounds
def _ranked(names: Iterable[str]) -> list[str]:
    uniq = list(dict.fromkeys(names))
    uniq.sort(key=lambda n: PRIORITY.index(n) if n in PRIORITY else len(PRIORITY))
    return uniq[:MAX_AT_ONCE]


def sounds_for(events, viewer: str | None, by_ai: bool = False) -> tuple[list[str], list[str]]:
    """The sounds of one applied action, from the log events it added.

    Returns ``(now, after_reveal)``: the action's own sounds (a card played, a Module fitted, a
    unit killed by an Instant ...) and those of the battle it resolved (everything logged after
    the ``strength`` event: the winner, districts falling, Bombs, units killed), which the table
    plays when its summary shows the winner. ``viewer`` is the side whose win is "battle_won"
    (the human in a solo game); ``None`` (two players at one screen) makes every win
    "battle_won". A tie is silent. Each list holds at most two sounds, the most important first.
    A move by the computer that makes no other sound ticks quietly."""
    now: list[str] = []
    later: list[str] = []
    bucket = now
    for ev in events:
        key = getattr(ev, "key", None)
        vis = getattr(ev, "visible_to", "all")
        if vis != "all" and viewer is not None and vis != viewer:
            continue
        if key == "strength":
            bucket = later
            continue
        name = EVENT_SOUNDS.get(key)
        if key in ("winner", "tie_moloch"):
            args = getattr(ev, "args", ())
            side = "moloch" if key == "tie_moloch" else (args[0] if args else None)
            if side is None:
                continue
            name = "battle_won" if viewer is None or side == viewer else "battle_lost"
        if name:
            bucket.append(name)
    now, later = _ranked(now), _ranked(later)
    if by_ai and not now and not later:
        now = ["tick"]
    return now, later


def perspective(match) -> str | None:
    """The side whose wins sound like wins: the one human in a solo game, else ``None``."""
    humans = tuple(getattr(match, "human_sides", ()) or ())
    if getattr(match, "mode", "") == "solo" and len(humans) == 1:
        return humans[0]
    return None


def game_over_sound(match) -> str | None:
    """"game_won" when the human won a solo game (or anyone won at a shared screen),
    "game_lost" when the computer won; ``None`` when the game has no winner."""
    state = getattr(match, "state", None)
    winner = getattr(state, "winner", None)
    if winner is None:
        return None
    side = perspective(match)
    return "game_won" if side is None or side == winner else "game_lost"


# ====================================================================== the mixer
def _volume(settings) -> float:
    """The settings' volume, 0 when muted; anything odd counts as the default."""
    if settings is None:
        return 0.0
    if getattr(settings, "sound_muted", False) is True:
        return 0.0
    v = getattr(settings, "sound_volume", 0.75)
    try:
        v = float(v)
    except (TypeError, ValueError):
        return 0.75
    if not math.isfinite(v):
        return 0.75
    return max(0.0, min(1.0, v))


class Audio:
    """Plays the game's sounds by name; never raises, never blocks after the first play.

    ``settings`` is read at every play (a ``Settings`` or a function returning one), so volume
    and mute apply at once. ``mixer`` replaces ``pygame.mixer`` (tests); ``folder`` replaces
    ``art/sounds``."""

    def __init__(self, settings=None, mixer=None, folder: Path | None = None):
        self._settings = settings
        self._mixer = mixer
        self.folder = Path(folder) if folder is not None else None
        self.state = "new"              # "new" -> "on" or "off"
        self.off_reason = ""
        self.sounds: dict[str, object] = {}
        self.requested: deque = deque(maxlen=200)   # (name, played?) of every request
        self.pending: list[tuple[float, str]] = []
        self._wake = _wake_loop if mixer is None else None

    # ---------------------------------------------------------------- settings
    @property
    def settings(self):
        s = self._settings
        if callable(s):
            try:
                return s()
            except Exception:   # noqa: BLE001
                return None
        return s

    @property
    def volume(self) -> float:
        return _volume(self.settings)

    @property
    def enabled(self) -> bool:
        """True once the mixer is open with the sounds loaded (after the first play)."""
        return self.state == "on"

    # ---------------------------------------------------------------- opening
    def _off(self, reason: str) -> None:
        self.state = "off"
        self.off_reason = reason
        self.sounds = {}

    def start(self) -> bool:
        """Open the mixer and load every sound (once; later calls return at once)."""
        if self.state != "new":
            return self.state == "on"
        try:
            mixer = self._mixer
            if mixer is None:
                if os.environ.get("SDL_AUDIODRIVER", "").strip().lower() == "dummy":
                    self._off("the dummy audio driver is in use")
                    return False
                import pygame
                mixer = pygame.mixer
                if not mixer.get_init():
                    mixer.init(*MIXER_ARGS)
                driver = getattr(mixer, "get_driver", lambda: "")()
                if str(driver).lower() == "dummy":
                    self._off("the dummy audio driver is in use")
                    return False
            folder = self.folder or sound_dir()
            sounds = {}
            for name in SOUND_NAMES:
                path = folder / f"{name}.wav"
                if path.is_file():
                    try:
                        sounds[name] = mixer.Sound(str(path))
                    except Exception:   # noqa: BLE001 - one bad file costs only that sound
                        pass
            if not sounds:
                self._off(f"no sounds found in {folder}")
                return False
            self._mixer = mixer
            self.sounds = sounds
            self.state = "on"
            return True
        except Exception as exc:    # noqa: BLE001 - no device, no SDL audio: play without sound
            self._off(f"no audio: {exc}")
            return False

    # ---------------------------------------------------------------- playing
    def play(self, name: str) -> bool:
        """Play ``name`` now at the settings' volume. True when it was handed to the mixer."""
        played = False
        try:
            vol = self.volume
            if vol > 0 and name in SOUND_NAMES and self.start():
                snd = self.sounds.get(name)
                if snd is not None:
                    snd.set_volume(vol)
                    snd.play()
                    played = True
        except Exception as exc:    # noqa: BLE001 - a mixer that fails mid-game: sound off
            self._off(f"playing failed: {exc}")
        self.requested.append((name, played))
        return played

    def cue(self, names: Iterable[str], at: float, now: float | None = None) -> None:
        """Play ``names`` from time ``at`` on (the caller's clock), a short gap between them;
        what is due already (``at <= now``) starts at once."""
        try:
            for i, name in enumerate(names):
                t = at + i * SECOND_AFTER
                if now is not None and t <= now:
                    self.play(name)
                else:
                    self.pending.append((t, name))
            if self.pending and now is not None and self.volume > 0 and self.start() \
                    and self._mixer is not None and self._wake is not None:
                # wake an idle main loop when the next one is due (its update() plays it)
                self._wake(max(1, int((min(t for t, _ in self.pending) - now) * 1000) + 5))
        except Exception:   # noqa: BLE001
            pass

    def update(self, now: float) -> None:
        """Play the cued sounds that are due; drop those long overdue (the table was left).
        The first call opens the mixer and loads the sounds (a table's first frame, which is
        busy anyway), so that no later frame, such as the one that plays a card, waits for it."""
        if self.state == "new":
            try:
                if self.volume > 0:
                    self.start()
            except Exception:   # noqa: BLE001
                pass
        if not self.pending:
            return
        try:
            due = [(t, n) for t, n in self.pending if t <= now]
            if not due:
                return
            self.pending = [(t, n) for t, n in self.pending if t > now]
            for t, name in due:
                if now - t <= STALE_AFTER:
                    self.play(name)
        except Exception:   # noqa: BLE001
            self.pending = []

    def names_requested(self) -> list[str]:
        return [n for n, _ in self.requested]


_EV_WAKE = None


def _wake_loop(ms: int) -> None:
    """Post a (harmless, unhandled) event after ``ms``: an idle app loop runs its update then."""
    global _EV_WAKE
    import pygame
    if _EV_WAKE is None:
        _EV_WAKE = pygame.event.custom_type()
    pygame.time.set_timer(_EV_WAKE, ms, 1)


# ====================================================================== the app's one Audio
def for_app(app) -> Audio:
    """The app's ``Audio`` (made on first use and kept on the app), reading ``app.settings``."""
    a = getattr(app, "audio", None)
    if isinstance(a, Audio):
        return a
    a = Audio(settings=lambda: getattr(app, "settings", None))
    try:
        app.audio = a
    except Exception:   # noqa: BLE001 - an app that takes no attributes gets a fresh one each time
        pass
    return a


def table_sounds(scene, events, by_ai: bool) -> None:
    """The table's hook after an action is applied: cue the sounds of its log ``events``, the
    battle's own when the resolution summary shows the winner. Never raises."""
    try:
        now_names, later = sounds_for(events, perspective(scene.match), by_ai)
        if not now_names and not later:
            return
        a = for_app(scene.app)
        now = scene.now()
        a.cue(now_names, now, now)
        if later:
            res = getattr(scene, "resolution", None)
            reveal = res.winner_at() if res is not None and not res.winner_shown(now) else now
            a.cue(later, max(now, reveal), now)
    except Exception:   # noqa: BLE001 - sound never stops the game
        pass


def play_for(app, name: str | None) -> bool:
    """Play ``name`` with the app's Audio (``None`` plays nothing). Never raises."""
    if not name:
        return False
    try:
        return for_app(app).play(name)
    except Exception:   # noqa: BLE001
        return False

