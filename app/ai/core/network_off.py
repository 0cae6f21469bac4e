"""The learned evaluation's entry points as the default compiled core has them: they do nothing.

The default core is compiled with this module as its ``network`` (app.ai.core.compiled), so that
the network's code (app/ai/core/network.py: the accumulators, the dense layers) costs its compile
nothing; the search calls these only while ``nn[N_ON]`` is set, which a Searcher on this core never
does (it refuses a network: the core compiled with the network is app.ai.core.network_backend()).
"""

from __future__ import annotations

from .jit import IntArray, jit

HAS_NETWORK = False     # (app.ai.core.network's is True)


@jit
def net_reset(nn: IntArray, nw: IntArray, sq: IntArray, st: IntArray) -> None:
    """Nothing (no network)."""
    return None


@jit
def net_make(nn: IntArray, nw: IntArray, sq: IntArray, st: IntArray, m: int, cap: int) -> None:
    """Nothing (no network)."""
    return None


@jit
def net_unmake(nn: IntArray) -> None:
    """Nothing (no network)."""
    return None


@jit
def net_evaluate(nn: IntArray, nw: IntArray, side: int) -> int:
    """0 (no network: never called)."""
    return 0
