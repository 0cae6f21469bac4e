"""Endgame tablebases: win, draw or loss and distance to mate (in plies) of every position of an
endgame, made on the user's machine by retrograde analysis and read back from compressed files.

- ``probe(board) -> Probe(wdl, dtm) | None`` and ``probe_moves(board)`` (every legal move with its
  value, best first) read the tables of the chosen folder (``set_folder``; default: ``tablebases`` in
  the program's data folder); ``Tablebase(folder)`` does the same for one folder.
- ``longest_wins(folder_or_tablebase, material, count)``: a table's positions with the longest wins
  (the "Win this ending" puzzles); ``winning_tables(folder)``: the tables there with wins to find.
- ``python -m app tablebase generate|list|verify|probe`` makes, lists, checks and reads them (app.tablebase.cli).

The values are perfect play under the basic rules: checkmate and stalemate lose, the kings may not
face each other. Perpetual check and chase are ruled by the arbiter as always, never by a table: a
table's win may need a repetition the rules forbid, and its draw may be a repetition the rules decide.
"""

from .errors import TableProblem, TablebaseError
from .longest import LongestWin, longest_wins, winning_tables
from .material import Material, one_attacker, parse_name
from .probing import (MoveValue, Probe, Tablebase, Wdl, chosen_folder, describe, probe, probe_moves,
                      set_folder)

__all__ = ["probe", "probe_moves", "Probe", "Wdl", "MoveValue", "Tablebase", "set_folder", "chosen_folder", "describe",
           "TablebaseError", "TableProblem", "Material", "parse_name", "one_attacker",
           "LongestWin", "longest_wins", "winning_tables"]
