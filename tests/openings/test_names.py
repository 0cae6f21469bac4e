"""The scheme's names: every code has its Chinese name, an English rendering built from the glossary's
parts, a Traditional form; and name search finds codes in either script, in English and by range."""

from __future__ import annotations

import json
import re

import pytest

from app.openings import Opening, all_openings, code_range, english, find_codes, opening, simplified, traditional
from app.openings.glossary import TERMS, TRADITIONAL, terms_of
from app.openings.names import NAMES_PATH

CJK = re.compile(r"[\u3400-\u9fff\uff10-\uff19]")
NAMES = json.loads(NAMES_PATH.read_text(encoding="utf-8"))


def test_all_260_named_codes_are_there():
    openings = all_openings()
    assert len(openings) == 260 == len(NAMES)
    assert list(openings) == sorted(NAMES)
    assert openings["C84"] == Opening("C84", "中炮巡河炮对屏风马", "黑飞右象")
    assert opening("c84") == openings["C84"] and opening("A09") is None


@pytest.mark.parametrize("code", sorted(NAMES))
def test_every_code_has_both_names(code):
    entry = opening(code)
    assert entry is not None and entry.name == NAMES[code]["opening"]
    text = entry.english()
    assert text and not CJK.search(text), text
    assert (": " in text) == bool(entry.variation)
    assert entry.english_name() and not CJK.search(entry.english_name())
    assert not CJK.search(entry.english_variation())
    assert entry.chinese().startswith(entry.name)


def test_the_glossary_covers_every_part_and_every_term_is_used():
    used = {term for entry in all_openings().values() for text in (entry.name, entry.variation)
            for term in terms_of(text)}
    assert used == set(TERMS)
    assert all(not CJK.search(TERMS[term]) for term in TERMS)


def test_a_term_reads_the_same_in_every_name():
    """中炮 is Central Cannon wherever it stands, 屏风马 Screen Horses, 过河车 River-Crossing Rook."""
    assert english("中炮过河车对屏风马") == "Central Cannon River-Crossing Rook vs Screen Horses"
    assert english("五七炮对反宫马") == "Five-Seven Cannons vs Reverse Palace Horses"
    assert english("仙人指路对卒底炮") == "Immortal's Guidance vs Cannon Behind the Pawn"
    for entry in all_openings().values():
        if "屏风马" in entry.name:
            assert "Screen Horses" in entry.english_name()
        if "中炮" in entry.name:
            assert "Central Cannon" in entry.english_name()


def test_a_gap_in_the_glossary_is_named():
    with pytest.raises(ValueError, match="鬼"):
        english("中炮对鬼马")


def test_traditional_names():
    assert traditional("中炮过河车七路马对屏风马两头蛇") == "中炮過河車七路馬對屏風馬兩頭蛇"
    assert opening("A07").chinese(traditional=True) == "金鉤炮局"
    for entry in all_openings().values():
        text = entry.chinese(traditional=True)
        assert not set(text) & set(TRADITIONAL), text
        assert simplified(text) == simplified(entry.chinese())


def test_find_codes_in_either_script():
    simple = find_codes("屏风马")
    assert simple == find_codes("屏風馬") and len(simple) > 50
    assert set(find_codes("过宫炮")) == {"A30", "A31", "A32", "A33", "A34", "A35", "A60", "A61", "A62", "A63",
                                          "A64", "A65", "E04"}
    assert find_codes("過宮炮") == find_codes("过宫炮")
    assert find_codes("五七炮 进３卒") == find_codes("五七炮 進3卒") == ["C70", "C71"]


def test_find_codes_in_english():
    assert find_codes("screen horses") == find_codes("屏风马")
    assert "C84" in find_codes("River-Patrol Cannon right elephant")


@pytest.mark.parametrize(("text", "codes"), [("C84", ["C84"]), ("c84", ["C84"]), ("C7", [f"C7{d}" for d in range(9)]),
                                             ("C70-C72", ["C70", "C71", "C72"]), ("D5-D52", ["D50", "D51", "D52"]),
                                             ("A09", [])])
def test_find_codes_by_code_or_range(text, codes):
    assert find_codes(text) == codes


def test_code_ranges():
    assert code_range("E") == ("E00", "E99")
    assert code_range("A-B") == ("A00", "B99")
    assert code_range("C70 - 79") == ("C70", "C79")
    assert code_range("中炮") is None
    assert find_codes("") == [] and find_codes("   ") == []
