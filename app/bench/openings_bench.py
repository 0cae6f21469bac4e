"""`python -m app.bench openings`: how fast games are classified by ECCO code, and how often the
classifier agrees with the [ECCO] tags of master games from years its rules were never checked against.

By default the games are the tests' sample (tests/data/ccpd-ecco/holdout.pgn.xz: CCPD master games of
the held-out years). Prints, in CPU time (process_time): reading the games (what an import pays anyway),
``classify`` per game from ICCS text and from Moves, ``OpeningTracker.push`` per ply over each game's
first 40 plies, the share of the library import's work per game that classifying it takes, and the
agreement per letter A-E and overall.

  --games PATH    other games to time and measure (a PGN file or a folder of them)
  --ccpd [PATH]   the CCPD master games (ccpd-games-dev.tar.xz or the folder it unpacks to; default
                  ../shared/data/ccpd/ccpd-games-dev.tar.xz): the agreement on the split of them by
                  source (openings_split.py says how and why), on the held-out years, which the rules
                  were never checked against, and on the training side, every file and every distinct
                  game, with the misses by family of the tag
"""

from __future__ import annotations

import argparse
import lzma
import os
import time
from collections import Counter
from pathlib import Path

from app.formats import GameFileError, read_bytes, read_games
from app.library.openings import game_code
from app.library.parsing import parse_game
from app.model import Move
from app.openings import OpeningTracker, classify, is_standard_start, shipped_rules

from .openings_split import CCPD_TAR, TaggedGame, confusion, distinct, read_ccpd, split_by_year

Tagged = tuple[list[str], str]      # a game's moves (ICCS) and its [ECCO] tag

SAMPLE = Path(__file__).resolve().parent.parent.parent / "tests" / "data" / "ccpd-ecco" / "holdout.pgn.xz"


def _files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(Path(folder, name) for folder, _dirs, names in os.walk(path)
                  for name in names if name.lower().endswith(".pgn"))


def read_tagged(path: Path) -> tuple[list[Tagged], float, int]:
    """(tagged games from the standard start, CPU seconds spent reading, files read)."""
    started = time.process_time()
    games: list[Tagged] = []
    files = [path] if path.suffix == ".xz" else _files(path)
    for file in files:
        try:
            trees = read_bytes(lzma.decompress(file.read_bytes()), file.name) if file.suffix == ".xz" \
                else read_games(file)
        except GameFileError:
            continue
        games += [(t.mainline(), t.headers.get("ECCO", "").strip().upper()) for t in trees
                  if is_standard_start(t.headers.get("FEN"))]
    return games, time.process_time() - started, len(files)


def _per_game(games: list[Tagged], as_moves: bool) -> float:
    """CPU seconds per game for classify (repeated until a second has passed)."""
    inputs = [[Move.from_iccs(m) for m in moves] if as_moves else moves for moves, _code in games]
    rules = shipped_rules()
    rounds, started = 0, time.process_time()
    while (spent := time.process_time() - started) < 1.0 or rounds == 0:
        for moves in inputs:
            classify(moves, rules=rules)
        rounds += 1
    return spent / (rounds * len(inputs))


def _per_push(games: list[Tagged]) -> float:
    """CPU seconds per OpeningTracker.push over each game's first 40 plies."""
    tracker, pushes = OpeningTracker(), 0
    started = time.process_time()
    for moves, _code in games:
        tracker.reset()
        for move in moves[:40]:
            tracker.push(move)
            pushes += 1
    return (time.process_time() - started) / max(pushes, 1)


def _import_share(path: Path) -> None:
    """CPU per game of the library's parsing of a game (what an import does with each) and of the
    classification it includes."""
    if path.suffix != ".xz":
        return
    trees = list(read_bytes(lzma.decompress(path.read_bytes()), path.name))
    started = time.process_time()
    for tree in trees:
        parse_game(tree)
    parsing = time.process_time() - started
    started = time.process_time()
    for tree in trees:
        game_code(None, tree.mainline_moves())
    coding = time.process_time() - started
    print(f"library import: {parsing / len(trees) * 1e6:,.0f} us a game to store (CPU, reading the file "
          f"not counted), of which classifying it {coding / len(trees) * 1e6:,.0f} us ({coding / parsing:.1%})")


def kind_of(tag: str, got: str) -> str:
    """'variation' (same letter and tens digit: a sibling in one family), 'family' (same letter) or 'letter'."""
    return "variation" if tag[:2] == got[:2] else "family" if tag[:1] == got[:1] else "letter"


def _report(title: str, games: list[Tagged]) -> None:
    """Agreement per letter and overall, and the misses by kind and by family of the tag."""
    print(title)
    pairs = [(tag, "" if (found := classify(moves)) is None else found.code) for moves, tag in games]
    tally: dict[str, list[int]] = {}
    for tag, got in pairs:
        for key in (tag[0], "all"):
            entry = tally.setdefault(key, [0, 0])
            entry[0] += got == tag
            entry[1] += 1
    for key, (agree, total) in sorted(tally.items()):
        print(f"  {key:>3}: {agree:6,} / {total:6,} = {agree / total:7.2%}")
    kinds = Counter(kind_of(tag, got) for tag, got in pairs if tag != got)
    print("  misses: " + ", ".join(f"{kinds[k]} {k}" for k in ("variation", "family", "letter"))
          + " (a sibling variation / another family of the letter / another letter)")
    misses = confusion(pairs)
    if misses:
        print("  by family of the tag: " + ", ".join(f"{fam} {sum(c.values())}" for fam, c in misses.items()))
    for fam, counts in misses.items():
        print(f"    {fam}: " + ", ".join(f"{pair} x{n}" for pair, n in counts.most_common(6)))


def _by_source(path: Path) -> None:
    """Agreement on the CCPD games split by source (openings_split.py): the held-out years first."""
    started = time.process_time()
    games = read_ccpd(path)
    kept, held = split_by_year(games)
    years = sorted({g.year for g in held if g.year is not None})
    print(f"{len(games):,} tagged games read in {time.process_time() - started:.0f} s (CPU); held out by year: "
          f"{len(held):,} files ({len(distinct(held)):,} distinct games) from {len(years)} years "
          f"({', '.join(map(str, years))}); training side {len(kept):,} files ({len(distinct(kept)):,} distinct)")
    for title, chosen in (("held out, every file:", held), ("held out, distinct games:", distinct(held)),
                          ("training side, every file:", kept), ("training side, distinct games:", distinct(kept))):
        _report(title, _tagged(chosen))


def _tagged(games: list[TaggedGame]) -> list[Tagged]:
    return [(list(g.moves), g.tag) for g in games]


def run(argv: list[str]) -> int:
    """Time the classifier and measure its agreement with tags it never saw."""
    ap = argparse.ArgumentParser(prog="python -m app.bench openings")
    ap.add_argument("--games", type=Path, default=SAMPLE)
    ap.add_argument("--ccpd", type=Path, nargs="?", const=CCPD_TAR)
    args = ap.parse_args(argv)
    shipped_rules()
    games, reading, files = read_tagged(args.games)
    tagged = [g for g in games if g[1]]
    print(f"{len(games):,} games from {files:,} files; reading them: {reading / max(len(games), 1) * 1e6:,.0f} "
          f"us a game (CPU)")
    iccs, moves = _per_game(games, as_moves=False), _per_game(games, as_moves=True)
    print(f"classify: {1 / iccs:,.0f} games a second ({iccs * 1e6:.1f} us a game) from ICCS text, "
          f"{1 / moves:,.0f} a second ({moves * 1e6:.1f} us) from Moves; "
          f"{iccs / (reading / max(len(games), 1)):.1%} of the time reading them takes")
    print(f"OpeningTracker.push: {_per_push(games) * 1e6:.1f} us a ply (first 40 plies of each game)")
    _import_share(args.games)
    if tagged:
        _report(f"classifier on {args.games.name}:", tagged)
    if args.ccpd:
        _by_source(args.ccpd)
    return 0
