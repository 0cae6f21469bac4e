"""The core's two backends as a fixture: tests taking `backend` run once with each."""

from __future__ import annotations

import pytest

from app.ai import core
from tests.conftest import running_marked

COMPILE_TIMEOUT = 900      # seconds: a first compile on a busy machine (later runs load numba's cache)


def compiled_backend() -> core.Backend:
    """The compiled backend (built, or loaded from the cache, on first use). Only for tests marked
    ``compiled``: they run last, once the run's one compile (begun in the background when the tests
    are collected) is done; an unmarked test waited for it, its worker idle for minutes."""
    assert running_marked("compiled"), "a test using the compiled core must be marked @pytest.mark.compiled"
    backend = core.compiled_backend(timeout=COMPILE_TIMEOUT)
    status, seconds, error = core.compile_status()
    assert backend is not None, f"the compiled core is not available: {status} after {seconds:.0f} s: {error}"
    return backend


@pytest.fixture(params=["python", pytest.param("numba", marks=pytest.mark.compiled)])
def backend(request: pytest.FixtureRequest) -> core.Backend:
    """The pure backend, then the compiled one."""
    return core.pure() if request.param == "python" else compiled_backend()
