"""Saved games and shipped scenarios: storage (``storage``), the document and its limits
(``document``), and the raw checks of the saved state (``check``: plain types, sizes, legacy
layouts; what a state means is the rules' ``konwoj.rules.consistency``). The public names of all
three are here: ``from konwoj import saves; saves.load(path)``."""
from konwoj.saves.storage import (  # noqa: F401
    AUTOSAVE_NAME, BACKUP_NAME, FORMAT_VERSION, HEADER, LEGACY_DISTRICTS, MAX_BYTES,
    MAX_DEPTH, MAX_LOG, MAX_NAME, MAX_NODES, MAX_STACK, MAX_TEXT, MODES, STATE_FORMAT,
    SUFFIX, TOP_KEYS, BadSave, SaveError, SaveInfo, autosave, autosave_path, backup_path,
    bound_texts, check_file, clear_autosave, decode, delete, encode, info, latest_autosave,
    list_replays, list_saves, list_scenarios, load, load_for_cli, load_with_meta, main,
    new_save_path, plain, row_of, save, saves_dir, scenarios_dir, set_aside_broken_autosaves,
)
from konwoj.saves.index import list_save_rows  # noqa: F401
