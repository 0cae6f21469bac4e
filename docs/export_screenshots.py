"""Render a score sheet's first page as a picture for the manual (needs pdftoppm, from poppler-utils).

    QT_QPA_PLATFORM=offscreen python docs/export_screenshots.py docs/ [en|zh_CN|zh_TW]

writes docs/score-sheet.png (or docs/score-sheet-zh_CN.png): the game below exported as
`python -m app export` does, its page rendered at 80 dpi.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAME = """[Event "全国象棋个人赛"]
[Site "北京"]
[Date "2024.05.01"]
[Round "3"]
[Red "许银川"]
[Black "吕钦"]
[Result "1-0"]

{ 中炮对屏风马，布局的常见选择。 }
1. h2e2 { [%cal Gh2e2,Rh7h4] [%csl Re6] 中炮：对准中卒。 } h9g7 $5
2. h0g2 i9h9 3. i0h0 $1 { [%cal Gh0h6] } b9c7 (3... c6c5 4. b0c2 { 另一种走法 } ) 4. b2b6 $14 $220
c6c5 5. b0c2 $221 { [%cal Yc2d4,Bb6b9] 红方出马，准备抢占要点：红方子力出动快，黑方需要小心应对，不能贪吃。 }
f9e8 6. a0b0 a9b9 $6 7. b6c6 $16 1-0
"""


def main(out: Path, language: str = "en") -> Path:
    """Write the score sheet picture for `language` into `out`; returns its path."""
    folder = Path(tempfile.mkdtemp())
    source = folder / "game.pgn"
    source.write_text(GAME, encoding="utf-8")
    pdf = folder / "sheet.pdf"
    notation = "wxf" if language == "en" else "chinese"
    command = [sys.executable, "-m", "app", "export", str(source), "--to", str(pdf), "--language", language,
               "--notation", notation] + (["--traditional"] if language == "zh_TW" else [])
    subprocess.run(command, cwd=ROOT, check=True)
    subprocess.run(["pdftoppm", "-r", "80", "-png", "-singlefile", str(pdf), str(folder / "page")], check=True)
    name = "score-sheet.png" if language == "en" else f"score-sheet-{language}.png"
    path = out / name
    path.write_bytes((folder / "page.png").read_bytes())
    return path


if __name__ == "__main__":
    print(main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "en"))
