"""app.tournament asks of app.ai only the shipped opening book, the network reader and the levels (to
check a built-in entrant's EvalFile, or the shipped network its level evaluates with, before any game;
the rest of the AI it plays through app.engines), and dask only in its cluster module (an optional
extra)."""

from pathlib import Path

from tests.test_layering import APP, imported_modules

FILES = sorted((APP / "tournament").glob("*.py"))


def test_only_the_book_the_network_reader_and_the_levels_of_the_ai():
    used = {name for f in FILES for name in imported_modules(f) if name == "app.ai" or name.startswith("app.ai.")}
    assert used == {"app.ai.book", "app.ai.nnue", "app.ai.levels"}


def test_the_network_reader_and_numpy_are_imported_only_with_a_network(tmp_path):
    """Settings without a network (no EvalFile at a level that takes none, or the hand-written evaluation
    asked for) and the command line's start do not pull numpy in."""
    import subprocess
    import sys
    code = ("import sys\n"
            "from app.tournament import EngineSpec, Tournament, TournamentSettings\n"
            "import app.tournament.cli\n"
            "Tournament(TournamentSettings(engines=(EngineSpec.parse('builtin:novice,EvalFile=<empty>'),"
            " EngineSpec.parse('builtin:strong'), EngineSpec.parse('builtin,EvalFile=<empty>'))))\n"
            "print(sorted(m for m in sys.modules if m == 'numpy' or m.startswith('app.ai.nnue')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[2]).stdout
    assert out.strip() == "[]"


def test_dask_only_in_the_cluster_module():
    users = {Path(f).name for f in FILES
             if any(n.split(".")[0] in ("dask", "distributed") for n in imported_modules(f))}
    assert users == {"cluster.py"}
