"""What the wheel installs: the program (app without its benchmarks) and resources' data, not the
maintainers' scripts (tools/, app/bench). Read from pyproject.toml the way setuptools reads it; the
slow test builds the real wheel."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from setuptools import find_packages

ROOT = Path(__file__).resolve().parent.parent
PROGRAM = {"app", "app.model", "app.ai", "app.ai.core", "app.engines", "app.shell", "app.view", "resources"}


def setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def shipped_packages() -> set[str]:
    find = setuptools_config()["packages"]["find"]
    return set(find_packages(str(ROOT), include=find.get("include", ["*"]), exclude=find.get("exclude", [])))


def maintainer_only(name: str) -> bool:
    """A package or file path of the benchmarks or the maintainer tools."""
    parts = name.replace("/", ".").split(".")
    return parts[:2] == ["app", "bench"] or parts[0] == "tools" or parts[-1].startswith(("make_", "translate_"))


def test_the_program_and_its_data_are_installed():
    assert PROGRAM <= shipped_packages()


def test_the_benchmarks_and_maintainer_tools_are_not():
    assert sorted(p for p in shipped_packages() if maintainer_only(p)) == []
    # setuptools would otherwise add the excluded app/bench's files as data of app (it warns, and does)
    assert setuptools_config().get("include-package-data") is False


def test_resources_holds_only_what_runs_at_start():
    """The modules of the installed resources package are the ones the program imports (the piece
    drawing and its character table); scripts that rebuild the data live in tools/."""
    assert sorted(p.name for p in (ROOT / "resources").rglob("*.py")) == ["__init__.py", "charset.py", "pieces.py"]


@pytest.mark.slow
def test_the_built_wheel(tmp_path):
    """The real wheel (built from a copy of the checkout, so no build/ is left behind): the program,
    every data file of resources, no benchmark and no maintainer script."""
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("app", "resources"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                    str(tmp_path / "dist"), str(source)], check=True, capture_output=True)
    wheel, = (tmp_path / "dist").glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert sorted(n for n in names if maintainer_only(n.removesuffix(".py"))) == []
    data = {str(p.relative_to(ROOT)) for p in (ROOT / "resources").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}
    assert data <= names
    assert {"app/shell/main.py", "app/ai/uci.py", "app/engines/__init__.py"} <= names
