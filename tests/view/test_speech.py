"""Spoken moves: which speech program is found, its arguments, and what the play window says (a fake
speaker records the commands instead of running them)."""

from PySide6.QtCore import Qt

from app.model import Move
from app.model.tables import parse_square as sq
from app.view.speech import MoveSpeaker, find_speaker, speech_command


def test_the_first_speech_program_on_the_path_is_used():
    paths = {"espeak-ng": "/usr/bin/espeak-ng", "say": "/usr/bin/say"}
    assert find_speaker(paths.get, "linux") == "/usr/bin/espeak-ng"
    assert find_speaker({"spd-say": "/usr/bin/spd-say", **paths}.get, "linux") == "/usr/bin/spd-say"
    assert find_speaker({"say": "/usr/bin/say"}.get, "darwin") == "/usr/bin/say"
    assert find_speaker({"powershell": r"C:\ps\powershell.exe"}.get, "win32") == r"C:\ps\powershell.exe"
    assert find_speaker({}.get, "linux") is None


def test_commands_follow_the_language_and_quote_the_text():
    assert speech_command("/usr/bin/spd-say", "Red: C2.5", "en") == ["-l", "en", "--", "Red: C2.5"]
    assert speech_command("/usr/bin/espeak-ng", "红方：炮二平五", "zh_CN") == ["-v", "cmn", "--", "红方：炮二平五"]
    assert speech_command("/usr/bin/say", "-x", "en") == ["--", "-x"]       # a text is never an option
    ps = speech_command(r"C:\ps\powershell.exe", "it's", "en")
    assert ps[:2] == ["-NoProfile", "-Command"] and "Speak('it''s')" in ps[2]


def test_nothing_is_said_without_a_program_or_when_off():
    calls = []
    silent = MoveSpeaker(program="", run=lambda p, a: calls.append((p, a)))
    silent.enabled = True
    silent.speak("Red: 炮二平五")
    off = MoveSpeaker(program="/usr/bin/espeak-ng", run=lambda p, a: calls.append((p, a)))
    off.speak("Red: 炮二平五")
    assert calls == [] and not silent.can_speak and off.can_speak


def fake_speaker(studio):
    calls = []
    studio.speaker = MoveSpeaker(program="/usr/bin/espeak-ng", run=lambda program, args: calls.append(args))
    return calls


def click(qtbot, studio, name):
    view = studio.window.board_view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq(name)))


def test_spoken_moves_are_off_by_default(qtbot, studio):
    calls = fake_speaker(studio)
    studio.speaker.enabled = studio.settings.get("speak_moves")
    for name in ("h2", "e2"):
        click(qtbot, studio, name)
    assert studio.controller.game.moves == [Move.from_iccs("h2e2")] and calls == []


def test_each_move_check_and_result_is_said_in_the_notation_chosen(qtbot, studio):
    calls = fake_speaker(studio)
    studio.settings.set("speak_moves", True)
    studio.settings.set("notation", "wxf")
    studio.controller.play(Move.from_iccs("h2e2"))
    studio.controller.play(Move.from_iccs("h9g7"))
    studio.settings.set("notation", "chinese")
    studio.controller.new_game("cxq", "3k5/9/9/9/9/9/9/9/R8/4K3R w - - 0 1")
    for name in ("a1", "d1"):
        click(qtbot, studio, name)
    assert [args[-1] for args in calls] == ["Red: C2.5", "Black: H8+7", "Red: 车九平六, check",
                                            "Red wins: Black is checkmated"]


def test_chinese_speech_in_chinese(qtbot, studio):
    calls = fake_speaker(studio)
    studio.settings.set("speak_moves", True)
    studio.settings.set("language", "zh_CN")
    studio.controller.play(Move.from_iccs("h2e2"))
    assert calls == [["-v", "cmn", "--", "红方：炮二平五"]]
    studio.settings.set("language", "en")
