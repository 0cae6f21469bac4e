"""The tablebase kernel: indexing, move and unmove generation, the retrograde passes and the check.

One source, run two ways (as the engine's core in app.ai.core): CPython runs it on lists (the probe
without numba: app.tablebase.probe), app.tablebase.compiled loads it again with numba's ``njit`` and
numpy arrays (generation, verification and the fast probe).

A position is two arrays: ``board`` (90 squares, each 0 or the number of the piece standing there plus
one) and ``slots`` (the square of each piece, -1 once captured). Pieces are numbered by the table's
layout (app.tablebase.layout): 0 Red's king, 1 Black's king, then the groups of like pieces. A layout
is a row of ints in a larger array (``lay`` from offset ``lo``): its header (L_*), each piece's colour
and kind, and each group's count, square set, stride and first piece. A *view* is a layout that maps
one material's pieces onto another table: the table an exchange leads to (one piece fewer, maybe seen
from the other colour), or the table a board is probed in.

Values (``values``, one per index): 0 unknown (a draw once generation is over), ILLEGAL for an index that is
no legal position or the mirror twin of another index, else n + 1 for a decided position, n being the
plies to mate (stalemate loses, as in the program's rules): odd n a win for the side to move, even n a
loss. Repetition rulings (perpetual check and chase) are not part of a value: the tables hold perfect
play under the basic rules, and the arbiter rules on repetitions as always.
"""

from __future__ import annotations

from .jit import IntArray, jit
from .ktables import (ADVISOR, ADVISOR_TO, BINOM, CANNON, DIR, ELEPHANT, ELEPHANT_EYE, ELEPHANT_TO, FILE, FLIP,
                      HORSE, HORSE_FROM, HORSE_FROM_LEG, HORSE_LEG, HORSE_TO, KING, KING_TO, KP_BLACK, KP_INDEX,
                      KP_RED, MIRROR, NEAR, PAWN, PAWN_FROM, PAWN_TO, RAY, ROOK, SET_LOCAL, SET_SQ, W_HORSE, W_PAWN,
                      W_RAY, W_STEP)

Ints = IntArray     # a list of ints (CPython) or a numpy array (compiled)

# layout header
L_NSLOTS, L_NGROUPS, L_HALF, L_KPSTRIDE, L_FLIP = 0, 1, 2, 3, 4
L_SLOT = 8              # piece i: colour, kind and group at L_SLOT + SW i (+0, +1, +2)
SW = 3
MAX_SLOTS = 16
L_GROUP = L_SLOT + SW * MAX_SLOTS
GW = 6                  # a group: pieces in it here, square set, stride, first piece, pieces in the target, kind
G_PCOUNT, G_SET, G_STRIDE, G_FIRST, G_TCOUNT, G_KIND = range(GW)
MAX_GROUPS = 12
L_ATT = L_GROUP + GW * MAX_GROUPS   # per colour: how many pieces can give check (king, rooks, horses,
AW = 9                              # cannons, pawns), then their numbers
LAY_W = L_ATT + 2 * AW

ILLEGAL = 0xFFFF        # in the generator's 16-bit values (files of width 1 store 255)
NOLOSS = 0xFFFF         # pending: an exchange leads to a draw, so the position is no loss
BIG = 1 << 30
MAX_MOVES = 128

# stats slots the passes count in
S_CHANGED, S_BAD, S_FIRST_BAD, S_MAXPEND, S_LEGAL = 0, 1, 2, 3, 4
N_STATS = 8


@jit
def group_index(slots: Ints, lay: Ints, lo: int, g: int, skip: int, flip: int, mir: int) -> int:
    """The number of group g's pieces in the index (their places in the group's square set, by the
    combinatorial number system), piece `skip` left out, the board turned (`flip`) and mirrored (`mir`)
    as the view asks; -1 if a piece is off its squares or two share one."""
    base = lo + L_GROUP + g * GW
    tcount = lay[base + G_TCOUNT]
    setid = lay[base + G_SET]
    first = lay[base + G_FIRST]
    l0 = -1
    l1 = -1
    l2 = -1
    n = 0
    for j in range(lay[base + G_PCOUNT]):
        i = first + j
        if i == skip:
            continue
        sq = slots[i]
        if flip:
            sq = FLIP[sq]
        if mir:
            sq = MIRROR[sq]
        loc = SET_LOCAL[setid * 90 + sq]
        if loc < 0:
            return -1
        if n == 0:
            l0 = loc
        elif n == 1:
            if loc < l0:
                l1 = l0
                l0 = loc
            else:
                l1 = loc
        else:
            if loc < l0:
                l2 = l1
                l1 = l0
                l0 = loc
            elif loc < l1:
                l2 = l1
                l1 = loc
            else:
                l2 = loc
        n += 1
    if tcount == 1:
        return l0
    if tcount == 2:
        if l0 == l1:
            return -1
        return BINOM[l1 * 4 + 2] + l0
    if l0 == l1 or l1 == l2:
        return -1
    return BINOM[l2 * 4 + 3] + BINOM[l1 * 4 + 2] + l0


@jit
def oriented_index(slots: Ints, side: int, lay: Ints, lo: int, skip: int, mir: int) -> int:
    """The index of the position in the layout's table, mirrored (files a-i to i-a) if `mir`; piece
    `skip` (-1: none) is left out. -1 if a piece stands outside its square set or two share a square."""
    flip = lay[lo + L_FLIP]
    if flip:
        rk = FLIP[slots[1]]
        bk = FLIP[slots[0]]
        s = 1 - side
    else:
        rk = slots[0]
        bk = slots[1]
        s = side
    if mir:
        rk = MIRROR[rk]
        bk = MIRROR[bk]
    kp = KP_INDEX[rk * 90 + bk]
    if kp < 0:
        return -1
    idx = s * lay[lo + L_HALF] + kp * lay[lo + L_KPSTRIDE]
    for g in range(lay[lo + L_NGROUPS]):
        if lay[lo + L_GROUP + g * GW + G_TCOUNT] == 0:
            continue
        gi = group_index(slots, lay, lo, g, skip, flip, mir)
        if gi < 0:
            return -1
        idx += lay[lo + L_GROUP + g * GW + G_STRIDE] * gi
    return idx


@jit
def index_of(slots: Ints, side: int, lay: Ints, lo: int, skip: int) -> int:
    """The index of the position (`side` to move) in the layout's table: the mirror image is taken when
    Red's king is on files f-i (or on e with Black's on f-i); with both kings on the e-file, the smaller
    of the two indices. -1 if the position cannot be indexed (a piece off its squares)."""
    if lay[lo + L_FLIP]:
        rf = FILE[FLIP[slots[1]]]
        bf = FILE[FLIP[slots[0]]]
    else:
        rf = FILE[slots[0]]
        bf = FILE[slots[1]]
    if rf == 4 and bf == 4:
        a = oriented_index(slots, side, lay, lo, skip, 0)
        b = oriented_index(slots, side, lay, lo, skip, 1)
        return a if a < b else b
    return oriented_index(slots, side, lay, lo, skip, 1 if rf > 4 or (rf == 4 and bf > 4) else 0)


@jit
def decode(idx: int, lay: Ints, slots: Ints, board: Ints) -> int:
    """Set up the position of an index of the layout's own table (no view: lo 0); returns the side to
    move, or -1 if two pieces would share a square. `board` must hold the pieces of `slots` (or be
    empty with every slot -1), as decode and the moves leave them."""
    nslots = lay[L_NSLOTS]
    for i in range(nslots):
        if slots[i] >= 0:
            board[slots[i]] = 0
    half = lay[L_HALF]
    side = idx // half
    r = idx - side * half
    kps = lay[L_KPSTRIDE]
    kp = r // kps
    r -= kp * kps
    slots[0] = KP_RED[kp]
    slots[1] = KP_BLACK[kp]
    board[slots[0]] = 1
    board[slots[1]] = 2
    for g in range(lay[L_NGROUPS]):
        base = L_GROUP + g * GW
        stride = lay[base + G_STRIDE]
        gi = r // stride
        r -= gi * stride
        count = lay[base + G_PCOUNT]
        setid = lay[base + G_SET]
        first = lay[base + G_FIRST]
        for j in range(count - 1, -1, -1):        # the largest place first
            k = j + 1
            if k == 1:
                loc = gi
            else:
                loc = k - 1
                while BINOM[(loc + 1) * 4 + k] <= gi:
                    loc += 1
            gi -= BINOM[loc * 4 + k]
            sq = SET_SQ[setid * 91 + loc]
            if board[sq] != 0:          # two pieces on one square: no position (the board left empty)
                for s in range(90):
                    board[s] = 0
                for i in range(nslots):
                    slots[i] = -1
                return -1
            board[sq] = first + j + 1
            slots[first + j] = sq
    return side


@jit
def attacked(board: Ints, slots: Ints, lay: Ints, k: int, by: int) -> bool:
    """True if a piece of colour `by` attacks square k: a rook, horse, cannon or pawn by its move, the
    king along an open file (the kings may not face each other). Advisors and elephants never reach
    the other palace."""
    for a in range(lay[L_ATT + by * AW]):
        i = lay[L_ATT + by * AW + 1 + a]
        s = slots[i]
        if s < 0:
            continue
        kind = lay[L_SLOT + SW * i + 1]
        if kind == ROOK or kind == CANNON or kind == KING:
            d = DIR[s * 90 + k]
            if d < 0 or (kind == KING and FILE[s] != FILE[k]):
                continue
            between = 0
            base = (s * 4 + d) * W_RAY
            j = 0
            while True:
                q = RAY[base + j]
                if q == k:
                    break
                if board[q] != 0:
                    between += 1
                j += 1
            if kind == CANNON:
                if between == 1:
                    return True
            elif between == 0:
                return True
        elif kind == HORSE:
            for j in range(W_HORSE - 1):
                t = HORSE_TO[s * W_HORSE + j]
                if t < 0:
                    break
                if t == k and board[HORSE_LEG[s * W_HORSE + j]] == 0:
                    return True
        elif kind == PAWN:
            for j in range(W_PAWN - 1):
                t = PAWN_TO[(by * 90 + s) * W_PAWN + j]
                if t < 0:
                    break
                if t == k:
                    return True
    return False


@jit
def _target_ok(board: Ints, lay: Ints, t: int, side: int) -> bool:
    q = board[t]
    return q == 0 or lay[L_SLOT + SW * (q - 1)] != side


@jit
def gen_moves(board: Ints, slots: Ints, lay: Ints, side: int, mv_slot: Ints, mv_to: Ints) -> int:
    """The pseudo-legal moves of `side` (king safety not tested) as piece numbers and target squares;
    returns how many."""
    n = 0
    for i in range(lay[L_NSLOTS]):
        f = slots[i]
        if f < 0 or lay[L_SLOT + SW * i] != side:
            continue
        kind = lay[L_SLOT + SW * i + 1]
        if kind == ROOK or kind == CANNON:
            for d in range(4):
                base = (f * 4 + d) * W_RAY
                screen = False
                for j in range(W_RAY - 1):
                    t = RAY[base + j]
                    if t < 0:
                        break
                    q = board[t]
                    if not screen:
                        if q == 0:
                            mv_slot[n] = i
                            mv_to[n] = t
                            n += 1
                        elif kind == ROOK:
                            if lay[L_SLOT + SW * (q - 1)] != side:
                                mv_slot[n] = i
                                mv_to[n] = t
                                n += 1
                            break
                        else:
                            screen = True
                    elif q != 0:
                        if lay[L_SLOT + SW * (q - 1)] != side:
                            mv_slot[n] = i
                            mv_to[n] = t
                            n += 1
                        break
        elif kind == HORSE:
            for j in range(W_HORSE - 1):
                t = HORSE_TO[f * W_HORSE + j]
                if t < 0:
                    break
                if board[HORSE_LEG[f * W_HORSE + j]] == 0 and _target_ok(board, lay, t, side):
                    mv_slot[n] = i
                    mv_to[n] = t
                    n += 1
        elif kind == PAWN:
            for j in range(W_PAWN - 1):
                t = PAWN_TO[(side * 90 + f) * W_PAWN + j]
                if t < 0:
                    break
                if _target_ok(board, lay, t, side):
                    mv_slot[n] = i
                    mv_to[n] = t
                    n += 1
        elif kind == ELEPHANT:
            for j in range(W_STEP - 1):
                t = ELEPHANT_TO[(side * 90 + f) * W_STEP + j]
                if t < 0:
                    break
                if board[ELEPHANT_EYE[(side * 90 + f) * W_STEP + j]] == 0 and _target_ok(board, lay, t, side):
                    mv_slot[n] = i
                    mv_to[n] = t
                    n += 1
        else:
            for j in range(W_STEP - 1):
                if kind == ADVISOR:
                    t = ADVISOR_TO[(side * 90 + f) * W_STEP + j]
                else:
                    t = KING_TO[(side * 90 + f) * W_STEP + j]
                if t < 0:
                    break
                if _target_ok(board, lay, t, side):
                    mv_slot[n] = i
                    mv_to[n] = t
                    n += 1
    return n


@jit
def cannot_expose(slots: Ints, side: int, i: int, t: int, check: bool) -> bool:
    """True if piece i's move to t surely leaves its king (side's) out of check, without playing it:
    the king is not in check now, the piece is not the king, leaves no line of the king (a rook's,
    cannon's or king's line it could open, a cannon's screen it could take away) nor a diagonal
    neighbour (a horse's leg), and lands on no line of the king (a new screen for a cannon)."""
    if check or i == side:
        return False
    k = slots[side] * 90
    return DIR[k + slots[i]] < 0 and DIR[k + t] < 0 and NEAR[k + slots[i]] == 0


@jit
def make(board: Ints, slots: Ints, i: int, t: int) -> int:
    """Move piece i to t; returns the number of the piece taken there, or -1."""
    c = board[t] - 1
    if c >= 0:
        slots[c] = -1
    board[slots[i]] = 0
    board[t] = i + 1
    slots[i] = t
    return c


@jit
def unmake(board: Ints, slots: Ints, i: int, f: int, c: int) -> None:
    """Take back piece i's move from f (c: the piece it took, or -1)."""
    t = slots[i]
    board[f] = i + 1
    slots[i] = f
    if c >= 0:
        board[t] = c + 1
        slots[c] = t
    else:
        board[t] = 0


@jit
def legal_position(idx: int, lay: Ints, slots: Ints, board: Ints) -> int:
    """Decode an index of the layout's own table; the side to move if it is a legal position (the side
    not to move not in check, kings not facing) indexed here and not the mirror twin of another index,
    else -1."""
    side = decode(idx, lay, slots, board)
    if side < 0:
        return -1
    if attacked(board, slots, lay, slots[1 - side], side):
        return -1
    # decode gives the pair of kings as the index holds it; only with both on the e-file may the
    # mirror image have the smaller index
    if FILE[slots[0]] == 4 and FILE[slots[1]] == 4 and index_of(slots, side, lay, 0, -1) != idx:
        return -1
    return side


@jit
def _value_after(slots: Ints, o: int, lay: Ints, values: Ints, c: int, views: Ints, slot_view: Ints, subvals: Ints,
                 slot_suboff: Ints) -> int:
    """The value (for `o`, to move) of the position after a move: in this table, or after an exchange
    (c: the piece taken) in the table it leads to."""
    if c < 0:
        return values[index_of(slots, o, lay, 0, -1)]
    sub = index_of(slots, o, views, slot_view[c], c)
    return subvals[slot_suboff[c] + sub]


@jit
def init_range(start: int, end: int, lay: Ints, values: Ints, counts: Ints, pend: Ints, views: Ints, slot_view: Ints,
               subvals: Ints, slot_suboff: Ints, board: Ints, slots: Ints, mv_slot: Ints, mv_to: Ints,
               seen: Ints, stats: Ints) -> None:
    """The first pass over indices [start, end): illegal indices marked, mates and stalemates found
    (loss in 0), exchanges valued from the tables they lead to (pend: the pending distance they give),
    and the moves that stay in this table counted (counts, the distinct positions they lead to)."""
    for idx in range(start, end):
        side = legal_position(idx, lay, slots, board)
        if side < 0:
            values[idx] = ILLEGAL
            continue
        stats[S_LEGAL] += 1
        o = 1 - side
        sym = FILE[slots[0]] == 4 and FILE[slots[1]] == 4
        check = attacked(board, slots, lay, slots[side], o)
        n = gen_moves(board, slots, lay, side, mv_slot, mv_to)
        legal = 0
        count = 0
        nseen = 0
        cw = BIG
        cl = 0
        cd = False
        for m in range(n):
            i = mv_slot[m]
            if not sym and board[mv_to[m]] == 0 and cannot_expose(slots, side, i, mv_to[m], check):
                legal += 1              # a quiet move, surely legal, to a position no other move reaches
                count += 1
                continue
            f = slots[i]
            c = make(board, slots, i, mv_to[m])
            if not attacked(board, slots, lay, slots[side], o):
                legal += 1
                if c >= 0:
                    v = subvals[slot_suboff[c] + index_of(slots, o, views, slot_view[c], c)]
                    if v == 0:
                        cd = True
                    elif v == ILLEGAL:
                        stats[S_BAD] += 1
                        stats[S_FIRST_BAD] = idx
                    else:
                        dist = v - 1
                        if dist % 2 == 0:
                            if dist + 1 < cw:
                                cw = dist + 1
                        elif dist + 1 > cl:
                            cl = dist + 1
                elif sym:
                    q = index_of(slots, o, lay, 0, -1)
                    new = True
                    for k in range(nseen):
                        if seen[k] == q:
                            new = False
                            break
                    if new:
                        seen[nseen] = q
                        nseen += 1
                        count += 1
                else:
                    count += 1
            unmake(board, slots, i, f, c)
        if legal == 0:
            values[idx] = 1
            continue
        counts[idx] = count
        if cw < BIG:
            pend[idx] = cw
        elif cd:
            pend[idx] = NOLOSS
        else:
            pend[idx] = cl
        if pend[idx] != NOLOSS and pend[idx] > stats[S_MAXPEND]:
            stats[S_MAXPEND] = pend[idx]


@jit
def _reach(q: int, win: bool, newv: int, values: Ints, counts: Ints, pend: Ints, d: int, stats: Ints) -> None:
    """A predecessor q of a position just decided: a win now if that position is lost; else one
    move fewer to look at, and lost when none is left (unless an exchange draws or wins)."""
    if values[q] != 0:
        return
    if win:
        values[q] = newv
        stats[S_CHANGED] += 1
        return
    counts[q] -= 1
    if counts[q] == 0:
        p = pend[q]
        if p != NOLOSS and p % 2 == 0 and p <= d:
            values[q] = newv
            stats[S_CHANGED] += 1


@jit
def retro_range(start: int, end: int, d: int, lay: Ints, values: Ints, counts: Ints, pend: Ints, board: Ints,
                slots: Ints, seen: Ints, stats: Ints) -> None:
    """Step d over indices [start, end): positions decided at distance d (odd d: wins, even d: losses)
    from those decided at d - 1 (by unmoves: every predecessor in this table) and from pending exchanges."""
    target = d
    newv = d + 1
    win = d % 2 == 1
    for idx in range(start, end):
        v = values[idx]
        if v == 0:
            if pend[idx] == d and (win or counts[idx] == 0):
                values[idx] = newv
                stats[S_CHANGED] += 1
            continue
        if v != target:
            continue
        side = decode(idx, lay, slots, board)
        o = 1 - side
        sym = FILE[slots[0]] == 4 and FILE[slots[1]] == 4
        check = attacked(board, slots, lay, slots[side], o)
        kk = slots[side] * 90
        nseen = 0
        for i in range(lay[L_NSLOTS]):
            if lay[L_SLOT + SW * i] != o:
                continue
            t = slots[i]
            kind = lay[L_SLOT + SW * i + 1]
            # taking back a move of a piece that attacks only along lines (or never) cannot put the
            # other king in check unless it lands on one of that king's lines, leaves one (opening a
            # line), or leaves a horse's leg beside it; otherwise the unmove is tested on the board
            quiet = not check and kind != HORSE and kind != PAWN and DIR[kk + t] < 0 and NEAR[kk + t] == 0
            # where the piece may have come from (empty squares; the unmove takes nothing back)
            if kind == ROOK or kind == CANNON:
                nfrom = 4 * (W_RAY - 1)
            elif kind == HORSE:
                nfrom = W_HORSE - 1
            elif kind == PAWN:
                nfrom = W_PAWN - 1
            else:
                nfrom = W_STEP - 1
            # the index after a move of a piece other than a king, the kings off the e-file together:
            # this index with the side to move and this piece's group number changed
            g = lay[L_SLOT + SW * i + 2]
            quick = not sym and kind != KING
            if quick:
                gstride = lay[L_GROUP + g * GW + G_STRIDE]
                qbase = idx + (o - side) * lay[L_HALF] - gstride * group_index(slots, lay, 0, g, -1, 0, 0)
            blocked = 0
            for j in range(nfrom):
                if kind == ROOK or kind == CANNON:
                    dd = j // (W_RAY - 1)
                    if (blocked >> dd) & 1:
                        continue
                    f = RAY[(t * 4 + dd) * W_RAY + j % (W_RAY - 1)]
                    if f < 0:
                        blocked |= 1 << dd
                        continue
                    if board[f] != 0:
                        blocked |= 1 << dd
                        continue
                elif kind == HORSE:
                    f = HORSE_FROM[t * W_HORSE + j]
                    if f < 0:
                        break
                    if board[f] != 0 or board[HORSE_FROM_LEG[t * W_HORSE + j]] != 0:
                        continue
                elif kind == PAWN:
                    f = PAWN_FROM[(o * 90 + t) * W_PAWN + j]
                    if f < 0:
                        break
                    if board[f] != 0:
                        continue
                elif kind == ELEPHANT:
                    f = ELEPHANT_TO[(o * 90 + t) * W_STEP + j]
                    if f < 0:
                        break
                    if board[f] != 0 or board[ELEPHANT_EYE[(o * 90 + t) * W_STEP + j]] != 0:
                        continue
                elif kind == ADVISOR:
                    f = ADVISOR_TO[(o * 90 + t) * W_STEP + j]
                    if f < 0:
                        break
                    if board[f] != 0:
                        continue
                else:
                    f = KING_TO[(o * 90 + t) * W_STEP + j]
                    if f < 0:
                        break
                    if board[f] != 0:
                        continue
                board[t] = 0
                board[f] = i + 1
                slots[i] = f
                if (quiet and DIR[kk + f] < 0) or not attacked(board, slots, lay, slots[side], o):
                    if quick:
                        q = qbase + gstride * group_index(slots, lay, 0, g, -1, 0, 0)
                    else:
                        q = index_of(slots, o, lay, 0, -1)
                    new = True
                    if sym:
                        for k in range(nseen):
                            if seen[k] == q:
                                new = False
                                break
                        if new:
                            seen[nseen] = q
                            nseen += 1
                    if new:
                        _reach(q, win, newv, values, counts, pend, d, stats)
                board[f] = 0
                board[t] = i + 1
                slots[i] = t


@jit
def expected_value(idx: int, lay: Ints, values: Ints, views: Ints, slot_view: Ints, subvals: Ints, slot_suboff: Ints,
                   board: Ints, slots: Ints, mv_slot: Ints, mv_to: Ints) -> int:
    """The value an index must hold by its successors' values (forward moves only, independent of
    the unmoves): ILLEGAL for no legal position; loss in 0 without a legal move; else a win one ply
    longer than the quickest move to a lost position, a draw if some move draws, else a loss one ply
    longer than the longest win the opponent can be given. -2 if a successor is marked illegal."""
    side = legal_position(idx, lay, slots, board)
    if side < 0:
        return ILLEGAL
    o = 1 - side
    n = gen_moves(board, slots, lay, side, mv_slot, mv_to)
    legal = 0
    best_win = BIG
    worst_loss = -1
    draw = False
    bad = False
    for m in range(n):
        i = mv_slot[m]
        f = slots[i]
        c = make(board, slots, i, mv_to[m])
        if not attacked(board, slots, lay, slots[side], o):
            legal += 1
            w = _value_after(slots, o, lay, values, c, views, slot_view, subvals, slot_suboff)
            if w == ILLEGAL:
                bad = True
            elif w == 0:
                draw = True
            else:
                dist = w - 1
                if dist % 2 == 0:
                    if dist + 1 < best_win:
                        best_win = dist + 1
                elif dist + 1 > worst_loss:
                    worst_loss = dist + 1
        unmake(board, slots, i, f, c)
    if bad:
        return -2
    if legal == 0:
        return 1
    if best_win < BIG:
        return best_win + 1
    if draw:
        return 0
    return worst_loss + 1


@jit
def verify_range(start: int, end: int, lay: Ints, values: Ints, views: Ints, slot_view: Ints, subvals: Ints,
                 slot_suboff: Ints, board: Ints, slots: Ints, mv_slot: Ints, mv_to: Ints, stats: Ints) -> None:
    """Count the indices in [start, end) whose value differs from the one their successors give
    (stats[S_BAD], the first at stats[S_FIRST_BAD])."""
    for idx in range(start, end):
        e = expected_value(idx, lay, values, views, slot_view, subvals, slot_suboff, board, slots, mv_slot, mv_to)
        if e != values[idx]:
            if stats[S_BAD] == 0:
                stats[S_FIRST_BAD] = idx
            stats[S_BAD] += 1
        elif e != ILLEGAL:
            stats[S_LEGAL] += 1
