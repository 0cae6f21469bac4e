"""Move sounds: three distinct WAVs, the backend chosen from what the system has, played without waiting."""

import stat
import wave

import pytest

from app.view.sound import PLAYERS, MoveSound, SoundKind, find_backend, sound_kind, sound_path


def test_each_kind_has_its_own_valid_wav():
    contents = set()
    for kind in SoundKind:
        with wave.open(str(sound_path(kind))) as w:
            assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
            assert 0.05 < w.getnframes() / w.getframerate() < 0.5
            contents.add(w.readframes(w.getnframes()))
    assert len(contents) == len(SoundKind)


@pytest.mark.parametrize("capture, check, kind", [(False, False, SoundKind.MOVE), (True, False, SoundKind.CAPTURE),
                                                  (False, True, SoundKind.CHECK), (True, True, SoundKind.CHECK)])
def test_sound_of_a_move(capture, check, kind):
    assert sound_kind(capture, check) is kind


def test_backend_prefers_the_first_player_found():
    found = {"aplay": "/usr/bin/aplay", "paplay": "/usr/bin/paplay"}
    assert find_backend(found.get, "linux") == "/usr/bin/paplay"
    assert find_backend({}.get, "linux") == "beep"
    assert find_backend({}.get, "win32") == "winsound"
    assert PLAYERS[0] == "pw-play"


def test_disabled_sound_plays_nothing(qapp):
    sound = MoveSound(backend="beep")
    sound.play(SoundKind.CHECK)
    assert sound.played == []


def test_a_player_program_is_started_with_the_kind_of_sound(qtbot, tmp_path):
    log = tmp_path / "played.txt"
    player = tmp_path / "fake-player"
    player.write_text(f"#!/bin/sh\necho \"$1\" >> {log}\n")
    player.chmod(player.stat().st_mode | stat.S_IEXEC)
    sound = MoveSound(backend=str(player))
    sound.enabled = True
    sound.play(SoundKind.CAPTURE)
    qtbot.waitUntil(lambda: log.exists() and log.read_text().strip() != "", timeout=5000)
    assert log.read_text().strip() == str(sound_path(SoundKind.CAPTURE))
    assert sound.played == [SoundKind.CAPTURE]
