"""The command line's words: the standings as a text table, and one progress line per event."""

from __future__ import annotations

from app.model.enums import Color

from .events import (Finish, GameFinished, GameStarted, TournamentEvent, TournamentFinished, TournamentStarted)
from .results import Standings
from .stats import EloEstimate


def elo_text(estimate: EloEstimate | None) -> tuple[str, str, str]:
    """Elo, its 95% error and the LOS as table cells ("-" until they mean something: see EloEstimate)."""
    if estimate is None:
        return "-", "-", "-"
    elo, error = (f"{estimate.elo:+.0f}", f"{estimate.error:.0f}") if estimate.meaningful else ("-", "-")
    return elo, error, f"{100 * estimate.los:.1f}%" if estimate.los_meaningful else "-"


def _points(value: float) -> str:
    return f"{value:g}" if value != int(value) else f"{int(value)}"


def standings_text(table: Standings) -> str:
    """The table, the crosstable and (two engines) the match's statistics, as plain text."""
    width = max(6, *(len(r.name) for r in table.rows))
    late = any(r.late for r in table.rows)          # moves after their time: a column once there are some
    lines = [f"Standings after {table.finished} of {table.total} games",
             f"{'Rank':>4}  {'Engine':<{width}}  {'Games':>5}  {'Points':>6}  {'W':>4}  {'D':>4}  {'L':>4}  "
             f"{'Elo':>6}  {'+/-':>5}  {'LOS':>6}" + (f"  {'Late':>5}" if late else "")]
    for rank, row in enumerate(table.rows, 1):
        elo, error, los = elo_text(row.elo)
        lines.append(f"{rank:>4}  {row.name:<{width}}  {row.games:>5}  {_points(row.points):>6}  {row.wins:>4}  "
                     f"{row.draws:>4}  {row.losses:>4}  {elo:>6}  {error:>5}  {los:>6}"
                     + (f"  {row.late:>5}" if late else ""))
    names = [r.name for r in table.rows]
    if len(names) > 2:
        lines += ["", "Crosstable (points / games against each)",
                  " " * (width + 6) + "".join(f"{i:>9}" for i in range(1, len(names) + 1))]
        for i, name in enumerate(names, 1):
            cells = []
            for other in names:
                if other == name:
                    cells.append(f"{'-':>9}")
                else:
                    got, played = table.cross[name][other]
                    cells.append(f"{_points(got) + '/' + str(played):>9}")
            lines.append(f"{i:>4}  {name:<{width}}" + "".join(cells))
    if table.match is not None:
        first, second = list(table.cross)
        elo, error, los = elo_text(table.match)
        lines += ["", f"{first} vs {second}: Elo {elo} +/- {error}, LOS {los}, game pairs (0, 1/2, 1, 3/2, 2 "
                      f"points): {' '.join(str(n) for n in table.pairs)}"]
    if table.sprt is not None:
        s = table.sprt
        lines.append(f"SPRT: LLR {s.llr:.2f} (bounds {s.lower:.2f}, {s.upper:.2f}): {_decision(s.decision.value)}")
    if late:
        lines.append("Late: moves that came after their time but within the margin (each noted in the PGN)")
    if table.endings:
        lines += ["", "Endings: " + ", ".join(f"{ending.value} {count}" for ending, count in
                                              sorted(table.endings.items(), key=lambda kv: -kv[1]))]
    return "\n".join(lines)


def _decision(value: str) -> str:
    return {"H0": "H0 accepted (no gain of elo1)", "H1": "H1 accepted (a gain of at least elo1)"}.get(
        value, "no decision yet")


def event_line(event: TournamentEvent) -> str | None:
    """A progress line for an event (None for the events not shown)."""
    if isinstance(event, TournamentStarted):
        where = f"on {event.cluster}" if event.cluster else f"{event.concurrency} at once"
        resumed = f", {event.finished} finished before" if event.finished else ""
        return f"tournament: {event.total} games between {', '.join(event.engines)} ({where}{resumed})"
    if isinstance(event, GameStarted):
        return None
    if isinstance(event, GameFinished):
        g = event.game
        how = g.termination + (f", {g.rule}" if g.rule else "")
        if g.detail:
            who = f"{g.culprit.value}: " if g.culprit in (Color.RED, Color.BLACK) and g.ending.is_failure else ""
            how += f": {who}{g.detail}"
        late = g.late_moves(Color.RED) + g.late_moves(Color.BLACK)
        if late:
            how += f"; {late} late move{'s' if late > 1 else ''}"
        return (f"game {g.number}: {g.red} - {g.black} {g.result} ({how}) after {len(g.all_moves)} plies, "
                f"{g.wall:.1f} s")
    if isinstance(event, TournamentFinished):
        return {Finish.COMPLETE: "tournament complete", Finish.SPRT: "the SPRT decided: match over",
                Finish.STOPPED: "tournament stopped: --resume plays the rest"}[event.reason]
    return None


__all__ = ["standings_text", "event_line", "elo_text"]
