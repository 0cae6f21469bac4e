"""Opening names by ECCO code (中国象棋开局分类编码, A00-E99), pure Python (depends on app.model only).

    classify(["h2e2", "h9g7", "h0g2", "i9h9", ...])   # Opening(code='C..', name='中炮...', variation=...)
    classify(moves, fen=handicap_fen)                 # None: the scheme classifies standard starts only
    tracker = OpeningTracker(); tracker.push("h2e2")  # Opening('B00', '中炮局'): the opening so far
    opening("C84").english()                          # 'Central Cannon River-Patrol Cannon vs Screen Horses: ...'
    find_codes("屏風馬") / find_codes("C70-C79")       # codes by name (either script, English) or range

The classifier is a forest of decision trees over a game's first 15 plies, grown by tools/make_ecco.py
from the ECCO tags of the CCPD master games (resources/openings, CC BY 4.0); model.py and learn.py say
how, ``python -m app.bench openings`` measures its agreement with tags it never saw and its speed.
"""

from .classify import OpeningTracker, classify, classify_prefix, is_standard_start, shipped_forest
from .glossary import english, simplified, traditional
from .model import PLIES, Forest
from .names import Opening, all_openings, code_range, find_codes, opening

__all__ = ["Opening", "OpeningTracker", "classify", "classify_prefix", "is_standard_start", "opening",
           "all_openings", "find_codes", "code_range", "english", "traditional", "simplified", "Forest",
           "PLIES", "shipped_forest"]
