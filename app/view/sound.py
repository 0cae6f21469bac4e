"""Move sounds: distinct move, capture and check sounds (small WAVs in resources/sounds).

PySide6-Essentials has no Qt Multimedia, and PySide6-Addons (which has it) is a large download for
three clicks, so the sounds are played by whatever the system already has, in this order:
Qt Multimedia if it happens to be installed; on Windows the standard library's ``winsound``; else
the first of ``pw-play``, ``paplay``, ``aplay`` (Linux) or ``afplay`` (macOS) found on the PATH,
started as a detached QProcess so the GUI never waits. With none of them, the system beep.
"""

from __future__ import annotations

import shutil
import sys
from enum import StrEnum
from pathlib import Path
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QObject, QProcess, QUrl
from PySide6.QtWidgets import QApplication

SOUNDS = Path(__file__).resolve().parent.parent.parent / "resources" / "sounds"
PLAYERS = ("pw-play", "paplay", "aplay", "afplay")


class SoundKind(StrEnum):
    """Which sound a move makes."""

    MOVE = "move"
    CAPTURE = "capture"
    CHECK = "check"
    TICK = "tick"           # the clock's last 10 seconds


def sound_kind(capture: bool, check: bool) -> SoundKind:
    """The sound of a move from what it did (a check sounds as a check even when it captures)."""
    if check:
        return SoundKind.CHECK
    return SoundKind.CAPTURE if capture else SoundKind.MOVE


def sound_path(kind: SoundKind) -> Path:
    """The WAV file of a sound."""
    return SOUNDS / f"{kind.value}.wav"


def _qt_effects() -> dict[SoundKind, Any] | None:
    try:
        from PySide6.QtMultimedia import QSoundEffect  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    effects = {}
    for kind in SoundKind:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(sound_path(kind))))
        effect.setVolume(0.6)
        effects[kind] = effect
    return effects


def find_backend(which: Callable[[str], str | None] = shutil.which, platform: str = sys.platform) -> str:
    """How sounds will be played here: 'qt', 'winsound', a player program's path, or 'beep'."""
    if platform.startswith("win"):
        return "winsound"
    for name in PLAYERS:
        path = which(name)
        if path:
            return path
    return "beep"


class MoveSound(QObject):
    """Plays the sound of a move when enabled."""

    def __init__(self, parent: QObject | None = None, backend: str | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self._effects = _qt_effects() if backend is None else None
        self.backend = "qt" if self._effects else (backend or find_backend())
        self.played: list[SoundKind] = []     # what was played (for tests and diagnostics)

    @property
    def has_sound(self) -> bool:
        """True if real sound output (not just the beep) is available."""
        return self.backend != "beep"

    def play(self, kind: SoundKind = SoundKind.MOVE) -> None:
        """Play a sound (if enabled); never blocks the GUI."""
        if not self.enabled:
            return
        self.played.append(kind)
        if self._effects:
            self._effects[kind].play()
        elif self.backend == "winsound":
            if sys.platform == "win32":      # (mypy checks this branch only for Windows)
                import winsound
                winsound.PlaySound(str(sound_path(kind)), winsound.SND_FILENAME | winsound.SND_ASYNC)
        elif self.backend == "beep":
            QApplication.beep()
        else:
            QProcess.startDetached(self.backend, [str(sound_path(kind))])
