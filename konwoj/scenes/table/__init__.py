"""The table scene and its parts, objects the scene holds (one base class: ``Scene``)::

    TableScene (scene.py)
      model    TableModel      model.py            no pygame: the options (legal_actions()
                                                   grouped by what starts them), the selection,
                                                   what is lit, the keyboard focus
      input    TableInput      controls.py         mouse and keys -> model calls
      view     TableView       ui/table/view.py    draws from the model; returns the hit map
                                                   (ui/table/hits.py: StaticHits, FrameHits)
      pacing   ComputerPacing  pacing.py           the computer's moves (one drive())
      lessons  LessonPacing    learn.py            a lesson's script and notes, the Hint
                                                   (its callouts: ui/table/callouts.py)
    prompt.py, targets.py      functions of the scene: the prompt and buttons; what can be
                               clicked and where
    Match.apply -> MoveOutcome (konwoj/play/match.py): the move's events, the position before,
                               the position at a battle's resolution, whether to autosave;
                               TableScene._moved shows it

Also here: the computer's notices (``ai_notice``) and the replay viewer (``replay``), a
read-only table.

``TableScene`` is imported on first use, so ``konwoj.scenes.table.model`` loads without pygame.
"""


def __getattr__(name):
    if name == "TableScene":
        from konwoj.scenes.table.scene import TableScene
        return TableScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
