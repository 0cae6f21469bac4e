"""Every sentence the program says about the game, made in one place with Qt's translation mechanism."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.model import Outcome, Termination
from app.model.touch import TouchRule


def tr(text: str) -> str:
    """Translate a source text in the 'texts' context."""
    return QCoreApplication.translate("texts", text)


def side_name(color: str | None) -> str:
    """'Red' or 'Black', translated."""
    return tr("Red") if color == "red" else tr("Black")


def kind_name(kind: str | None) -> str:
    """A piece kind, translated ('rook', 'horse', ...)."""
    names = {"king": tr("king"), "advisor": tr("advisor"), "elephant": tr("elephant"),
             "horse": tr("horse"), "rook": tr("rook"), "cannon": tr("cannon"), "pawn": tr("pawn")}
    return names.get(kind or "", kind or "?")


def pieces_phrase(kinds: tuple[str, ...]) -> str:
    """'one rook', 'two rooks', 'a rook and a cannon'."""
    if not kinds:
        return tr("its pieces")
    if len(kinds) == 1:
        return tr("one %1").replace("%1", kind_name(kinds[0]))
    if len(set(kinds)) == 1:
        count = {2: tr("two"), 3: tr("three")}.get(len(kinds), str(len(kinds)))
        return tr("%1 %2s").replace("%1", count).replace("%2", kind_name(kinds[0]))
    names = [kind_name(k) for k in kinds]
    return tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])


def rule_label(outcome: Outcome) -> str:
    """The rule as a player reads it: 'CXQ perpetual check, rule A4', 'Asian Rules, rule 15'."""
    rule = outcome.rule
    if rule.startswith("CXQ-"):
        what = {Termination.PERPETUAL_CHECK: tr("CXQ perpetual check"),
                Termination.PERPETUAL_CHASE: tr("CXQ perpetual chase"),
                Termination.MUTUAL_PERPETUAL: tr("CXQ mutual perpetual"),
                Termination.MOVES_RULE: tr("CXQ moves rule"),
                Termination.EFFECTIVE_RULE: tr("CXQ effective moves rule"),
                Termination.PROGRESS_RULE: tr("CXQ progress rule")}.get(outcome.termination, tr("CXQ rules"))
        return tr("%1, rule %2").replace("%1", what).replace("%2", rule[4:])
    if rule.startswith("AR-"):
        number = rule[3:]
        if number.startswith("G"):
            return tr("Asian Rules, general rule %1").replace("%1", number[1:])
        if number.startswith("P"):
            return tr("Asian Rules, principle %1").replace("%1", number[1:])
        return tr("Asian Rules, rule %1").replace("%1", number)
    return tr("casual rules")


def outcome_title(outcome: Outcome) -> str:
    """'Red wins', 'Black wins' or 'Draw'."""
    if outcome.winner is None:
        return tr("Draw")
    return tr("%1 wins").replace("%1", side_name(outcome.winner))


def outcome_reason(outcome: Outcome) -> str:
    """One sentence saying why the game ended."""
    t = outcome.termination
    culprit = side_name(outcome.culprit)
    loser = side_name("black" if outcome.winner == "red" else "red")
    n = str(outcome.count)
    pieces = pieces_phrase(outcome.pieces)
    if t == Termination.CHECKMATE:
        return tr("%1 is checkmated").replace("%1", loser)
    if t == Termination.STALEMATE:
        return tr("%1 has no legal move, and stalemate loses").replace("%1", loser)
    if t == Termination.PERPETUAL_CHECK:
        if outcome.rule == "CXQ-A3":
            return tr("%1 kept checking while the other side kept chasing; the checker loses").replace("%1", culprit)
        if outcome.ruleset == "asian":
            return tr("%1 checked on every move of a position repeated %2 times").replace("%1", culprit).replace("%2", n)
        return tr("%1 checked %2 times in a row with %3").replace("%1", culprit).replace("%2", n).replace("%3", pieces)
    if t == Termination.PERPETUAL_CHASE:
        target = tr("the %1 %2").replace("%1", side_name("black" if outcome.culprit == "red" else "red").lower()) \
            .replace("%2", kind_name(outcome.chased_kind))
        if outcome.ruleset == "asian":
            return tr("%1 chased %2 on every move with %3").replace("%1", culprit).replace("%2", target) \
                .replace("%3", pieces)
        return tr("%1 chased %2 %3 times in a row with %4").replace("%1", culprit).replace("%2", target) \
            .replace("%3", n).replace("%4", pieces)
    if t == Termination.MUTUAL_PERPETUAL:
        return tr("both sides check or chase perpetually")
    if t == Termination.REPETITION_DRAW:
        return tr("the same position occurred %1 times with no violation").replace("%1", n)
    if t == Termination.MOVES_RULE:
        return tr("each side has made 300 moves")
    if t == Termination.EFFECTIVE_RULE:
        return tr("each side has made 120 moves that neither check or chase nor answer one")
    if t == Termination.PROGRESS_RULE:
        return tr("each side has made 30 moves since the last capture or crossed-pawn advance")
    if t == Termination.RESIGNATION:
        return tr("%1 resigned").replace("%1", loser)
    if t == Termination.TIME_FORFEIT:
        return time_forfeit_reason(outcome)
    return tr("the players agreed")


def outcome_sentence(outcome: Outcome) -> str:
    """'Black wins: Red checked 7 times in a row with one rook (CXQ perpetual check, rule A4)'."""
    sentence = f"{outcome_title(outcome)}: {outcome_reason(outcome)}"
    if outcome.termination in (Termination.RESIGNATION, Termination.AGREEMENT, Termination.TIME_FORFEIT):
        return sentence
    if outcome.termination in (Termination.CHECKMATE, Termination.STALEMATE):
        return sentence
    return f"{sentence} ({rule_label(outcome)})"


def violation_warning(outcome: Outcome) -> str:
    """The question asked before a move that the Asian Rules would rule against."""
    if outcome.termination == Termination.PERPETUAL_CHASE:
        what = tr("This repeats a perpetual chase of the %1 %2").replace(
            "%1", side_name("black" if outcome.culprit == "red" else "red").lower()).replace(
            "%2", kind_name(outcome.chased_kind))
    elif outcome.termination == Termination.PERPETUAL_CHECK:
        what = tr("This repeats a perpetual check")
    else:
        what = outcome_reason(outcome)
    return tr("%1; under the Asian Rules you must change. Play it anyway?").replace("%1", what)


# The model explains illegal moves in English (IllegalMoveError); these patterns turn its reasons
# into translatable templates (%1.. are the captured squares, sides and piece kinds).
_REASONS = [
    (r"a move must change square", "a move must change square"),
    (r"there is no piece at (\w\d)", "there is no piece at %1"),
    (r"the piece at (\w\d) is (red|black)'s; it is (red|black)'s turn", "the piece at %1 is %2's; it is %3's turn"),
    (r"that is (red|black)'s (\w+); it is (red|black)'s turn", "that is %1's %2; it is %3's turn"),
    (r"cannot capture your own piece at (\w\d)", "cannot capture your own piece at %1"),
    (r"the king moves one point along a rank or file", "the king moves one point along a rank or file"),
    (r"the (king|advisor) must stay in the palace", "the %1 must stay in the palace"),
    (r"the advisor moves one point diagonally", "the advisor moves one point diagonally"),
    (r"the elephant moves exactly two points diagonally", "the elephant moves exactly two points diagonally"),
    (r"the elephant cannot cross the river", "the elephant cannot cross the river"),
    (r"the elephant's eye is blocked at (\w\d)", "the elephant's eye is blocked at %1"),
    (r"the horse moves one point orthogonally then one diagonally",
     "the horse moves one point orthogonally then one diagonally"),
    (r"the horse is blocked at (\w\d).*", "the horse is blocked at %1"),
    (r"the (rook|cannon) moves along a rank or file", "the %1 moves along a rank or file"),
    (r"the (rook|cannon) is blocked at (\w\d)", "the %1 is blocked at %2"),
    (r"the cannon captures by jumping exactly one piece \(there are (\d+)\)",
     "the cannon captures by jumping exactly one piece (there are %1)"),
    (r"a pawn never moves backwards", "a pawn never moves backwards"),
    (r"a pawn moves sideways only after crossing the river", "a pawn moves sideways only after crossing the river"),
    (r"a pawn moves one point forward.*", "a pawn moves one point forward (or sideways after crossing the river)"),
    (r"kings would face each other", "kings would face each other"),
    (r"leaves the king in check", "leaves the king in check"),
]


def illegal_reason(reason: object) -> str:
    """The model's reason for an illegal move (the error itself, or its sentence), in the UI language."""
    import re
    if not isinstance(reason, str):
        if getattr(reason, "reason", None) == "wrong-turn" and getattr(reason, "kind", None):
            reason = f"that is {reason.color}'s {reason.kind}; it is {reason.turn}'s turn"  # type: ignore[attr-defined]
        elif hasattr(reason, "sentence"):
            reason = reason.sentence()
        else:
            text = str(reason)
            reason = text.partition(": ")[2] or text
    for pattern, template in _REASONS:
        match = re.fullmatch(pattern, reason)
        if match is None:
            continue
        text = tr(template)
        for i, value in enumerate(match.groups(), 1):
            if value in ("red", "black"):
                value = side_name(value)
            elif value in ("king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"):
                value = kind_name(value)
            text = text.replace(f"%{i}", value)
        return text
    return reason


def touch_message(rule: TouchRule, name_of) -> str:
    """What the touch-move rule requires now; `name_of(square)` names a piece ('the red horse')."""
    own = name_of(rule.own) if rule.own is not None else ""
    enemy = name_of(rule.enemy) if rule.enemy is not None else ""
    if rule.foul:
        if rule.case == "a":
            return tr("Technical foul: you touched %1, which cannot move (touch-move rule a)").replace("%1", own)
        if rule.case == "b":
            return tr("Technical foul: you touched %1, which nothing can capture (touch-move rule b)").replace("%1", enemy)
        return tr("Technical foul: no move satisfies the touch-move rule (case %1)").replace("%1", rule.case)
    messages = {
        "a": tr("You touched %1: it must move (touch-move rule a)"),
        "b": tr("You touched %2: you must capture it (touch-move rule b)"),
        "c-1": tr("You touched %1 then %2: %1 must capture it (touch-move rule c-1)"),
        "c-2": tr("%1 cannot capture %2, so %1 must move (touch-move rule c-2)"),
        "c-3": tr("%1 cannot move, so another piece must capture %2 (touch-move rule c-3)"),
        "d-1": tr("You touched %2 then %1: %1 must capture it (touch-move rule d-1)"),
        "d-2": tr("%1 cannot capture %2, so another piece must (touch-move rule d-2)"),
        "d-3": tr("Nothing can capture %2, so %1 must move (touch-move rule d-3)"),
    }
    return messages.get(rule.case, "").replace("%1", own).replace("%2", enemy)


def time_forfeit_reason(outcome: Outcome) -> str:
    """'Red ran out of time' (or '..., but Black cannot mate: draw')."""
    loser = side_name(outcome.culprit)
    if outcome.winner is None:
        return tr("%1 ran out of time, but %2 cannot mate: draw").replace("%1", loser).replace(
            "%2", side_name("black" if outcome.culprit == "red" else "red"))
    return tr("%1 ran out of time").replace("%1", loser)


def computer_resigned(color: str) -> str:
    """Status line when a computer resigns a hopeless position."""
    return tr("The computer (%1) resigned a hopeless position").replace("%1", side_name(color))


def draw_odds_match(receiver: str) -> str:
    """The match result of a drawn game played with draw odds (让先)."""
    return tr("Draw odds: the draw counts as a win for %1").replace("%1", side_name(receiver))
