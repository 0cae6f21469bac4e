"""Write the ECCO classifier's test sample and its sources' attribution from the CCPD master games
(maintainer script, not run at start-up or in CI).

    python -m tools.make_ecco                   # ../shared/data/ccpd/ccpd-games-dev.tar.xz
    python -m tools.make_ecco /tmp/ccpd         # or the folder it unpacks to

The classifier is the scheme's rules (resources/openings/ecco-rules.txt); they were written and checked
against the games of the training side of the split by source (app/bench/openings_split.py: by year,
every fifth year held out). This script copies a sample of the held-out years' games, one file per
distinct game chosen by a hash of its moves, unchanged to tests/data/ccpd-ecco/holdout.pgn.xz: the tests
measure the rules on games from years they were never checked against. It prints the rules' agreement
on the sample and on every held-out game (``python -m app.bench openings --ccpd`` says more).
"""

from __future__ import annotations

import argparse
import hashlib
import lzma
import sys
from pathlib import Path

from app.bench.openings_split import CCPD_TAR, HELD_RESIDUE, TaggedGame, distinct, read_ccpd, split_by_year
from app.bench.openings_split import members as ccpd_members
from app.openings import classify

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_PATH = ROOT / "tests" / "data" / "ccpd-ecco" / "holdout.pgn.xz"
ATTRIBUTION_PATH = ROOT / "resources" / "openings" / "ATTRIBUTION.md"
SAMPLE_SHARE = 0.22
CCPD = ("the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, GitHub repository\n"
        "Yvonne761/Chinese-Chess-Practical-Dataset (commit 368a47a9), licensed under Creative Commons\n"
        "Attribution 4.0 International (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/)")


def chosen(game: TaggedGame, share: float = SAMPLE_SHARE) -> bool:
    """Whether a held-out game is in the tests' sample (a hash of its moves under `share`)."""
    digest = hashlib.sha1(" ".join(game.moves).encode("ascii")).digest()
    return int.from_bytes(digest[:4], "big") / 2**32 < share


def agreement(games: list[TaggedGame]) -> str:
    """'4,519 / 4,540 = 99.54%'."""
    agree = sum((found := classify(list(g.moves))) is not None and found.code == g.tag for g in games)
    return f"{agree:,} / {len(games):,} = {agree / max(len(games), 1):.2%}"


def main(argv: list[str]) -> int:
    """Write the sample and the attribution; print the agreement."""
    parser = argparse.ArgumentParser(prog="python -m tools.make_ecco", description=__doc__.split("\n")[0])
    parser.add_argument("ccpd", type=Path, nargs="?", default=CCPD_TAR,
                        help="ccpd-games-dev.tar.xz or the folder it unpacks to")
    args = parser.parse_args(argv)
    games = read_ccpd(args.ccpd)
    kept, held = split_by_year(games)
    sample = [g for g in distinct(held) if chosen(g)]
    names = {g.name for g in sample}
    chunks = [data.rstrip() + b"\r\n\r\n" for name, data in ccpd_members(args.ccpd) if name in names]
    SAMPLE_PATH.parent.mkdir(parents=True, exist_ok=True)
    SAMPLE_PATH.write_bytes(lzma.compress(b"".join(chunks), preset=9))
    write_readme(len(chunks))
    write_attribution(len(kept), len(distinct(kept)))
    print(f"{SAMPLE_PATH.relative_to(ROOT)}: {len(chunks)} games, {SAMPLE_PATH.stat().st_size:,} bytes")
    print(f"the rules on the sample: {agreement(sample)}; on every held-out file: {agreement(held)}; "
          f"on the training side: {agreement(kept)}")
    return 0


def write_readme(count: int) -> None:
    """tests/data/ccpd-ecco/README.md: what the sample is and where it comes from."""
    text = f"""# CCPD master games from years the ECCO rules were never checked against

`holdout.pgn.xz`: {count} PGN files concatenated (each file's bytes unchanged, then xz-compressed), copied from
{CCPD},
from `Dataset/對局/大師對局/` (the project's shared copy `shared/data/ccpd/ccpd-games-dev.tar.xz`). Big5
encoded, traditional characters; each game carries the [ECCO] tag its publishers gave it.

Chosen by `tools/make_ecco.py`: games of the held-out side of the split by source (by year: the years
that leave {HELD_RESIDUE} after division by 5, app/bench/openings_split.py), one file per distinct game, those whose
moves hash into a {SAMPLE_SHARE:.0%} share. The rules (resources/openings/ecco-rules.txt) were written and
checked against the other years' games only, so tests/openings measures them on games they never saw.
"""
    (SAMPLE_PATH.parent / "README.md").write_text(text, encoding="utf-8")


def write_attribution(games: int, unique: int) -> None:
    """resources/openings/ATTRIBUTION.md: where the classifier's data come from."""
    text = f"""# The ECCO classifier's sources

`ecco-names.json`: the 260 named codes of the ECCO scheme (中国象棋开局分类编码, "ECCO 2004", published
by xqbase, the 象棋百科全书 site), mapped to the opening name and, where the code is a sub-variation, the
variation name, in Simplified Chinese as the scheme publishes them. Transcribed as facts (a list of names)
from the code table of vschess (FastLight126/vschess, LGPL, `eccoDir`), which credits xqbase for the
scheme; no code was taken. Copied from the project's shared data (`shared/data/ecco/names.json`).

`ecco-rules.txt` was written for Xiangqi Studio: each code's defining moves and the order rules between
codes, as the scheme's names describe them, checked against the [ECCO] tags of the master games of
{CCPD}:
the {games:,} tagged games ({unique:,} distinct) of the years outside the held-out ones
(app/bench/openings_split.py). No game is shipped.
"""
    ATTRIBUTION_PATH.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
