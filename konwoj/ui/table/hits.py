"""Where things were drawn, as the table view returns it: the hit map that clicks, hovers,
tooltips, lessons' callouts and tests read. The view fills a fresh one each time it draws; it
never writes into the scene.
"""
from __future__ import annotations


class StaticHits:
    """What the cached static layer drew where (kept until that layer is drawn again)."""

    def __init__(self) -> None:
        self.features: dict = {}          # city -> rect of its feature chip
        self.board_chips: dict = {}       # city -> [(text, rect, px)]
        self.board_chip_info: dict = {}   # city -> [(kind, side, rect)]: their tooltips
        self.station_labels: dict = {}    # (city, side) -> (text, rect)
        self.station_plates: set = set()  # labels with no free corner, on a plate of their own
        self.log_fit = 10                 # log lines that fit the log box


class FrameHits:
    """What one frame drew over the static layer."""

    def __init__(self) -> None:
        # named rects (and a few values) of the overlays: "zoom", "tooltip", "recap",
        # "recap_text", "limbo" (cid -> rect), "limbo_panel", "discard" (cid -> rect),
        # "discard_panel", the battle summary's "continue", "verdict", "summary", and
        # "zoom_over_callout" when the enlarged card was drawn again over a lesson's note
        self.overlay: dict = {}
        self.hand_name_tags: dict = {}    # hand card -> (name, rect, px) turned up its strip
        self.labels_over: set = set()     # station labels drawn again above the hand
        self.lesson: dict = {}            # a lesson's or hint's callout: "box" and its buttons
        self.lesson_tip = None            # where the callout's arrow ends (a rect)
