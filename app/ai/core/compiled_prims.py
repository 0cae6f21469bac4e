"""The core's primitives for the compiled package (loaded there as its ``prims``): numba versions of
app.ai.core.prims with the same results."""

from __future__ import annotations

import importlib
from typing import Any

import numba
from numba.extending import intrinsic

from app.ai.core import prims as pure_prims

from .jit import IntArray, jit, jit_gil
from .layout import N_H1, N_H2, N_L1B, N_L2B, N_W, NET_QA, NET_SHIFT, W_L1, W_L2, W_OUT, W_X

# numba's and LLVM's parts that write the dense layers' IR (typed Any: neither has type hints)
ll: Any = importlib.import_module("llvmlite.binding")
ir: Any = importlib.import_module("llvmlite.ir")
cgutils: Any = importlib.import_module("numba.core.cgutils")
nb_types: Any = importlib.import_module("numba.core.types")
numba_config: Any = importlib.import_module("numba.core.config")


def judge_cycle_py(sq: Any, hp: Any, j: int, n: int, side: int, asian: int) -> int:
    """The pure judge, called from compiled code (in object mode)."""
    return pure_prims.judge_cycle(sq, hp, j, n, side, asian)


@jit
def sort_desc(buf: Any, lo: int, hi: int) -> None:
    """Sort buf[lo:hi] in place, largest first (insertion sort: the runs are short)."""
    for i in range(lo + 1, hi):
        x = buf[i]
        j = i - 1
        while j >= lo and buf[j] < x:
            buf[j + 1] = buf[j]
            j -= 1
        buf[j + 1] = x


@jit_gil
def judge_cycle(sq: IntArray, hp: IntArray, j: int, n: int, side: int, asian: int) -> int:
    """prims.judge_cycle, run by the interpreter."""
    with numba.objmode(r="int64"):
        r = judge_cycle_py(sq, hp, j, n, side, asian)
    return r


# The network's loops work on views of the arrays (slices: no copy, and no reference counting in the
# core) indexed from 0 by a loop's counter, which numba knows is not negative: no wrap-around test at
# each index, so that LLVM vectorises them. The dense layers' sums are products of int16 pairs summed
# in int32, as app.ai.nnue's bounds allow (at most 2W x 128 x 127, below 2^31 for any width it reads):
# dot16 writes them in LLVM's vector IR, as the x86 instruction that does exactly that (vpmaddwd, 16
# pairs at a time) where the machine has AVX2 (LLVM made it of numba's loop only on half a register).


def _has_avx2() -> bool:
    """True when numba compiles for an x86-64 processor with AVX2 (its target: the host's, or the
    one NUMBA_CPU_NAME / NUMBA_CPU_FEATURES name)."""
    if not ll.get_process_triple().startswith(("x86_64", "amd64")):
        return False
    features = numba_config.CPU_FEATURES
    if features is None:
        if numba_config.CPU_NAME is not None and numba_config.CPU_NAME != "host":
            return False            # a named processor without its features: no guess
        features = ll.get_host_cpu_features().flatten()
    return "+avx2" in features.split(",")


def _dot16_codegen(avx2: bool, rows: int) -> Any:
    """The IR of dot16 (rows 1) and dot16x4 (rows 4; see there): with `avx2`, x86's pmaddwd on 16
    int16 pairs at a time; else the same sums in LLVM's portable vector operations (8 pairs at a time,
    sign-extended to int32). The rows share each load of b's values."""
    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        if rows == 1:
            a_arr, a_at, b_arr, b_at, n = args
            stride = None
        else:
            a_arr, a_at, stride, b_arr, b_at, n = args
        i16, i32, i64 = ir.IntType(16), ir.IntType(32), ir.IntType(64)
        step = 16 if avx2 else 8
        vin = ir.VectorType(i16, step)
        vacc = ir.VectorType(i32, 8)
        a_data = context.make_array(signature.args[0])(context, builder, a_arr).data
        pas = [builder.gep(a_data, [a_at if k == 0 else builder.add(a_at, builder.mul(stride, ir.Constant(i64, k)))])
               for k in range(rows)]
        pb = builder.gep(context.make_array(signature.args[-3])(context, builder, b_arr).data, [b_at])
        accs = [cgutils.alloca_once_value(builder, ir.Constant(vacc, None)) for _ in range(rows)]
        pmadd = cgutils.get_or_insert_function(builder.module, ir.FunctionType(vacc, [vin, vin]),
                                               "llvm.x86.avx2.pmadd.wd") if avx2 else None
        chunks = builder.sdiv(n, ir.Constant(i64, step))
        with cgutils.for_range(builder, chunks) as loop:
            at = builder.mul(loop.index, ir.Constant(i64, step))
            vb = builder.load(builder.bitcast(builder.gep(pb, [at]), vin.as_pointer()), align=2)
            for pa, acc in zip(pas, accs, strict=True):
                va = builder.load(builder.bitcast(builder.gep(pa, [at]), vin.as_pointer()), align=2)
                if pmadd is not None:
                    part = builder.call(pmadd, [va, vb])
                else:
                    part = builder.mul(builder.sext(va, vacc), builder.sext(vb, vacc))
                builder.store(builder.add(builder.load(acc), part), acc)
        reduce_add = cgutils.get_or_insert_function(builder.module, ir.FunctionType(i32, [vacc]),
                                                    "llvm.vector.reduce.add.v8i32")
        totals = [cgutils.alloca_once_value(builder, builder.call(reduce_add, [builder.load(acc)])) for acc in accs]
        with cgutils.for_range_slice(builder, builder.mul(chunks, ir.Constant(i64, step)), n,
                                     ir.Constant(i64, 1)) as (j, _):
            y = builder.sext(builder.load(builder.gep(pb, [j])), i32)
            for pa, total in zip(pas, totals, strict=True):
                x = builder.sext(builder.load(builder.gep(pa, [j])), i32)
                builder.store(builder.add(builder.load(total), builder.mul(x, y)), total)
        if rows == 1:
            return builder.load(totals[0])
        return context.make_tuple(builder, signature.return_type, [builder.load(t) for t in totals])
    return codegen


def _dot16_intrinsic(avx2: bool | None, rows: int) -> Any:
    """dot16 (rows 1) or dot16x4 (rows 4) as a numba intrinsic; avx2 None: as the target machine has it."""
    def codegen() -> Any:
        return _dot16_codegen(_has_avx2() if avx2 is None else avx2, rows)

    def int16_arrays(*arrays: Any) -> bool:
        return all(isinstance(t, nb_types.Array) and t.dtype == nb_types.int16 and t.layout == "C" for t in arrays)

    if rows == 1:
        def dot16_one(typingctx: Any, a: Any, a_at: Any, b: Any, b_at: Any, n: Any) -> Any:
            if not int16_arrays(a, b):
                return None             # (numba: no such function for these types)
            return nb_types.int32(a, nb_types.intp, b, nb_types.intp, nb_types.intp), codegen()
        return intrinsic(dot16_one)

    def dot16_rows(typingctx: Any, a: Any, a_at: Any, stride: Any, b: Any, b_at: Any, n: Any) -> Any:
        if not int16_arrays(a, b):
            return None
        sig = nb_types.UniTuple(nb_types.int32, rows)(a, nb_types.intp, nb_types.intp, b, nb_types.intp, nb_types.intp)
        return sig, codegen()
    return intrinsic(dot16_rows)


# dot16(a, i, b, j, n): the sum of a[i + k] * b[j + k] for k < n (int16 arrays) in int32, wrapping
# as int32 does (the callers' sums never do). dot16x4(a, i, stride, b, j, n): the same of the four
# rows of a at i, i + stride, i + 2 stride and i + 3 stride, each with b's (a tuple of four). The
# *_portable ones: the same without the x86 instruction (what a machine without AVX2 runs; the tests
# hold all of them to numpy's sums).
dot16 = _dot16_intrinsic(None, 1)
dot16x4 = _dot16_intrinsic(None, 4)
dot16_portable = _dot16_intrinsic(False, 1)
dot16x4_portable = _dot16_intrinsic(False, 4)


@jit
def net_rows(nw: Any, dst: int, src: int, ra: int, rd: int, rc: int, w: int) -> None:
    """prims.net_rows: nw[dst:dst + w] = nw[src:] + nw[ra:] - nw[rd:] (- nw[rc:] when rc >= 0)."""
    d = nw[dst:dst + w]
    s = nw[src:src + w]
    a = nw[ra:ra + w]
    if rc >= 0:
        r = nw[rd:rd + w]
        c = nw[rc:rc + w]
        for j in range(w):
            d[j] = s[j] + a[j] - r[j] - c[j]
    elif rd >= 0:
        r = nw[rd:rd + w]
        for j in range(w):
            d[j] = s[j] + a[j] - r[j]
    else:
        for j in range(w):
            d[j] = s[j] + a[j]


@jit
def _layer_out(v: int) -> int:
    """A dense layer's output from its sum (its bias included): scaled back and clipped to [0, QA]."""
    v >>= NET_SHIFT
    return 0 if v < 0 else (NET_QA if v > NET_QA else v)


@jit
def net_dense(nw: Any, nn: Any, us: int, them: int) -> int:
    """prims.net_dense: the dense layers; the output's weights times the second layer. Its scratch in
    nw, from nn[W_X]: the first layer's input (2W), then its output (H1), both int16 as dot16 takes
    them. Four rows at a time (dot16x4: each load of the input serves four rows), the rest one by one."""
    w = nn[N_W]
    n1 = nn[N_H1]
    n2 = nn[N_H2]
    wide = 2 * w
    at_x = nn[W_X]
    at_h = at_x + wide
    x = nw[at_x:at_h]
    a = nw[us:us + w]
    b = nw[them:them + w]
    for j in range(w):
        v = a[j]
        x[j] = 0 if v < 0 else (NET_QA if v > NET_QA else v)
        v = b[j]
        x[w + j] = 0 if v < 0 else (NET_QA if v > NET_QA else v)
    h1 = nw[at_h:at_h + n1]
    b1 = nn[nn[N_L1B]:nn[N_L1B] + n1]
    l1 = nn[W_L1]
    i = 0
    while i + 4 <= n1:
        s0, s1, s2, s3 = dot16x4(nw, l1 + i * wide, wide, nw, at_x, wide)
        h1[i] = _layer_out(b1[i] + s0)
        h1[i + 1] = _layer_out(b1[i + 1] + s1)
        h1[i + 2] = _layer_out(b1[i + 2] + s2)
        h1[i + 3] = _layer_out(b1[i + 3] + s3)
        i += 4
    while i < n1:
        h1[i] = _layer_out(b1[i] + dot16(nw, l1 + i * wide, nw, at_x, wide))
        i += 1
    b2 = nn[nn[N_L2B]:nn[N_L2B] + n2]
    l2 = nn[W_L2]
    out = nw[nn[W_OUT]:nn[W_OUT] + n2]
    z = 0
    i = 0
    while i + 4 <= n2:
        s0, s1, s2, s3 = dot16x4(nw, l2 + i * n1, n1, nw, at_h, n1)
        z += out[i] * _layer_out(b2[i] + s0) + out[i + 1] * _layer_out(b2[i + 1] + s1) + \
            out[i + 2] * _layer_out(b2[i + 2] + s2) + out[i + 3] * _layer_out(b2[i + 3] + s3)
        i += 4
    while i < n2:
        z += out[i] * _layer_out(b2[i] + dot16(nw, l2 + i * n1, nw, at_h, n1))
        i += 1
    return z
