"""The ruleset help: a name, a one-line summary and a page per ruleset; the dialog opens on the current one."""

import pytest

from app.model.enums import Ruleset
from app.view.rules_help import RulesHelp, ruleset_help, ruleset_name, ruleset_summary


@pytest.mark.parametrize("ruleset", list(Ruleset))
def test_every_ruleset_is_named_summarised_and_explained(qapp, ruleset):
    assert ruleset_name(ruleset) and ruleset_summary(ruleset)
    assert ruleset_name(ruleset) != ruleset_summary(ruleset)
    assert "<h3>" in ruleset_help(ruleset)
    assert ruleset_name(ruleset.value) == ruleset_name(ruleset)     # the plain stored strings work too


def test_cxq_says_checks_count_without_repetition(qapp):
    assert "whether or not positions repeat" in ruleset_summary(Ruleset.CXQ)
    assert "no position ever repeats" in ruleset_help(Ruleset.CXQ)


def test_dialog_opens_on_the_current_ruleset(qtbot):
    dialog = RulesHelp(Ruleset.ASIAN)
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == len(Ruleset)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == ruleset_name(Ruleset.ASIAN)
    assert "third time" in dialog.tabs.currentWidget().toPlainText()
