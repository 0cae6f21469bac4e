"""Spoken moves: each move, check and result said aloud by the system's speech program.

Found the way the move sounds find a player: the first of speech-dispatcher's ``spd-say``,
``espeak-ng``, ``espeak`` (Linux) or ``say`` (macOS) on the PATH, or Windows' own voice (SAPI) through
PowerShell; started detached, so the GUI never waits. With none of them nothing is said. Off unless
the setting is on.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QProcess

SPEAKERS = ("spd-say", "espeak-ng", "espeak", "say")
_SAPI = ("Add-Type -AssemblyName System.Speech; "
         "(New-Object System.Speech.Synthesis.SpeechSynthesizer).Speak('{text}')")


def find_speaker(which: Callable[[str], str | None] = shutil.which, platform: str = sys.platform) -> str | None:
    """The speech program here (a path, or 'powershell' on Windows), or None."""
    for name in SPEAKERS:
        path = which(name)
        if path:
            return path
    if platform.startswith("win"):
        return which("powershell") or which("pwsh")
    return None


def speech_command(program: str, text: str, language: str) -> list[str]:
    """The arguments that make `program` say `text` in a language ('en', 'zh_CN', 'zh_TW')."""
    chinese = language.startswith("zh")
    name = program.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if name.startswith("spd-say"):
        return ["-l", "zh" if chinese else "en", "--", text]
    if name.startswith("espeak"):
        return ["-v", "cmn" if chinese else "en", "--", text]
    if name.startswith(("powershell", "pwsh")):
        return ["-NoProfile", "-Command", _SAPI.format(text=text.replace("'", "''"))]
    return ["--", text]                      # macOS say (its default voice follows the system)


class MoveSpeaker(QObject):
    """Says texts aloud when enabled; `run(program, args)` starts the program (tests pass a fake)."""

    def __init__(self, parent: QObject | None = None, program: str | None = None,
                 run: Callable[[str, list[str]], object] | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self.language = "en"
        self.program = program if program is not None else find_speaker()
        self._run = run or (lambda program, args: QProcess.startDetached(program, args))
        self.spoken: list[str] = []       # what was said (for tests and diagnostics)

    @property
    def can_speak(self) -> bool:
        """True if a speech program was found."""
        return bool(self.program)

    def speak(self, text: str) -> None:
        """Say a text (when enabled and a speech program exists); never blocks."""
        if not self.enabled or not self.program or not text:
            return
        self.spoken.append(text)
        self._run(self.program, speech_command(self.program, text, self.language))
