"""Dates as files write them, read into one value (year, month, day, each possibly unknown)."""

import pytest

from app.model.game_date import GameDate, read_date


@pytest.mark.parametrize("written, meant", [
    ("1986.11.02", GameDate(1986, 11, 2)),
    ("2001.11.24.", GameDate(2001, 11, 24)),
    ("1986-11-02", GameDate(1986, 11, 2)),
    ("1986/11/02", GameDate(1986, 11, 2)),
    ("1986.??.??", GameDate(1986)),
    ("1954.07.??", GameDate(1954, 7)),
    ("19540700", GameDate(1954, 7)),
    ("19640426", GameDate(1964, 4, 26)),
    ("1964年4月26日", GameDate(1964, 4, 26)),
    ("1964年4月", GameDate(1964, 4)),
    ("1964年", GameDate(1964)),
    ("１９６４年４月２６日", GameDate(1964, 4, 26)),
    ("7/23/1989", GameDate(1989, 7, 23)),
    ("23/7/1989", GameDate(1989, 7, 23)),
    ("23.7.1989", GameDate(1989, 7, 23)),
    ("1989", GameDate(1989)),
    (" 2024.1.1 ", GameDate(2024, 1, 1)),
])
def test_the_common_forms(written, meant):
    assert read_date(written) == meant


@pytest.mark.parametrize("written", ["", "?", "????.??.??", "unknown", "1986.13.01", "1986.02.30", "31/31/1989",
                                     "第三轮", "1986年11月 全国赛", "99.1.1"])
def test_what_is_not_a_date_is_none(written):
    assert read_date(written) is None


def test_pgn_form_and_order():
    assert GameDate(1986, 11, 2).pgn == "1986.11.02"
    assert GameDate(1954, 7).pgn == "1954.07.??"
    assert GameDate(1964).pgn == "1964.??.??"
    assert read_date(GameDate(1954, 7).pgn) == GameDate(1954, 7)
    dates = [GameDate(1989, 7, 23), GameDate(1964), GameDate(1964, 4, 26), GameDate(1964, 4)]
    assert sorted(dates, key=lambda d: d.key) == [GameDate(1964), GameDate(1964, 4), GameDate(1964, 4, 26),
                                                  GameDate(1989, 7, 23)]


def test_a_day_needs_a_month_and_a_real_date():
    with pytest.raises(ValueError):
        GameDate(1989, None, 3)
    with pytest.raises(ValueError):
        GameDate(2023, 2, 29)
    assert GameDate(2024, 2, 29).key == 20240229
