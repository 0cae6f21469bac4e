"""`python -m app tablebase`: generate, list, verify and probe from the shell; Ctrl+C leaves no half file."""

import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.model import Board
from app.shell.main import main as app_main
from app.tablebase.cli import RULES_NOTE, main
from app.tablebase.material import parse_name
from app.tablebase.storage import TableFile

ROOT = Path(__file__).resolve().parents[2]


def _default_sigint():
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_generate_list_verify_and_probe(tmp_path, capsys):
    folder = str(tmp_path / "tb")
    assert main(["generate", "KRKA", "--folder", folder]) == 0
    out = capsys.readouterr()
    assert {line.split(":")[0] for line in out.out.splitlines()} == {"KK", "KAK", "KRK", "KRKA"}
    assert RULES_NOTE in out.err and "KRKA: 40,500 indices" in out.err
    assert main(["generate", "KRKA", "--folder", folder]) == 0
    assert "KRKA: already there" in capsys.readouterr().out
    assert main(["list", "--folder", folder]) == 0
    listed = capsys.readouterr().out
    assert "KRKA" in listed and "4 tables" in listed
    assert main(["verify", "--folder", folder]) == 0
    assert capsys.readouterr().out.count(": ok,") == 4
    assert main(["probe", "3k5/9/4R4/9/9/9/9/9/9/4K4 w - - 0 1", "--folder", folder]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("red to move: win in 1 ply (mate in 1)") and RULES_NOTE in lines[0]
    assert lines[1].split()[0] == "e7e8" and lines[1].endswith("win in 1 ply (mate in 1)  best")
    assert len(lines) == 1 + len(Board("3k5/9/4R4/9/9/9/9/9/9/4K4 w - - 0 1").legal_moves())   # every move


def test_bad_input_is_refused(tmp_path, capsys):
    folder = str(tmp_path)
    assert main(["probe", "not a fen", "--folder", folder]) == 2
    assert main(["probe", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                 "--folder", folder]) == 1
    assert "no table covers" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["generate", "KXK", "--folder", folder])
    assert main(["generate", "--folder", folder]) == 2
    assert main(["verify", "--folder", folder]) == 1


def test_verify_reports_a_damaged_table(tmp_path, tables, capsys):
    folder = tmp_path / "tb"
    shutil.copytree(tables, folder)
    path = folder / "KHKA.xqtb"
    data = bytearray(path.read_bytes())
    data[-3] ^= 0xFF
    path.write_bytes(bytes(data))
    assert main(["verify", "KHKA", "KRKA", "--folder", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "KHKA: " in out and "damaged" in out and "KRKA: ok" in out


def test_the_program_runs_the_subcommand(tmp_path, capsys):
    assert app_main(["tablebase", "list", "--folder", str(tmp_path)]) == 0
    assert "0 tables" in capsys.readouterr().out


def test_a_folder_that_is_a_file_is_refused(tmp_path, capsys):
    afile = tmp_path / "afile"
    afile.write_text("no tables here")
    for command in (["list"], ["verify"], ["probe", "4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"]):
        assert main([*command, "--folder", str(afile)]) == 2, command
        assert f"{afile} is not a folder" in capsys.readouterr().err


def test_output_cut_short_by_its_reader_ends_without_a_traceback(tmp_path):
    """`python -m app tablebase list --missing | head -1`: the reader leaves, the command ends quietly."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "app", "tablebase", "list", "--missing", "--folder",
                             str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    assert proc.stdout is not None
    proc.stdout.close()                     # gone before the first line is written
    _out, err = proc.communicate(timeout=120)
    assert proc.returncode == 1 and b"Traceback" not in err and b"BrokenPipe" not in err, err


def test_ctrl_c_drops_the_table_under_way_and_leaves_the_finished_ones(tmp_path):
    """Interrupted while a table is being made: exit status 130, no partial or temporary file, and
    every file left is a sound table."""
    folder = tmp_path / "tb"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # Ctrl+C as a terminal sends it, whatever this process inherited (a run started in the background
    # of a script ignores SIGINT, and so would the child)
    proc = subprocess.Popen([sys.executable, "-m", "app", "tablebase", "generate", "KRAAKAA", "--folder",
                             str(folder)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=ROOT, preexec_fn=_default_sigint)
    made = threading.Event()
    lines = []

    def read():
        for line in proc.stdout:
            lines.append(line)
            if "KRKAA: made" in line:            # a later, larger table is under way now
                made.set()

    reader = threading.Thread(target=read)
    reader.start()
    assert made.wait(300), proc.stderr.read() if proc.poll() is not None else "no table made"
    proc.send_signal(signal.SIGINT)
    assert proc.wait(120) == 130
    reader.join()
    assert "interrupted" in proc.stderr.read()
    names = sorted(p.name for p in folder.iterdir())
    assert names and all(n.endswith(".xqtb") and not n.startswith(".") for n in names), names
    for path in folder.iterdir():
        assert TableFile(path, parse_name(path.stem)).all_values().size > 0
    assert "KRAAKAA.xqtb" not in names


def test_tables_made_in_worker_processes_are_the_same(tmp_path, tables):
    from app.tablebase.generate import generate_tables
    folder = tmp_path / "tb"
    made = generate_tables([parse_name(n) for n in ("KRKA", "KHKA", "KPKE")], folder, jobs=2)
    assert {d.name for d in made} == {"KK", "KAK", "KEK", "KRK", "KHK", "KPK", "KRKA", "KHKA", "KPKE"}
    for path in folder.iterdir():
        material = parse_name(path.stem)
        mine = TableFile(path, material).all_values()
        assert (mine == TableFile(tables / path.name, material).all_values()).all(), path.name


def test_sigterm_stops_every_worker_and_leaves_no_half_file(tmp_path):
    folder = tmp_path / "tb"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "app", "tablebase", "generate", "KRAAKAA", "KHAAKAA", "--jobs",
                             "2", "--folder", str(folder)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, cwd=ROOT)
    made = threading.Event()

    def read():
        for line in proc.stdout:
            if "KRKAA: made" in line:
                made.set()

    reader = threading.Thread(target=read)
    reader.start()
    assert made.wait(300), proc.stderr.read() if proc.poll() is not None else "no table made"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(120) == 130
    reader.join()
    names = sorted(p.name for p in folder.iterdir())
    assert all(n.endswith(".xqtb") and not n.startswith(".") for n in names), names
    for path in folder.iterdir():
        assert TableFile(path, parse_name(path.stem)).all_values().size > 0
    assert "KRAAKAA.xqtb" not in names and "KHAAKAA.xqtb" not in names
