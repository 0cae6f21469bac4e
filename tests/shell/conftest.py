"""Fixtures of the shell tests: the GUI tests' Application fixtures."""

from tests.view.conftest import studio  # noqa: F401 (a fixture)
from tests.tablebase.conftest import tables  # noqa: F401 (a fixture: small endgame tables)
