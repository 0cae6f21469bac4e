"""A tournament refuses a built-in entrant's EvalFile network that its engine could not use, as the
match would measure nothing (tests/tournament/test_eval_file.py). Master evaluates with the network
that ships with the program by default (EvalFile <default>): when that file cannot be used, master
plays with the hand-written evaluation, saying so only in an info string that the tournament does not
show, and "builtin:master" against "builtin:master,EvalFile=<empty>" measures nothing just the same."""

from __future__ import annotations

import pytest

from app.ai import nnue
from app.tournament import SettingError, SettingProblem, Tournament

from .test_eval_file import damaged_network, match


@pytest.mark.parametrize("own", ["", ",EvalFile=<default>"])
def test_master_with_a_shipped_network_it_cannot_use_is_refused_before_any_game(tmp_path, monkeypatch, own):
    monkeypatch.setattr(nnue, "SHIPPED_PATH", damaged_network(tmp_path))
    monkeypatch.setattr(nnue, "_SHIPPED", [])
    pgn = tmp_path / "t.pgn"
    settings = match(f"builtin:master{own},name=Net", "builtin:master,EvalFile=<empty>")
    with pytest.raises(SettingError) as caught:
        Tournament(settings, str(pgn))
    assert caught.value.problem is SettingProblem.NETWORK and caught.value.within == "Net"
    assert not pgn.exists()
