"""tools/nnue/gate: real matches of the built-in engine (its pure core, as every engine process the tests
start) between tiny networks, decided by the SPRT: a better candidate replaces the network in service
(the old one kept), a worse one changes nothing, an interrupted gate plays on where it stopped, and bad
input is refused before anything is written.

The networks: one that counts material (its PSQT the hand-written evaluation's piece values, the rest
zero) and one of random integers (tests/ai/test_nnue.py's), which plays at random; at depth 2 the first
beats the second, and the hand-written evaluation beats the second, in every game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from app.ai import core
from app.ai.core.weights import VALUE
from app.ai.nnue import PS, FeatureSet, Network
from app.tournament import state_path
from tools.nnue import gate

from .test_nnue import random_network

ROOT = Path(__file__).resolve().parents[2]
# bounds far apart, so that two pairs of games won (or lost) both decide; one pair does not
DECISIVE = ["--sprt", "elo0=-200", "elo1=200", "alpha=0.05", "beta=0.05"]
QUICK = ["--tc", "depth=2", "--concurrency", "1", "--adjudicate", "resign=400/2", "maxmoves=60"]


def material_network() -> Network:
    """A network whose value is the material balance (the hand-written evaluation's piece values)."""
    psqt = np.zeros(PS, np.int32)
    for theirs in (0, 1):
        for t in range(7):
            lo = (theirs * 7 + t) * 90
            psqt[lo:lo + 90] = VALUE[t + 1] * (-1 if theirs else 1)
    w, (h1, h2) = 8, (4, 4)
    zeros = np.zeros
    return Network(FeatureSet.PS, ft_bias=zeros(w, np.int16), ft_weight=zeros((PS, w), np.int16), psqt=psqt,
                   l1_bias=zeros(h1, np.int32), l1_weight=zeros((h1, 2 * w), np.int8), l2_bias=zeros(h2, np.int32),
                   l2_weight=zeros((h2, h1), np.int8), out_bias=zeros(1, np.int32), out_weight=zeros((1, h2), np.int8),
                   out_mul=1, out_shift=0, description="material")


def write(path: Path, net: Network) -> bytes:
    data = net.to_bytes()
    path.write_bytes(data)
    return data


def records(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def files_under(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def test_a_better_candidate_replaces_the_current_network_and_the_old_one_is_kept(tmp_path, capsys):
    good = write(tmp_path / "good.nnue", material_network())
    nets = tmp_path / "nets"
    nets.mkdir()
    bad = write(nets / "current.nnue", random_network(FeatureSet.PS, seed=3))
    status = gate.main([str(tmp_path / "good.nnue"), "--current", str(nets / "current.nnue"), "--max-games", "8",
                        *DECISIVE, *QUICK])
    out, err = capsys.readouterr()
    assert status == gate.PROMOTED, out + err
    assert (nets / "current.nnue").read_bytes() == good
    assert (nets / "current.nnue.previous").read_bytes() == bad
    assert "promoted" in out and "after 1 game: candidate" in err and "LLR" in err
    [record] = records(nets / "current.nnue.gates.jsonl")
    assert record["decision"] == "promoted"
    assert record["candidate"] == {"path": str(tmp_path / "good.nnue"), "sha256": gate.NetFile("", good).sha256,
                                   "description": "material"}
    assert record["current"] == {"path": str(nets / "current.nnue"), "sha256": gate.NetFile("", bad).sha256,
                                 "description": "test"}
    assert (record["level"], record["tc"], record["adjudicate"], record["openings"]) == \
        ("master", "depth=2", ["resign=400/2", "maxmoves=60"], "book")
    assert record["sprt"] == {"elo0": -200.0, "elo1": 200.0, "alpha": 0.05, "beta": 0.05}
    assert record["wins"] + record["draws"] + record["losses"] == record["games"] <= 8
    assert record["wins"] > record["losses"] and 2 * sum(record["pairs"]) <= record["games"]
    assert record["llr"] >= record["llr_upper"] > 0 > record["llr_lower"]
    assert record["date"].endswith("+00:00")
    # the match's games are kept, with the networks the engines played with
    folder = nets / "gates" / f"{gate.NetFile('', good).short}-vs-{gate.NetFile('', bad).short}"
    pgn = Path(record["match"])
    assert pgn.parent == folder and pgn.read_text(encoding="utf-8").count("[Round ") == record["games"]
    assert (folder / f"candidate-{gate.NetFile('', good).short}.nnue").read_bytes() == good
    assert (folder / f"current-{gate.NetFile('', bad).short}.nnue").read_bytes() == bad

    # run again: the candidate is in service now, so there is nothing to play
    again = gate.main([str(tmp_path / "good.nnue"), "--current", str(nets / "current.nnue"), *DECISIVE, *QUICK])
    assert again == gate.PROMOTED and "nothing to do" in capsys.readouterr().out
    assert len(records(nets / "current.nnue.gates.jsonl")) == 1


def test_a_worse_candidate_than_the_hand_written_evaluation_is_rejected_and_nothing_changes(tmp_path, capsys):
    write(tmp_path / "bad.nnue", random_network(FeatureSet.PS, seed=3))
    current = tmp_path / "nets" / "current.nnue"           # none in service: the hand-written evaluation
    current.parent.mkdir()
    status = gate.main([str(tmp_path / "bad.nnue"), "--current", str(current), "--max-games", "8",
                        *DECISIVE, *QUICK])
    out, err = capsys.readouterr()
    assert status == gate.REJECTED, out + err
    assert not current.exists() and not Path(str(current) + ".previous").exists()
    [record] = records(Path(str(current) + ".gates.jsonl"))
    assert record["decision"] == "rejected" and record["losses"] > record["wins"]
    assert record["current"] == {"path": str(current), "sha256": None, "description": gate.HANDWRITTEN}
    assert record["llr"] <= record["llr_lower"]
    # the opponent had no network: only the candidate's copy is in the match's folder
    folder = Path(record["match"]).parent
    assert folder.name.endswith("-vs-handwritten")
    assert sorted(p.name for p in folder.glob("*.nnue")) == [f"candidate-{folder.name[:16]}.nnue"]
    state = json.loads(Path(state_path(record["match"])).read_text(encoding="utf-8"))
    assert [dict(e["options"]) for e in state["settings"]["engines"]] == \
        [{"EvalFile": str(folder / f"candidate-{folder.name[:16]}.nnue")}, {"EvalFile": "<empty>"}]
    # the same command again: the match is decided already, so no game is played and nothing logged twice
    games = Path(record["match"]).read_bytes()
    assert gate.main([str(tmp_path / "bad.nnue"), "--current", str(current), "--max-games", "8",
                      *DECISIVE, *QUICK]) == gate.REJECTED
    assert "rejected" in capsys.readouterr().out
    assert Path(record["match"]).read_bytes() == games and len(records(Path(str(current) + ".gates.jsonl"))) == 1
    assert not current.exists()


def test_an_interrupted_gate_plays_on_where_it_stopped(tmp_path, capsys):
    write(tmp_path / "a.nnue", material_network())
    current = tmp_path / "current.nnue"
    write(current, random_network(FeatureSet.PS, seed=3))
    args = [str(tmp_path / "a.nnue"), "--current", str(current), "--tc", "depth=1", "--concurrency", "1",
            "--sprt", "elo0=-10", "elo1=10", "alpha=0.05", "beta=0.05", "--adjudicate", "resign=400/2", "maxmoves=40"]
    log = Path(str(current) + ".gates.jsonl")
    # Ctrl+C once a game is over: exit 130, the match kept, nothing decided or logged
    # (Ctrl+C's default disposition in the gate whatever this test process has: a signal ignored here, as
    # a background job's is, would be ignored there too, and the gate, rightly, leaves it ignored)
    proc = subprocess.Popen([sys.executable, "-m", "tools.nnue.gate", *args, "--max-games", "40"], cwd=ROOT,
                            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert proc.stderr is not None
        for line in proc.stderr:
            if line.startswith("after 1 game:"):
                proc.send_signal(signal.SIGINT)
                break
        proc.stderr.read()
        assert proc.wait(timeout=60) == 130
    finally:
        proc.kill()
        proc.wait()
    [pgn] = (tmp_path / "gates").glob("*/match-*.pgn")
    first = pgn.read_bytes()
    played = first.count(b"[Round ")
    assert played >= 1 and not log.exists()
    assert current.read_bytes() == random_network(FeatureSet.PS, seed=3).to_bytes()

    # the same command with --max-games 2: the games played are not played again
    assert gate.main([*args, "--max-games", "2"]) == gate.UNDECIDED
    _, err = capsys.readouterr()
    assert f"resuming: {played} games played before" in err
    second = pgn.read_bytes()
    assert second.startswith(first) and second.count(b"[Round ") == 2
    # then with 4: two more
    assert gate.main([*args, "--max-games", "4"]) == gate.UNDECIDED
    third = pgn.read_bytes()
    assert third.startswith(second) and third.count(b"[Round ") == 4
    assert "resuming: 2 games played before" in capsys.readouterr().err
    assert [(r["decision"], r["games"], r["max_games"]) for r in records(log)] == \
        [("undecided", 2, 2), ("undecided", 4, 4)]
    # run once more with the same limit: no game, no second record of the same outcome
    assert gate.main([*args, "--max-games", "4"]) == gate.UNDECIDED
    assert pgn.read_bytes() == third and len(records(log)) == 2
    assert current.read_bytes() == random_network(FeatureSet.PS, seed=3).to_bytes()


def plan(tmp_path: Path, *extra: str) -> gate.Plan:
    return gate.plan_of(gate.parser().parse_args([str(tmp_path / "a.nnue"), "--current", str(tmp_path / "c.nnue"),
                                                  *extra]))


def test_the_match_is_named_by_both_networks_and_its_settings(tmp_path):
    write(tmp_path / "a.nnue", material_network())
    write(tmp_path / "c.nnue", random_network(FeatureSet.PS, seed=3))
    base = plan(tmp_path)
    assert base.pgn == plan(tmp_path, "--max-games", "10", "--concurrency", "2").pgn      # limits of a run
    assert base.pgn.parent.name == f"{base.candidate.sha256[:16]}-vs-{base.current.sha256[:16]}"
    other_tc = plan(tmp_path, "--tc", "nodes=300")
    assert other_tc.pgn.parent == base.pgn.parent and other_tc.pgn != base.pgn    # another match beside it
    assert plan(tmp_path, "--sprt", "elo0=0", "elo1=5").pgn != base.pgn
    assert plan(tmp_path, "--level", "strong").pgn != base.pgn
    write(tmp_path / "c.nnue", random_network(FeatureSet.PS, seed=4))
    assert plan(tmp_path).pgn.parent != base.pgn.parent                            # another pair
    assert plan(tmp_path, "--work", str(tmp_path / "w")).folder.parent == tmp_path / "w"
    assert not (tmp_path / "gates").exists()              # a plan writes nothing


def _damaged(data: bytes) -> bytes:
    return data[:200] + bytes([data[200] ^ 1]) + data[201:]


@pytest.mark.parametrize(("which", "spoil", "problem"), [
    ("candidate", _damaged, "checksum"),
    ("candidate", lambda d: d[:-10], "wrong-size"),
    ("candidate", lambda d: b"PK\x03\x04" + d[4:], "not-a-network"),
    ("candidate", None, "No such file"),
    ("current", _damaged, "checksum"),
])
def test_a_missing_or_damaged_network_is_refused_before_anything_is_made(tmp_path, capsys, which, spoil, problem):
    cand, cur = tmp_path / "cand.nnue", tmp_path / "cur.nnue"
    write(cand, material_network())
    write(cur, random_network(FeatureSet.PS, seed=3))
    target = cand if which == "candidate" else cur
    if spoil is None:
        target.unlink()
    else:
        target.write_bytes(spoil(target.read_bytes()))
    before = {p: p.read_bytes() for p in tmp_path.iterdir()}
    status = gate.main([str(cand), "--current", str(cur), *DECISIVE, *QUICK])
    out, err = capsys.readouterr()
    assert status == gate.BAD_INPUT
    [line] = err.splitlines()
    assert line.startswith(f"gate: {which} {target}") and problem in line
    assert {p: p.read_bytes() for p in tmp_path.iterdir()} == before


@pytest.mark.parametrize(("option", "words"), [
    ("--tc", ["fast"]), ("--tc", ["nodes=0"]), ("--sprt", ["elo0=5", "elo1=0"]), ("--sprt", ["alpha=0.7"]),
    ("--sprt", ["elo2=3"]), ("--adjudicate", ["resign=x"]), ("--max-games", ["0"]), ("--concurrency", ["0"]),
])
def test_bad_settings_are_refused_before_anything_is_made(tmp_path, capsys, option, words):
    write(tmp_path / "a.nnue", material_network())
    status = gate.main([str(tmp_path / "a.nnue"), "--current", str(tmp_path / "c.nnue"), option, *words])
    _, err = capsys.readouterr()
    assert status == gate.BAD_INPUT and len(err.splitlines()) == 1 and err.startswith("gate: ")
    assert files_under(tmp_path) == {"a.nnue"}


def test_a_candidate_equal_to_the_current_network_plays_nothing(tmp_path, capsys):
    write(tmp_path / "a.nnue", material_network())
    write(tmp_path / "c.nnue", material_network())
    assert gate.main([str(tmp_path / "a.nnue"), "--current", str(tmp_path / "c.nnue")]) == gate.PROMOTED
    assert "nothing to do" in capsys.readouterr().out
    assert files_under(tmp_path) == {"a.nnue", "c.nnue"}


def test_promotion_keeps_every_network_it_replaces(tmp_path):
    """An earlier promotion's PATH.previous with other bytes is kept under its digest, not overwritten."""
    nets = [random_network(FeatureSet.PS, seed=s).to_bytes() for s in (1, 2, 3)]
    current = tmp_path / "c.nnue"
    current.write_bytes(nets[1])
    Path(str(current) + ".previous").write_bytes(nets[0])
    candidate = gate.NetFile(str(tmp_path / "a.nnue"), nets[2], None)
    made = gate.Plan(candidate, gate.NetFile(str(current), nets[1], None), plan_settings(tmp_path),
                     tmp_path / "w", 10, None)
    gate.promote(made)
    assert current.read_bytes() == nets[2]
    assert Path(str(current) + ".previous").read_bytes() == nets[1]
    assert Path(f"{current}.previous-{gate.NetFile('', nets[0]).sha256[:12]}").read_bytes() == nets[0]
    # a symbolic link naming the network in service is replaced, not the network it points to
    (tmp_path / "served.nnue").write_bytes(nets[2])
    os.symlink(tmp_path / "served.nnue", tmp_path / "link.nnue")
    linked = gate.Plan(gate.NetFile("", nets[0], None), gate.NetFile(str(tmp_path / "link.nnue"), nets[2], None),
                       made.settings, tmp_path / "w", 10, None)
    gate.promote(linked)
    assert not (tmp_path / "link.nnue").is_symlink() and (tmp_path / "link.nnue").read_bytes() == nets[0]
    assert (tmp_path / "served.nnue").read_bytes() == nets[2] == \
        Path(str(tmp_path / "link.nnue") + ".previous").read_bytes()
    # the current file changed while the match was played: it is not replaced
    current.write_bytes(nets[0])
    with pytest.raises(gate.BadInput, match="changed while the match was played"):
        gate.promote(made)
    assert current.read_bytes() == nets[0]


def plan_settings(tmp_path: Path):
    write(tmp_path / "a.nnue", material_network())
    return plan(tmp_path).settings


def test_a_match_that_would_set_a_compiled_core_against_the_pure_one_is_not_played(tmp_path, capsys, monkeypatch):
    """Outside the tests (which ask for the pure core) the gate builds the engines' compiled cores before
    the match; if the network's cannot be built while the default one can, the candidate would search
    on the pure core against the compiled one: refused, no match left behind."""
    monkeypatch.setattr(core, "disabled", lambda: False)
    monkeypatch.setattr(core, "compiled_network_backend", lambda timeout=None: None)
    monkeypatch.setattr(core, "compiled_backend", lambda timeout=None: core.pure())
    monkeypatch.setattr(core, "network_loading", lambda: False)
    monkeypatch.setattr(core, "compile_status", lambda: ("ready", 1.0, None))
    write(tmp_path / "a.nnue", material_network())
    status = gate.main([str(tmp_path / "a.nnue"), "--current", str(tmp_path / "c.nnue"), *DECISIVE, *QUICK])
    _, err = capsys.readouterr()
    assert status == gate.FAILED and "cannot be built" in err and "XIANGQI_STUDIO_ENGINE=python" in err
    assert not list(tmp_path.glob("gates/*/match-*"))
    # with a network on both sides both search on the same core: nothing to refuse
    write(tmp_path / "c.nnue", random_network(FeatureSet.PS, seed=3))
    assert gate.ready_cores(plan(tmp_path)) is None


def test_a_network_core_that_comes_ready_between_two_looks_is_not_called_unbuildable(tmp_path, monkeypatch):
    """The gate waited for the network's core a fifth of a second at a time, then asked whether it was
    still loading: a core whose load ended between the two was taken for one that cannot be built, and
    a resumed match was refused."""
    monkeypatch.setattr(core, "disabled", lambda: False)
    looks = []

    def network_backend(timeout: float | None = None) -> core.Backend | None:
        looks.append(timeout)
        return None if len(looks) == 1 else core.pure()      # loaded just after the first wait ended

    monkeypatch.setattr(core, "compiled_network_backend", network_backend)
    monkeypatch.setattr(core, "compiled_backend", lambda timeout=None: core.pure())
    monkeypatch.setattr(core, "network_loading", lambda: False)
    monkeypatch.setattr(core, "compile_status", lambda: ("ready", 1.0, None))
    write(tmp_path / "a.nnue", material_network())
    assert gate.ready_cores(plan(tmp_path)) is None
