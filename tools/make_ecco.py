"""Grow the shipped ECCO classifier from the CCPD master games (maintainer script, not run at start-up
or in CI).

    python -m tools.make_ecco /tmp/ccpd                     # writes resources/openings/ecco-forest.json.gz
    python -m tools.make_ecco /tmp/ccpd --evaluate          # agreement on a held-out 20%, per letter A-E

Input: the unpacked ccpd-games-dev.tar.xz (one game per PGN file, each tagged [ECCO] by the programs that
published them; the same game is often filed twice). A small sample of distinct games (about 3%, chosen
by a hash of their first 40 plies) is kept out of the shipped forest's training and copied unchanged to
tests/data/ccpd-ecco/holdout.pgn.xz: the tests measure the shipped forest on games it has never seen.
`--evaluate` grows a second forest on 80% of the remaining games (split by a hash of their first 40
plies, so a game filed twice falls on one side) and prints its agreement with the tags of the other 20%.
"""

from __future__ import annotations

import argparse
import lzma
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from app.formats import GameFileError, read_games
from app.openings import is_standard_start
from app.openings.learn import Tagged, agreement, holdout_split, train
from app.openings.model import FOREST_PATH

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_PATH = ROOT / "tests" / "data" / "ccpd-ecco" / "holdout.pgn.xz"
SAMPLE_SHARE, SAMPLE_SEED = 0.03, 2028
CCPD = ("the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, GitHub repository\n"
        "Yvonne761/Chinese-Chess-Practical-Dataset (commit 368a47a9), licensed under Creative Commons\n"
        "Attribution 4.0 International (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/)")


def pgn_files(root: Path) -> Iterator[Path]:
    """The PGN files under root, in a stable order."""
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        for name in sorted(names):
            if name.lower().endswith(".pgn"):
                yield Path(folder, name)


def tagged_games(root: Path) -> list[tuple[Path, Tagged]]:
    """(file, (moves, tag)) of every game from the standard start with an [ECCO] tag."""
    out = []
    for path in pgn_files(root):
        try:
            games = read_games(path)
        except GameFileError:
            continue
        for tree in games:
            code = tree.headers.get("ECCO", "").strip().upper()
            if code and is_standard_start(tree.headers.get("FEN")):
                out.append((path, (tree.mainline(), code)))
    return out


def report(title: str, figures: dict[str, tuple[int, int]]) -> None:
    """Print agreement per letter and overall."""
    print(title)
    for key, (agree, total) in figures.items():
        print(f"  {key:>3}: {agree:6,} / {total:6,} = {agree / total:7.2%}")


def distinct(games: list[Tagged]) -> list[Tagged]:
    """One game per distinct move list."""
    seen: dict[str, Tagged] = {}
    for moves, code in games:
        seen.setdefault(" ".join(moves), (moves, code))
    return list(seen.values())


def main(argv: list[str]) -> int:
    """Grow and write the forest, or (--evaluate) measure a held-out split."""
    parser = argparse.ArgumentParser(prog="python -m tools.make_ecco", description=__doc__.split("\n")[0])
    parser.add_argument("ccpd", type=Path, help="the unpacked ccpd-games-dev.tar.xz")
    parser.add_argument("--trees", type=int, default=31)
    parser.add_argument("--share", type=float, default=0.5, help="share of the features each node looks at")
    parser.add_argument("--evaluate", action="store_true", help="measure a held-out 20%% instead of writing")
    parser.add_argument("--seed", type=int, default=42, help="the held-out split's seed (with --evaluate)")
    args = parser.parse_args(argv)
    started = time.process_time()
    files = tagged_games(args.ccpd)
    rest, sample = holdout_split([game for _path, game in files], SAMPLE_SHARE, SAMPLE_SEED)
    print(f"{len(files):,} tagged games read in {time.process_time() - started:.1f} s; "
          f"{len(sample):,} kept out as the tests' sample")
    if args.evaluate:
        kept, held = holdout_split(rest, 0.2, args.seed)
        forest = train(kept, args.trees, args.share)
        report(f"held out (seed {args.seed}), every file:", agreement(forest, held))
        report("held out, distinct games:", agreement(forest, distinct(held)))
        return 0
    forest = train(rest, args.trees, args.share)
    size = forest.save(FOREST_PATH)
    print(f"{FOREST_PATH.relative_to(ROOT)}: {size:,} bytes, {len(forest.roots)} trees, "
          f"{len(forest.feature_of):,} nodes, {len(forest.features):,} moves, {len(forest.codes)} codes")
    write_sample(files, sample)
    report("the tests' sample (never seen by the forest):", agreement(forest, sample))
    write_attribution(len(rest), len(distinct(rest)), size)
    return 0


def write_sample(files: list[tuple[Path, Tagged]], sample: list[Tagged]) -> None:
    """Concatenate the sample's files (one per distinct game, bytes unchanged) into holdout.pgn.xz."""
    wanted = {" ".join(moves) for moves, _code in sample}
    chunks = []
    for path, (moves, _code) in files:
        key = " ".join(moves)
        if key in wanted:
            wanted.discard(key)
            chunks.append(path.read_bytes().rstrip() + b"\r\n\r\n")
    SAMPLE_PATH.parent.mkdir(parents=True, exist_ok=True)
    SAMPLE_PATH.write_bytes(lzma.compress(b"".join(chunks), preset=9))
    print(f"{SAMPLE_PATH.relative_to(ROOT)}: {len(chunks)} games, {SAMPLE_PATH.stat().st_size:,} bytes")


def write_attribution(games: int, unique: int, size: int) -> None:
    """resources/openings/ATTRIBUTION.md: where the forest comes from."""
    text = f"""# The ECCO classifier's sources

`ecco-names.json`: the 260 named codes of the ECCO scheme (中国象棋开局分类编码, "ECCO 2004", published
by xqbase, the 象棋百科全书 site), mapped to the opening name and, where the code is a sub-variation, the
variation name, in Simplified Chinese as the scheme publishes them. Transcribed as facts (a list of names)
from the code table of vschess (FastLight126/vschess, LGPL, `eccoDir`), which credits xqbase for the
scheme; no code was taken. Copied from the project's shared data (`shared/data/ecco/names.json`).

`ecco-forest.json.gz` was grown by Xiangqi Studio's `tools/make_ecco.py` from the [ECCO] tags of the
master games of {CCPD}.
Derived data: decision trees over the first 15 plies of {games:,} tagged games ({unique:,} distinct), with
the moves they ask about and how often each first move off the central file was played; no game is
shipped. {size:,} bytes.
"""
    (FOREST_PATH.parent / "ATTRIBUTION.md").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
