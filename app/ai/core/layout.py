"""Where the core keeps things: the scalar array ``st``, the history of positions ``hp``, the work
array ``wk`` and the transposition table ``tt`` (sizes and offsets; the core's functions take these
arrays as arguments, so that CPython and numba run the same code)."""

from __future__ import annotations

MATE = 30000
MATE_BOUND = MATE - 1000      # scores beyond this are mate scores
INF = 32000
NO_SCORE = -INF - 1           # no static evaluation at this node
NO_REP = -INF - 2             # repetition(): the position does not repeat
REP_WIN = 1500                # repetition(): a cycle ruled against the side that forced it (the
                              # search scores it as a mate at that ply)
MAX_PLY = 64

# st: the board's scalars (0-7, see board.py), then the search's.
NODES = 8           # nodes searched (each search and quiescence node counts)
STOP = 9            # set to 1 by another thread: stop as soon as possible
ABORTED = 10        # the search was stopped: its scores are not to be used
NODE_LIMIT = 11     # stop after this many nodes (0: no limit)
HN = 12             # positions in hp (the current one is HN - 1)
DRAW_RED = 13       # a repetition draw's score for Red to move
DRAW_BLACK = 14     # ... and for Black to move
PERPETUAL = 15      # perpetual check and chase lose (CXQ, Asian); 0: every repetition draws
ASIAN = 16          # a mutual chase is judged by the Asian Rules' exceptions
TT_MASK = 17        # buckets in tt - 1
TT_AGE = 18         # the search's generation, stored with its entries
SELDEPTH = 19       # the deepest ply reached
ROOT_BEST = 20      # index of the root move that beat the first in an unfinished iteration (-1: none)
ROOT_N = 21         # root moves
MULTIPV = 22        # lines searched with exact scores at the root
HASH_USED = 23      # entries written this generation (for hashfull)
TB_HITS = 24        # positions whose value the endgame tables gave (tbprobe.py)
# Feature switches and tunables (1 on; see search.py), from PARAMS.
P_NULL = 32
P_LMR = 33
P_FUTILITY = 34
P_RAZOR = 35
P_RFP = 36
P_SEE = 37
P_HISTORY = 38
P_COUNTER = 39
P_IID = 40
P_LMP = 41
P_CHECK_EXT = 42
P_QS_TT = 43
P_GRAVITY = 44
P_QS_CHECKS = 45     # the first quiescence ply tries the quiet moves that give check
ST_SIZE = 48
PARAM_NAMES = ("null", "lmr", "futility", "razor", "rfp", "see", "history", "counter", "iid", "lmp",
               "check_ext", "qs_tt", "gravity", "qs_checks")
# Off: razoring, the counter-move and internal iterative deepening did not help in self-play (the
# manual's docs/strength.md has the trials), nor did the quiescence search's quiet checks
# at a fixed time a move (they did at a fixed number of nodes).
PARAM_DEFAULTS = (1, 1, 1, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0)

# hp: per position (stride 4): key, 1 if the side to move is in check, the move that led to it (0 if
# not known), and the index of the last position after a capture (no repetition reaches before it).
HP_STRIDE = 4
HMAX = 1024

# wk: the search's tables (offsets and sizes).
EC_SIZE = 1 << 16                    # evaluation cache entries (key, positional value)
EC = 0
CC_SIZE = 1 << 12                    # judged cycles (hash, score, used)
CC = EC + 2 * EC_SIZE
HIST = CC + 3 * CC_SIZE              # history by move (from << 7 | to)
COUNTER = HIST + (90 << 7)           # the reply that refuted a move, by its piece and target
KILLERS = COUNTER + 16 * 90          # two per ply
PV = KILLERS + 2 * (MAX_PLY + 2)     # the principal variation from each ply (MAX_PLY each)
PV_LEN = PV + MAX_PLY * (MAX_PLY + 2)
STATIC = PV_LEN + MAX_PLY + 2        # static evaluation per ply
SEE_BUF = STATIC + MAX_PLY + 2       # the static exchange evaluation: swap list, squares, pieces (32 each)
ROOT = SEE_BUF + 100                 # root moves
ROOT_MAX = 160
ROOT_SCORE = ROOT + ROOT_MAX         # each root move's last score (exact only for the best lines)
ROOT_FIXED = ROOT_SCORE + ROOT_MAX   # a ruling's fixed score, or NO_SCORE
ROOT_NOISE = ROOT_FIXED + ROOT_MAX   # noise added to each root move's score (weak levels)
ROOT_PV = ROOT_NOISE + ROOT_MAX      # each root move's line (MAX_PLY each)
ROOT_PV_LEN = ROOT_PV + ROOT_MAX * MAX_PLY
ROOT_DONE = ROOT_PV_LEN + ROOT_MAX   # 1 if the root move was searched in this iteration
FRAMES = 2 * MAX_PLY + 8             # the search's stack of nodes (a same-ply search takes a frame too)
FS = 40                              # words per frame
FRAME = ROOT_DONE + ROOT_MAX
BUF_SIZE = 160 * (MAX_PLY + 8)
BUF = FRAME + FRAMES * FS            # move buffer (packed moves with their ordering keys)
WK_SIZE = BUF + BUF_SIZE

# A frame's fields (offsets from its start).
F_STATE, F_DEPTH, F_ALPHA, F_BETA, F_PLY, F_CHECK, F_NULL_OK, F_N0 = 0, 1, 2, 3, 4, 5, 6, 7
F_BEST, F_BEST_MOVE, F_OLD_ALPHA, F_STAGE, F_I, F_HI, F_NC, F_NQ = 8, 9, 10, 11, 12, 13, 14, 15
F_CHILD, F_LEGAL, F_QUIETS, F_TMOVE, F_STATIC, F_PV, F_MOVE, F_CAP = 16, 17, 18, 19, 20, 21, 22, 23
F_KEY0, F_SCORE0, F_R, F_PHASE, F_GIVES, F_KEY, F_IMPROVING, F_PRUNE = 24, 25, 26, 27, 28, 29, 30, 31
F_K1, F_K2, F_CM, F_RET, F_LMP, F_STAND, F_VICTIM, F_EVASIONS = 32, 33, 34, 35, 36, 37, 38, 39
# A frame's states: what it does next (the *_DONE states take the result of the frame above).
S_ENTER, S_MOVES, S_MOVE_DONE, S_NULL_DONE, S_RAZOR_DONE, S_IID_DONE, S_QENTER, S_QMOVES, S_QMOVE_DONE = range(9)
# What a state's step asks of the loop.
A_CONTINUE, A_PUSH, A_RETURN = 0, 1, 2

# tb: the endgame tables the search probes (tbprobe.py), int64: a scratch row for the pieces' squares
# (the tablebase kernel's slots, read from index 0), then a header, then one row per material: its
# code (material_code), the offset of its table's values in ``tv``, and the tablebase kernel's view row
# (app.tablebase.layout.view: how a position of this material, in these colours, is indexed in the
# table). tv: the tables' values, uint16 (the kernel's: 0 draw, n + 1 mate in n plies, TB_ILLEGAL).
TB_SLOTS = 0                # 16 words: the square of each piece, in the row's numbering
TB_N = 16                   # materials (rows); 0: no tables, nothing is probed
TB_MOST = 17                # the most pieces (kings too) in a material of a row
TB_ROWS = 24                # the first row
TB_LAY_W = 146              # the kernel's layout row (app.tablebase.kernel.LAY_W; a test holds them equal)
TB_CODE, TB_OFFSET, TB_LAY = 0, 1, 4
TB_ROW = TB_LAY + TB_LAY_W  # words per row
TB_MAX = 128                # rows at most
TB_SIZE = TB_ROWS + TB_MAX * TB_ROW
TB_ILLEGAL = 0xFFFF         # no position (the kernel's ILLEGAL)

# tt: buckets of TT_WAYS entries, two words each (key, data). data packs the move (bits 0-13), the
# depth (14-20), the bound (21-22), the generation (23-30), the score + 32768 (31-46) and the static
# evaluation + 32768 (47-62).
TT_WAYS = 4
EXACT, LOWER, UPPER = 1, 2, 3

# The learned evaluation (network.py): ``nn``, int64, a header then the network's wide values and the
# search's scratch; ``nw``, int16, the network's narrow values and the accumulators. Without a
# network ``nn`` is the header alone with N_ON 0 and ``nw`` one word: the search never reads them.
N_ON = 0            # 1: the search evaluates with the network
N_SET = 1           # its feature set (app.ai.nnue.FeatureSet: 1 ps, 2 king9, 3 king6m)
N_W = 2             # the accumulator's width W per view
N_H1 = 3            # the dense layers' sizes
N_H2 = 4
N_HAS_PSQT = 5      # 1: the network has a PSQT
N_MUL = 6           # the output's scale: (z * N_MUL) >> N_SHIFT
N_SHIFT = 7
N_TOP = 8           # the accumulators' stack slot of the current position
N_OUT_BIAS = 9
N_L1B = 10          # where things are in nn: the first layer's biases (H1), the second's (H2),
N_L2B = 11
N_PSQ = 12          # the PSQT by feature (F) and the PSQT sums' stack (2 per slot)
N_PSTACK = 13
W_FTW = 14          # ... and in nw: the feature weights (F x W; the biases are at 0), the layers'
W_L1 = 15           # weights (H1 x 2W, H2 x H1, H2), the accumulators' stack (2W per slot) and
W_L2 = 16           # the compiled dense layers' scratch: the first layer's input (2W), then its output (H1)
W_OUT = 17
W_ACC = 18
W_X = 19
NN_HEAD = 24
NET_QA = 127        # an accumulator value and a hidden layer's output are clipped to [0, NET_QA]
NET_SHIFT = 6       # the dense layers' weights are scaled by 2^NET_SHIFT (app.ai.nnue's QA, WEIGHT_SHIFT)
NET_SLOTS = 2 * MAX_PLY + 16    # accumulator slots: a search's plies, and moves played outside one
