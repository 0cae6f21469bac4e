"""Opening names by ECCO code (中国象棋开局分类编码, A00-E99), pure Python (depends on app.model only).

    classify(["h2e2", "h9g7", "h0g2", "i9h9", ...])   # Opening(code='C..', name='中炮...', variation=...)
    classify(moves, fen=handicap_fen)                 # None: the scheme classifies standard starts only
    tracker = OpeningTracker(); tracker.push("h2e2")  # Opening('B00', '中炮局'): the moves so far
    opening("C84").english()                          # 'Central Cannon River-Patrol Cannon vs Screen Horses: ...'
    find_codes("屏風馬") / find_codes("C70-C79")       # codes by name (either script, English) or range

The classifier is the scheme's rules: each code's defining moves and the order rules that choose between
codes (resources/openings/ecco-rules.txt, read by rules.py on first use); ``python -m app.bench openings
--ccpd`` measures its agreement with the [ECCO] tags of master games from years the rules were never
checked against, and its speed.
"""

from .classify import (PLIES, OpeningTracker, classify, classify_prefix, defining_moves, is_standard_start,
                       parent_code)
from .glossary import english, simplified, traditional
from .names import Opening, all_openings, code_range, find_codes, opening
from .rules import Rules, rules_version, shipped_rules

__all__ = ["Opening", "OpeningTracker", "classify", "classify_prefix", "defining_moves", "parent_code",
           "is_standard_start", "opening",
           "all_openings", "find_codes", "code_range", "english", "traditional", "simplified", "PLIES", "Rules",
           "rules_version", "shipped_rules"]
