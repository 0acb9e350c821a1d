"""Guided first games ("Learn to play"): lessons as data, and a runner that walks through them.

A lesson is a YAML script in ``data/lessons/`` (see ``docs/lessons.md``): a starting position built
with :func:`konwoj.rules.scenario.build_position`, the side the learner plays, and a list of steps.
Each step is one of

* an **info** step: a short text and what on screen it points at; the learner reads it and presses
  Next (``allowed()`` is empty, nothing on the table is lit);
* a **do** step: a text, what it points at, and ``do:`` the action to wait for, written as a pattern
  matched against the engine's legal actions (``{kind: play, card: komandos, city: 1}``); only the
  matching legal action is allowed until the learner takes it;
* an **opponent** step: ``opponent:`` the move the scripted opponent makes now.

When the steps run out the lesson is finished and the game goes on as a real game against the
``opponent`` level (Recruit). The rules engine stays the only judge: the runner never applies an
action itself, it only says which legal actions the table may offer, which move the scripted opponent
makes, and it follows the actions the table applied (``observe``).

    lesson = load_lesson(LESSONS_DIR / "outpost.yaml")    # LessonError with one clear line if bad
    runner = LessonRunner(lesson)
    state = lesson.initial_state()
    runner.allowed(state)          # the legal actions the learner may take now (None: free play)
    runner.scripted(state)         # the opponent's scripted move now, or None
    state.apply(a); runner.observe(a)
    runner.acknowledge()           # Next on an info step
    runner.progress()              # plain data to save; LessonRunner.resume(lesson, data) -> (runner, state)

No pygame here: the table draws the callouts, this module only knows the script.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from konwoj import playerfiles, resources
from konwoj.ai import ALL_LEVELS
from konwoj.i18n import SOURCE_LANGS, quote
from konwoj.rules import RULESETS, SIDES, Action, GameState, other
from konwoj.rules.cards import CardData
from konwoj.rules.scenario import build_position

LESSONS_DIR = resources.data_dir() / "lessons"       # the shipped lessons (installed or checkout)
FORMAT = 1
MAX_TEXT = 420            # characters per language in one callout: short, or nobody reads it
MAX_STEPS = 200
MAX_FILE = 256 * 1024

# Anchors: what a step points at on screen, "name" or "name:arg[:arg]".
#   hand:<card>          a card in the learner's hand (key or id)
#   card:<card>          a card on the table
#   slot:<city>:<side>   the battle stations of one side in one city (0 = Ziggy One .. 4 = New York)
#   city:<city>          a city board;  new_york is city:4
#   district:<city>:<i>  one district of a city
#   deck:<side> / discard:<side> / hand_count:<side>
#   feature:<city>       a city's feature (1st edition)
#   phase_ladder, strength, summary, prompt, button:<pass|feature|hint|next>
ANCHORS = {
    "hand": ("card",), "card": ("card",), "slot": ("city", "side"), "city": ("city",),
    "district": ("city", "int"), "deck": ("side",), "discard": ("side",),
    "hand_count": ("side",), "phase_ladder": (), "strength": (), "summary": (), "prompt": (),
    "new_york": (), "button": ("button",), "feature": ("city",),
}
BUTTONS = ("pass", "feature", "hint", "next", "keep", "mulligan", "draw", "decline")
PATTERN_FIELDS = ("kind", "card", "target", "city", "index", "extra")
POSITION_KEYS = ("phase", "battle_city", "target", "destroyed_cities", "down", "table", "hands",
                 "decks", "discard", "tokens", "modules", "battle", "feature_used",
                 "extra_station", "flags", "seed", "ruleset", "districts", "arrival")


class LessonError(ValueError):
    """A lesson script that cannot be used, with one line saying where and why."""


@dataclass(frozen=True)
class Anchor:
    """A named thing on screen: ``kind`` from ANCHORS and its arguments."""
    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        return ":".join([self.kind, *map(str, self.args)])


@dataclass
class Step:
    kind: str                          # "info", "do" or "opponent"
    text: dict = field(default_factory=dict)   # {"pl": ..., "en": ...}
    point: tuple = ()                  # Anchors, the first is where the callout points
    pattern: dict | None = None        # for "do" and "opponent"
    number: int = 0                    # 1-based, for messages

    def say(self, lang: str) -> str:
        return self.text.get(lang) or self.text.get("en") or ""

    def matches(self, action: Action, data: CardData) -> bool:
        return pattern_matches(self.pattern or {}, action, data)


@dataclass
class Lesson:
    id: str
    side: str                          # the side the learner plays
    title: dict
    summary: dict
    finish: dict
    opponent: str
    position: dict
    steps: list
    order: int = 0
    digest: str = ""
    source: str = ""
    data: CardData | None = None

    @property
    def opponent_side(self) -> str:
        return other(self.side)

    def name(self, lang: str) -> str:
        return self.title.get(lang) or self.title.get("en", self.id)

    @property
    def edition(self) -> str:
        """The rules the lesson teaches ("1e" or "2e")."""
        return self.position.get("ruleset", "1e")

    def player_steps(self) -> list:
        """The steps the learner sees (info and do; the opponent's scripted moves are not counted)."""
        return [st for st in self.steps if st.kind != "opponent"]

    def step_number(self, index: int) -> int:
        """The learner's step number (1-based) at runner index ``index``."""
        return sum(1 for st in self.steps[:index + 1] if st.kind != "opponent") or 1

    def initial_state(self) -> GameState:
        """The starting position; it passes the same checks as a save (a lesson's games are
        autosaved), so a position no save could hold is a LessonError here, not later."""
        try:
            state = build_position(**self.position, data=self.data)
        except (ValueError, KeyError, TypeError, IndexError, OverflowError) as exc:
            raise LessonError(f"{self.source}: position: {quote(str(exc), 200, repr_=False)}") \
                from None
        from konwoj.saves.document import BadSave, state_from_dict
        from konwoj.i18n import tr
        try:
            state_from_dict(state.to_dict(), state.ruleset)
        except BadSave as bad:
            raise LessonError(f"{self.source}: position: "
                              f"{tr(bad.problem, 'en', **bad.kw)}") from None
        return state

    def dry_run(self) -> GameState:
        """Play the whole script through the engine: every awaited or scripted action must be
        legal when its step comes, and name exactly one legal action. Returns the final state."""
        state = self.initial_state()
        try:
            return self._dry_run(state)
        except LessonError:
            raise
        except Exception as exc:  # noqa: BLE001 - the engine tripped over what the script holds
            raise LessonError(f"{self.source}: the script cannot be played through "
                              f"({type(exc).__name__}: {quote(str(exc), repr_=False)})") from None

    def _dry_run(self, state: GameState) -> GameState:
        runner = LessonRunner(self)
        while not runner.done:
            step = runner.current
            if step.kind == "info":
                runner.acknowledge()
                continue
            who = self.side if step.kind == "do" else self.opponent_side
            where = f"{self.source}: step {step.number}"
            if state.is_terminal():
                raise LessonError(f"{where}: the game is already over")
            if state.current_player != who:
                raise LessonError(f"{where} waits for {who}, but {state.current_player} decides "
                                  f"now ({state.decision_frame[:2]})")
            hits = [a for a in state.legal_actions() if step.matches(a, self.data)]
            if len(hits) != 1:
                legal = ", ".join(str(a) for a in state.legal_actions()[:12])
                what = "no legal action" if not hits else f"{len(hits)} legal actions"
                raise LessonError(f"{where}: {what} match {_pattern_str(step.pattern)} "
                                  f"(legal now: {legal})")
            state.apply(hits[0])
            runner.observe(hits[0])
        return state


def _pattern_str(p: dict | None) -> str:
    return " ".join(f"{k}={v}" for k, v in (p or {}).items()) or "(nothing)"


def pattern_matches(pattern: dict, action: Action, data: CardData) -> bool:
    """True when every field the pattern names agrees with the action. Cards may be named by key
    ("komandos": any copy) or by physical id ("komandos-2")."""
    for f, want in pattern.items():
        have = getattr(action, f)
        if f in ("card", "target") and isinstance(want, str) and isinstance(have, str):
            if have != want and (have not in data.by_id or data.by_id[have].key != want):
                return False
        elif have != want:
            return False
    return True


# ---------------------------------------------------------------------- loading and checking
def _text(raw, where: str, required: bool = True) -> dict:
    if raw is None and not required:
        return {}
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: expected a text with 'pl' and 'en'")
    out = {}
    for lang in SOURCE_LANGS:
        v = raw.get(lang)
        if not isinstance(v, str) or not v.strip():
            raise LessonError(f"{where}: the '{lang}' text is missing")
        v = " ".join(v.split())
        if len(v) > MAX_TEXT:
            raise LessonError(f"{where}: the '{lang}' text is {len(v)} characters "
                              f"(at most {MAX_TEXT})")
        out[lang] = v
    return out


def _anchor(raw, where: str, data: CardData) -> Anchor:
    if not isinstance(raw, str) or not raw:
        raise LessonError(f"{where}: an anchor is a string such as 'hand:komandos'")
    parts = raw.split(":")
    kind, args = parts[0], parts[1:]
    if kind not in ANCHORS:
        raise LessonError(f"{where}: unknown anchor {quote(kind)}; known: {', '.join(ANCHORS)}")
    spec = ANCHORS[kind]
    if len(args) != len(spec):
        raise LessonError(f"{where}: anchor {quote(kind)} takes {len(spec)} argument(s): "
                          f"{kind}{''.join(':' + s for s in spec)}")
    out = []
    for a, what in zip(args, spec):
        if what in ("city", "int"):
            try:
                n = int(a)
            except ValueError:
                raise LessonError(f"{where}: {quote(a)} is not a number") from None
            if what == "city" and not 0 <= n <= 4:
                raise LessonError(f"{where}: city {n} is not 0-4")
            if what == "int" and not 0 <= n <= 5:
                raise LessonError(f"{where}: district {n} is not 0-5")
            out.append(n)
        elif what == "side":
            if a not in SIDES:
                raise LessonError(f"{where}: side {quote(a)} is not moloch or outpost")
            out.append(a)
        elif what == "card":
            if a not in data.by_id and a not in {c.key for c in data.by_id.values()}:
                raise LessonError(f"{where}: there is no card {quote(a)}")
            out.append(a)
        elif what == "button":
            if a not in BUTTONS:
                raise LessonError(f"{where}: unknown button {quote(a)}; known: {', '.join(BUTTONS)}")
            out.append(a)
    if kind == "new_york":
        return Anchor("city", (4,))
    return Anchor(kind, tuple(out))


def _pattern(raw, where: str, data: CardData) -> dict:
    if not isinstance(raw, dict) or "kind" not in raw:
        raise LessonError(f"{where}: an action pattern is a mapping with at least 'kind'")
    out = {}
    keys = {c.key for c in data.by_id.values()}
    for k, v in raw.items():
        if k not in PATTERN_FIELDS:
            raise LessonError(f"{where}: unknown action field {quote(k)}; known: "
                              f"{', '.join(PATTERN_FIELDS)}")
        if k in ("city", "index"):
            if isinstance(v, bool) or not isinstance(v, int):
                raise LessonError(f"{where}: {k} must be a whole number")
        elif not isinstance(v, str):
            raise LessonError(f"{where}: {k} must be a text")
        if k in ("card", "target") and v not in data.by_id and v not in keys:
            raise LessonError(f"{where}: there is no card {quote(v)}")
        out[k] = v
    return out


_LESSON_DATA: CardData | None = None


def lesson_data() -> CardData:
    """The card data the shipped lessons are written for (``data/lesson_cards.yaml``: the strengths
    their texts and scripts assume), over the shipped data without the player's override file;
    loaded once."""
    global _LESSON_DATA
    if _LESSON_DATA is None:
        from konwoj.rules.cards import load_card_data
        from konwoj.rules.variants import load_variant, remember
        _LESSON_DATA = load_variant(resources.data_dir() / "lesson_cards.yaml",
                                    base=load_card_data(overrides=False))
        remember(_LESSON_DATA)          # a lesson's saved game is read back with this very data
    return _LESSON_DATA


def parse_lesson(raw, source: str = "<lesson>", data: CardData | None = None,
                 check: bool = True) -> Lesson:
    """A Lesson from the parsed YAML; ``check`` plays the script through (see ``dry_run``).
    ``data``: default, the card data the lessons are written for (``lesson_data``)."""
    data = data or lesson_data()
    if not isinstance(raw, dict):
        raise LessonError(f"{source}: a lesson is a mapping (format, id, side, steps, ...)")
    if raw.get("format") != FORMAT:
        raise LessonError(f"{source}: format must be {FORMAT}")
    lid = raw.get("id")
    if not isinstance(lid, str) or not lid.isidentifier():
        raise LessonError(f"{source}: 'id' must be a short name (letters, digits, _)")
    side = raw.get("side")
    if side not in SIDES:
        raise LessonError(f"{source}: 'side' must be {' or '.join(SIDES)}")
    opponent = raw.get("opponent", "recruit")
    if opponent not in ALL_LEVELS:
        raise LessonError(f"{source}: 'opponent' must be one of {', '.join(ALL_LEVELS)}")
    order = raw.get("order", 0)
    if isinstance(order, bool) or not isinstance(order, int):
        raise LessonError(f"{source}: 'order' must be a whole number")
    pos = raw.get("position")
    if not isinstance(pos, dict):
        raise LessonError(f"{source}: 'position' is missing")
    for k in pos:
        if k not in POSITION_KEYS:
            raise LessonError(f"{source}: position: unknown key {quote(k)}; known: "
                              f"{', '.join(POSITION_KEYS)}")
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise LessonError(f"{source}: 'steps' must be a non-empty list")
    if len(steps_raw) > MAX_STEPS:
        raise LessonError(f"{source}: more than {MAX_STEPS} steps")
    steps = []
    for n, st in enumerate(steps_raw, 1):
        where = f"{source}: step {n}"
        if not isinstance(st, dict):
            raise LessonError(f"{where}: a step is a mapping (say, point, do / opponent)")
        unknown = set(st) - {"say", "point", "do", "opponent"}
        if unknown:
            raise LessonError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        if "do" in st and "opponent" in st:
            raise LessonError(f"{where}: a step has either 'do' or 'opponent', not both")
        if "opponent" in st:
            kind = "opponent"
            pattern = _pattern(st["opponent"], where, data)
            text = _text(st.get("say"), where, required=False)
        else:
            kind = "do" if "do" in st else "info"
            pattern = _pattern(st["do"], where, data) if kind == "do" else None
            text = _text(st.get("say"), where)
        pts = st.get("point", [])
        pts = [pts] if isinstance(pts, str) else pts
        if not isinstance(pts, list):
            raise LessonError(f"{where}: 'point' is an anchor or a list of anchors")
        anchors = tuple(_anchor(p, where, data) for p in pts)
        steps.append(Step(kind, text, anchors, pattern, n))
    lesson = Lesson(id=lid, side=side, title=_text(raw.get("title"), f"{source}: title"),
                    summary=_text(raw.get("summary"), f"{source}: summary"),
                    finish=_text(raw.get("finish"), f"{source}: finish"),
                    opponent=opponent, position=_position(pos, source), steps=steps,
                    order=order, source=source, data=data)
    if check:
        lesson.dry_run()
    return lesson


def _position(pos: dict, source: str) -> dict:
    """YAML keys of per-city mappings become ints (``table: {1: ...}``), checked 0-4."""
    out = dict(pos)
    if out.get("ruleset", "1e") not in RULESETS:
        raise LessonError(f"{source}: position: ruleset must be {' or '.join(RULESETS)}")
    for k in ("table", "down", "districts"):
        if k in out:
            if not isinstance(out[k], dict):
                raise LessonError(f"{source}: position: {k} must be a mapping by city")
            conv = {}
            for c, v in out[k].items():
                try:
                    ci = int(c)
                except (TypeError, ValueError):
                    raise LessonError(f"{source}: position: {k}: {quote(c)} is not a city 0-4") from None
                if not 0 <= ci <= 4:
                    raise LessonError(f"{source}: position: {k}: city {ci} is not 0-4")
                conv[ci] = v
            out[k] = conv
    return out


def load_lesson(path, data: CardData | None = None, check: bool = True) -> Lesson:
    """Read and check one lesson file (through ``konwoj.playerfiles``: a regular file of at most
    MAX_FILE bytes, plain data only); any problem is one LessonError line naming the file."""
    path = Path(path)
    name = quote(path.name, repr_=False)
    try:
        raw_bytes = playerfiles.read_bytes(path, MAX_FILE)
    except playerfiles.YamlLimit:
        raise LessonError(f"{name}: the file is too large (more than {MAX_FILE} bytes)") from None
    except OSError as exc:
        detail = getattr(exc, "text", None) or exc.strerror or type(exc).__name__
        raise LessonError(f"{name}: cannot read ({detail})") from None
    try:
        text = raw_bytes.decode("utf-8")
        raw = playerfiles.load_text(text, max_depth=16, max_nodes=20_000)
    except UnicodeDecodeError:
        raise LessonError(f"{name}: not a UTF-8 text file") from None
    except playerfiles.YamlLimit as lim:
        raise LessonError(f"{name}: cannot be used: {lim}") from None
    except (yaml.YAMLError, RecursionError) as exc:
        line = getattr(getattr(exc, "problem_mark", None), "line", None)
        at = f" (line {line + 1})" if line is not None else ""
        raise LessonError(f"{name}: not valid YAML{at}") from None
    lesson = parse_lesson(raw, source=name, data=data, check=check)
    lesson.digest = hashlib.sha1(raw_bytes).hexdigest()[:16]
    return lesson


def available_lessons(folder: Path | None = None, data: CardData | None = None) -> list[Lesson]:
    """The shipped lessons in their order (a broken file raises: shipped lessons are tested)."""
    folder = folder or (resources.data_dir() / "lessons")
    out = [load_lesson(p, data=data) for p in sorted(Path(folder).glob("*.yaml"))]
    return sorted(out, key=lambda ls: (ls.order, ls.id))


# ---------------------------------------------------------------------- the runner
class LessonRunner:
    """Where a learner is in a lesson. It never changes a GameState: the table applies actions
    (the rules judge them) and reports them with ``observe``."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.index = 0
        self.actions: list[Action] = []     # every action applied since the start, both sides

    # -------------------------------------------------------------- where we are
    @property
    def done(self) -> bool:
        """The script is over: the game goes on as a real game against ``lesson.opponent``."""
        return self.index >= len(self.lesson.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def scripting(self) -> bool:
        """While True the opponent moves only by the script (never ask the computer)."""
        return not self.done

    # -------------------------------------------------------------- what the table may offer
    def allowed(self, state: GameState) -> list[Action] | None:
        """The legal actions the learner may take now: only the taught one on a "do" step, none on
        an info or opponent step, and ``None`` (no limit: every legal action) once the script is
        over."""
        step = self.current
        if step is None:
            return None
        if step.kind != "do" or state.current_player != self.lesson.side:
            return []
        return [a for a in state.legal_actions() if step.matches(a, self.lesson.data)]

    def scripted(self, state: GameState) -> Action | None:
        """The scripted opponent's move, when it is the opponent's turn on an opponent step."""
        step = self.current
        if step is None or step.kind != "opponent" or state.current_player != self.lesson.opponent_side:
            return None
        for a in state.legal_actions():
            if step.matches(a, self.lesson.data):
                return a
        raise LessonError(f"{self.lesson.source}: step {step.number}: the scripted move "
                          f"{_pattern_str(step.pattern)} is not legal here")

    def needs_next(self) -> bool:
        """An info step is showing: the learner reads it and presses Next."""
        step = self.current
        return step is not None and step.kind == "info"

    # -------------------------------------------------------------- moving on
    def acknowledge(self) -> None:
        """Next, on an info step."""
        if self.needs_next():
            self.index += 1

    def observe(self, action: Action) -> None:
        """An action was applied to the game (by either side). On a do / opponent step it must be
        the awaited one; info steps before it count as read."""
        action = Action(*action)
        while self.needs_next():
            self.index += 1
        step = self.current
        if step is not None:
            if not step.matches(action, self.lesson.data):
                raise LessonError(f"{self.lesson.source}: step {step.number} waits for "
                                  f"{_pattern_str(step.pattern)}, not {action}")
            self.index += 1
        self.actions.append(action)

    def skip_step(self, state: GameState) -> Action | None:
        """Do the current step for the learner: Next on an info step (returns None), or the awaited
        action (returned for the table to apply and ``observe``)."""
        if self.needs_next():
            self.acknowledge()
            return None
        allowed = self.allowed(state)
        return allowed[0] if allowed else None

    # -------------------------------------------------------------- saving and resuming
    def progress(self) -> dict:
        return {"lesson": self.lesson.id, "digest": self.lesson.digest, "step": self.index,
                "actions": [list(a) for a in self.actions]}

    @classmethod
    def resume(cls, lesson: Lesson, data) -> tuple["LessonRunner", GameState]:
        """Rebuild a lesson from ``progress()``: the start position with every action replayed.
        Progress from another version of the script, or that no longer replays, gives a
        LessonError (the caller starts the lesson afresh)."""
        if not isinstance(data, dict) or data.get("lesson") != lesson.id:
            raise LessonError("the saved lesson progress is for another lesson")
        if data.get("digest") != lesson.digest:
            raise LessonError("the lesson has changed since it was saved; it starts again")
        acts = data.get("actions")
        step = data.get("step")
        if not isinstance(acts, list) or isinstance(step, bool) or not isinstance(step, int):
            raise LessonError("the saved lesson progress is damaged")
        runner = cls(lesson)
        state = lesson.initial_state()
        try:
            for raw in acts:
                if not isinstance(raw, list) or not 1 <= len(raw) <= 6:
                    raise LessonError("the saved lesson progress is damaged")
                a = Action(*raw)
                state.apply(a)
                runner.observe(a)
        except LessonError:
            raise
        except Exception as exc:  # noqa: BLE001 - IllegalAction, or whatever odd data trips over
            raise LessonError(f"the saved lesson progress no longer replays "
                              f"({quote(str(exc), 200, repr_=False)})") from None
        while runner.index < min(step, len(lesson.steps)) and runner.needs_next():
            runner.acknowledge()
        return runner, state


# ---------------------------------------------------------------------- the progress file
def progress_path() -> Path:
    return resources.user_data_dir() / "lessons.yaml"


MAX_PROGRESS = 1024 * 1024      # a progress file is a few kilobytes


def load_progress(path: Path | None = None) -> dict:
    """{"completed": [lesson ids], "runs": {lesson id: progress}}; a missing or broken file (not
    a regular file, too large, not YAML, odd values) gives an empty record (never a crash, never
    a hang): read through ``konwoj.playerfiles``."""
    path = path or progress_path()
    empty = {"completed": [], "runs": {}}
    try:
        raw = playerfiles.load_file(path, MAX_PROGRESS, max_depth=12, max_nodes=20_000)
    except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError, RecursionError):
        return empty
    if not isinstance(raw, dict):
        return empty
    done = raw.get("completed")
    runs = raw.get("runs")
    return {"completed": [x for x in done if isinstance(x, str)] if isinstance(done, list) else [],
            "runs": {k: v for k, v in runs.items() if isinstance(k, str) and isinstance(v, dict)}
            if isinstance(runs, dict) else {}}


def save_progress(record: dict, path: Path | None = None) -> None:
    """Write the record atomically (``konwoj.playerfiles.atomic_write``: a crash leaves the old
    file whole). Raises OSError."""
    path = path or progress_path()
    playerfiles.atomic_write(path, yaml.safe_dump(record, allow_unicode=True))


def record_run(runner: LessonRunner, path: Path | None = None) -> None:
    """Remember where the learner is (and that the lesson is completed once its script is over)."""
    rec = load_progress(path)
    lid = runner.lesson.id
    rec["runs"][lid] = runner.progress()
    if runner.done and lid not in rec["completed"]:
        rec["completed"].append(lid)
    save_progress(rec, path)


def forget_run(lesson_id: str, path: Path | None = None) -> None:
    """Start a lesson afresh next time (replay), keeping whether it was completed."""
    rec = load_progress(path)
    rec["runs"].pop(lesson_id, None)
    save_progress(rec, path)


def find_lesson(lesson_id: str) -> Lesson:
    """A shipped lesson by id; LessonError if there is none."""
    for ls in available_lessons():
        if ls.id == lesson_id:
            return ls
    raise LessonError(f"there is no lesson {quote(lesson_id)}")
