"""app.tournament asks of app.ai only the shipped opening book (the rest of the AI it plays through
app.engines), and dask only in its cluster module (an optional extra)."""

from pathlib import Path

from tests.test_layering import APP, imported_modules

FILES = sorted((APP / "tournament").glob("*.py"))


def test_only_the_book_of_the_ai():
    used = {name for f in FILES for name in imported_modules(f) if name == "app.ai" or name.startswith("app.ai.")}
    assert used == {"app.ai.book"}


def test_dask_only_in_the_cluster_module():
    users = {Path(f).name for f in FILES
             if any(n.split(".")[0] in ("dask", "distributed") for n in imported_modules(f))}
    assert users == {"cluster.py"}
