"""The Python examples of the README and of the manual's pages (docs/*.md) run as written."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# A block that says so is an outline (it needs files or engines a test machine may not have).
OUTLINE = "not run by the docs test"
BLOCKS = [(page.relative_to(ROOT).as_posix(), n, block)
          for page in PAGES
          for n, block in enumerate(re.findall(r"```python\n(.*?)```", page.read_text(encoding="utf-8"), re.S))
          if OUTLINE not in block]


def test_the_pages_have_runnable_examples():
    # the model, the arbiter, training and openings examples of the Library API page
    assert len([b for b in BLOCKS if b[0] == "docs/api.md"]) >= 4


@pytest.mark.parametrize(("page", "index", "block"), BLOCKS, ids=[f"{p}:{n}" for p, n, _ in BLOCKS])
def test_example_runs(page, index, block, capsys):
    exec(compile(block, f"{page} block {index}", "exec"), {})
    out = capsys.readouterr().out
    assert out.strip(), "the example prints what it promises"
