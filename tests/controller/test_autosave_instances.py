"""One autosave per running instance: each instance writes its own file under its own
lock; another instance's autosave is never offered, overwritten or removed while that instance runs;
once it died (kill -9 included) the lock is free and its game is an orphan, claimed by the one instance
that offers it."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app.controller.autosave import Autosave, claim_orphans
from app.formats.safety import FileLock
from app.model import Game

ROOT = Path(__file__).parents[2]


def game(*moves: str) -> Game:
    played = Game()
    for text in moves:
        played.push_iccs(text)
    return played


def moves_in(path: Path) -> list[str]:
    return json.loads(path.read_bytes())["moves"]


def test_two_instances_write_and_remove_only_their_own_autosave(tmp_path):
    first, second = Autosave(tmp_path), Autosave(tmp_path)
    assert first.instance != second.instance and first.path != second.path
    first.save(game("h2e2", "h9g7"))
    second.save(game())
    assert moves_in(first.path) == ["h2e2", "h9g7"] and moves_in(second.path) == []
    second.clear()                     # its game was discarded
    second.close()                     # a clean exit
    assert moves_in(first.path) == ["h2e2", "h9g7"]
    assert claim_orphans(tmp_path, first) == ([], []), "nobody else's game is waiting"
    assert claim_orphans(tmp_path) == ([], []), "the first still runs: its game is no orphan"


def test_an_ended_instances_game_is_claimed_by_one_instance_only(tmp_path):
    gone = Autosave(tmp_path)
    gone.save(game("h2e2", "h9g7", "h0g2"))
    gone.lock.release()                # what the system does when the process dies
    orphans, broken = claim_orphans(tmp_path)
    assert broken == [] and [o.saved.moves for o in orphans] == [("h2e2", "h9g7", "h0g2")]
    assert claim_orphans(tmp_path) == ([], []), "claimed: no other instance offers it meanwhile"
    orphans[0].keep()                  # not answered: offered again at the next start
    again, _ = claim_orphans(tmp_path)
    assert len(again) == 1
    again[0].discard()
    assert os.listdir(tmp_path) == [], "answered: the file and its lock file go"


def test_orphans_come_newest_first_and_empty_or_broken_ones_are_dealt_with(tmp_path):
    paths = []
    for age, moves in enumerate([("h2e2",), ("h2e2", "h9g7"), ()]):
        save = Autosave(tmp_path)
        save.save(game(*moves))
        save.lock.release()
        os.utime(save.path, (1_700_000_000 - age * 60,) * 2)
        paths.append(save.path)
    (tmp_path / "autosave-9-deadbeef.json").write_bytes(b"{not json")
    (tmp_path / "autosave-8-0ddba11.lock").write_bytes(b"")       # an ended instance that had cleared
    orphans, broken = claim_orphans(tmp_path)
    assert [len(o.saved.moves) for o in orphans] == [1, 2]
    assert not paths[2].exists(), "a game without moves holds nothing to lose"
    assert [(p.name, kept.name.startswith("autosave-9-deadbeef.json.broken-")) for p, kept in broken] == [
        ("autosave-9-deadbeef.json", True)]
    assert not (tmp_path / "autosave-8-0ddba11.lock").exists()


def test_locks_conflict_inside_one_process_and_a_removed_lock_file_is_not_held(tmp_path, monkeypatch):
    from app.formats import safety
    path = tmp_path / "x.lock"
    first, second, third = FileLock(path), FileLock(path), FileLock(path)
    assert first.acquire() and not second.acquire()
    real_lock = safety._lock

    def holder_leaves_first(fd):
        first.release(remove=True)              # the holder removes the file it locked, then lets go
        monkeypatch.setattr(safety, "_lock", real_lock)
        return real_lock(fd)

    monkeypatch.setattr(safety, "_lock", holder_leaves_first)
    assert second.acquire(timeout=5)
    assert path.exists(), "the lock held is the file the path names, made anew"
    assert not third.acquire(), "so nobody else can take it too"
    second.release()
    assert third.acquire()


CHILD = """
import sys, time
from pathlib import Path
from app.controller.autosave import Autosave
from app.model import Game
game = Game()
game.push_iccs("h2e2")
save = Autosave(Path(sys.argv[1]))
save.save(game)
print("ready", flush=True)
time.sleep(600)
"""


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_the_lock_of_a_killed_process_is_free_at_once(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], stdout=subprocess.PIPE, text=True,
                             cwd=ROOT)
    try:
        ready, _, _ = select.select([child.stdout], [], [], 120)
        assert ready and child.stdout.readline().strip() == "ready"
        assert claim_orphans(tmp_path) == ([], []), "it runs: its game is not offered"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    orphans, broken = claim_orphans(tmp_path)
    assert broken == [] and [o.saved.moves for o in orphans] == [("h2e2",)]
