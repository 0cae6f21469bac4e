"""`python -m app diagram`: the same renderer as the board, from the command line."""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent.parent


def run_diagram(*args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "app", "diagram", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_diagram_writes_a_png_of_the_requested_size(tmp_path):
    out = tmp_path / "start.png"
    result = run_diagram("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", str(out),
                         "--size", "400")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() == 400 and image.height() > 400
    flipped = tmp_path / "flipped.png"
    assert run_diagram("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", str(flipped), "--flip", "--size", "300").returncode == 0
    assert QImage(str(flipped)).width() == 300


def test_diagram_rejects_a_bad_fen_clearly(tmp_path):
    result = run_diagram("4k4/9/9 w", str(tmp_path / "x.png"))
    assert result.returncode == 2 and "bad FEN" in result.stderr and "ranks" in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_diagram_matches_the_board_view_renderer(qapp, tmp_path):
    from app.view.diagram import export_diagram
    out = tmp_path / "direct.png"
    export_diagram("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", str(out), size=300)
    cli = tmp_path / "cli.png"
    run_diagram("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", str(cli), "--size", "300")
    a, b = QImage(str(out)), QImage(str(cli))
    assert a.size() == b.size()
    # the same scene code draws both: pixels agree except for font availability differences
    same = sum(a.pixel(x, y) == b.pixel(x, y) for x in range(0, 300, 7) for y in range(0, a.height(), 7))
    total = len(range(0, 300, 7)) * len(range(0, a.height(), 7))
    assert same / total > 0.95


def test_diagram_marks_the_last_move_and_the_side_to_move(qapp, tmp_path):
    """--last-move marks the move's two points as the board does; --turn puts a disc in the mover's colour
    in the margin at the mover's end (bottom right for Red, top right for Black, flipped with the board)."""
    from PySide6.QtGui import QColor

    from app.view.diagram import export_diagram
    from app.model import Move
    after = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"   # after h2e2
    plain, marked = tmp_path / "plain.png", tmp_path / "marked.png"
    export_diagram(after, str(plain), size=400)
    export_diagram(after, str(marked), size=400, last_move=Move.from_iccs("h2e2"), show_turn=True)
    a, b = QImage(str(plain)), QImage(str(marked))
    changed = [(x, y) for x in range(0, 400, 2) for y in range(0, a.height(), 2) if a.pixel(x, y) != b.pixel(x, y)]
    assert changed, "the marks change the picture"
    from app.view.board_scene import HEIGHT, MARGIN
    r = 400 * 0.022
    top = int(MARGIN * b.height() / HEIGHT)
    disc = QColor(b.pixel(int(400 - r * 1.9), top))                     # Black to move: top right
    assert disc.red() < 60 and disc.green() < 60 and disc.blue() < 60
    flipped = tmp_path / "flipped.png"
    export_diagram(after, str(flipped), flip=True, size=400, show_turn=True)
    f = QImage(str(flipped))
    bottom = QColor(f.pixel(int(400 - r * 1.9), f.height() - top))
    assert bottom.red() < 60 and bottom.green() < 60                     # the black disc moved with the board
    red_turn = tmp_path / "red.png"
    export_diagram("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", str(red_turn),
                   size=400, show_turn=True)
    g = QImage(str(red_turn))
    red_disc = QColor(g.pixel(int(400 - r * 1.9), g.height() - top))
    assert red_disc.red() > 150 and red_disc.green() < 80                # Red to move: a red disc at the bottom


def test_diagram_command_takes_the_marks(tmp_path):
    out = tmp_path / "m.png"
    result = run_diagram("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1", str(out), "--last-move", "a1a0", "--turn",
                         "--size", "300")
    assert result.returncode == 0, result.stderr
    bad = run_diagram("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1", str(tmp_path / "x.png"), "--last-move", "zz")
    assert bad.returncode == 2 and "--last-move" in bad.stderr


def test_help_prints_the_command_line_usage():
    result = subprocess.run([sys.executable, "-m", "app", "--help"], cwd=ROOT, capture_output=True, text=True,
                            timeout=60, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0
    assert "diagram" in result.stdout and "engine" in result.stdout and "xiangqi-studio" in result.stdout


def test_engine_subcommand_speaks_uci():
    result = subprocess.run([sys.executable, "-m", "app", "engine"], cwd=ROOT, input="uci\nquit\n",
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "uciok" in result.stdout and "id name Xiangqi Studio" in result.stdout
