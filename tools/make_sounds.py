"""Write the move sounds (resources/sounds/*.wav) with the standard library (run by a maintainer).

Three short mono 16-bit 22.05 kHz sounds, synthesised so they carry no third-party licence:
- move.wav: a wooden click (a piece set down);
- capture.wav: a heavier double knock (a piece taken off, another set down);
- check.wav: the click followed by a short bright two-tone chime (将!);
- tick.wav: a short, light, high tick (each second of a clock's last 10).

    python tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def _knock(t: float, pitch: float, decay: float) -> float:
    """A struck-wood partial set: a low body, a hollow mid and a short noise-like attack."""
    body = math.sin(2 * math.pi * pitch * t) + 0.5 * math.sin(2 * math.pi * pitch * 2.76 * t)
    return math.exp(-t * decay) * body


def _samples(duration: float, voice) -> list[float]:
    return [voice(i / RATE) for i in range(int(RATE * duration))]


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Parts (start second, samples) laid on one track."""
    end = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * end
    for start, s in parts:
        offset = int(start * RATE)
        for i, v in enumerate(s):
            out[offset + i] += v
    return out


def _write(name: str, samples: list[float]) -> Path:
    peak = max(abs(v) for v in samples) or 1.0
    fade = int(0.004 * RATE)
    frames = bytearray()
    for i, v in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)   # no click at the end
        frames += struct.pack("<h", int(v / peak * 0.8 * gain * 32767))
    path = HERE / name
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return path


def main() -> None:
    """Write the sounds."""
    HERE.mkdir(exist_ok=True)
    rng = random.Random(7)
    noise = [rng.uniform(-1, 1) for _ in range(RATE)]

    def click(t: float) -> float:
        attack = noise[int(t * RATE)] * math.exp(-t * 900) * 0.6
        return _knock(t, 420, 55) + attack

    def heavy(t: float) -> float:
        attack = noise[int(t * RATE)] * math.exp(-t * 600) * 0.8
        return 1.2 * _knock(t, 300, 38) + attack

    def chime(t: float) -> float:
        return math.exp(-t * 9) * (math.sin(2 * math.pi * 1318.5 * t) + 0.6 * math.sin(2 * math.pi * 1975.5 * t))

    _write("move.wav", _samples(0.09, click))
    _write("capture.wav", _mix((0.0, _samples(0.08, heavy)), (0.07, _samples(0.1, click))))
    _write("check.wav", _mix((0.0, _samples(0.09, click)), (0.06, [0.45 * v for v in _samples(0.32, chime)])))
    _write("tick.wav", [0.5 * v for v in _samples(0.06, lambda t: _knock(t, 1800, 120))])
    for path in sorted(HERE.glob("*.wav")):
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
