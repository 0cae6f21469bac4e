"""How the scheme's codes nest (read from their names) and the defining moves of each code."""

from __future__ import annotations

from app.openings import all_openings, defining_moves, parent_code, shipped_forest
from app.openings.model import FIRST_MOVE_CODES
from app.openings.nesting import chain, defining_lines, parents_from_names, refines, satisfied, sides


def test_names_read_as_red_and_black_terms():
    openings = all_openings()
    assert sides(openings["C84"]) == (("中炮", "巡河炮"), ("屏风马", "右", "象"))
    assert sides(openings["C60"])[0] == ("中炮", "五七炮")           # 五七炮 is a kind of 中炮
    assert sides(openings["D30"])[0] == ("中炮", "不三兵")           # 不进三兵: the negation is kept


def test_refinement_follows_the_names():
    openings = all_openings()
    assert refines(openings["C84"], openings["C80"]) and refines(openings["C80"], openings["C00"])
    assert refines(openings["C42"], openings["C41"])                # 黑退边炮 -> 红七路马对黑退边炮
    assert not refines(openings["C80"], openings["C84"])
    assert not refines(openings["D30"], openings["D31"])            # 不进三兵 does not refine 进三兵
    assert not refines(openings["C15"], openings["C16"])            # 红不进左马 does not refine 红进左马


def test_every_code_hangs_under_a_first_move_code():
    roots = set(FIRST_MOVE_CODES.values()) | {"A00"}
    parents = shipped_forest().parents
    assert set(parents) == set(all_openings())
    for code in parents:
        assert chain(code, parents)[-1] in roots, code
    assert parent_code("E40") == "E00" and parent_code("E08") == "E00"        # 对兵局, 两头蛇: 仙人指路 games
    assert parent_code("C72") == "C60" and parent_code("B30") == "B31" and parent_code("D41") == "D40"


def test_parents_from_names_put_an_unnamed_family_under_its_first_move():
    parents = parents_from_names(all_openings(), {"E40": "c3c4"})
    assert parents["E40"] == "E00" and parents["C00"] == "B00" and parents["B00"] is None


def test_a_line_holds_its_parents_line():
    """Playing a code's defining moves plays its parent's (each by the parent's ply or sooner)."""
    forest = shipped_forest()
    for code, line in forest.lines.items():
        parent = forest.parents[code]
        if parent is not None:
            assert all(line.get(f, 99) <= p for f, p in forest.lines[parent].items()), code
    assert all(defining_moves(code) for code in forest.lines if code != "A00")     # 其他开局: any other first move


def test_defining_lines_from_a_few_games():
    """The line of a code is its parent's plus the moves that set its games apart from the parent's others."""
    parents = {"B00": None, "B05": "B00", "C00": "B00"}
    games = [({"0h2e2": 0, "1h9g7": 1, "0h0g2": 2}, "B05"), ({"0h2e2": 0, "1h9g7": 1, "0c3c4": 2}, "B05"),
             ({"0h2e2": 0, "1h9g7": 1, "0h0g2": 2, "1b9c7": 3}, "C00"),
             ({"0h2e2": 0, "1b9c7": 1, "0h0g2": 2, "1h9g7": 3}, "C00")]
    lines = defining_lines(games, parents, {"0h2e2": 4})
    assert lines["B00"] == {"0h2e2": 0}
    assert lines["C00"] == {"0h2e2": 0, "1b9c7": 3}       # the move that tells C00's games from B05's
    assert satisfied(lines["C00"], games[2][0]) and not satisfied(lines["C00"], games[0][0])
    assert set(lines["B05"]) >= {"0h2e2", "1h9g7"}
