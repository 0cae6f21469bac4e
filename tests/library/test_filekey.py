"""File keys: the same movetext (as decoded) under other descriptive headers is the same content;
anything that could change the moves read (FEN, Variant, Format, unknown tags, the movetext) is not."""

from __future__ import annotations

from pathlib import Path

from app.formats import read_bytes
from app.library import Library
from app.library.filekey import file_key

GAME = ('[Game "Chinese Chess"]\n[Event "{event}"]\n[Red "胡榮華"]\n[Black "楊官璘"]\n[Result "1-0"]\n'
        '{extra}\n1. 炮二平五 馬８進７\n2. 馬二進三 車９平８\n3. 車一平二 {last}\n')


def pgn(event: str = "全國賽", extra: str = "", last: str = "馬２進３", encoding: str = "big5") -> bytes:
    return GAME.format(event=event, extra=extra, last=last).encode(encoding)


def moves(data: bytes) -> list[tuple[str | None, tuple[str, ...]]]:
    return [(t.headers.get("FEN"), tuple(t.mainline())) for t in read_bytes(data, "x.pgn")]


def test_other_descriptive_headers_give_the_same_key_and_the_same_moves() -> None:
    a, b = pgn(), pgn(event="張雄飛先負楊官璘(1955.5於北京)")
    c = pgn(extra='\n\n[Date "1986.11.02"]\n[Site "北京"]')
    d = pgn(encoding="gb18030")                    # other bytes, the same text once decoded
    assert a != b and file_key(a) == file_key(b) == file_key(c) == file_key(d)
    assert moves(a) == moves(b) == moves(c) == moves(d)


def test_what_can_change_the_moves_changes_the_key() -> None:
    base = pgn()
    others = [
        pgn(last="卒７進１"),                                        # another move
        pgn(extra='[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"]'),
        pgn(extra='[Variant "xiangqi"]'),
        pgn(extra='[Format "WXF"]'),
        pgn(extra='[Something "new"]'),                              # an unknown tag is kept
        pgn(event='a "quoted" name'),                                # a header the key does not parse
    ]
    keys = {file_key(d) for d in others}
    assert file_key(base) not in keys and len(keys) == len(others)


def test_files_that_are_not_plain_pgn_are_keyed_by_their_bytes() -> None:
    dhtml = b'[DhtmlXQ]\n[DhtmlXQ_title]x[/DhtmlXQ_title]\n[/DhtmlXQ]\n'
    assert file_key(dhtml) != file_key(dhtml + b"\n")
    binary = b"XQ\x0a" + bytes(1020)
    assert file_key(binary) != file_key(binary[:-1] + b"\x01")
    bare = "1. 炮二平五 馬８進７\n".encode("big5")
    assert file_key(bare) != file_key(b"\n" + bare)


def test_the_second_copy_counts_as_a_duplicate_with_the_first_files_result(tmp_path: Path) -> None:
    (tmp_path / "a.pgn").write_bytes(pgn())
    (tmp_path / "b.pgn").write_bytes(pgn(event="另一個名字"))
    (tmp_path / "c.pgn").write_bytes(pgn(last="卒７進１"))
    with Library(tmp_path / "lib.xqlib") as lib:
        report = lib.import_paths([tmp_path], workers=0)
        assert (report.files_seen, report.games_added, report.duplicates) == (3, 2, 1)
        assert report.files_failed == []
        (tmp_path / "d.pgn").write_bytes(pgn(event="第三份"))      # in a later import too
        again = lib.import_paths([tmp_path / "d.pgn"], workers=0)
        assert (again.games_added, again.duplicates) == (0, 1)


def test_sample_files_with_one_key_read_as_the_same_games() -> None:
    from .conftest import sample_files
    groups: dict[bytes, list[bytes]] = {}
    for p in sample_files():
        data = p.read_bytes()
        groups.setdefault(file_key(data), []).append(data)
    shared = [g for g in groups.values() if len(set(g)) > 1]
    assert shared                                   # the sample has such pairs (other Event texts)
    for datas in shared:
        assert len({tuple(map(tuple, (m for _, m in moves(d)))) for d in datas}) == 1
        assert len({tuple(f for f, _ in moves(d)) for d in datas}) == 1
