"""The README is for arriving, the manual (docs/, built by MkDocs) for staying: the README stays short,
its links lead to pages that exist, its set-up commands are the ones CI runs, and the manual builds
with `mkdocs build --strict`, which refuses a page left out of the nav and a link to nothing."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import yaml
from markdown.extensions.toc import slugify

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
DOCS = ROOT / "docs"
CONFIG = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def nav_pages(nav: list[object]) -> list[str]:
    """The page files a MkDocs nav lists, in order (sections flattened)."""
    pages: list[str] = []
    for entry in nav:
        items = entry.values() if isinstance(entry, dict) else [entry]
        for item in items:
            pages.extend(nav_pages(item) if isinstance(item, list) else [str(item)])
    return pages


def anchors(page: Path) -> set[str]:
    """The heading anchors MkDocs gives a page (Python-Markdown's toc slugs)."""
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return {slugify(re.sub(r"[`*]", "", title).strip(), "-") for title in re.findall(r"^#+ (.+)$", text, re.M)}


def shell_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", text, re.S)]


def test_the_readme_is_short():
    assert len(README.splitlines()) <= 250


def test_the_readme_links_lead_to_files_and_headings_that_exist():
    local = [t for t in LINK.findall(README) if not re.match(r"[a-z]+:", t)]
    assert local, "the README links to the manual"
    for target in local:
        path, _, anchor = target.partition("#")
        assert (ROOT / path).exists(), target
        if anchor:
            assert anchor in anchors(ROOT / path), target


def test_the_readme_links_every_page_of_the_manual():
    linked = {t.partition("#")[0] for t in LINK.findall(README)}
    missing = [p for p in nav_pages(CONFIG["nav"]) if f"docs/{p}" not in linked]
    assert missing == []


def test_the_nav_lists_every_page_and_only_pages_that_exist():
    listed = nav_pages(CONFIG["nav"])
    assert len(listed) == len(set(listed))
    assert sorted(listed) == sorted(p.name for p in DOCS.glob("*.md"))
    assert not list(DOCS.glob("*/**/*.md")), "pages live at the top of docs/"


def test_the_setup_commands_are_the_ones_ci_and_the_install_page_run():
    setup = README.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    app_command, test_command = shell_blocks(setup)
    assert app_command == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/xiangqi-studio"
    assert test_command == "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/python -m pytest"
    install = (DOCS / "install.md").read_text(encoding="utf-8")
    assert shell_blocks(install)[:2] == [app_command, test_command]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "xiangqi-studio" in project["gui-scripts"]
    # .ci/run makes the venv, installs the test extras, and ends on the README's test command (quietly).
    ci = [line for line in (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines()
          if line and not line.lstrip().startswith("#")]
    steps = test_command.split(" && ")
    assert steps[0] in ci
    assert ci[-1].replace(" -q", "") == " && ".join(steps[1:])
    assert any(line.replace(" -q", "") == steps[1] for line in ci[:-1])
    assert any(line.startswith(".venv/bin/mkdocs build --strict") for line in ci)


def test_the_docs_extra_is_in_the_test_extras():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert extras["docs"] and set(extras["docs"]) <= set(extras["test"])


def mkdocs_build(config: Path, site: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config),
                           "-d", str(site)], capture_output=True, text=True, timeout=300, check=False)


def test_the_manual_builds_strictly(tmp_path):
    result = mkdocs_build(ROOT / "mkdocs.yml", tmp_path / "site")
    assert result.returncode == 0, result.stderr
    reference = (tmp_path / "site" / "reference" / "index.html").read_text(encoding="utf-8")
    for name in ("app.model.Board", "app.model.Game", "app.ai.Engine", "app.formats.read_games",
                 "app.engines.open_engine", "app.library.Library", "app.puzzles", "app.openings.classify",
                 "app.training.mistake_puzzles"):
        assert f'id="{name}"' in reference, name
    assert (tmp_path / "site" / "ruling.png").exists()
    assert not list((tmp_path / "site").rglob("*.py")) and not (tmp_path / "site" / "ladder").exists()


def test_the_strict_build_refuses_what_a_reader_could_not_follow(tmp_path):
    """The project's validation settings on a two-page site: it builds, and with a page left out of the
    nav, a link to a missing page and a link to a missing heading, the strict build fails naming each."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n\n[Other](other.md#other)\n", encoding="utf-8")
    (docs / "other.md").write_text("# Other\n", encoding="utf-8")
    config = {"site_name": "t", "docs_dir": "docs", "validation": CONFIG["validation"],
              "nav": [{"Home": "index.md"}, {"Other": "other.md"}]}
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")
    result = mkdocs_build(tmp_path / "mkdocs.yml", tmp_path / "site")
    assert result.returncode == 0, result.stderr
    (docs / "orphan.md").write_text("# Orphan\n", encoding="utf-8")
    (docs / "other.md").write_text("# Other\n\n[a](nowhere.md) [b](index.md#no-such-heading)\n", encoding="utf-8")
    result = mkdocs_build(tmp_path / "mkdocs.yml", tmp_path / "site")
    assert result.returncode != 0
    warnings = [line for line in result.stderr.splitlines() if line.startswith("WARNING")]
    assert any("not included in the \"nav\"" in w for w in warnings), result.stderr
    assert "orphan.md" in result.stderr
    assert any("nowhere.md" in w for w in warnings) and any("no-such-heading" in w for w in warnings)
