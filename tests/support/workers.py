"""An analysis worker that finishes at once, for tests of what runs an analysis in the
background (``konwoj.ai.worker.AnalysisWorker``'s interface): ``start`` analyses the record
with two iterations a decision, ``poll`` never has more, ``cancel`` is noted."""
from __future__ import annotations


class QuickWorker:
    running = False

    def __init__(self):
        self.result = self.error = None
        self.partial = []
        self.cancelled = False

    def start(self, record, side, **kw):
        from konwoj.ai.analysis import analyse
        self.result = analyse(record, side, max_iterations=2)

    def poll(self):
        return False

    def cancel(self):
        self.cancelled = True
