"""``python main.py screenshot --size WxH --seed S --steps K OUT.png``

Plays K random legal actions from ``new_game(seed=S)``, seats the side that decides then at the
bottom and renders the table to a PNG (headless unless ``--window``).

Extra options: ``--lang pl|en``; ``--drag`` shows a card of the hand being dragged (legal stations
lit, the rest dimmed); ``--hover`` rests the mouse on a card in play (zoom); ``--select`` clicks the
first playable card; ``--solo`` seats the human against the computer; ``--ruleset 1e|2e`` plays
that edition; ``--window`` opens a real window (e.g. under Xvfb) before saving.
"""
from __future__ import annotations

import os
import sys

from konwoj.commands import args as cli
from konwoj.i18n import LANGS
from konwoj.rules.facts import RULESETS, SIDES
from konwoj.settings import COLOUR_VISIONS


# the game's smallest window (konwoj.app.MIN_SIZE) up to 8K: a size outside is refused, never
# silently changed
SIZE_MIN = (960, 540)
SIZE_MAX = (7680, 4320)


def random_state(seed: int, steps: int, ruleset: str = "1e"):
    """``new_game(seed, ruleset)`` after ``steps`` random legal actions (stops early at the game's
    end)."""
    from konwoj.commands.simulate import random_walk
    if ruleset == "1e":
        return random_walk(seed, steps)
    return random_walk(seed, steps, ruleset=ruleset)


def build_scene(app, state, solo: bool = False, seed: int = 0):
    from konwoj.scenes.table import TableScene
    from konwoj.play.match import Match
    side = state.current_player or "moloch"
    if solo:
        match = Match(state, "solo", (side,), "random", seed)
    else:
        match = Match(state, "hotseat", SIDES, "random", seed)
        match.handed_off(side)
    scene = TableScene(app, match)
    if state.is_terminal():
        scene.over_shown = True       # show the final table, not the game-over scene
    push = getattr(app, "push", None)
    if callable(push):
        push(scene)
    else:
        app.scenes.push(scene)
    return scene


def post_drag(app, scene, steps: int = 6) -> bool:
    """Start dragging the first playable hand card toward its first lit target (not dropping)."""
    import pygame
    app.step([])
    L = scene.layout
    cands = [cid for cid, _ in L.hand_rects if cid in scene.model.sources]
    if not cands:
        return False
    cid = cands[0]
    p0 = scene._hand_point(cid)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p0, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p0, button=1)])
    targets = [c for c in scene.clickables() if c[0] in ("slot", "card", "city", "table", "district")]
    goal = targets[0][2] if targets else (L.mid.centerx, L.mid.centery)
    goal = (goal[0] + 20, goal[1] + 30)
    for i in range(1, steps + 1):
        p = (round(p0[0] + (goal[0] - p0[0]) * i / steps), round(p0[1] + (goal[1] - p0[1]) * i / steps))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))])
    return True


def main(argv: list[str] | None = None) -> int:
    ap = cli.Parser(prog="main.py screenshot", description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG file to write")
    ap.add_argument("--size", type=cli.size_in(SIZE_MIN, SIZE_MAX, "1366x768"), default=(1366, 768))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=cli.int_in(0, 100_000), default=40)
    ap.add_argument("--lang", choices=LANGS, default=None)
    ap.add_argument("--drag", action="store_true")
    ap.add_argument("--hover", action="store_true")
    ap.add_argument("--select", action="store_true")
    ap.add_argument("--solo", action="store_true")
    ap.add_argument("--window", action="store_true", help="a real window (needs a display)")
    ap.add_argument("--ruleset", choices=RULESETS, default="1e", help="the edition played")
    ap.add_argument("--colours", choices=COLOUR_VISIONS, default=COLOUR_VISIONS[0],
                    help="the colour-vision setting (palette) to draw with")
    args = ap.parse_args(argv)
    problem = cli.out_file_problem(args.out)
    if problem:
        return cli.fail(ap.prog, problem)

    if not args.window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from konwoj.settings import Settings
    from konwoj.app import make_app

    settings = Settings()
    if args.lang:
        settings.lang = args.lang
    settings.animation_speed = 0.0
    settings.colour_vision = args.colours
    app = make_app(size=args.size, headless=not args.window, settings=settings)
    state = random_state(args.seed, args.steps, args.ruleset)
    scene = build_scene(app, state, solo=args.solo, seed=args.seed)
    app.step([])
    if args.drag:
        post_drag(app, scene)
    elif args.select:
        L = scene.layout
        cands = [cid for cid, _ in L.hand_rects if cid in scene.model.sources]
        if cands:
            p = scene._hand_point(cands[0])
            app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1)])
            app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1)])
    if args.hover:
        L = scene.layout
        cards = list(L.card_rects.items())
        if cards:
            cid, r = cards[len(cards) // 2]
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))])
            scene.input.hover_since -= 5
    app.step([])
    app.scenes.draw(app.screen)
    if cli.save_image(ap.prog, app.screen, args.out):
        return 2
    w, h = app.screen.get_size()
    print(f"wrote {args.out} ({w}x{h}, seed {args.seed}, "
          f"{len(state.log)} log events, phase {state.phase}, battle {state.battle})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
