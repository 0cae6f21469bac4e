"""Words of the endgame tables: Settings ▸ Tablebases and the endgame panel (the 'tablebase' context).

Values come in as numbers and kinds (a win/draw/loss as +1/0/-1 with the plies to mate, a table's
problem as its TableProblem value) and leave as sentences in the UI's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .plain_text import isolated


def tr(text: str) -> str:
    """Translate in the 'tablebase' context."""
    return QCoreApplication.translate("tablebase", text)


def rules_note() -> str:
    """What a table's value means, shown wherever values are."""
    return tr("Perfect play under the basic rules; perpetual check and chase are ruled by the arbiter as always.")


def moves_to_mate(dtm: int) -> int:
    """The moves of the winning side to the mate, from a table's plies to mate: what the engine's
    'mate in 5' and the puzzles count (a win in 9 plies is the mate at the winner's fifth move; a loss
    in 10 plies, at the opponent's fifth)."""
    return (dtm + 1) // 2


def value_words(wdl: int, dtm: int | None) -> str:
    """A value for the side it belongs to: 'Win in 12', 'Draw', 'Loss in 6' (`dtm` in plies, said in
    moves to mate)."""
    if wdl == 0 or dtm is None:
        return tr("Draw")
    if wdl > 0:
        return tr("Win in %1").replace("%1", str(moves_to_mate(dtm)))
    if dtm == 0:
        return tr("Lost")
    return tr("Loss in %1").replace("%1", str(moves_to_mate(dtm)))


def position_words(red_to_move: bool, wdl: int, dtm: int | None) -> str:
    """The position's value for the side to move: 'Red to move: win in 12' (in moves to mate)."""
    if wdl == 0 or dtm is None:
        words = tr("draw")
    elif wdl > 0:
        words = tr("win in %1").replace("%1", str(moves_to_mate(dtm)))
    elif dtm == 0:
        words = tr("no legal move: lost")
    else:
        words = tr("loss in %1").replace("%1", str(moves_to_mate(dtm)))
    side = tr("Red to move: %1") if red_to_move else tr("Black to move: %1")
    return side.replace("%1", words)


def analysis_words(wdl: int, dtm: int | None) -> str:
    """The analysis panel's line about the table: 'Tablebase: win in 12' (in moves to mate)."""
    if wdl == 0 or dtm is None:
        return tr("Tablebase: draw")
    if wdl > 0:
        return tr("Tablebase: win in %1").replace("%1", str(moves_to_mate(dtm)))
    return tr("Tablebase: loss in %1").replace("%1", str(moves_to_mate(dtm)))


def unknown_value() -> str:
    """A move into a position no table of the folder covers."""
    return tr("Not in the tables")


def best_mark() -> str:
    """The mark of the best moves in the panel's list (and its accessible name)."""
    return tr("best")


def panel_title() -> str:
    """The endgame panel's dock title."""
    return tr("Endgame tablebase")


def panel_columns() -> list[str]:
    """The panel's columns."""
    return [tr("Move"), tr("Value")]


def dtm_hint() -> str:
    """What the numbers count (the value column's tooltip)."""
    return tr("Moves to mate with best play by both sides, as the engine's mate in N: win in 5 mates at the "
              "winning side's fifth move.")


# ----- Settings ▸ Tablebases ------------------------------------------------------------------------
def dialog_title() -> str:
    """The dialog's title and the Settings menu's item."""
    return tr("Tablebases")


def menu_item() -> str:
    """Settings ▸ Tablebases…"""
    return tr("&Tablebases…")


def folder_label() -> str:
    """The folder row's label."""
    return tr("Folder:")


def default_folder_suffix() -> str:
    """Said after the folder when it is the program's own."""
    return tr("(the program's folder)")


def choose_folder() -> str:
    """The button that opens the folder chooser (and the chooser's title)."""
    return tr("Choose…")


def choose_folder_title() -> str:
    """The folder chooser's title."""
    return tr("Folder of the endgame tables")


def use_default_folder() -> str:
    """The button that goes back to the program's folder."""
    return tr("Use the program's folder")


def table_columns() -> list[str]:
    """The table list's columns."""
    return [tr("Endgame"), tr("Size"), tr("Generation time"), tr("State")]


def size_words(size: int) -> str:
    """A file size: '1.2 MB', '640 kB', '312 B'."""
    if size >= 1_000_000:
        return tr("%1 MB").replace("%1", f"{size / 1_000_000:.1f}")
    if size >= 1000:
        return tr("%1 kB").replace("%1", f"{size / 1000:.0f}")
    return tr("%1 B").replace("%1", str(size))


def seconds_words(seconds: float) -> str:
    """A generation time: '0.4 s', '3 min 12 s', '1 h 5 min'."""
    if seconds < 60:
        return tr("%1 s").replace("%1", f"{seconds:.1f}")
    minutes = int(seconds // 60)
    if minutes < 60:
        return tr("%1 min %2 s").replace("%1", str(minutes)).replace("%2", str(int(seconds % 60)))
    return tr("%1 h %2 min").replace("%1", str(minutes // 60)).replace("%2", str(minutes % 60))


def table_state(problem: str) -> str:
    """A table's state: ready, or why it cannot be used (a TableProblem value)."""
    words = {"": tr("ready"), "unreadable": tr("cannot be read"), "not-a-table": tr("not a table file"),
             "wrong-version": tr("made by another version: make it again"), "damaged": tr("damaged: make it again"),
             "truncated": tr("cut short: make it again"), "wrong-table": tr("holds another table"),
             "missing": tr("missing")}
    return words.get(problem, problem)


def left_out(name: str, problem: str) -> str:
    """A table a review went on without: its name and why (a TableProblem value)."""
    return tr("The endgame table %1 was left out: %2.").replace("%1", isolated(name)).replace(
        "%2", table_state(problem))


def tables_judged(count: int) -> str:
    """How many moves of a review the endgame tables judged (their exact value, not the engine's)."""
    return tr("The endgame tables judged %1 moves.").replace("%1", str(count))


def tables_summary(count: int, size: int) -> str:
    """Below the list: how many tables and their size."""
    if count == 0:
        return tr("No tables in this folder yet.")
    return tr("%1 tables, %2").replace("%1", str(count)).replace("%2", size_words(size))


def generate_label() -> str:
    """The generation row's label."""
    return tr("Make:")


def missing_one_attacker(count: int) -> str:
    """The choice of the one-attacker tables the folder lacks."""
    if count == 0:
        return tr("One-attacker endgames (all here)")
    if count == 1:
        return tr("One-attacker endgames (1 table missing)")
    return tr("One-attacker endgames (%1 tables missing)").replace("%1", str(count))


def two_attacker_choice(name: str, missing: int) -> str:
    """The choice of a two-attacker endgame (and how many tables it still needs)."""
    if missing == 0:
        return tr("%1 (here)").replace("%1", name)
    if missing == 1:
        return tr("%1 (1 table to make)").replace("%1", name)
    return tr("%1 (%2 tables to make)").replace("%1", name).replace("%2", str(missing))


def generate_button() -> str:
    """The button that starts a generation."""
    return tr("Generate")


def cancel_button() -> str:
    """The button that stops it."""
    return tr("Cancel")


def cost_note() -> str:
    """What making tables takes."""
    return tr("Tables are made on this computer in the background: all one-attacker tables take about "
              "an hour and a quarter of one processor and some 150–200 MB, the largest needing about 3 GB "
              "of memory while it is made.")


def making(done: int, total: int, name: str) -> str:
    """Progress: 'Making KRKA (3 of 12)'."""
    if not name:
        return tr("Starting… (1 table)") if total == 1 else tr("Starting… (%1 tables)").replace("%1", str(total))
    return tr("Making %1 (%2 of %3)").replace("%1", name).replace("%2", str(min(done + 1, total))).replace(
        "%3", str(total))


def finished_words(outcome: str, detail: str) -> str:
    """How a generation ended: 'done', 'cancelled' or 'failed' (with the generator's words)."""
    if outcome == "done":
        return tr("Done: the tables are made.")
    if outcome == "cancelled":
        return tr("Cancelled: the table under way was dropped; the finished ones are kept.")
    return tr("The tables could not be made: %1").replace("%1", detail)
