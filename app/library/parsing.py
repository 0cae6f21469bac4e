"""Reading games for the library, in reader processes or in this one: a file's bytes, or the game texts
of a PGN file streamed a piece at a time, become ParsedGame values one game at a time. A file never has
all its game trees in memory at once, and a game that cannot be read fails alone."""

from __future__ import annotations

import functools
import json
import zlib
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from app.formats import GameFileError, GameTree, dumps_pgn, read_bytes, starts_with_tag_pair
from app.formats.collection import choose_encoding, decode_pieces, decode_tolerant, read_pgn_piece, split_pgn
from app.formats.problems import sniff_not_a_game
from app.model import START_FEN

from .positions import content_digest, normal_fen, pack_moves, placement_from_fen, replay_keys, unpack_moves

SAMPLE = 1 << 20            # bytes of a file that choose its encoding
PIECE_GAMES = 256           # games read in one go (their trees are in memory together)
PIECE_CHARS = 1 << 20       # (or this many characters)
_NORMAL_START = normal_fen(START_FEN)


class ParsedGame(NamedTuple):
    """One game as a reader hands it over (all plain values, cheap to pickle)."""

    headers: dict[str, str]
    fen: str | None
    moves: bytes
    keys: str               # JSON array of the signed position keys, ply 0 to the end
    digest: int
    extra: bytes | None


class ParsedFile(NamedTuple):
    """A file's games, the errors of the games left out, and the error that stopped the file."""

    games: list[ParsedGame]
    errors: list[str]
    fatal: str | None


@functools.lru_cache(maxsize=256)
def _placement(fen: str) -> tuple[tuple[str, ...], bool]:
    """placement_from_fen, kept for the next game (nearly all start from the same few FENs)."""
    squares, black = placement_from_fen(fen)
    return tuple(squares), black


def parse_game(tree: GameTree) -> ParsedGame:
    """The stored form of a game tree: packed main line, position keys, content hash, extras."""
    fen = tree.start_fen
    nodes = tree.mainline_nodes()
    moves = pack_moves([n.move for n in nodes if n.move is not None])
    squares, black = _placement(fen)
    keys = json.dumps(replay_keys(list(squares), black, unpack_moves(moves)).tolist())
    rich = (bool(tree.root.comment) or len(tree.root.children) > 1
            or any(n.comment or n.nags or len(n.children) > 1 for n in nodes))
    extra = zlib.compress(dumps_pgn(tree, "iccs").encode("utf-8")) if rich else None
    headers = {k: v for k, v in tree.headers.items() if k != "FEN"}
    start = None if normal_fen(fen) == _NORMAL_START else fen
    return ParsedGame(headers, start, moves, keys, content_digest(fen, moves), extra)


def pgn_encoding(head: bytes) -> str | None:
    """The encoding to stream a file with if its first bytes start a PGN text (a tag pair), else None."""
    if sniff_not_a_game(head) is not None:
        return None
    encoding = choose_encoding(head[:SAMPLE])
    start = "".join(decode_pieces([head[:4096]], encoding))
    return encoding if starts_with_tag_pair(start) else None


def groups(texts: Iterable[tuple[int, str]]) -> Iterator[list[tuple[int, str]]]:
    """Consecutive game texts in groups of at most PIECE_GAMES games or about PIECE_CHARS characters."""
    games, chars = PIECE_GAMES, PIECE_CHARS
    group: list[tuple[int, str]] = []
    size = 0
    for item in texts:
        group.append(item)
        size += len(item[1])
        if len(group) >= games or size >= chars:
            yield group
            group, size = [], 0
    if group:
        yield group


def parse_texts(path: str, first_number: int, texts: Sequence[tuple[int, str]]) -> ParsedFile:
    """The games of consecutive PGN game texts ((first line, text) as split_pgn cuts them; the first is
    game `first_number` of the file). The reader reads them in one go, each game on its own (a game it
    cannot read is a GameFileError among the games); should it fail on the whole, each text is read
    alone, so that one bad game fails alone whatever happens."""
    if not texts:
        return ParsedFile([], [], None)
    try:
        items = read_pgn_piece("".join(text for _, text in texts), texts[0][0], path, first_number)
    except Exception:  # noqa: BLE001
        if len(texts) == 1:
            texts = list(split_pgn([texts[0][1]]))
        items = [item for i, (line, text) in enumerate(texts) for item in _one(path, first_number + i, line, text)]
    games: list[ParsedGame] = []
    errors: list[str] = []
    for i, item in enumerate(items):
        if isinstance(item, GameFileError):
            errors.append(str(item))
            continue
        try:
            games.append(parse_game(item))
        except Exception as exc:  # noqa: BLE001
            errors.append(f"{path}: game {first_number + i}: {type(exc).__name__}: {exc}")
    return ParsedFile(games, errors, None)


def _one(path: str, number: int, line: int, text: str) -> list[GameTree | GameFileError]:
    try:
        return read_pgn_piece(text, line, path, number)
    except Exception as exc:  # a reader bug fails this game only  # noqa: BLE001
        return [GameFileError(f"cannot read: {type(exc).__name__}: {exc}", path=path, game=number, line=line)]


def parse_file(task: tuple[str, bytes]) -> ParsedFile:
    """Read the games of one file's bytes: a PGN text a group of games at a time, other formats whole."""
    path, data = task
    if sniff_not_a_game(data) is None:
        text, _ = decode_tolerant(data)
        if starts_with_tag_pair(text):
            if len(text) <= PIECE_CHARS:        # (the usual file of one or a few games: one piece)
                return whole_file(parse_texts(path, 1, [(1, text)]))
            games: list[ParsedGame] = []
            errors: list[str] = []
            number = 1
            for group in groups(split_pgn([text])):
                parsed = parse_texts(path, number, group)
                games += parsed.games
                errors += parsed.errors
                number += len(group)
            return whole_file(ParsedFile(games, errors, None))
    try:
        trees = read_bytes(data, path)
    except GameFileError as exc:
        return ParsedFile([], [], str(exc))
    except Exception as exc:  # a reader bug must not stop the whole import  # noqa: BLE001
        return ParsedFile([], [], f"{path}: cannot read: {type(exc).__name__}: {exc}")
    return ParsedFile(*_trees(path, trees, [str(e) for e in trees.errors]), None)


def _trees(path: str, trees: Iterable[GameTree], errors: list[str]) -> tuple[list[ParsedGame], list[str]]:
    out: list[ParsedGame] = []
    for i, tree in enumerate(trees):
        try:
            out.append(parse_game(tree))
        except Exception as exc:  # noqa: BLE001
            errors.append(f"{path}: game {i + 1}: {type(exc).__name__}: {exc}")
    return out, errors


def whole_file(parsed: ParsedFile) -> ParsedFile:
    """A file from which no game could be read fails with its first error (as read_bytes says)."""
    if not parsed.games and parsed.errors:
        return ParsedFile([], [], parsed.errors[0])
    return parsed


def run_task(task: tuple[object, ...]) -> ParsedFile:
    """Do one reader task: ('file', path, bytes) or ('texts', path, first game number, [(line, text)])."""
    if task[0] == "file":
        return parse_file((str(task[1]), task[2]))  # type: ignore[arg-type]
    return parse_texts(str(task[1]), task[2], task[3])  # type: ignore[arg-type]
