"""Code, tests and tools give reasons, not numbers of a tracker their reader does not have: no comment,
docstring or message names an issue by its number (say what the case is instead)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NUMBER = re.compile(r"\bissues? ?#?" + r"\d+", re.IGNORECASE)
FOLDERS = ("app", "tests", "tools", "resources", "docs")
KINDS = ("*.py", "*.md", "*.json", "*.toml", "*.yml")


def _references() -> list[str]:
    found = []
    for folder in FOLDERS:
        for kind in KINDS:
            for path in (ROOT / folder).rglob(kind):
                if path == Path(__file__).resolve():
                    continue                            # (its own examples below)
                for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                    if NUMBER.search(line):
                        found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_no_file_names_a_tracker_issue_by_number():
    assert _references() == []


def test_the_check_finds_such_a_reference(tmp_path):
    assert NUMBER.search("# the default level until Issue 41: kept")
    assert NUMBER.search('"""Resuming never cuts the PGN (issue 40 point 1)."""')
    assert not NUMBER.search("the issue of time controls is settled; 41 moves")
