"""Table files: read back as written; a missing, cut, damaged or foreign file is an error value and
the probe goes on without it."""

import shutil

import numpy as np
import pytest

from app.model import Board
from app.tablebase import Tablebase, TableProblem, TablebaseError
from app.tablebase.material import parse_name
from app.tablebase.storage import FORMAT_VERSION, TableFile, encode, table_path

KRKA_FEN = "3ak4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1"


@pytest.fixture
def folder(tables, tmp_path):
    out = tmp_path / "tb"
    shutil.copytree(tables, out)
    return out


def test_a_file_reads_back_every_value(tables):
    from app.tablebase.generate import ValueCache
    material = parse_name("KRKA")
    table = TableFile(table_path(tables, material), material)
    values = ValueCache(tables)(material)
    again = TableFile(table_path(tables, material)).all_values()
    assert np.array_equal(values, again)
    info = table.info
    assert info.name == "KRKA" and info.entries == values.size and info.width == 1
    assert info.wins + info.draws + info.losses == info.legal == int(np.count_nonzero(values != 0xFFFF))
    assert info.longest == int(values[values != 0xFFFF].max()) - 1
    assert info.seconds >= 0 and info.cpu_seconds is not None and info.cpu_seconds >= 0


def test_long_mates_take_two_bytes_an_entry():
    material = parse_name("KRK")
    values = np.array([0, 1, 300, 0xFFFF] * 2025, dtype=np.uint16)      # a mate in 299 plies
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        path = table_path(tmp, material)
        path.write_bytes(encode(material, values, 1.0, "zlib"))
        table = TableFile(path, material)
        assert table.width == 2 and table.info.longest == 299
        assert np.array_equal(table.all_values(), values)


def _broken(folder, how):
    path = table_path(folder, parse_name("KRKA"))
    data = bytearray(path.read_bytes())
    if how == "truncated":
        data = data[: len(data) - 10]
    elif how == "flipped block byte":
        data[-5] ^= 0x40
    elif how == "flipped header byte":
        data[20] ^= 0x01
    elif how == "wrong version":
        data[8:10] = (FORMAT_VERSION + 1).to_bytes(2, "little")
    elif how == "not a table":
        data[:8] = b"PK\x03\x04xxxx"
    elif how == "empty":
        data = bytearray()
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(("how", "problem"), [
    ("truncated", TableProblem.TRUNCATED),
    ("flipped block byte", TableProblem.DAMAGED),
    ("flipped header byte", TableProblem.DAMAGED),
    ("wrong version", TableProblem.WRONG_VERSION),
    ("not a table", TableProblem.NOT_A_TABLE),
    ("empty", TableProblem.NOT_A_TABLE),
])
def test_a_damaged_file_is_an_error_value_and_the_probe_goes_on_without_it(folder, how, problem):
    path = _broken(folder, how)
    tb = Tablebase(folder)
    board = Board(KRKA_FEN)
    assert tb.probe(board) is None
    err = tb.problems["KRKA"]
    assert isinstance(err, TablebaseError) and err.problem is problem and err.path == str(path)
    assert tb.problem_for(board) is err
    if how == "wrong version":
        assert (err.found, err.expected) == (FORMAT_VERSION + 1, FORMAT_VERSION)
    if how == "flipped block byte":
        assert err.block is not None
    assert tb.probe(Board("4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1")) is not None     # KRK still answers
    assert str(err)                                                                  # English for the log


def test_a_missing_file_is_an_error_value(folder):
    path = table_path(folder, parse_name("KRKA"))
    path.unlink()
    tb = Tablebase(folder)
    assert tb.probe(Board(KRKA_FEN)) is None
    assert tb.problems["KRKA"].problem is TableProblem.MISSING


def test_a_file_with_another_tables_name_is_refused(folder):
    krk = table_path(folder, parse_name("KRK"))
    shutil.copy(krk, table_path(folder, parse_name("KRKA")))
    with pytest.raises(TablebaseError) as caught:
        TableFile(table_path(folder, parse_name("KRKA")), parse_name("KRKA"))
    assert caught.value.problem is TableProblem.WRONG_TABLE and caught.value.detail == "KRK"


def test_an_error_keeps_its_kind_and_arguments_through_pickling():
    import pickle
    err = TablebaseError(TableProblem.DAMAGED, path="x.xqtb", block=3, detail="checksum")
    again = pickle.loads(pickle.dumps(err))
    assert (again.problem, again.path, again.block, again.detail) == (TableProblem.DAMAGED, "x.xqtb", 3, "checksum")


def _release_readers(path):
    """Let a reader blocked opening the pipe go (its open returns once a writer has it open)."""
    import os
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass                    # no reader waits


@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_pipe_or_a_folder_in_a_tables_place_is_no_table_and_nothing_waits_for_it(folder, kind):
    import os
    import threading
    path = table_path(folder, parse_name("KRKA"))
    path.unlink()
    if kind == "pipe":
        os.mkfifo(path)         # opening a pipe for reading waits for a writer: a probe must not
    else:
        path.mkdir()
    tb = Tablebase(folder)
    answers = []
    probing = threading.Thread(target=lambda: answers.append(tb.probe(Board(KRKA_FEN))), daemon=True)
    probing.start()
    probing.join(60)
    waited = probing.is_alive()
    if kind == "pipe":
        _release_readers(path)
    assert not waited and answers == [None]
    assert tb.problems["KRKA"].problem in (TableProblem.NOT_A_TABLE, TableProblem.UNREADABLE)
    assert tb.probe(Board("4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1")) is not None     # KRK still answers


def test_a_table_replaced_by_a_pipe_after_it_was_opened_is_left_out_without_waiting(folder):
    import os
    import threading
    path = table_path(folder, parse_name("KRKA"))
    table = TableFile(path, parse_name("KRKA"))
    path.unlink()
    os.mkfifo(path)
    outcome = []

    def read():
        try:
            table.read_block(0)
        except TablebaseError as err:
            outcome.append(err.problem)

    reading = threading.Thread(target=read, daemon=True)
    reading.start()
    reading.join(60)
    waited = reading.is_alive()
    _release_readers(path)
    assert not waited and outcome == [TableProblem.NOT_A_TABLE]


def _with_block(path, block, codec):
    """Rewrite a one-block table file with `block` as its block, under a header whose checksums match
    (a file made up, or damaged where no checksum can tell)."""
    import json
    import struct
    import zlib
    data = path.read_bytes()
    fixed = struct.Struct("<8sHHI")
    magic, version, zero, meta_len = fixed.unpack_from(data)
    meta = json.loads(data[fixed.size:fixed.size + meta_len])
    assert meta["blocks"] == 1
    meta["codec"] = codec
    meta_bytes = json.dumps(meta, sort_keys=True).encode()
    head = fixed.pack(magic, version, zero, len(meta_bytes)) + meta_bytes
    head += struct.pack("<QII", len(head) + 16 + 4, len(block), zlib.crc32(block))
    path.write_bytes(head + struct.pack("<I", zlib.crc32(head)) + block)


@pytest.mark.parametrize("codec", ["zlib", "lzma"])
def test_a_block_that_would_unpack_to_far_more_than_a_block_is_damaged_and_not_unpacked_whole(folder, codec):
    import lzma
    import tracemalloc
    import zlib
    packer = zlib.compressobj(9) if codec == "zlib" else lzma.LZMACompressor(format=lzma.FORMAT_XZ, preset=1)
    chunk = bytes(1 << 20)
    block = b"".join(packer.compress(chunk) for _ in range(64)) + packer.flush()     # 64 MB of zeros
    path = table_path(folder, parse_name("KRK"))
    _with_block(path, block, codec)
    table = TableFile(path, parse_name("KRK"))
    tracemalloc.start()
    try:
        with pytest.raises(TablebaseError) as caught:
            table.read_block(0)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert caught.value.problem is TableProblem.DAMAGED and caught.value.block == 0
    assert peak < 4 << 20           # a block is 64 kB unpacked: nothing near the 64 MB is made


@pytest.mark.parametrize("codec", ["zlib", "lzma"])
def test_a_block_whose_packed_data_ends_early_is_damaged(folder, codec):
    import lzma
    import zlib
    path = table_path(folder, parse_name("KRK"))
    raw = TableFile(path).read_block(0)
    packed = zlib.compress(raw) if codec == "zlib" else lzma.compress(raw, format=lzma.FORMAT_XZ)
    _with_block(path, packed[:-4], codec)
    with pytest.raises(TablebaseError) as caught:
        TableFile(path).read_block(0)
    assert caught.value.problem is TableProblem.DAMAGED
