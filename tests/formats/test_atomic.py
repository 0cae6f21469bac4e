"""Saving through links, onto read-only files, and errors that name the user's file."""

import errno
import os
import stat

import pytest

from app.formats import atomic, write_pgn
from app.formats.atomic import atomic_write_bytes
from app.model.tree import GameTree


def leftovers(folder, *keep):
    return sorted(name for name in os.listdir(folder) if name not in keep)


def test_a_symlink_is_written_through_and_stays_a_link(tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = real_dir / "games.pgn"
    real.write_bytes(b"old")
    link = tmp_path / "link.pgn"
    link.symlink_to(os.path.relpath(real, tmp_path))
    chain = tmp_path / "chain.pgn"
    chain.symlink_to(link)
    atomic_write_bytes(chain, b"new")
    assert chain.is_symlink() and link.is_symlink()
    assert real.read_bytes() == b"new"
    assert leftovers(tmp_path, "real", "link.pgn", "chain.pgn") == []
    assert leftovers(real_dir, "games.pgn") == []


def test_a_symlink_not_followed_is_itself_replaced_and_its_target_kept(tmp_path):
    real = tmp_path / "old.nnue"
    real.write_bytes(b"old")
    link = tmp_path / "current.nnue"
    link.symlink_to(real.name)
    atomic_write_bytes(link, b"new", follow_links=False)
    assert not link.is_symlink() and link.read_bytes() == b"new"
    assert real.read_bytes() == b"old"
    assert leftovers(tmp_path, "old.nnue", "current.nnue") == []


def test_write_pgn_through_a_symlink(tmp_path):
    real = tmp_path / "real.pgn"
    real.write_text("old")
    link = tmp_path / "link.pgn"
    link.symlink_to(real)
    write_pgn(GameTree.from_moves(["h2e2"]), link, "iccs")
    assert link.is_symlink()
    assert "H2-E2" in real.read_text()


def test_a_dangling_symlink_creates_the_file_it_names(tmp_path):
    link = tmp_path / "link.pgn"
    link.symlink_to(tmp_path / "new.pgn")
    atomic_write_bytes(link, b"data")
    assert link.is_symlink() and (tmp_path / "new.pgn").read_bytes() == b"data"


def test_hard_links_keep_sharing_the_saved_data(tmp_path):
    first = tmp_path / "a.pgn"
    first.write_bytes(b"old content, longer than the new one")
    os.chmod(first, 0o640)
    second = tmp_path / "b.pgn"
    os.link(first, second)
    inode = first.stat().st_ino
    atomic_write_bytes(second, b"new")
    assert first.read_bytes() == b"new" and second.read_bytes() == b"new"
    assert first.stat().st_ino == inode and first.stat().st_nlink == 2
    assert stat.S_IMODE(first.stat().st_mode) == 0o640
    assert leftovers(tmp_path, "a.pgn", "b.pgn") == []


def test_a_failed_in_place_write_puts_the_old_content_back(tmp_path, monkeypatch):
    first = tmp_path / "a.pgn"
    first.write_bytes(b"old")
    os.link(first, tmp_path / "b.pgn")
    inode = first.stat().st_ino
    real_fsync = os.fsync
    failed = []

    def fsync(fd):   # the first fsync of the file itself fails, as on a full disk
        if not failed and os.fstat(fd).st_ino == inode:
            failed.append(fd)
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    with pytest.raises(OSError) as info:
        atomic_write_bytes(first, b"a much longer new content")
    assert failed and info.value.errno == errno.ENOSPC and info.value.filename == str(first)
    assert first.read_bytes() == b"old" and (tmp_path / "b.pgn").read_bytes() == b"old"
    assert leftovers(tmp_path, "a.pgn", "b.pgn") == []


def test_a_read_only_file_is_not_replaced(tmp_path):
    target = tmp_path / "kept.pgn"
    target.write_bytes(b"precious")
    os.chmod(target, 0o444)
    with pytest.raises(PermissionError) as info:
        atomic_write_bytes(target, b"new")
    assert isinstance(info.value, atomic.ReadOnlyFileError)
    assert info.value.filename == str(target) and ".tmp" not in str(info.value)
    assert target.read_bytes() == b"precious"
    assert stat.S_IMODE(target.stat().st_mode) == 0o444
    assert leftovers(tmp_path, "kept.pgn") == []


def test_a_read_only_file_behind_a_symlink_is_not_replaced(tmp_path):
    target = tmp_path / "kept.pgn"
    target.write_bytes(b"precious")
    os.chmod(target, 0o444)
    link = tmp_path / "link.pgn"
    link.symlink_to(target)
    with pytest.raises(PermissionError) as info:
        write_pgn(GameTree.from_moves(["h2e2"]), link)
    assert info.value.filename == str(link)
    assert target.read_bytes() == b"precious" and link.is_symlink()


def test_the_mode_of_the_old_file_is_kept(tmp_path):
    target = tmp_path / "mine.pgn"
    target.write_bytes(b"old")
    os.chmod(target, 0o600)
    atomic_write_bytes(target, b"new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600 and target.read_bytes() == b"new"


def test_errors_name_the_users_file_not_the_temporary_file(tmp_path, monkeypatch):
    missing = tmp_path / "no-such-folder" / "game.pgn"
    with pytest.raises(FileNotFoundError) as info:
        atomic_write_bytes(missing, b"x")
    assert info.value.filename == str(missing) and ".tmp" not in str(info.value)

    target = tmp_path / "game.pgn"
    target.write_bytes(b"old")

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError) as info:
        atomic_write_bytes(target, b"new")
    assert info.value.errno == errno.ENOSPC
    assert info.value.filename == str(target) and ".tmp" not in str(info.value)
    assert target.read_bytes() == b"old"
    assert leftovers(tmp_path, "game.pgn") == []
