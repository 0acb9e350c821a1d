"""Write a real data folder with the b437aec code, for tests/data/b437aec_data (the migration
test). Run it in a checkout of b437aec (where the test helpers were ``tests/drive.py``):

    XDG_DATA_HOME=/tmp/d python tools/make_b437aec_data.py   # then copy /tmp/d/konwoj
"""
import sys, time
sys.path.insert(0, "tests"); sys.path.insert(0, ".")
from drive import played
from konwoj import saves
from konwoj.saves import library
from konwoj.ai.analysis import analyse

def fin(seed, rs="1e"):
    s = played(seed, 5000, rs)
    assert s.is_terminal()
    return s

kept = []
for seed, rs, meta in ([
        (3, "1e", {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "veteran", "seed": 3}),
        (4, "2e", {"mode": "solo", "human_sides": ["moloch"], "opponent_level": "private", "seed": 4}),
        (5, "1e", {"mode": "hotseat", "human_sides": ["moloch", "outpost"], "seed": 5}),
        (6, "2e", {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "recruit", "seed": 6})]):
    s = fin(seed, rs)
    p = library.keep(s, meta)
    kept.append((p, s, meta))
    time.sleep(1.1)
library.pin(kept[1][0], True)
a = analyse(kept[0][1].record, "outpost", max_iterations=4)
library.store_analysis(kept[0][0], "outpost", a)
a = analyse(kept[2][1].record, "moloch", max_iterations=4)
library.store_analysis(kept[2][0], "moloch", a)
saves.save(played(7, 40), saves.new_save_path("Moja gra"), {"name": "Moja gra", "mode": "hotseat", "human_sides": ["moloch", "outpost"]})
saves.save(played(8, 60, "2e"), saves.new_save_path("Druga"), {"name": "Druga", "mode": "solo", "human_sides": ["moloch"], "opponent_level": "veteran"})
saves.autosave(played(9, 20), {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "private"})
saves.autosave(played(9, 30), {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "private"})
print(len(saves.list_save_rows()), len(library.games()))
for r in library.games(): print(r.path.name, r.winner, r.sides, library.is_pinned(r), r.date)
