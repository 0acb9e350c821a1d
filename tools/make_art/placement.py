"""Subject placement: the whole subject must stay inside x 25..375, y 52..348 so that both
the tall (small card) and the wide (zoomed card) crops show all of it.
"""

# key or type -> (scale, about x, about y, shift x, shift y)
FIT = {
    "klaun": (0.86, 210, 340, 0, 4),
    "dzialo_gaussa": (1.0, 200, 200, -16, 20),
    "szerszen": (0.92, 210, 300, -10, 10),
    "bloker": (1.07, 210, 320, 0, 8),
    "anihilator": (1.05, 210, 320, 0, 4),
    "lowca": (1.15, 210, 320, 0, 4),
    "rozpruwacz": (1.05, 210, 320, 0, 4),
    "szturmowiec": (1.05, 230, 320, -6, 4),
    "stalowy_ogar": (1.05, 230, 320, -10, 4),
    "obronca": (1.05, 210, 320, 0, 4),
    "mozg": (1.08, 206, 330, 0, 4),
    "transporter": (1.0, 200, 330, 0, 0),
}
