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
    from app.main import export_diagram
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
