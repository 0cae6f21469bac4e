"""Traditional Chinese: every zh_CN text has a finished zh_TW one, converted by the written table,
with no simplified character left, in Taiwan's words and xiangqi terms; the .qm loads."""

import xml.etree.ElementTree as ET

import pytest

from resources import resource_path


def load_converter():
    from tools.i18n import translate_zh_TW
    return translate_zh_TW


def messages(name):
    root = ET.parse(resource_path("i18n", name)).getroot()
    return {(context.findtext("name"), m.findtext("source")): m.find("translation")
            for context in root.iter("context") for m in context.iter("message")}


@pytest.fixture(scope="module")
def tw():
    return load_converter()


def test_every_zh_cn_text_has_a_finished_zh_tw_one(tw):
    cn, hant = messages("xiangqi_zh_CN.ts"), messages("xiangqi_zh_TW.ts")
    assert cn.keys() == hant.keys()
    unfinished = [key for key, t in hant.items() if not (t.text or "").strip() or t.get("type") == "unfinished"]
    assert unfinished == []
    stale = [key for key in cn if hant[key].text != tw.to_traditional(cn[key].text)]
    assert stale == [], "rerun python tools/i18n/translate_zh_TW.py"


def test_no_simplified_character_is_left(tw):
    left = {key: tw.leftovers(t.text) for key, t in messages("xiangqi_zh_TW.ts").items() if tw.leftovers(t.text)}
    assert left == {}


def test_the_table_maps_each_character_to_a_different_traditional_one(tw):
    assert all(len(s) == 1 and len(t) == 1 and s != t for s, t in tw.CHARS.items())
    assert not set(tw.CHARS) & set(tw.CHARS.values())     # converting twice changes nothing


@pytest.mark.parametrize("simplified, traditional", [
    ("红方", "紅方"), ("车马炮", "車馬炮"), ("将帅", "將帥"), ("进退平", "進退平"), ("着法", "著法"),
    ("闲着", "閒著"), ("重复局面", "重複局面"), ("恢复", "恢復"), ("复制局面", "複製局面"), ("打开文件", "開啟檔案"),
    ("设置", "設定"), ("保存对局", "儲存對局"), ("只读取了一部分", "只讀取了一部分"), ("文件只读", "檔案唯讀"),
    ("之后", "之後"), ("从这里继续", "從這裡繼續"), ("“%1”", "「%1」"), ("横走", "橫走"),
])
def test_words_and_xiangqi_terms(tw, simplified, traditional):
    assert tw.to_traditional(simplified) == traditional


def test_the_compiled_table_translates(qapp):
    from PySide6.QtCore import QTranslator
    translator = QTranslator()
    assert translator.load(str(resource_path("i18n", "xiangqi_zh_TW.qm")))
    assert translator.translate("texts", "Red") == "紅方"
    assert translator.translate("MainWindow", "&Game") == "對局(&G)"


def test_every_character_of_the_zh_cn_texts_was_looked_at(tw):
    unknown = set().union(*(tw.unchecked(t.text or "") for t in messages("xiangqi_zh_CN.ts").values()))
    assert unknown == set(), "add them to CHARS or SAME in tools/i18n/translate_zh_TW.py"
