"""Gate a network: an SPRT self-play match of a candidate against the network in service decides whether
it replaces it.

    python -m tools.nnue.gate CANDIDATE.nnue --current PATH [--tc movetime=100ms]
        [--sprt elo0=0 elo1=10 alpha=0.05 beta=0.05] [--max-games N] [--concurrency N] [--level master]
        [--work FOLDER] [--adjudicate RULE...] [--opening-plies N]

Both engines are the built-in engine at the same level with the same settings; the candidate evaluates
with CANDIDATE, the other with the network at PATH, or with the hand-written evaluation when PATH does
not exist (the baseline before any network is in service). The match (app.tournament) plays lines of the
shipped opening book, each once with each colour, adjudicated (by default a side both engines see 1,500
centipawns down for 6 moves each loses, a game is drawn after 200 moves), and stops when the SPRT decides
(pentanomial, on game pairs) or after ``--max-games`` games in all. Unless XIANGQI_STUDIO_ENGINE asks for
the pure core, the compiled cores the engines search with are built (or loaded from the cache) first, so
that neither side plays its first games on the pure core while the other's is compiled.

- H1 accepted (the candidate is better): PATH is replaced atomically by the candidate (a symbolic link
  at PATH is itself replaced, the file it pointed to left as it is); the network it held is kept as
  ``PATH.previous`` (a ``PATH.previous`` from an earlier promotion with other bytes is kept as
  ``PATH.previous-<its SHA-256's first 12 digits>``). Exit status 0.
- H0 accepted: nothing is replaced; exit status REJECTED (3).
- ``--max-games`` reached undecided: nothing is replaced; exit status UNDECIDED (4). Running the gate
  again with a larger ``--max-games`` plays on: the games played are kept.

Each decision (and each undecided stop) is appended to the gate log beside PATH (``PATH.gates.jsonl``,
JSON lines; a record already there for the same match and games is not written twice): the date, both
networks' paths, SHA-256 and descriptions, the level, time control, adjudication, the games and the
candidate's wins, draws and losses, its Elo with the 95% interval's half-width, the game pairs, the
SPRT's bounds and LLR, and the decision.

Files: the match is kept in ``WORK/<candidate's SHA-256, 16 digits>-vs-<current's, or 'handwritten'>/``
(WORK: ``--work``, by default ``gates`` beside PATH): a copy of each network the engines load (so that
the match is never played with another file than the one it began with), and ``match-<key>.pgn`` with
its tournament state file, ``key`` the digest of the match's settings (the engines with their networks,
level, time control, adjudication, openings, SPRT). The same command run again resumes that match (the
games finished are not replayed, a game stopped on its way is played on); another pair of networks, or
the same pair with other settings, is another match (the other one is left as it is). ``--max-games``
and ``--concurrency`` are not settings of the match: they can change between runs.

Bad input (a candidate file that is missing, a candidate or current file that is not a usable network,
with the problem named; bad --tc, --sprt, --adjudicate text) exits with 2 before anything is written or
played. A candidate identical to the network in service exits with 0 at once. Ctrl+C (or any signal
that ends the program) stops the match as ``python -m app tournament`` does: the games under way are
kept for the next run; exit status 128 + the signal (130 for Ctrl+C). A match that cannot run (its
engines fail, its files are damaged or in use by another run) exits with 1.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import math
import os
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.ai import core
from app.ai.levels import LEVEL_NAMES
from app.ai.nnue import Network, NetworkError, parse_network
from app.formats.atomic import atomic_write_bytes
from app.tournament import (Adjudication, EngineSpec, GameFinished, GameJob, OpeningError, SettingError,
                            SprtSettings, StandingsChanged, StoreError, TimeSetting, Tournament, TournamentError,
                            TournamentEvent, TournamentSettings, state_path)
from app.tournament.config import EMPTY, check_concurrency
from app.tournament.cli import RECEIVED, ending_signals, run_stoppable
from app.tournament.errors import english
from app.tournament.report import elo_text, event_line
from app.tournament.stats import Decision

PROMOTED = 0
FAILED = 1
BAD_INPUT = 2
REJECTED = 3
UNDECIDED = 4

MATCH_GAMES = 20_000                   # the games a match schedules; --max-games stops it earlier
DEFAULT_MAX_GAMES = 2_000
DEFAULT_SPRT = ("elo0=0", "elo1=10", "alpha=0.05", "beta=0.05")
DEFAULT_ADJUDICATION = ("resign=1500/6", "maxmoves=200")
OPENINGS = "book"
HANDWRITTEN = "the hand-written evaluation"
LOG_SUFFIX = ".gates.jsonl"
PREVIOUS_SUFFIX = ".previous"
CANDIDATE_NAME = "candidate"
CURRENT_NAME = "current"


class BadInput(Exception):
    """Input the gate refuses before anything is written or played (one line for the user)."""


@dataclass(frozen=True)
class NetFile:
    """A network file read and checked: its path, bytes, SHA-256 and network (data None: the
    hand-written evaluation, no file)."""

    path: str
    data: bytes | None = None
    network: Network | None = None

    @cached_property
    def sha256(self) -> str | None:
        """The file's SHA-256 (hex), None for the hand-written evaluation."""
        return None if self.data is None else hashlib.sha256(self.data).hexdigest()

    @property
    def description(self) -> str:
        """The network's description (the hand-written evaluation's name without a network)."""
        return HANDWRITTEN if self.network is None else self.network.description

    @property
    def short(self) -> str:
        """The SHA-256's first 16 digits, or 'handwritten'."""
        sha = self.sha256
        return "handwritten" if sha is None else sha[:16]


def read_network(path: str, role: str, *, missing_ok: bool = False) -> NetFile:
    """The network file at `path`, read and checked by app.ai.nnue (BadInput naming the problem); a
    missing file is the hand-written evaluation when `missing_ok`."""
    if missing_ok and not os.path.lexists(path):
        return NetFile(path)
    if os.path.isdir(path):
        raise BadInput(f"{role} {path}: a folder, not a network file")
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as err:
        raise BadInput(f"{role} {path}: {err.strerror or err}") from None
    try:
        network = parse_network(data, path)
    except NetworkError as err:
        raise BadInput(f"{role} {err} ({err.problem.value})") from None
    return NetFile(path, data, network)


# ----- the match -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Plan:
    """What a gate run plays: the two networks, the match's settings, and where its files go."""

    candidate: NetFile
    current: NetFile
    settings: TournamentSettings
    folder: Path
    max_games: int
    concurrency: int | None

    @property
    def key(self) -> str:
        """The digest of the match's settings (names its PGN)."""
        text = json.dumps(self.settings.to_dict(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]

    @property
    def pgn(self) -> Path:
        """The match's PGN (its state file beside it)."""
        return self.folder / f"match-{self.key}.pgn"

    @property
    def log(self) -> str:
        """The gate log beside the current network."""
        return self.current.path + LOG_SUFFIX


def copy_path(folder: Path, role: str, net: NetFile) -> Path:
    """Where the match's copy of a network goes."""
    return folder / f"{role}-{net.short}.nnue"


def engine_spec(level: str, name: str, network: Path | None) -> EngineSpec:
    """The built-in engine at `level`, evaluating with the network file (None: the hand-written evaluation)."""
    spec = EngineSpec.parse(f"builtin:{level}")
    options = (("EvalFile", str(network) if network is not None else EMPTY),)
    return EngineSpec(spec.command, spec.level, spec.protocol, name, options, spec.timeout, spec.args)


def plan_of(args: argparse.Namespace) -> Plan:
    """The gate the options ask for (BadInput before anything is written)."""
    try:
        time_setting = TimeSetting.parse(args.tc)
        sprt = SprtSettings.parse([w for word in (args.sprt or DEFAULT_SPRT) for w in word.split()])
        adjudication = Adjudication.parse([w for word in (args.adjudicate or DEFAULT_ADJUDICATION)
                                           for w in word.split()])
        check_concurrency(args.concurrency)
    except SettingError as err:
        raise BadInput(err.english()) from None
    if not 1 <= args.max_games <= MATCH_GAMES:
        raise BadInput(f"--max-games: from 1 to {MATCH_GAMES}, not {args.max_games}")
    if not 0 <= args.opening_plies <= 40:
        raise BadInput(f"--opening-plies: from 0 to 40, not {args.opening_plies}")
    candidate = read_network(args.candidate, "candidate")
    current = read_network(args.current, "current", missing_ok=True)
    home = os.path.dirname(os.path.abspath(args.current))
    if not os.path.isdir(home):
        raise BadInput(f"current {args.current}: its folder {home} does not exist")
    if not os.access(home, os.W_OK):
        raise BadInput(f"current {args.current}: its folder {home} cannot be written (the network is replaced there)")
    folder = Path(os.path.abspath(args.work or os.path.join(home, "gates"))) / f"{candidate.short}-vs-{current.short}"
    theirs = copy_path(folder, CURRENT_NAME, current) if current.data is not None else None
    engines = (engine_spec(args.level, CANDIDATE_NAME, copy_path(folder, CANDIDATE_NAME, candidate)),
               engine_spec(args.level, CURRENT_NAME, theirs))
    try:
        settings = TournamentSettings(engines=engines, games=MATCH_GAMES, openings=OPENINGS,
                                      opening_plies=args.opening_plies, time=time_setting,
                                      adjudication=adjudication, sprt=sprt,
                                      event=f"Network gate {candidate.short} vs {current.short}")
    except SettingError as err:
        raise BadInput(err.english()) from None
    return Plan(candidate, current, settings, folder, args.max_games, args.concurrency)


class CappedMatch(Tournament):
    """A tournament that hands out no game past ``limit`` games finished or under way (the rest of the
    schedule stays pending: a later run with a higher limit plays on)."""

    limit: int = MATCH_GAMES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._cap = threading.Lock()
        super().__init__(*args, **kwargs)

    def take(self) -> GameJob | None:
        """The next game, unless the limit is reached (see Tournament.take)."""
        with self._cap:
            if len(self.results) + self.running >= self.limit:
                return None
            return super().take()


def write_copies(plan: Plan) -> None:
    """The networks the engines load, in the match's folder (written once, checked every run)."""
    plan.folder.mkdir(parents=True, exist_ok=True)
    for role, net in ((CANDIDATE_NAME, plan.candidate), (CURRENT_NAME, plan.current)):
        if net.data is None:
            continue
        path = copy_path(plan.folder, role, net)
        try:
            same = path.read_bytes() == net.data
        except FileNotFoundError:
            same = False
        if not same:
            atomic_write_bytes(path, net.data)


def open_match(plan: Plan, listener: Callable[[TournamentEvent], None]) -> tuple[CappedMatch, int]:
    """The match, new or resumed, with the games finished before it (StoreError, OSError, ...)."""
    write_copies(plan)
    pgn = str(plan.pgn)
    if os.path.exists(state_path(pgn)):
        resumed = CappedMatch.resume(pgn, concurrency=plan.concurrency, listener=listener)
        assert isinstance(resumed, CappedMatch)          # (resume makes one of its own class)
        match = resumed
        if match.settings.to_dict() != plan.settings.to_dict():
            if match.store is not None:
                match.store.close()
            raise BadInput(f"{state_path(pgn)} holds a match with other settings; move it away to start again")
    else:
        match = CappedMatch(plan.settings, pgn, concurrency=plan.concurrency, listener=listener)
    match.limit = plan.max_games
    return match, len(match.results)


def run_match(match: Tournament) -> int | None:
    """Run the match so that Ctrl+C (any ending signal) stops it cleanly (app.tournament.cli's
    run_stoppable); the signal's number if one ended it, else None. Errors of the match are raised here."""
    error, ended = run_stoppable(
        match, lambda: say("stopping: the games under way are kept; run the same command again to go on"))
    if error is not None:
        raise error
    return ended


def ready_cores(plan: Plan) -> int | str | None:
    """Unless the environment asks for the pure core: the compiled cores the engines will search with
    (the network's for a side with a network, the default one for the hand-written evaluation) built
    and cached here before the match, so that no side plays its first games on the pure core while
    the other's is compiled (the first time a minute or two of CPU each; then each engine loads them
    from the cache in a second or two). None when ready (or not wanted); the signal's number if one
    came meanwhile; the error's words if a core needed cannot be built while the other side's can
    (the match would not be fair)."""
    if core.disabled():
        return None
    default = plan.current.data is None
    say("gate: getting the compiled search cores ready (compiled once, then loaded from the cache)")
    while True:
        network = core.compiled_network_backend(timeout=0.2)
        if default:
            core.compiled_backend(timeout=0.2)
        if RECEIVED:
            return RECEIVED[0]
        if not core.network_loading() and not (default and core.compile_status()[0] == "compiling"):
            break
    network = core.compiled_network_backend(timeout=0)     # as it ended: it may have loaded since the wait above
    state, _, error = core.compile_status()
    if network is None and default and state == "ready":
        return "the network's compiled core cannot be built here, so the candidate would search on the pure " \
               f"core against the compiled one; set {core.ENV}=python to play both on the pure core"
    if network is not None and default and state == "failed":
        return f"the compiled core cannot be built ({error}), so the hand-written evaluation would search on " \
               f"the pure core against the network's compiled one; set {core.ENV}=python to play both on the pure core"
    return None


# ----- the outcome -----------------------------------------------------------------------------------

def _finite(value: float) -> float | None:
    return round(value, 2) if math.isfinite(value) else None


def record_of(plan: Plan, match: Tournament, decision: str) -> dict[str, Any]:
    """The gate log's record of a match's outcome."""
    table = match.standings()
    row = next(r for r in table.rows if r.name == CANDIDATE_NAME)
    sprt, status = plan.settings.sprt, table.sprt
    assert sprt is not None and status is not None
    estimate = table.match
    meaningful = estimate is not None and estimate.meaningful
    s = plan.settings
    return {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "decision": decision,
        "candidate": {"path": os.path.abspath(plan.candidate.path), "sha256": plan.candidate.sha256,
                      "description": plan.candidate.description},
        "current": {"path": os.path.abspath(plan.current.path), "sha256": plan.current.sha256,
                    "description": plan.current.description},
        "level": s.engines[0].level, "tc": str(s.time), "adjudicate": s.adjudication.words(),
        "openings": s.openings, "opening_plies": s.opening_plies,
        "games": row.games, "wins": row.wins, "draws": row.draws, "losses": row.losses,
        "elo": _finite(estimate.elo) if meaningful and estimate is not None else None,
        "elo_error": _finite(estimate.error) if meaningful and estimate is not None else None,
        "pairs": list(table.pairs),
        "sprt": {"elo0": sprt.elo0, "elo1": sprt.elo1, "alpha": sprt.alpha, "beta": sprt.beta},
        "llr": round(status.llr, 4), "llr_lower": round(status.lower, 4), "llr_upper": round(status.upper, 4),
        "max_games": plan.max_games, "match": str(plan.pgn),
    }


SAME_RECORD = ("decision", "games", "match")


def append_record(log: str, record: dict[str, Any]) -> bool:
    """Append the record to the gate log (rewritten atomically), unless a record of the same match,
    games and decision is there already (a run repeated after it was logged); True if written."""
    try:
        with open(log, "rb") as fh:
            old = fh.read()
    except FileNotFoundError:
        old = b""
    for line in old.decode("utf-8", errors="replace").splitlines():
        try:
            seen = json.loads(line)
        except ValueError:
            continue
        if isinstance(seen, dict) and all(seen.get(k) == record[k] for k in SAME_RECORD) and \
                seen.get("candidate", {}).get("sha256") == record["candidate"]["sha256"]:
            return False
    if old and not old.endswith(b"\n"):
        old += b"\n"
    line = json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n"
    atomic_write_bytes(log, old + line.encode("utf-8"))
    return True


def promote(plan: Plan) -> None:
    """Put the candidate in the current network's place, the network it held kept (see the module doc).
    BadInput if the current file is no longer the one the match was played against."""
    path = plan.current.path
    try:
        with open(path, "rb") as fh:
            now: bytes | None = fh.read()
    except FileNotFoundError:
        now = None
    if now != plan.current.data:
        raise BadInput(f"current {path} changed while the match was played; it is left as it is")
    if now is not None:
        previous = path + PREVIOUS_SUFFIX
        try:
            with open(previous, "rb") as fh:
                older: bytes | None = fh.read()
        except FileNotFoundError:
            older = None
        if older is not None and older != now:
            atomic_write_bytes(f"{previous}-{hashlib.sha256(older).hexdigest()[:12]}", older)
        atomic_write_bytes(previous, now)
    assert plan.candidate.data is not None
    replace_file(path, plan.candidate.data)


def replace_file(path: str, data: bytes) -> None:
    """Put `data` at `path` atomically (app.formats.atomic). A symbolic link there is itself replaced by
    the file (it named the network in service; the file it points to, another network's, is left as it
    is)."""
    atomic_write_bytes(path, data, follow_links=False)


# ----- the command line ------------------------------------------------------------------------------

def say(text: str) -> None:
    """A progress line (stderr)."""
    print(text, file=sys.stderr, flush=True)


def score_line(event: StandingsChanged) -> str:
    """The match so far, from the candidate's side."""
    table = event.standings
    row = next(r for r in table.rows if r.name == CANDIDATE_NAME)
    elo, error, _ = elo_text(table.match)
    games = f"{table.finished} game" + ("s" if table.finished != 1 else "")
    text = f"after {games}: candidate +{row.wins} ={row.draws} -{row.losses}, Elo {elo} +/- {error}"
    if table.sprt is not None:
        s = table.sprt
        text += f", LLR {s.llr:.2f} ({s.lower:.2f}, {s.upper:.2f})"
    return text


def progress(event: TournamentEvent) -> None:
    """A line per finished game and the score after it."""
    if isinstance(event, GameFinished):
        line = event_line(event)
        if line is not None:
            say(line)
    elif isinstance(event, StandingsChanged):
        say(score_line(event))


def parser() -> argparse.ArgumentParser:
    """The command line's options."""
    p = argparse.ArgumentParser(prog="python -m tools.nnue.gate", description="Decide by an SPRT self-play "
                                "match whether a network replaces the one in service.")
    p.add_argument("candidate", help="the candidate network file")
    p.add_argument("--current", required=True, metavar="PATH",
                   help="the network in service (replaced if the candidate wins; missing: the hand-written "
                        "evaluation is the opponent)")
    p.add_argument("--tc", default="movetime=100ms", metavar="TEXT",
                   help="time control as python -m app tournament takes it (default movetime=100ms)")
    p.add_argument("--sprt", nargs="+", metavar="KEY=VALUE",
                   help=f"the SPRT's bounds and error rates (default {' '.join(DEFAULT_SPRT)})")
    p.add_argument("--max-games", type=int, default=DEFAULT_MAX_GAMES, metavar="N",
                   help=f"stop undecided after N games in all (default {DEFAULT_MAX_GAMES})")
    p.add_argument("--concurrency", type=int, metavar="N", help="games at once (default: one per core)")
    p.add_argument("--level", choices=[str(n) for n in LEVEL_NAMES], default="master",
                   help="the built-in engine's level for both (default master)")
    p.add_argument("--work", metavar="FOLDER", help="where matches are kept (default: 'gates' beside --current)")
    p.add_argument("--adjudicate", nargs="+", metavar="RULE",
                   help=f"end games early (default {' '.join(DEFAULT_ADJUDICATION)})")
    p.add_argument("--opening-plies", type=int, default=8, metavar="N", help="plies of each book line (default 8)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the gate; returns the exit status (see the module doc)."""
    args = parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        plan = plan_of(args)
    except BadInput as err:
        return _refuse(str(err))
    if plan.candidate.sha256 == plan.current.sha256:
        print(f"{plan.candidate.path} is the network in service at {plan.current.path} already: nothing to do")
        return PROMOTED
    opponent = (f"{plan.current.path} ({plan.current.short})" if plan.current.data is not None
                else f"{HANDWRITTEN} (no {plan.current.path} yet)")
    say(f"gate: candidate {plan.candidate.path} ({plan.candidate.short}) against {opponent}, {plan.settings.time}, "
        f"match {plan.pgn}")
    with ending_signals():
        try:
            match, before = open_match(plan, progress)
        except BadInput as err:
            return _refuse(str(err))
        except (SettingError, OpeningError, StoreError, OSError) as err:
            say(f"gate: {english(err)}")
            return FAILED
        if before:
            say(f"resuming: {before} games played before")
        ready = ready_cores(plan) if not RECEIVED else None
        if isinstance(ready, str):
            say(f"gate: {ready}")
            if match.fresh and match.store is not None:
                match.store.discard()
            return FAILED
        if RECEIVED:
            if match.fresh and match.store is not None:
                match.store.discard()
            return 128 + RECEIVED[0]
        try:
            ended = run_match(match)
        except (TournamentError, StoreError, OpeningError, OSError) as err:
            say(f"gate: {english(err)}")
            return FAILED
    if ended is not None:
        return 128 + ended
    return _decide(plan, match)


def _refuse(text: str) -> int:
    say(f"gate: {text}")
    return BAD_INPUT


def _decide(plan: Plan, match: Tournament) -> int:
    table = match.standings()
    status = table.sprt
    decision = status.decision if status is not None else Decision.CONTINUE
    word = {Decision.H1: "promoted", Decision.H0: "rejected"}.get(decision, "undecided")
    record = record_of(plan, match, word)
    try:
        append_record(plan.log, record)
        if decision is Decision.H1:
            promote(plan)
    except BadInput as err:
        say(f"gate: {err}")
        return FAILED
    except OSError as err:
        say(f"gate: {english(err)}")
        return FAILED
    print(summary(plan, record))
    return {Decision.H1: PROMOTED, Decision.H0: REJECTED}.get(decision, UNDECIDED)


def summary(plan: Plan, record: dict[str, Any]) -> str:
    """The final words: the match and what was decided."""
    elo = "-" if record["elo"] is None else f"{record['elo']:+.0f} +/- {record['elo_error']:.0f}"
    opponent = (f"{plan.current.path} ({plan.current.short})" if plan.current.data is not None
                else f"{HANDWRITTEN} (no {plan.current.path} yet)")
    lines = [f"candidate {plan.candidate.path} ({plan.candidate.short}) vs {opponent}, {record['level']}, "
             f"{record['tc']}",
             f"{record['games']} games: +{record['wins']} ={record['draws']} -{record['losses']}, Elo {elo}, "
             f"game pairs {' '.join(str(n) for n in record['pairs'])}",
             f"SPRT elo0={record['sprt']['elo0']:g} elo1={record['sprt']['elo1']:g}: LLR {record['llr']:.2f} "
             f"(bounds {record['llr_lower']:.2f}, {record['llr_upper']:.2f})"]
    decision = record["decision"]
    if decision == "promoted":
        kept = f" (the old one kept as {plan.current.path}{PREVIOUS_SUFFIX})" if plan.current.data is not None else ""
        lines.append(f"promoted: {plan.current.path} is now the candidate{kept}")
    elif decision == "rejected":
        lines.append(f"rejected: H0 accepted; {plan.current.path} is left as it is")
    else:
        lines.append(f"undecided after {record['games']} games; nothing replaced (a larger --max-games plays on)")
    lines.append(f"logged in {plan.log}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
