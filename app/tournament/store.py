"""A tournament on disk: the PGN file of its finished games and the state file beside it.

The state file (``GAMES.pgn.tournament.json``, rewritten atomically by app.formats.atomic) holds the
settings, the opening suite, every finished game's summary with the place of its text in the PGN, the
games stopped on their way (their moves so far, to play on from), and the text of the last game written.
Nothing is ever cut from the PGN: a game is recorded in the state file first, with its text, then
appended to the PGN and flushed to disk; a run that ends sees its last append whole in the file and
marks it written. A tournament killed at any moment resumes from the two: a game recorded but not (or
only partly) written is completed from the state's copy of its text, and the finished games are not
replayed. A PGN short of a game marked written was cut by someone else: it is a change, as below. Before
anything is written on resume, the PGN is checked against the state: it must end with the last game as
it was written (or with the start of it, a write cut short). A PGN changed otherwise is reported
(StoreError, PGN_CHANGED) and left as it is; a finished tournament's PGN is never changed. A state file
is checked whole as it is read: every field of the type and range it must have, every game a game of
this tournament with its players, once (StoreError, DAMAGED, naming the field).

PGN of a game: the usual headers (Event, Date, Round = the game's number, Red, Black, Result, Ruleset,
Termination and Rule as app.formats.game_record writes them; for adjudication and engine failures
Termination is 'adjudication', 'abandoned', 'stalled connection' or 'rules infraction'), TimeControl,
ECCO for an opening drawn by code; each engine move's comment holds its score (``[%eval 0.35]``, Red's
view, pawns) and the mover's clock after it (``[%clk 0:00:58.3]``), and for a move that came after its
time how late it was ("over its time by 0.35 s"); the opening's last move is marked "book"; a game
ended otherwise than by the rules, or lost on time, says why in a comment after its last move.
"""

from __future__ import annotations

import datetime
import errno
import json
import os
from collections.abc import Sequence
from typing import Any

from app.engines.annotate import with_eval
from app.formats import GameFileError, GameTree, dumps_pgn, read_games, read_text
from app.formats.atomic import atomic_write_bytes
from app.formats.safety import FileLock, check_regular, read_regular
from app.model.clock_comment import with_clock
from app.model.enums import Rule, RuleBook
from app.model.time_control import time_control_headers

from .config import TournamentSettings
from .errors import PgnChange, StoreError, StoreProblem
from .openings import StartLine
from .played import Ending, PartialGame, PlayedGame
from .results import GameResult
from .schedule import GameSlot
from .state_file import READ_FORMATS, STATE_FORMAT, Damaged, LastWrite, SavedTournament, check_games, read_state

STATE_SUFFIX = ".tournament.json"
LOCK_SUFFIX = ".tournament.lock"
LATE_NOTE = "over its time by {seconds:.2f} s"


def lock_path(pgn: str) -> str:
    """The lock file a run of the tournament holds (beside its state file; removed when the run ends)."""
    return pgn + LOCK_SUFFIX


def state_path(pgn: str) -> str:
    """The state file of a tournament's PGN."""
    return pgn + STATE_SUFFIX


def pgn_path(path: str) -> str:
    """The PGN of a tournament, given it or its state file."""
    return path[:-len(STATE_SUFFIX)] if path.endswith(STATE_SUFFIX) else path


def game_tree(game: PlayedGame, settings: TournamentSettings, date: datetime.date | None = None) -> GameTree:
    """The PGN record of a finished game (see the module doc)."""
    day = date or datetime.date.today()
    headers = {"Event": settings.event, "Site": "", "Date": day.strftime("%Y.%m.%d"), "Round": str(game.number),
               "Red": game.red, "Black": game.black, "Result": game.result}
    if game.opening.name and game.opening.name[:1] in "ABCDE" and len(game.opening.name) == 3:
        headers["ECCO"] = game.opening.name
    headers["Ruleset"] = settings.ruleset.value
    headers["Termination"] = game.termination
    if _cites_rule(game.rule):
        headers["Rule"] = game.rule
    if settings.time.clocked:
        headers |= time_control_headers(settings.time.control)
    else:
        headers["TimeControl"] = "-"
        headers["EngineLimit"] = str(settings.time)
    tree = GameTree(game.opening.fen, headers)
    node = tree.root
    for text in game.opening.moves:
        node = tree.add_move(node, text)
    if game.opening.moves:
        node.comment = "book"
    for i, text in enumerate(game.moves):
        node = tree.add_move(node, text)
        comment = with_eval("", game.evals[i] if i < len(game.evals) else None)
        clock = game.clocks[i] if i < len(game.clocks) else None
        late = game.late[i] if i < len(game.late) else 0.0
        if late > 0:
            comment = f"{comment} {LATE_NOTE.format(seconds=late)}".strip()
        node.comment = with_clock(comment, clock)
    why = ""
    if game.ending is not Ending.RULES:
        why = f"{game.ending.value}: {game.detail}" if game.detail else game.ending.value
    elif game.detail:                      # a loss on time that says how late the move came
        why = f"{game.termination}: {game.detail}"
    if why:
        node.comment = f"{node.comment} {why}".strip()
    return tree


def _cites_rule(rule: str) -> bool:
    """True for a rule of a rule book (not resignation, agreement or time)."""
    try:
        return Rule(rule).book is not RuleBook.NONE
    except ValueError:
        return bool(rule)


class TournamentStore:
    """The PGN and state file of one tournament (see the module doc). ``pgn`` may be given as the state
    file's name: the PGN is the name without its suffix."""

    def __init__(self, pgn: str) -> None:
        self.pgn = pgn_path(os.fspath(pgn))
        self.state = state_path(self.pgn)
        self._settings: TournamentSettings | None = None
        self._openings: tuple[StartLine, ...] = ()
        self._results: list[GameResult] = []
        self._places: dict[int, tuple[int, int]] = {}
        self._unfinished: dict[int, PartialGame] = {}
        self._start = 0
        self._size = 0
        self._last: LastWrite | None = None
        self._created_pgn = False
        self._lock: FileLock | None = None

    def exists(self) -> bool:
        """True if a tournament was saved here (a folder, device or named pipe of the state file's name is
        none: create() refuses it by name)."""
        return os.path.isfile(self.state) or (os.path.lexists(self.state) and not os.path.exists(self.state))

    # ----- a new tournament --------------------------------------------------------------------------
    def create(self, settings: TournamentSettings, openings: Sequence[StartLine]) -> None:
        """Start a new tournament here (games are appended after what the PGN holds already). The PGN
        is opened for appending first, then the state file written: OSError (naming the file) if either
        cannot be, and then nothing is left behind."""
        self._created_pgn = self._check_writable()     # first, so that an error names the PGN
        try:
            self._take_lock(required=True)
        except (OSError, StoreError):
            self._remove_created_pgn()
            raise
        if self.exists():
            self._remove_created_pgn()
            self.close()
            raise StoreError(StoreProblem.SAVED, self.pgn)
        self._settings, self._openings, self._results = settings, tuple(openings), []
        self._places, self._unfinished = {}, {}
        self._start = self._size = _size_of(self.pgn)
        self._last = None
        try:
            self._save()
        except OSError:
            self._remove_created_pgn()
            self.close()
            raise

    def _take_lock(self, required: bool) -> None:
        """Hold the tournament's lock for this run (StoreError IN_USE if another run holds it). A lock
        file that cannot be made (a read-only folder) is OSError if `required`, else no lock: such a
        tournament's files cannot be written by any run."""
        if self._lock is not None:
            return
        lock = FileLock(lock_path(self.pgn))
        try:
            taken = lock.acquire()
        except OSError:
            if required:
                raise
            return
        if not taken:
            raise StoreError(StoreProblem.IN_USE, self.pgn)
        self._lock = lock

    def close(self) -> None:
        """Let the tournament go (its lock: another run may resume it); recording needs load() again."""
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release(remove=True)

    def _check_writable(self) -> bool:
        """Open the PGN for appending (made if missing: True then); OSError naming it if it cannot be,
        such as a folder. Nothing is written to it."""
        for path in (self.pgn, self.state):
            check_regular(path)
        existed = os.path.lexists(self.pgn)
        try:
            with open(self.pgn, "ab"):
                pass
        except OSError as err:
            raise _naming(err, self.pgn) from None
        return not existed

    def _remove_created_pgn(self) -> None:
        if self._created_pgn and _size_of(self.pgn) == 0:
            try:
                os.remove(self.pgn)
            except OSError:
                pass
            self._created_pgn = False

    def discard(self) -> None:
        """Undo create() of a tournament that never played a game (it could not start): the state file
        goes, and the PGN if it was made for it and is still empty."""
        if self._results or self._unfinished:
            return
        try:
            os.remove(self.state)
        except OSError:
            pass
        self._remove_created_pgn()
        self.close()

    # ----- resuming ----------------------------------------------------------------------------------
    def load(self) -> SavedTournament:
        """The saved tournament, its state file checked whole (StoreError: UNREADABLE, NOT_STATE,
        DAMAGED naming the field; IN_USE while another run plays it, whose lock this run then holds
        until close()). Nothing is written; see reconcile()."""
        try:
            check_regular(self.state)
        except OSError as err:
            raise StoreError(StoreProblem.UNREADABLE, self.state, detail=str(err.strerror or err)) from None
        self._take_lock(required=False)
        try:
            return self._load()
        except BaseException:
            self.close()
            raise

    def _load(self) -> SavedTournament:
        try:
            raw = read_regular(self.state, MAX_STATE_BYTES)
        except OSError as err:
            if err.errno == errno.EFBIG:
                raise StoreError(StoreProblem.NOT_STATE, self.state, formats=tuple(READ_FORMATS)) from None
            raise StoreError(StoreProblem.UNREADABLE, self.state, detail=str(err.strerror or err)) from None
        not_state = StoreError(StoreProblem.NOT_STATE, self.state, formats=tuple(READ_FORMATS))
        if len(raw) > MAX_STATE_BYTES:
            raise not_state
        try:
            data = json.loads(raw.decode("utf-8"))     # a number out of range is judged by its field below
        except (ValueError, RecursionError):
            raise not_state from None
        if not isinstance(data, dict) or data.get("format") not in READ_FORMATS or isinstance(data.get("format"), bool):
            raise not_state
        try:
            saved = read_state(data)
        except Damaged as err:
            raise StoreError(StoreProblem.DAMAGED, self.state, err.field, err.detail) from None
        self._settings, self._openings = saved.settings, saved.openings
        self._results = list(saved.results)
        self._places = dict(saved.places)
        self._unfinished = {p.number: p for p in saved.unfinished}
        self._start = int(data.get("pgn_start", 0)) if saved.format >= 2 else 0
        self._size, self._last = saved.pgn_size, saved.last
        return saved

    def check(self, saved: SavedTournament, schedule: Sequence[GameSlot], names: Sequence[str]) -> None:
        """The saved games against the tournament's schedule: each finished or unfinished game one of
        its games, once, with the engines and pair the schedule gives it, an unfinished game's moves
        legal from its opening (StoreError DAMAGED naming the field)."""
        try:
            check_games(saved, schedule, names)
        except Damaged as err:
            raise StoreError(StoreProblem.DAMAGED, self.state, err.field, err.detail) from None

    def reconcile(self, finished: bool) -> None:
        """Before a resumed tournament plays: make sure the PGN holds the games the state file records
        (see the module doc). A write cut short is completed from the state's copy of the text; a PGN
        changed since is left as it is, StoreError PGN_CHANGED for a tournament with games to play (a
        finished one is only read). OSError if the PGN cannot be written."""
        try:
            check_regular(self.pgn)
        except OSError:
            if finished:                            # only read: nothing to write, nothing read from it
                return
            raise
        have = _size_of(self.pgn)
        last = self._last
        if last is not None:
            changed = self._check_last(last, have)
        elif self._results:                         # a state file of format 1
            changed = self._check_format_1(have, finished)
        else:
            changed = None
        if changed is not None:
            if finished:
                return
            raise changed
        if not finished:
            self._check_writable()

    def _check_last(self, last: LastWrite, have: int) -> StoreError | None:
        """None if the PGN ends with the last game as written (completing a write cut short), else the
        StoreError PGN_CHANGED saying how not."""
        payload = last.payload
        if (last.at <= have <= last.end and (have == last.end or not last.written)
                and _read(self.pgn, last.at, have - last.at) == payload[:have - last.at]):
            if have < last.end:                     # recorded, then killed while it was written: finish it
                _append(self.pgn, payload[have - last.at:])
            return None
        if have >= len(payload) and _read(self.pgn, have - len(payload), len(payload)) == payload:
            return None                             # changed before its last game only: nothing of ours is lost
        number = self._results[-1].number if self._results else 0
        return StoreError(StoreProblem.PGN_CHANGED, self.pgn, change=PgnChange.LAST_GAME, game=number)

    def _check_format_1(self, have: int, finished: bool) -> StoreError | None:
        """The first version's state (no copy of the last text): the PGN's recorded part must hold the
        recorded games; what lies past it may be cut only if it is the start of one of ours. None if it
        does, else the StoreError PGN_CHANGED saying how not."""
        size = self._size
        if have < size:
            return StoreError(StoreProblem.PGN_CHANGED, self.pgn, change=PgnChange.SHORTER, size=have, length=size)
        recorded = _games_in(_read(self.pgn, 0, size))
        if recorded is None or not {r.number for r in self._results} <= recorded:
            return StoreError(StoreProblem.PGN_CHANGED, self.pgn, change=PgnChange.GAMES_MISSING,
                              count=len(self._results), length=size)
        if have == size or finished:
            return None
        assert self._settings is not None
        tail = _read(self.pgn, size, have - size)
        if not _is_our_unrecorded_game(tail, _head_of_games(self._settings), size > 0,
                                       {r.number for r in self._results}):
            return StoreError(StoreProblem.PGN_CHANGED, self.pgn, change=PgnChange.FOREIGN_TAIL, size=have - size)
        with open(self.pgn, "r+b") as fh:           # the start of our own game, checked: played again
            fh.truncate(size)
            fh.flush()
            os.fsync(fh.fileno())
        return None

    # ----- recording ---------------------------------------------------------------------------------
    def add(self, game: PlayedGame) -> GameResult:
        """Record a finished game in the state file (with its text), then append it to the PGN."""
        if self._settings is None:
            raise RuntimeError("create() or load() the tournament first")
        at = _size_of(self.pgn)
        text = ("\n" if at else "") + dumps_pgn(game_tree(game, self._settings), self._settings.notation)
        last = LastWrite(at, text)
        result = GameResult.of(game)
        results = self._results + [result]
        places = {**self._places, game.number: (at, len(last.payload))}
        unfinished = {n: p for n, p in self._unfinished.items() if n != game.number}
        self._save(results, places, unfinished, last)       # first: a kill now leaves a text to complete
        self._results, self._places, self._unfinished, self._last, self._size = \
            results, places, unfinished, last, last.end
        _append(self.pgn, last.payload)
        return result

    def mark_written(self) -> None:
        """At the end of a run: the last game's append is in the PGN whole (checked), so say so in the state
        file. A resume then leaves a PGN short of it as it is (the user cut it), where it completes a
        write a kill cut short."""
        last = self._last
        if self._settings is None or last is None or last.written:
            return
        try:
            whole = _size_of(self.pgn) == last.end and _read(self.pgn, last.at, len(last.payload)) == last.payload
        except OSError:
            return
        if whole:
            written = LastWrite(last.at, last.text, True)
            try:
                self._save(last=written)
            except OSError:                         # (a full disk: without the mark, the write is checked as before)
                return
            self._last = written

    def keep_unfinished(self, games: Sequence[PartialGame]) -> None:
        """Record the games stopped on their way (replacing those recorded before)."""
        if self._settings is None:
            raise RuntimeError("create() or load() the tournament first")
        done = {r.number for r in self._results}
        unfinished = {p.number: p for p in games if p.number not in done and p.moves}
        if unfinished == self._unfinished:
            return
        self._save(unfinished=unfinished)
        self._unfinished = unfinished

    @property
    def results(self) -> list[GameResult]:
        """The finished games, in the order they finished."""
        return list(self._results)

    @property
    def unfinished(self) -> list[PartialGame]:
        """The games stopped on their way, by number."""
        return [self._unfinished[n] for n in sorted(self._unfinished)]

    def _save(self, results: list[GameResult] | None = None, places: dict[int, tuple[int, int]] | None = None,
              unfinished: dict[int, PartialGame] | None = None, last: LastWrite | None = None) -> None:
        assert self._settings is not None
        results = self._results if results is None else results
        places = self._places if places is None else places
        unfinished = self._unfinished if unfinished is None else unfinished
        last = last or self._last
        games = []
        for r in results:
            entry = r.to_dict()
            if r.number in places:
                entry["pgn"] = list(places[r.number])
            games.append(entry)
        data: dict[str, Any] = {
            "format": STATE_FORMAT, "settings": self._settings.to_dict(),
            "openings": [o.to_dict() for o in self._openings], "games": games,
            "unfinished": [unfinished[n].to_dict() for n in sorted(unfinished)],
            "pgn_start": self._start, "pgn_size": last.end if last is not None else self._size,
            "last": None if last is None else {"at": last.at, "text": last.text, "written": last.written}}
        atomic_write_bytes(self.state, json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))

    def read_game(self, number: int) -> GameTree | None:
        """The game numbered `number` as the PGN holds it (where the state file says it was written, or
        else the last game of this tournament's Event with that Round), or None."""
        place = self._places.get(number)
        event = self._settings.event if self._settings is not None else None
        if place is not None:
            found = _parse_one(_read(self.pgn, place[0], place[1]), number, event)
            if found is not None:
                return found
        try:
            trees = read_games(self.pgn)
        except (OSError, GameFileError):
            return None
        matches = [t for t in trees if t.headers.get("Round") == str(number)
                   and (event is None or t.headers.get("Event") == event)]
        return matches[-1] if matches else None


MAX_STATE_BYTES = 256 * 1024 * 1024


def _size_of(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def _read(path: str, at: int, count: int) -> bytes:
    if count <= 0:
        return b""
    try:
        with open(path, "rb") as fh:
            fh.seek(at)
            return fh.read(count)
    except OSError:
        return b""


def _append(path: str, payload: bytes) -> None:
    try:
        with open(path, "ab") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as err:
        raise _naming(err, path) from None


def _naming(err: OSError, path: str) -> OSError:
    """The error with the file's name (a failed seek or write says none: "Invalid argument" alone)."""
    if err.filename is not None:
        return err
    return type(err)(err.errno, err.strerror or str(err), path)


def _parse_one(data: bytes, number: int, event: str | None) -> GameTree | None:
    try:
        trees = read_text(data.decode("utf-8"))
    except (UnicodeDecodeError, GameFileError, ValueError):
        return None
    for tree in trees:
        if tree.headers.get("Round") == str(number) and (event is None or tree.headers.get("Event") == event):
            return tree
    return None


def _games_in(data: bytes) -> set[int] | None:
    """The Round numbers of the games in a piece of PGN (None if it cannot be read)."""
    if not data:
        return set()
    try:
        trees = read_text(data.decode("utf-8"))
    except (UnicodeDecodeError, GameFileError, ValueError):
        return None
    out = set()
    for tree in trees:
        try:
            out.add(int(tree.headers.get("Round", "")))
        except ValueError:
            continue
    return out


def _head_of_games(settings: TournamentSettings) -> str:
    """How each game the tournament writes begins: its headers up to its Event."""
    sample = PlayedGame(1, 1, "", "", StartLine(), (), None, Ending.RULES, "")
    text = dumps_pgn(game_tree(sample, settings), settings.notation)
    end = text.find("\n", text.find("[Event "))
    return text[:end + 1] if end >= 0 else text


def _is_our_unrecorded_game(tail: bytes, head_of_games: str, after_games: bool, recorded: set[int]) -> bool:
    """True if `tail` is the start (or the whole) of one game this tournament writes: its first headers
    as it writes them, no other game after it, and a Round (if it got that far) that is not recorded."""
    head = ("\n" if after_games else "") + head_of_games
    try:
        text = tail.decode("utf-8")
    except UnicodeDecodeError as err:            # cut inside a character: only its last bytes may be partial
        if err.start < len(tail) - 3:
            return False
        text = tail[:err.start].decode("utf-8")
    if len(text) <= len(head):
        return head.startswith(text)
    if not text.startswith(head) or text.count("\n[Event ") + text.startswith("[Event ") != 1:
        return False
    for line in text.splitlines():
        if line.startswith("[Round "):
            value = line[len("[Round "):].strip().rstrip("]").strip('"')
            return value.isdigit() and int(value) not in recorded
    return True


__all__ = ["TournamentStore", "SavedTournament", "StoreError", "StoreProblem", "LastWrite", "game_tree",
           "state_path", "pgn_path", "STATE_SUFFIX", "LATE_NOTE"]
