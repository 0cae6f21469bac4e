"""The verification pass: generated tables are consistent with their successors; a wrong value is found."""

import shutil

import numpy as np

from app.tablebase.generate import ValueCache
from app.tablebase.material import parse_name
from app.tablebase.storage import table_path, write_table
from app.tablebase.verify import verify_table, verify_values


def test_every_generated_table_passes(tables):
    for path in sorted(tables.glob("*.xqtb")):
        result = verify_table(parse_name(path.stem), tables)
        assert result.bad == 0 and result.legal > 0, result


def test_a_wrong_value_is_found(tables, tmp_path):
    material = parse_name("KHKA")
    values = ValueCache(tables)(material).copy()
    decided = np.flatnonzero((values != 0xFFFF) & (values > 2))
    for index in decided[:3]:
        values[index] += 2                  # two plies longer than the truth
    result = verify_values(material, values, ValueCache(tables))
    assert result.bad >= 3 and result.first_bad == decided[0]
    assert result.first_fen.count("/") == 9
    folder = tmp_path / "tb"
    shutil.copytree(tables, folder)
    write_table(table_path(folder, material), material, values, 0.0)
    assert verify_table(material, folder).bad == result.bad


def test_a_draw_called_a_win_is_found(tables):
    material = parse_name("KPKE")
    values = ValueCache(tables)(material).copy()
    draw = int(np.flatnonzero(values == 0)[0])
    values[draw] = 2                         # a win in 1 that is not there
    assert verify_values(material, values, ValueCache(tables)).first_bad == draw
