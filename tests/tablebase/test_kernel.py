"""The kernel plays the model's rules: its legal moves are app.model.Board's on random positions of
every kind of endgame, and an index reads back as the position (or its mirror image)."""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.formats.safety import FileLock
from app.tablebase import compiled

from app.model.tables import KING
from app.tablebase import kernel as kern
from app.tablebase.layout import layout, slots_of
from app.tablebase.material import parse_name

from .positions import random_boards

KINDS = ("KRAAEEKAAEE", "KHAEKAAEE", "KCAAEKAE", "KPAAEEKAAEE", "KRPKR", "KHPKAA", "KCPKRA", "KRKHAE", "KPPKAA",
         "KHHKCC", "KAAEEKAAEE", "KPPPKA")


def _setup(board, material):
    lay = layout(material)
    slots = slots_of(board.squares(), material)
    squares = [0] * 90
    for i, sq in enumerate(slots):
        squares[sq] = i + 1
    return lay, list(lay.row), slots, squares


def kernel_moves(board, material):
    """The kernel's legal moves of the side to move, as (from, to) squares."""
    lay, row, slots, squares = _setup(board, material)
    side = board.turn.index
    mv_slot, mv_to = [0] * kern.MAX_MOVES, [0] * kern.MAX_MOVES
    out = set()
    for m in range(kern.gen_moves(squares, slots, row, side, mv_slot, mv_to)):
        i, f = mv_slot[m], slots[mv_slot[m]]
        c = kern.make(squares, slots, i, mv_to[m])
        if not kern.attacked(squares, slots, row, slots[side], 1 - side):
            out.add((f, mv_to[m]))
        kern.unmake(squares, slots, i, f, c)
    return out


@pytest.mark.parametrize("name", KINDS)
def test_the_kernels_moves_are_the_boards(name):
    material = parse_name(name)
    for board in random_boards(material, 150, seed=len(name)):
        assert kernel_moves(board, material) == {(m.from_sq, m.to_sq) for m in board.legal_moves()}, board.fen()


@pytest.mark.parametrize("name", KINDS)
def test_an_index_reads_back_as_the_position_or_its_mirror(name):
    material = parse_name(name)
    lay = layout(material)
    for board in random_boards(material, 100, seed=7):
        _lay, row, slots, _squares = _setup(board, material)
        side = board.turn.index
        idx = kern.index_of(slots, side, row, 0, -1)
        assert 0 <= idx < lay.size
        back_slots, back_board = [0] * len(slots), [0] * 90
        assert kern.decode(idx, row, back_slots, back_board) == side
        placed = {(lay.pieces[i], sq) for i, sq in enumerate(back_slots)}
        mirrored = {(lay.pieces[i], sq - sq % 9 + 8 - sq % 9) for i, sq in enumerate(back_slots)}
        original = {(lay.pieces[i], sq) for i, sq in enumerate(slots)}
        assert original in (placed, mirrored)
        red_king = next(sq for (piece, sq) in placed if piece == (0, KING))
        assert red_king % 9 <= 4                    # the index holds Red's king on files a-e


@pytest.mark.parametrize("name", KINDS)
def test_a_move_the_quick_test_passes_is_legal(name):
    """The generator counts a quiet move without playing it when it cannot expose its king (not in
    check, not the king, off the king's lines and the horse legs beside it): such a move is always
    one of the board's legal moves, and the quick test passes most moves of a piece far from its king."""
    material = parse_name(name)
    passed = 0
    for board in random_boards(material, 150, seed=3):
        lay, row, slots, squares = _setup(board, material)
        side = board.turn.index
        legal = {(m.from_sq, m.to_sq) for m in board.legal_moves()}
        check = kern.attacked(squares, slots, row, slots[side], 1 - side)
        mv_slot, mv_to = [0] * kern.MAX_MOVES, [0] * kern.MAX_MOVES
        for m in range(kern.gen_moves(squares, slots, row, side, mv_slot, mv_to)):
            if kern.cannot_expose(slots, side, mv_slot[m], mv_to[m], check):
                passed += 1
                assert (slots[mv_slot[m]], mv_to[m]) in legal, board.fen()
    assert passed > 0


def test_the_kernels_moves_are_the_boards_in_every_one_attacker_endgame():
    """A few random positions of each of the 369 tables of `generate --all`, either colour to move."""
    from app.tablebase.material import one_attacker
    for n, material in enumerate(one_attacker()):
        for board in random_boards(material, 6, seed=n):
            assert kernel_moves(board, material) == {(m.from_sq, m.to_sq) for m in board.legal_moves()}, \
                (material.name, board.fen())


def test_old_compiled_kernels_are_removed_but_the_two_latest(tmp_path):
    import os

    from app.tablebase.compiled import forget_other_versions
    names = [f"{i:016x}" for i in range(5)]
    for age, name in enumerate(names):
        (tmp_path / name).mkdir()
        os.utime(tmp_path / name, (1000 + age, 1000 + age))
    (tmp_path / "not-a-cache").mkdir()
    forget_other_versions(str(tmp_path / names[0]))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([names[0], names[3], names[4], "not-a-cache"])


def test_a_process_compiling_or_loading_the_kernel_holds_its_cache_folders_compile_lock(tables):
    """Processes that start at once (a generation's workers, two programs) compiled the kernel each, 16 s
    of CPU apiece: the first now holds the cache folder's compile lock while it compiles (here, with the
    cache warm, while it loads), and the others wait for it, then load what it wrote."""
    folder = compiled.cache_dir()
    assert folder is not None
    path = Path(folder) / compiled.COMPILE_LOCK
    proc = subprocess.Popen([sys.executable, "-c", "from app.tablebase.compiled import kernel; kernel()"])
    held = False
    while proc.poll() is None and not held:
        lock = FileLock(path)
        held = not lock.acquire()
        lock.release()
        time.sleep(0.002)
    assert proc.wait(timeout=120) == 0
    assert held, "the kernel was loaded without its compile lock"


FULL_DISK = """
import errno
import numba.core.caching as caching
def full(self, name, data):
    raise OSError(errno.ENOSPC, "No space left on device")
caching.IndexDataCacheFile._save_data = full
from app.tablebase.compiled import kernel
kern = kernel()
assert kern.index_of.signatures, "not compiled"
print("ok")
"""


@pytest.mark.slow        # the whole kernel compiled without a cache: 18 s of CPU
def test_the_kernel_compiles_without_its_cache_where_the_cache_cannot_be_written(tmp_path):
    """A cache folder that can be made but not filled (a full disk, a quota) failed the compile with
    'No space left on device': generating and probing a table failed though the tables' own folder had
    room. The kernel is then compiled without the cache."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", FULL_DISK], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"


LOAD = "from app.tablebase.compiled import kernel; kernel(); print('ok')"


def test_a_cached_kernel_file_whose_bytes_changed_is_compiled_again_not_loaded(tables, tmp_path):
    """A cache file whose bytes changed inside (a disk's error, a damaged copy) still unpickles: numba
    loaded its broken machine code and the process died (an illegal instruction) at every start. The
    checksums kept with the cache find it; it is removed and compiled again."""
    folder = compiled.cache_dir()
    assert folder is not None
    copy = tmp_path / "xiangqi-studio" / "numba-tablebase" / Path(folder).name
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns(".compile.lock"))
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    first = subprocess.run([sys.executable, "-c", LOAD], env=env, capture_output=True, text=True, timeout=600)
    assert first.returncode == 0, first.stderr[-2000:]
    victims = sorted(copy.glob("*/kernel.init_range-*.nbc"))     # numba's folder per checkout of the sources
    assert victims
    for victim in victims:
        raw = bytearray(victim.read_bytes())
        raw[200:264] = b"\xff" * 64
        victim.write_bytes(bytes(raw))
    again = subprocess.run([sys.executable, "-c", LOAD], env=env, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0 and again.stdout.strip() == "ok", (again.returncode, again.stderr[-2000:])
