"""The core's primitives as CPython runs them (the compiled package has numba versions in
app.ai.core.compiled_prims, with the same results): sorting a run of packed moves, the model's
judgment of a repeated cycle, and the learned network's inner loops (app.ai.core.network)."""

from __future__ import annotations

from typing import Any

from app.model.cycle import cycle_chasers

from .layout import N_H1, N_H2, N_L1B, N_L2B, N_W, NET_QA, NET_SHIFT, W_L1, W_L2, W_OUT


def sort_desc(buf: Any, lo: int, hi: int) -> None:
    """Sort buf[lo:hi] (ints) in place, largest first."""
    buf[lo:hi] = sorted(buf[lo:hi], reverse=True)


def judge_cycle(sq: Any, hp: Any, j: int, n: int, side: int, asian: int) -> int:
    """Which sides chased one same piece with every move of the cycle from position j to position n
    of the history (app.model.cycle.cycle_chasers): bit 1 Red, bit 2 Black."""
    moves = [int(hp[i * 4 + 2]) for i in range(j + 1, n + 1)]
    red, black = cycle_chasers([int(x) for x in sq], moves, int(side), bool(asian))
    return (1 if red else 0) | (2 if black else 0)


def net_rows(nw: Any, dst: int, src: int, ra: int, rd: int, rc: int, w: int) -> None:
    """The network's accumulator update (app.ai.core.network): nw[dst:dst + w] = nw[src:] + nw[ra:]
    - nw[rd:], less nw[rc:] too when rc >= 0 (w values each; src may be dst: a row added in place)."""
    if rc >= 0:
        nw[dst:dst + w] = [s + a - d - c for s, a, d, c in
                           zip(nw[src:src + w], nw[ra:ra + w], nw[rd:rd + w], nw[rc:rc + w], strict=True)]
    elif rd >= 0:
        nw[dst:dst + w] = [s + a - d for s, a, d in zip(nw[src:src + w], nw[ra:ra + w], nw[rd:rd + w], strict=True)]
    else:
        nw[dst:dst + w] = [s + a for s, a in zip(nw[src:src + w], nw[ra:ra + w], strict=True)]



def net_dense(nw: Any, nn: Any, us: int, them: int) -> int:
    """The network's dense layers on the accumulators at nw[us:] (the side to move's) and nw[them:]:
    both clipped to [0, 127], the two hidden layers, then the output's weights times the second's;
    returns that sum (app.ai.nnue's Network.output before the output's bias, the PSQT and the scale).
    Where each part is: nn's header (app.ai.core.layout N_* and W_*)."""
    w, n1, n2 = nn[N_W], nn[N_H1], nn[N_H2]
    l1, l2, out, b1, b2 = nn[W_L1], nn[W_L2], nn[W_OUT], nn[N_L1B], nn[N_L2B]
    x = [0 if v < 0 else (NET_QA if v > NET_QA else v) for v in nw[us:us + w]]
    x += [0 if v < 0 else (NET_QA if v > NET_QA else v) for v in nw[them:them + w]]
    wide = 2 * w
    h1 = []
    for i in range(n1):
        row = nw[l1 + i * wide:l1 + (i + 1) * wide]
        v = (nn[b1 + i] + sum(a * b for a, b in zip(row, x, strict=True))) >> NET_SHIFT
        h1.append(0 if v < 0 else (NET_QA if v > NET_QA else v))
    z = 0
    for i in range(n2):
        row = nw[l2 + i * n1:l2 + (i + 1) * n1]
        v = (nn[b2 + i] + sum(a * b for a, b in zip(row, h1, strict=True))) >> NET_SHIFT
        z += nw[out + i] * (0 if v < 0 else (NET_QA if v > NET_QA else v))
    return z
