"""JSON the program stored earlier (settings, window layouts, progress, state and autosave files), read
so that any damage is one ValueError.

Python's json module lets damaged text through in ways its callers do not expect: text nested a few
thousand levels deep raises RecursionError (not ValueError), ``NaN``, ``Infinity`` and ``1e999`` read
as floats that are not finite, and an integer of a few hundred digits reads as a number no count,
size or date of ours can be. ``read_stored_json`` refuses all of these with ``StoredJsonError`` (a
ValueError), so that a reader falls back to its default or reports a damaged file with the ValueError
it already handles. What is inside (types, ranges) is still each reader's to check.
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_DEPTH = 64              # nesting of arrays and objects in a settings value or a state file
INT_LIMIT = 2 ** 63         # no stored count, size, date or id of ours comes near it


class StoredJsonError(ValueError):
    """Stored JSON that cannot be used (not JSON, nested too deeply, a number out of range)."""


def _constant(name: str) -> Any:
    raise StoredJsonError(f"{name} is not a number stored by this program")


_DECODER = json.JSONDecoder(parse_constant=_constant)      # made once: a decoder per call costs more than a read


def _number_fits(value: object) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return not isinstance(value, int) or isinstance(value, bool) or -INT_LIMIT < value < INT_LIMIT


def depth(value: Any) -> int:
    """How deeply arrays and objects nest in a JSON value (0 for a number or a text), counted without
    recursion."""
    return _walk(value)


def _walk(value: Any) -> int:
    """The depth of a JSON value; StoredJsonError at the first number out of range (1e999 read as inf,
    an integer of hundreds of digits)."""
    if not _number_fits(value):
        raise StoredJsonError(f"a number out of range: {str(value)[:40]}")
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        for child in children:
            if isinstance(child, (dict, list)):
                stack.append((child, level + 1))
            elif not _number_fits(child):
                raise StoredJsonError(f"a number out of range: {str(child)[:40]}")
    return deepest


def read_stored_json(data: str | bytes, max_depth: int | None = MAX_DEPTH) -> Any:
    """The value of stored JSON text (UTF-8 bytes or str); StoredJsonError if it is not JSON, nests deeper
    than `max_depth` (None: as deep as the json module reads), holds NaN or Infinity, or a number out of
    range."""
    try:
        text = data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else data
        value = _DECODER.decode(text)
    except StoredJsonError:
        raise
    except RecursionError:
        raise StoredJsonError("nested too deeply") from None
    except (ValueError, TypeError) as err:         # not JSON, not UTF-8, not text, 4300 digits and more
        raise StoredJsonError(str(err)[:200]) from None
    levels = _walk(value)
    if max_depth is not None and levels > max_depth:
        raise StoredJsonError(f"nested deeper than {max_depth} levels")
    return value


__all__ = ["INT_LIMIT", "MAX_DEPTH", "StoredJsonError", "depth", "read_stored_json"]
