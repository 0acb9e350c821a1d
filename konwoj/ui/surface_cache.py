"""Caches of rendered pictures with one shared memory budget.

    faces = SurfaceCache("art.faces")       # used like a dict: get, [key] = surface, clear
    @cached_surface("widgets.gradient")     # a function's results, the same way
    def gradient(size, top, bottom): ...

Every cache of surfaces in the window draws on one budget of ``BUDGET_SCREENS`` times the
window's own pixels (about 66 MB at 1920x1080, 34 MB at 1366x768): when a new picture would
pass it, the pictures used longest ago, whichever cache holds them, are forgotten (the newest
always stays). Without it the caches only grew: a whole game at 1920x1080 added about 80 MB of
plates, shadows, dims and art at sizes seen once (bench/memory_game.py). A frame draws far less
than the budget, so what it needs stays cached.
"""
from __future__ import annotations

import ctypes
import functools
import weakref
from collections import OrderedDict

import pygame

BUDGET_SCREENS = 8          # the shared budget, in windows' worth of 32-bit pixels
MIN_BUDGET = 24 * 1024 * 1024    # never less (a small or missing window)
FALLBACK_SCREEN = (1920, 1080)   # the window's size when there is none (tools, tests)

_caches: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()   # a table's go with it
_tick = 0                        # a use counter: the order pictures were last used in


def nbytes(value) -> int:
    """The pixels' bytes of a surface, or of the surfaces in a list or tuple (else 0)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (list, tuple)):
        return sum(nbytes(v) for v in value)
    return 0


def budget() -> int:
    """The shared budget in bytes, from the window's size now."""
    surf = pygame.display.get_surface() if pygame.display.get_init() else None
    w, h = surf.get_size() if surf is not None and surf.get_width() > 1 else FALLBACK_SCREEN
    return max(MIN_BUDGET, BUDGET_SCREENS * w * h * 4)


def held() -> int:
    """Bytes of pixels all the caches hold now."""
    return sum(c.nbytes for c in _caches)


class SurfaceCache:
    """A dict of rendered pictures under the shared budget (see the module docstring)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._items: OrderedDict = OrderedDict()     # key -> (value, bytes, last use)
        self.nbytes = 0
        _caches.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key) -> bool:
        return key in self._items

    def get(self, key, default=None):
        global _tick
        item = self._items.get(key)
        if item is None:
            return default
        _tick += 1
        self._items[key] = (item[0], item[1], _tick)
        self._items.move_to_end(key)
        return item[0]

    def __getitem__(self, key):
        value = self.get(key, _MISSING)
        if value is _MISSING:
            raise KeyError(key)
        return value

    def __setitem__(self, key, value) -> None:
        global _tick
        self.pop(key)
        _tick += 1
        size = nbytes(value)
        self._items[key] = (value, size, _tick)
        self.nbytes += size
        _keep_to_budget(self, key)

    def pop(self, key, default=None):
        item = self._items.pop(key, None)
        if item is None:
            return default
        self.nbytes -= item[1]
        return item[0]

    def values(self):
        return [v for v, _, _ in self._items.values()]

    def clear(self) -> None:
        self._items.clear()
        self.nbytes = 0

    def _oldest(self):
        """(last use, key) of the picture used longest ago, or None."""
        for key, (_, _, used) in self._items.items():
            return used, key
        return None


_MISSING = object()


def _keep_to_budget(newest: SurfaceCache, key) -> None:
    """Forget the pictures used longest ago until the caches fit the budget again."""
    limit = budget()
    total = held()
    while total > limit:
        best = None
        for c in list(_caches):
            old = c._oldest()
            if old is not None and not (c is newest and old[1] == key) \
                    and (best is None or old[0] < best[0]):
                best = (old[0], c, old[1])
        if best is None:
            return
        total -= best[1].nbytes
        best[1].pop(best[2])
        total += best[1].nbytes


def cached_surface(name: str):
    """Cache a function's pictures by its (hashable) arguments, under the shared budget."""
    def wrap(fn):
        cache = SurfaceCache(name)

        @functools.wraps(fn)
        def cached(*args):
            value = cache.get(args, _MISSING)
            if value is _MISSING:
                value = fn(*args)
                cache[args] = value
            return value
        cached.cache = cache
        cached.cache_clear = cache.clear
        return cached
    return wrap


def clear_all() -> None:
    """Forget every cached picture (a window of another size)."""
    for c in _caches:
        c.clear()


def give_back_memory() -> None:
    """Hand memory freed by pictures back to the system where the C library allows it (glibc's
    ``malloc_trim``: freed blocks inside the heap stay counted in the process's memory
    otherwise). Nothing happens elsewhere."""
    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError, TypeError):
        pass
