"""The table scene and its parts: the interaction's model (``model``, no pygame), the input
layer (``controls``), what can be clicked (``targets``), the prompt and buttons (``prompt``), the
computer's pacing (``pacing``), lessons and the hint (``learn``), the computer's notices
(``ai_notice``), and the replay viewer (``replay``), a read-only table. The view that draws it is
:mod:`konwoj.ui.table.view`.

``TableScene`` is imported on first use, so ``konwoj.scenes.table.model`` loads without pygame.
"""


def __getattr__(name):
    if name == "TableScene":
        from konwoj.scenes.table.scene import TableScene
        return TableScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
