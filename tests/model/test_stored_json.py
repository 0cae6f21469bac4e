"""Stored JSON is read so that any damage is one ValueError: deep nesting, NaN and
Infinity, numbers out of range and bytes that are no UTF-8 text are refused; what we store reads back."""

from __future__ import annotations

import json

import pytest

from app.model.stored_json import INT_LIMIT, MAX_DEPTH, StoredJsonError, depth, read_stored_json

DEEP_ARRAY = "[" * 100_000 + "]" * 100_000
DEEP_OBJECT = '{"a":' * 50_000 + "1" + "}" * 50_000


@pytest.mark.parametrize("text", [DEEP_ARRAY, DEEP_OBJECT, "[" * 100_000, "NaN", "[Infinity]", '{"a": -Infinity}',
                                  "1e999", "-1e999", "1" + "0" * 400, "9" * 5000, str(INT_LIMIT), "{broken",
                                  "", b"\xff\xfe{}", "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)])
def test_damaged_or_hostile_text_is_a_value_error(text):
    with pytest.raises(StoredJsonError):
        read_stored_json(text)
    assert issubclass(StoredJsonError, ValueError)


def test_what_the_program_stores_reads_back():
    value = {"format": 2, "moves": ["h2e2", "h9g7"], "clock": {"spent": [1.5, 2.25], "first": "red"},
             "headers": {"Red": "王天一", "Black": ""}, "big": INT_LIMIT - 1, "small": -(INT_LIMIT - 1),
             "nested": [[[[1]]]], "none": None, "yes": True}
    assert read_stored_json(json.dumps(value)) == value
    assert read_stored_json(json.dumps(value).encode("utf-8")) == value
    nested = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert depth(read_stored_json(nested)) == MAX_DEPTH


def test_the_depth_limit_can_be_lifted_but_recursion_is_never_let_through():
    assert depth(read_stored_json("[" * 500 + "]" * 500, max_depth=None)) == 500
    with pytest.raises(StoredJsonError, match="nested too deeply"):
        read_stored_json(DEEP_ARRAY, max_depth=None)


def test_depth_counts_without_recursion():
    value: list = []
    for _ in range(50_000):
        value = [value]
    assert depth(value) == 50_001
    assert depth(7) == 0 and depth({}) == 1 and depth({"a": [1, {"b": []}]}) == 4
