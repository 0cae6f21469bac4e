"""`python -m app export FILE --to OUT...`: a short game with drawn arrows to every format, each output
checked by a program; bad input refused with the usage (exit 2), nothing half written."""

import io
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.formats import read_text
from app.shell.export_command import run_export

ROOT = Path(__file__).resolve().parent.parent.parent

GAME = """[Event "Export check"]
[Red "Red player"]
[Black "Black player"]
[Result "1-0"]

1. h2e2 { [%cal Gh2e2,Rb0c2] [%csl Ye6] The central cannon } h9g7 2. h0g2 $1 i9h9 3. i0h0 $220 { [%cal Bh0h6] }
b9c7 4. b2b6 c6c5 5. b0c2 1-0

[Event "Second"]
[Result "*"]

1. c3c4 *
"""
PLIES = 9


@pytest.fixture
def games_file(tmp_path):
    path = tmp_path / "games.pgn"
    path.write_text(GAME, encoding="utf-8")
    return path


def export(*args):
    """Run the command in this process; its exit code (argparse's refusals exit with 2)."""
    try:
        return run_export([str(a) for a in args])
    except SystemExit as done:
        return done.code


def test_a_pdf_score_sheet(qapp, games_file, tmp_path):
    from tests.view.test_game_export import pdf_pages
    out = tmp_path / "game.pdf"
    assert export(games_file, "--to", out, "--paper", "letter") == 0
    pages, streams = pdf_pages(out.read_bytes())
    assert pages == 1 and streams and streams[0].count(b" Do") >= 64     # pieces of two diagrams
    assert b"/MediaBox [0 0 612" in out.read_bytes()


def test_a_gif_has_a_frame_per_ply_and_the_start(qapp, games_file, tmp_path):
    from PIL import Image
    out = tmp_path / "game.gif"
    assert export(games_file, "--to", out, "--delay", "250", "--size", "240") == 0
    gif = Image.open(out)
    assert gif.n_frames == PLIES + 1 and gif.width == 240 and gif.info["duration"] == 250
    assert export(games_file, "--to", tmp_path / "part.gif", "--ply", "4") == 0
    assert Image.open(tmp_path / "part.gif").n_frames == 5


def test_svg_and_png_diagrams_of_a_ply(qapp, games_file, tmp_path):
    from PySide6.QtGui import QImage
    svg = tmp_path / "move1.svg"
    assert export(games_file, "--to", svg, "--ply", "1", "--flip") == 0
    root = ET.parse(svg).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert "#15781b" in {el.get("fill") for el in root.iter()}                 # the green arrow of move 1
    png = tmp_path / "end.png"
    assert export(games_file, "--to", png, "--size", "300", "--game", "2") == 0
    assert QImage(str(png)).width() == 300


def test_text_reads_back_to_the_same_moves(games_file, tmp_path):
    original = read_text(GAME)[0]
    for notation in ("chinese", "wxf", "iccs"):
        out = tmp_path / f"game-{notation}.txt"
        assert export(games_file, "--to", out, "--notation", notation, "--traditional") == 0
        text = out.read_text(encoding="utf-8")
        assert "%cal" not in text and "The central cannon" in text
        back = read_text(text)[0]
        assert back.mainline() == original.mainline() and back.headers["Red"] == "Red player"


@pytest.mark.parametrize("args, message", [
    (["--to", "OUT.doc"], "unknown format '.doc'"),
    (["--to", "OUT"], "unknown format '(no ending)'"),
    (["--to", "OUT.png", "--game", "3"], "--game 3: "),
    (["--to", "OUT.png", "--game", "0"], "--game 0: "),
    (["--to", "OUT.png", "--ply", "10"], "--ply 10: game 1 has 9 moves (0 to 9)"),
    (["--to", "OUT.png", "--ply", "-1"], "--ply -1"),
    (["--to", "OUT.pdf", "--ply", "2"], "--ply is for .svg, .png and .gif"),
    (["--to", "OUT.gif", "--delay", "5"], "--delay must be from 50 to 60000"),
    (["--to", "OUT.png", "--notation", "san"], "invalid choice: 'san'"),
    (["--to", "OUT.pdf", "--paper", "a5"], "invalid choice: 'a5'"),
])
def test_bad_input_is_refused_with_the_usage(games_file, tmp_path, capsys, args, message):
    args = [a.replace("OUT", str(tmp_path / "out")) for a in args]
    assert export(games_file, *args) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: python -m app export") and message in err
    assert list(tmp_path.iterdir()) == [games_file]               # nothing written


def test_a_missing_or_unreadable_file_is_refused(tmp_path, capsys):
    assert export(tmp_path / "nothere.pgn", "--to", tmp_path / "x.pdf") == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:") and "nothere.pgn" in err and "cannot open" in err
    picture = tmp_path / "picture.pgn"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    assert export(picture, "--to", tmp_path / "x.txt") == 2
    assert "not a game file" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists() and not (tmp_path / "x.txt").exists()


def test_the_output_is_replaced_whole_or_not_at_all(games_file, tmp_path, capsys):
    out = tmp_path / "kept.txt"
    out.write_text("the old export", encoding="utf-8")
    assert export(games_file, "--to", out, "--game", "9") == 2
    assert out.read_text(encoding="utf-8") == "the old export"
    assert export(games_file, "--to", out) == 0
    assert read_text(out.read_text(encoding="utf-8"))[0].mainline()[0] == "h2e2"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("kept")] == ["kept.txt"]   # no temporary left
    assert export(games_file, "--to", tmp_path / "no such folder" / "x.txt") == 1
    assert "cannot write" in capsys.readouterr().err


def test_the_command_is_registered(games_file, tmp_path):
    """Through `python -m app`: the subcommand and its lines in the program's usage."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "cli.gif"
    result = subprocess.run([sys.executable, "-m", "app", "export", str(games_file), "--to", str(out)], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert re.search(r"wrote .*cli\.gif", result.stdout)
    from PIL import Image
    assert Image.open(io.BytesIO(out.read_bytes())).n_frames == PLIES + 1
    usage = subprocess.run([sys.executable, "-m", "app", "--help"], cwd=ROOT, env=env, capture_output=True,
                           text=True, timeout=60).stdout
    assert "python -m app export FILE --to OUT.pdf|OUT.gif|OUT.svg|OUT.png|OUT.txt" in usage


def test_a_game_too_long_to_animate_is_refused_and_can_be_cut(qapp, tmp_path, capsys, monkeypatch):
    import app.view.game_export as game_export
    monkeypatch.setattr(game_export, "MAX_GIF_FRAMES", 5)
    path = tmp_path / "long.pgn"
    path.write_text(GAME, encoding="utf-8")
    assert export(path, "--to", tmp_path / "long.gif") == 2
    assert "an animation holds at most 4; end it earlier with --ply" in capsys.readouterr().err
    assert export(path, "--to", tmp_path / "cut.gif", "--ply", "4") == 0
    from PIL import Image
    assert Image.open(tmp_path / "cut.gif").n_frames == 5


def test_export_game_writes_what_the_windows_export(qapp, tmp_path):
    """File ▸ Export's path: the game in the window, written by the ending of the chosen file."""
    from app.shell.export_command import export_bytes, export_game
    from app.view.game_export import ExportLook
    from tests.view.test_game_export import pdf_pages
    tree = read_text(GAME)[0]
    export_game(tree, str(tmp_path / "sheet.PDF"), ExportLook(), paper="letter")
    assert pdf_pages((tmp_path / "sheet.PDF").read_bytes())[0] == 1
    export_game(tree, str(tmp_path / "game.txt"), ExportLook(notation="iccs"))
    assert read_text((tmp_path / "game.txt").read_text(encoding="utf-8"))[0].mainline() == tree.mainline()
    with pytest.raises(ValueError, match="unknown format"):
        export_bytes(tree, ".doc", ExportLook())
    with pytest.raises(ValueError, match="ply 12"):
        export_bytes(tree, ".png", ExportLook(), ply=12)
    with pytest.raises(OSError):
        export_game(tree, str(tmp_path / "missing" / "x.png"), ExportLook())


def test_the_file_read_is_never_the_file_written(tmp_path, capsys):
    """An export holds one game without its drawn marks: written over the file it was read from (a game
    file in text, by its name or a link to it), the file's other games and marks would be lost."""
    source = tmp_path / "games.txt"
    text = "1. 炮二平五 {[%cal Gh2e2] a note} 马8进7 *\n\n1. 兵七进一 *\n"
    source.write_text(text, encoding="utf-8")
    (tmp_path / "link.txt").symlink_to(source)
    for target in (source, tmp_path / "link.txt", tmp_path / "." / "games.txt"):
        assert export(source, "--to", target) == 2
        err = capsys.readouterr().err
        assert err.startswith("usage:") and "it is the file read" in err
        assert source.read_text(encoding="utf-8") == text
    assert export(source, "--to", tmp_path / "copy.txt") == 0


def test_an_animation_too_large_to_hold_is_refused_with_the_usage(games_file, tmp_path, capsys, monkeypatch):
    import app.view.game_export as game_export

    def drawn(*_args):
        raise AssertionError("a frame was drawn")
    monkeypatch.setattr(game_export._Animator, "frame", drawn)
    assert export(games_file, "--to", tmp_path / "big.gif", "--size", "8000") == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:") and "10 frames 8000 pixels wide are too large" in err and "--size" in err
    assert not (tmp_path / "big.gif").exists()


@pytest.mark.parametrize("flag, simplified", [((), True), (("--traditional",), False)])
def test_the_pieces_are_in_the_script_of_the_moves(qapp, games_file, tmp_path, flag, simplified):
    """The command's diagrams drew traditional pieces (俥傌) beside moves in simplified characters (车马),
    where every board of the program follows one script: the pieces now follow --traditional."""
    from PySide6.QtGui import QImage

    from app.formats import read_games
    from app.shell.export_command import export_bytes
    from app.view.diagram import load_font
    from app.view.game_export import ExportLook
    out = tmp_path / "end.png"
    assert export(games_file, "--to", out, *flag) == 0
    tree = read_games(games_file)[0]
    wanted, other = (export_bytes(tree, ".png", ExportLook(font_family=load_font(), simplified=s))
                     for s in (simplified, not simplified))
    made = QImage.fromData(out.read_bytes())
    assert made == QImage.fromData(wanted) and made != QImage.fromData(other)
