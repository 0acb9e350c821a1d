"""The table scene and its parts: input (``controls``), what can be clicked (``targets``), the
prompt and buttons (``prompt``), the computer's pacing (``pacing``), lessons and the hint
(``learn``), the computer's notices (``ai_notice``), and the replay viewer (``replay``), a read-only
table."""
from konwoj.scenes.table.scene import TableScene  # noqa: F401
