#!/usr/bin/env python3
"""Generate Konwój's sound effects under art/sounds/ (our own, CC BY-SA 4.0: see the LICENSE).

    python tools/make_sounds.py              # (re)writes art/sounds/*.wav and art/sounds/LICENSE
    python tools/make_sounds.py --out DIR    # somewhere else (the tests use a temporary folder)

Every sound is synthesised here from sines, noise and envelopes in plain Python (``math``,
``random`` with a fixed seed, ``wave``): no recordings, no samples from anywhere else. The output
is 22,050 Hz mono 16-bit PCM WAV (pygame's mixer reads it everywhere), deterministic, written
atomically, and a file whose bytes would not change is left alone. The names are the ones
``konwoj.ui.audio`` plays.
"""
from __future__ import annotations

import argparse
import io
import math
import os
import random
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "art" / "sounds"
RATE = 22050
TAU = 2 * math.pi

LICENSE = """\
Konwój sounds: every file in art/sounds/ was made for the Konwój project.

The sound effects (a card played, a Module fitted, a unit killed, a district falling,
a Bomb, a battle won or lost, the game won or lost, the computer's tick) are
synthesised from sine waves, noise and envelopes by tools/make_sounds.py. No
recording or sample from anywhere else is used, and nothing comes from the
published Neuroshima: Konwój game.

Licence: Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0),
https://creativecommons.org/licenses/by-sa/4.0/
Attribution: "Konwój project".
"""


# ---------------------------------------------------------------- building blocks
def n_samples(seconds: float) -> int:
    return max(1, int(round(seconds * RATE)))


def silence(seconds: float) -> list[float]:
    return [0.0] * n_samples(seconds)


def tone(freq, seconds: float, shape: str = "sine", harmonics=(1.0,),
         phase: float = 0.0) -> list[float]:
    """A tone whose frequency may glide: ``freq`` is a number or a function of t in [0, 1]."""
    n = n_samples(seconds)
    out = [0.0] * n
    ph = phase
    for i in range(n):
        f = freq(i / n) if callable(freq) else freq
        ph += TAU * f / RATE
        if shape == "square":     # odd harmonics only
            v = sum(h * math.sin((2 * k + 1) * ph) / (2 * k + 1) for k, h in enumerate(harmonics))
        else:
            v = sum(h * math.sin((k + 1) * ph) for k, h in enumerate(harmonics))
        out[i] = v
    return out


def noise(seconds: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def lowpass(x: list[float], cutoff) -> list[float]:
    """A one-pole low-pass filter; ``cutoff`` in Hz, a number or a function of t in [0, 1]."""
    out = [0.0] * len(x)
    y = 0.0
    n = len(x)
    for i, v in enumerate(x):
        c = cutoff(i / n) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-TAU * c / RATE)
        y += a * (v - y)
        out[i] = y
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    lo = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, lo, strict=True)]


def envelope(x: list[float], attack: float, decay: float, sustain_until: float | None = None,
             curve: float = 1.0) -> list[float]:
    """Linear attack (seconds) then exponential decay with time constant ``decay`` (seconds),
    optionally held at full level until ``sustain_until`` seconds."""
    out = [0.0] * len(x)
    a_n = max(1, n_samples(attack))
    hold = n_samples(sustain_until) if sustain_until else a_n
    for i, v in enumerate(x):
        if i < a_n:
            g = i / a_n
        elif i < hold:
            g = 1.0
        else:
            g = math.exp(-((i - hold) / RATE) / decay) ** curve
        out[i] = v * g
    return out


def gain(x: list[float], g: float) -> list[float]:
    return [v * g for v in x]


def mix(length_s: float, *parts: tuple[float, list[float]]) -> list[float]:
    """Sum ``(start_seconds, samples)`` parts into one buffer of ``length_s`` seconds."""
    out = [0.0] * n_samples(length_s)
    for start, x in parts:
        o = n_samples(start) if start > 0 else 0
        for i, v in enumerate(x):
            j = o + i
            if j >= len(out):
                break
            out[j] += v
    return out


def saturate(x: list[float], drive: float) -> list[float]:
    k = math.tanh(drive)
    return [math.tanh(v * drive) / k for v in x]


def finish(x: list[float], peak: float) -> list[float]:
    """Normalise to ``peak`` (0..1 of full scale) with 3 ms fades at both ends (no clicks)."""
    top = max((abs(v) for v in x), default=0.0) or 1.0
    x = [v * peak / top for v in x]
    fade = min(len(x) // 2, n_samples(0.003))
    for i in range(fade):
        g = i / fade
        x[i] *= g
        x[-1 - i] *= g
    return x


def note(freq: float, seconds: float, level: float = 1.0, bright: float = 0.5) -> list[float]:
    """A short brass-like note: a few harmonics, quick attack, gentle decay, slight vibrato."""
    harm = (1.0, 0.55 * bright + 0.1, 0.35 * bright, 0.2 * bright, 0.1 * bright)
    t = tone(lambda u: freq * (1 + 0.004 * math.sin(TAU * 5.5 * u * seconds)), seconds,
             harmonics=harm)
    t = envelope(t, 0.012, seconds * 0.55, sustain_until=seconds * 0.35)
    release = min(len(t), n_samples(0.04))
    for i in range(release):       # let the note die away instead of stopping dead
        t[-1 - i] *= i / release
    return gain(t, level)


# ---------------------------------------------------------------- the sounds
def card_played() -> list[float]:
    """A card slapped on the table: a soft burst of filtered noise over a low thump."""
    swish = envelope(lowpass(noise(0.16, 11), lambda u: 3800 - 3000 * u), 0.004, 0.03)
    thump = envelope(tone(lambda u: 170 - 70 * u, 0.12), 0.002, 0.035)
    return finish(mix(0.18, (0, swish), (0.008, gain(thump, 0.9))), 0.62)


def module_fitted() -> list[float]:
    """A Module clicked into a Robot: a short servo whirr and two metallic clacks."""
    def clack(seed: int, f: float) -> list[float]:
        ring = tone(f, 0.06, harmonics=(1.0, 0.0, 0.0, 0.5))
        grit = highpass(noise(0.06, seed), 1500)
        return envelope([a * 0.7 + b * 0.5 for a, b in zip(ring, grit, strict=True)], 0.001, 0.012)
    whirr = envelope(tone(lambda u: 320 + 380 * u, 0.13, shape="square",
                          harmonics=(1.0, 0.6, 0.4)), 0.01, 0.08)
    return finish(mix(0.32, (0, gain(lowpass(whirr, 2500), 0.35)), (0.12, clack(21, 2150)),
                      (0.2, gain(clack(22, 2900), 0.85))), 0.7)


def unit_killed() -> list[float]:
    """A unit destroyed: a crunch of noise over a falling, distorted tone."""
    crunch = envelope(lowpass(noise(0.35, 31), lambda u: 5000 - 4200 * u), 0.002, 0.07)
    fall = envelope(tone(lambda u: 420 * (1 - 0.8 * u), 0.42, harmonics=(1.0, 0.5, 0.3)),
                    0.004, 0.12)
    return finish(saturate(mix(0.45, (0, crunch), (0, gain(fall, 0.8))), 2.2), 0.75)


def district_down() -> list[float]:
    """A district collapsing: a low rumble with falling rubble."""
    rumble = envelope(lowpass(noise(0.95, 41), lambda u: 700 - 500 * u), 0.03, 0.3)
    low = envelope(tone(lambda u: 62 - 20 * u, 0.9, harmonics=(1.0, 0.4)), 0.02, 0.3)
    rng = random.Random(42)
    parts = [(0, gain(rumble, 1.6)), (0, gain(low, 0.7))]
    for _ in range(9):
        start = rng.uniform(0.05, 0.7)
        bit = envelope(lowpass(noise(0.05, rng.randrange(1000)), rng.uniform(1500, 3500)),
                       0.001, 0.01)
        parts.append((start, gain(bit, rng.uniform(0.2, 0.5))))
    return finish(mix(0.95, *parts), 0.8)


def bomb() -> list[float]:
    """A Bomb: a sharp crack, a deep falling boom and a long dark tail."""
    crack = envelope(highpass(noise(0.08, 51), 800), 0.0005, 0.015)
    boom = envelope(tone(lambda u: 110 * math.exp(-2.2 * u) + 28, 1.1, harmonics=(1.0, 0.3)),
                    0.003, 0.35)
    tail = envelope(lowpass(noise(1.25, 52), lambda u: 1800 * math.exp(-3 * u) + 120), 0.004, 0.4)
    return finish(saturate(mix(1.25, (0, gain(crack, 0.8)), (0, gain(boom, 1.2)),
                               (0, gain(tail, 2.4))), 1.2), 0.9)


def battle_won() -> list[float]:
    """A battle won: three notes rising to a bright major chord."""
    c, e, g = 392.0, 493.9, 587.3          # G4, B4, D5
    return finish(mix(0.85, (0, note(c, 0.16, 0.8)), (0.12, note(e, 0.16, 0.8)),
                      (0.24, note(g, 0.6, 1.0, bright=0.7)), (0.24, note(c * 2, 0.6, 0.45))), 0.62)


def battle_lost() -> list[float]:
    """A battle lost: two muted notes falling a minor third, then a low one."""
    return finish(mix(0.85, (0, note(311.1, 0.22, 0.8, bright=0.25)),
                      (0.2, note(261.6, 0.22, 0.8, bright=0.25)),
                      (0.4, note(196.0, 0.45, 0.9, bright=0.2))), 0.55)


def game_won() -> list[float]:
    """The game won: a short fanfare ending on a held major chord."""
    C, E, G, C2 = 261.6, 329.6, 392.0, 523.3
    parts = [(0, note(C, 0.14, 0.8)), (0.13, note(C, 0.14, 0.8)), (0.26, note(E, 0.14, 0.85)),
             (0.39, note(G, 0.3, 0.9))]
    for f, lv in ((C2, 1.0), (G, 0.6), (E, 0.5), (C, 0.5)):
        parts.append((0.62, note(f, 1.1, lv, bright=0.75)))
    return finish(mix(1.8, *parts), 0.7)


def game_lost() -> list[float]:
    """The game lost: a slow falling minor line over a low drone that fades out."""
    parts = [(0.0, note(392.0, 0.42, 0.7, bright=0.2)), (0.36, note(349.2, 0.42, 0.7, bright=0.2)),
             (0.72, note(311.1, 0.42, 0.7, bright=0.2)), (1.08, note(261.6, 0.7, 0.8, bright=0.2))]
    drone = envelope(tone(65.4, 1.8, harmonics=(1.0, 0.5, 0.25)), 0.2, 0.6, sustain_until=0.9)
    parts.append((0, gain(lowpass(drone, 400), 0.5)))
    return finish(mix(1.8, *parts), 0.55)


def tick() -> list[float]:
    """The computer has moved: one quiet, short wooden tick."""
    knock = envelope(tone(1750, 0.035, harmonics=(1.0, 0.0, 0.3)), 0.0008, 0.006)
    return finish(knock, 0.3)


SOUNDS = {
    "card_played": card_played, "module_fitted": module_fitted, "unit_killed": unit_killed,
    "district_down": district_down, "bomb": bomb, "battle_won": battle_won,
    "battle_lost": battle_lost, "game_won": game_won, "game_lost": game_lost, "tick": tick,
}


# ---------------------------------------------------------------- output
def wav_bytes(samples: list[float]) -> bytes:
    pcm = struct.pack(f"<{len(samples)}h",
                      *(max(-32767, min(32767, int(round(v * 32767)))) for v in samples))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)
    return buf.getvalue()


def write(path: Path, data: bytes) -> bool:
    """Write atomically (a running game never reads half a file); leave an unchanged file alone.
    True when the file was (re)written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        if path.read_bytes() == data:
            return False
    except OSError:
        pass
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)
    return True


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT,
                    help="folder to write into (default art/sounds)")
    args = ap.parse_args(argv)
    written = 0
    total = 0
    for name, fn in SOUNDS.items():
        data = wav_bytes(fn())
        total += len(data)
        written += write(args.out / f"{name}.wav", data)
    lic = LICENSE.encode("utf-8")
    written += write(args.out / "LICENSE", lic)
    print(f"{len(SOUNDS)} sounds, {total / 1024:.0f} KiB, in {args.out} "
          f"({written} file(s) changed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
