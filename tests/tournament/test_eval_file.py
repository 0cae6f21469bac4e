"""A built-in entrant's EvalFile network is checked before any game: the engine would play a file it
cannot use (missing, not a file, not a network, damaged) with its hand-written evaluation, saying so only
in an info string, and a match would measure nothing. The tournament is refused instead (SettingError
NETWORK naming the engine, the file and why; exit status 2 on the command line), a resumed one with
games left to play too; the hand-written evaluation asked for ('' or <empty>), the level's own
(<default>) and a usable network pass."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.ai.nnue import FeatureSet
from app.tournament import (Adjudication, EngineSpec, GameFinished, SettingError, SettingProblem, TimeSetting,
                            Tournament, TournamentSettings)
from app.tournament.cli import main
from app.tournament.errors import NetworkReason
from tests.ai.test_nnue import random_network

from .conftest import legal_spec


def good_network(folder: Path) -> Path:
    path = folder / "tiny.nnue"
    path.write_bytes(random_network(FeatureSet.PS, width=16, hidden=(8, 4), seed=3).to_bytes())
    return path


def damaged_network(folder: Path) -> Path:
    data = bytearray(good_network(folder).read_bytes())
    data[len(data) // 2] ^= 0x01                     # one bit of a weight: the checksum no longer matches
    path = folder / "damaged.nnue"
    path.write_bytes(bytes(data))
    return path


def text_file(folder: Path) -> Path:
    path = folder / "notes.nnue"
    path.write_text("these are not the weights of a network\n" * 20, encoding="utf-8")
    return path


def old_version(folder: Path) -> Path:
    data = bytearray(good_network(folder).read_bytes())
    data[8:12] = (99).to_bytes(4, "little")          # the header's format version
    path = folder / "future.nnue"
    path.write_bytes(bytes(data))
    return path


BAD = {
    "missing": (lambda folder: folder / "no-such.nnue", NetworkReason.MISSING, "no such file"),
    "damaged": (damaged_network, NetworkReason.DAMAGED, "checksum does not match"),
    "not a network": (text_file, NetworkReason.NOT_A_NETWORK, "not a network file"),
    "a folder": (lambda folder: folder, NetworkReason.NOT_A_FILE, "folder"),
    "another version": (old_version, NetworkReason.OTHER_VERSION, "version 99"),
}


def match(engine: str, second: str | None = None, games: int = 2) -> TournamentSettings:
    return TournamentSettings(engines=(EngineSpec.parse(engine), EngineSpec.parse(second or legal_spec())),
                              games=games, time=TimeSetting.parse("depth=1"),
                              adjudication=Adjudication.parse(["maxmoves=2"]))


@pytest.mark.parametrize("case", list(BAD))
def test_a_network_the_engine_cannot_use_is_refused_before_any_game(tmp_path, case):
    make, reason, words = BAD[case]
    path = make(tmp_path)
    pgn = tmp_path / "t.pgn"
    with pytest.raises(SettingError) as caught:
        Tournament(match(f"builtin:novice,EvalFile={path},name=Net"), str(pgn))
    err = caught.value
    assert (err.setting, err.problem, err.reason) == ("engine", SettingProblem.NETWORK, reason)
    assert (err.within, err.key, err.value) == ("Net", "EvalFile", str(path))
    assert words in str(err) and str(path) in str(err) and "Net" in str(err)
    assert not pgn.exists() and not Path(str(pgn) + ".tournament.json").exists()     # nothing made


@pytest.mark.parametrize("case", list(BAD))
def test_the_command_line_refuses_it_with_status_2_and_one_line(tmp_path, capsys, case):
    make, _, words = BAD[case]
    path = make(tmp_path)
    pgn = tmp_path / "t.pgn"
    status = main(["--engine", f"builtin:master,EvalFile={path}", "--engine", "builtin:master", "--tc", "depth=1",
                   "--pgn", str(pgn)])
    err = capsys.readouterr().err
    assert status == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("xiangqi-studio-tournament: --engine: builtin-master: EvalFile")
    assert str(path) in lines[0] and words in lines[0] and "hand-written evaluation" in lines[0]
    assert not pgn.exists()


def test_the_option_is_named_as_the_engine_names_it_in_any_case(tmp_path):
    missing = tmp_path / "gone.nnue"
    for key in ("evalfile", "EVALFILE", "option.EvalFile"):
        with pytest.raises(SettingError) as caught:
            Tournament(match(f"builtin,{key}={missing}"))
        assert caught.value.reason is NetworkReason.MISSING and caught.value.value == str(missing)
    # the engine takes each option in turn: the one in force is the last one given
    Tournament(match(f"builtin,EvalFile={missing},EvalFile=<empty>"))
    with pytest.raises(SettingError):
        Tournament(match(f"builtin,EvalFile={good_network(tmp_path)},evalfile={missing}"))


def test_the_hand_written_evaluation_the_levels_own_and_other_engines_options_pass(tmp_path):
    for value in ("<empty>", "", "<default>"):
        Tournament(match(f"builtin:novice,EvalFile={value}"))
    # another engine's EvalFile is its own business (Fairy-Stockfish reads other networks)
    Tournament(match(legal_spec("--delay", "0", name="other") + f",EvalFile={tmp_path / 'nothing'}"))


def test_a_usable_network_is_accepted_and_played_with(tmp_path, capsys):
    path = good_network(tmp_path)
    pgn = tmp_path / "t.pgn"
    status = main(["--engine", f"builtin:novice,EvalFile={path}", "--engine", legal_spec(), "--tc", "depth=1",
                   "--games", "1", "--adjudicate", "maxmoves=2", "--pgn", str(pgn), "--quiet"])
    assert status == 0, capsys.readouterr().err
    assert "Standings after 1 of 1 games" in capsys.readouterr().out


def test_a_resumed_tournament_whose_network_is_gone_is_refused(tmp_path, capsys):
    path = good_network(tmp_path)
    pgn = tmp_path / "t.pgn"
    tournament = Tournament(match(f"builtin:novice,EvalFile={path},name=Net", games=4), str(pgn), concurrency=1)
    tournament.listener = lambda e: isinstance(e, GameFinished) and tournament.stop()
    assert tournament.run().finished == 1
    saved = pgn.read_bytes(), Path(str(pgn) + ".tournament.json").read_bytes()
    os.remove(path)
    assert main(["--resume", "--pgn", str(pgn), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "Net: EvalFile" in err and str(path) in err and "no such file" in err
    assert (pgn.read_bytes(), Path(str(pgn) + ".tournament.json").read_bytes()) == saved     # nothing played
    path.write_bytes(damaged_network(tmp_path).read_bytes())     # put back damaged: refused as well
    with pytest.raises(SettingError) as caught:
        Tournament.resume(str(pgn))
    assert caught.value.reason is NetworkReason.DAMAGED
    good_network(tmp_path)                                       # put back whole: the games are played on
    assert Tournament.resume(str(pgn)).run().finished == 4


def test_a_finished_tournament_shows_its_standings_without_its_network(tmp_path, capsys):
    path = good_network(tmp_path)
    pgn = tmp_path / "t.pgn"
    assert Tournament(match(f"builtin:novice,EvalFile={path}", games=1), str(pgn)).run().finished == 1
    os.remove(path)
    assert main(["--resume", "--pgn", str(pgn)]) == 0          # nothing left to play: nothing to evaluate with
    assert "Standings after 1 of 1 games" in capsys.readouterr().out
