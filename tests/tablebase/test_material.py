"""Endgame names, the tables' colours and the list of one-attacker endgames."""

import pytest

from app.model import Board
from app.tablebase.material import Material, dependencies, one_attacker, parse_name


def test_one_attacker_endgames_are_the_324_and_the_45_they_lead_to():
    """4 attackers x 9 sets of the attacker's advisors and elephants x 9 of the defender's = 324;
    FelicityEgtb counts 108 = 4 x 3 x 9 because its index leaves out the attacking side's elephants
    (all three counts of them share one table). Capturing the attacker leaves 81 pairs of defences,
    45 tables once a pair and its colours swapped are one."""
    tables = one_attacker()
    with_attacker = [m for m in tables if m.attackers(0)]
    assert len(with_attacker) == 324 and len(tables) == 369
    assert all(m.attackers(0) == 1 and m.attackers(1) == 0 for m in with_attacker)
    assert len({(m.red[:5], m.black) for m in with_attacker}) == 108       # the attacker's elephants merged
    assert len(tables) == len({m.name for m in tables})


def test_names_read_any_way_round_and_canonical_puts_the_stronger_side_first():
    assert parse_name("krkaa").name == "KRKAA"
    assert Material.parse("KAAKR").canonical() == (parse_name("KRKAA"), True)
    assert parse_name("KNKB") == parse_name("KHKE")                  # FEN letters read too
    assert parse_name("KRKR").name == "KRKR" and parse_name("KPKR").name == "KRKP"
    for bad in ("", "RKA", "KRKAK", "KXK", "KAAAK", "KPPPPK"):
        with pytest.raises(ValueError):
            parse_name(bad)


def test_a_board_gives_its_material():
    board = Board("3ak4/9/9/9/9/9/9/9/4A4/3K1R3 w - - 0 1")
    assert Material.of_squares(board.squares()).name == "KRAKA"
    assert Material.of_squares(Board().squares()) is None           # five pawns a side: no table


def test_every_table_comes_after_the_tables_its_captures_lead_to():
    plan = dependencies([parse_name("KRPKR"), parse_name("KHAKAE")])
    for i, m in enumerate(plan):
        assert set(m.exchanges()) <= set(plan[:i])
    assert parse_name("KPK") in plan and parse_name("KRKR") in plan and parse_name("KK") in plan
    assert {m.name for m in parse_name("KRKA").exchanges()} == {"KRK", "KAK"}


def test_the_default_folder_is_in_the_programs_data_folder(monkeypatch, tmp_path):
    """The same folder Qt's AppDataLocation gives the program (named "Xiangqi Studio"), found without Qt."""
    import sys

    from app.tablebase.folders import default_folder
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
        assert default_folder() == tmp_path / "Xiangqi Studio" / "tablebases"
    assert default_folder().name == "tablebases" and default_folder().parent.name == "Xiangqi Studio"
