"""Optional move sounds: a short wooden click made with the standard library, played with Qt
Multimedia when it is installed (PySide6-Addons); otherwise the system beep."""

from __future__ import annotations

import math
import struct
import tempfile
import wave
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication


def click_wave(path: Path, rate: int = 22050) -> Path:
    """Write a 60 ms decaying click (two partials) as a mono 16-bit WAV."""
    frames = bytearray()
    for i in range(int(rate * 0.06)):
        t = i / rate
        value = math.exp(-t * 70) * (0.6 * math.sin(2 * math.pi * 880 * t) + 0.4 * math.sin(2 * math.pi * 1760 * t))
        frames += struct.pack("<h", int(value * 20000))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(frames))
    return path


class MoveSound:
    """Plays the click when enabled."""

    def __init__(self) -> None:
        self.enabled = False
        self._effect = None
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:
            return
        path = click_wave(Path(tempfile.gettempdir()) / "xiangqi-studio-click.wav")
        self._effect = QSoundEffect()
        self._effect.setSource(QUrl.fromLocalFile(str(path)))
        self._effect.setVolume(0.6)

    @property
    def has_multimedia(self) -> bool:
        """True if real sound output is available."""
        return self._effect is not None

    def play(self) -> None:
        """Click (if enabled)."""
        if not self.enabled:
            return
        if self._effect is not None:
            self._effect.play()
        else:
            QApplication.beep()
