"""`python -m app export FILE --to OUT.pdf|OUT.gif|OUT.svg|OUT.png|OUT.txt [options]`: a game of a file as a
printable score sheet, an animated GIF, an SVG or PNG diagram, or text (app/view/game_export.py,
app/formats/text_game.py). The output is written atomically; bad input is refused with the usage and
exit code 2, a failed write with exit code 1."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.model.tree import GameTree, Node
    from app.view.game_export import ExportLook

FORMATS = (".pdf", ".gif", ".svg", ".png", ".txt")
LANGUAGES = ("en", "zh_CN", "zh_TW")
DEFAULT_WIDTH = {".gif": 480, ".svg": 800, ".png": 800}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m app export",
        description="Export a game of a file (PGN, XQF, DhtmlXQ, CBR/CBL, WXF or text) as a printable score "
                    "sheet (.pdf), an animated GIF (.gif), a diagram (.svg, .png) or text (.txt).")
    parser.add_argument("file", help="the game file to read")
    parser.add_argument("--to", required=True, metavar="OUT", help="the file to write; its ending (.pdf, .gif, "
                        ".svg, .png or .txt) says what is written")
    parser.add_argument("--game", type=int, default=1, metavar="N", help="which game of the file (default 1)")
    parser.add_argument("--ply", type=int, metavar="K", help="the diagram's position: after K moves of the "
                        "main line (.svg, .png; default: the end); a .gif stops there")
    parser.add_argument("--notation", choices=("chinese", "wxf", "iccs"), default="chinese",
                        help="how moves are written (default chinese)")
    parser.add_argument("--traditional", action="store_true",
                        help="moves and pieces in traditional characters (simplified without it)")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="the score sheet's paper")
    parser.add_argument("--delay", type=int, default=1000, metavar="MS",
                        help="milliseconds between the frames of a .gif (default 1000)")
    parser.add_argument("--flip", action="store_true", help="Black at the bottom of the boards")
    parser.add_argument("--size", type=int, metavar="PIXELS",
                        help="width of a .png, .svg or .gif (default 800; a .gif 480)")
    parser.add_argument("--style", choices=("traditional", "international", "contrast"), default="traditional",
                        help="piece set")
    parser.add_argument("--theme", choices=("wood", "light", "dark"), default="wood", help="board colours")
    parser.add_argument("--language", choices=LANGUAGES, default="en",
                        help="language of the score sheet's and captions' words (default en)")
    return parser


def run_export(args: list[str]) -> int:
    """Parse the command line, read the game and write the export; returns the exit code."""
    parser = _parser()
    options = parser.parse_args(args)
    out = options.to
    ending = os.path.splitext(out)[1].lower()
    if ending not in FORMATS:
        parser.error(f"cannot write {out!r}: unknown format {ending or '(no ending)'!r}; "
                     f"the file's ending must be one of {', '.join(FORMATS)}")
    if options.ply is not None and ending in (".pdf", ".txt"):
        parser.error("--ply is for .svg, .png and .gif")
    low, high = 50, 60_000
    if not low <= options.delay <= high:
        parser.error(f"--delay must be from {low} to {high} milliseconds, not {options.delay}")
    if options.size is not None and not 100 <= options.size <= 8000:
        parser.error(f"--size must be from 100 to 8000 pixels, not {options.size}")
    if _same_file(options.file, out):     # the export holds one game, marks and tags left out: the file would be lost
        parser.error(f"cannot write {out!r}: it is the file read ({options.file!r}); choose another name")

    from app.formats import GameFileError, read_games
    try:
        games = read_games(options.file)
    except GameFileError as err:
        parser.error(f"cannot read {options.file!r}: {err.reason}")
    if not 1 <= options.game <= len(games):
        parser.error(f"--game {options.game}: {options.file!r} has {len(games)} game"
                     f"{'s' if len(games) != 1 else ''} (1 to {len(games)})")
    tree = games[options.game - 1]
    plies = len(tree)
    if options.ply is not None and not 0 <= options.ply <= plies:
        parser.error(f"--ply {options.ply}: game {options.game} has {plies} moves (0 to {plies})")
    if ending == ".gif":
        from app.view.game_export import MAX_GIF_FRAMES, MAX_GIF_PIXELS, gif_pixels
        frames = (plies if options.ply is None else options.ply) + 1
        if frames > MAX_GIF_FRAMES:
            parser.error(f"game {options.game} has {plies} moves: an animation holds at most {MAX_GIF_FRAMES - 1}; "
                         f"end it earlier with --ply")
        width = options.size or DEFAULT_WIDTH[ending]
        if gif_pixels(frames, width) > MAX_GIF_PIXELS:
            parser.error(f"{frames} frames {width} pixels wide are too large for an animation "
                         f"(every frame is held until the file is written); make it narrower with --size "
                         f"or shorter with --ply")

    try:
        payload = _render(tree, options, ending)
    except ValueError as err:                 # checked above; kept as a refusal should a check be missed
        parser.error(str(err))

    from app.formats.atomic import atomic_write_bytes
    try:
        atomic_write_bytes(out, payload)
    except OSError as err:
        print(f"error: cannot write {out!r}: {err.strerror or err}", file=sys.stderr)
        return 1
    print(f"wrote {out}")
    return 0


def _same_file(source: str, out: str) -> bool:
    """True if writing `out` would replace `source` (the same file, through a link or another spelling)."""
    try:
        return os.path.samefile(source, out)
    except OSError:                     # either is missing: not the same file
        return os.path.realpath(source) == os.path.realpath(out)


def export_bytes(tree: GameTree, ending: str, look: ExportLook, *, paper: str = "a4", delay_ms: int = 1000,
                 width: int | None = None, ply: int | None = None, node: Node | None = None) -> bytes:
    """A game exported as `ending` ('.pdf', '.gif', '.svg', '.png' or '.txt'): a score sheet on `paper`, an
    animation (`delay_ms` apart, stopping after `ply` moves), a diagram of the main line after `ply` moves
    (None: the end) or of the position after `node` (any node of the tree: a study window's current
    move), or text in the look's notation with the headers as tags. A QApplication must exist for all
    but text. ValueError for an unknown ending, a ply outside the game or a delay out of range."""
    from app.view.game_export import animation_gif, diagram_png, diagram_svg, mainline_node, score_sheet_pdf
    ending = ending.lower()
    if ending not in FORMATS:
        raise ValueError(f"unknown format {ending!r}: choose one of {', '.join(FORMATS)}")
    if node is None or ending == ".gif":
        node = mainline_node(tree, ply)
    if ending == ".txt":
        from app.formats import game_text
        return game_text(tree, look.notation, traditional=look.traditional, tags=True).encode("utf-8")
    size = width or DEFAULT_WIDTH.get(ending, 800)
    if ending == ".pdf":
        return score_sheet_pdf(tree, look, paper)
    if ending == ".gif":
        return animation_gif(tree, look, delay_ms, size, node.path())
    return diagram_svg(tree, node, look, size) if ending == ".svg" else diagram_png(tree, node, look, size)


def export_game(tree: GameTree, path: str, look: ExportLook, **options: Any) -> None:
    """Write a game exported as the ending of `path` says (export_bytes and its options), atomically:
    what File ▸ Export writes. OSError naming `path` if it cannot be written, ValueError as export_bytes."""
    from app.formats.atomic import atomic_write_bytes
    atomic_write_bytes(path, export_bytes(tree, os.path.splitext(path)[1], look, **options))


def _render(tree: GameTree, options: argparse.Namespace, ending: str) -> bytes:
    """The bytes of the export (Qt offscreen when there is no display; the sheet's words in --language)."""
    if ending == ".txt":                     # no Qt needed
        from app.view.game_export import ExportLook as Look
        return export_bytes(tree, ending, Look(notation=options.notation, traditional=options.traditional))
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from app.view.diagram import load_font
    from app.view.game_export import ExportLook
    from resources import resource_path

    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    translator = QTranslator()
    installed = (options.language != "en" and
                 translator.load(str(resource_path("i18n", f"xiangqi_{options.language}.qm"))) and
                 qapp.installTranslator(translator))
    try:
        # the pieces in the moves' script, as every board of the program draws them (they were always
        # traditional: 俥傌 on the diagrams beside moves written 车马)
        look = ExportLook(options.style, options.theme, load_font(), options.flip, notation=options.notation,
                          traditional=options.traditional, simplified=not options.traditional)
        return export_bytes(tree, ending, look, paper=options.paper, delay_ms=options.delay, width=options.size,
                            ply=options.ply)
    finally:
        if installed:
            qapp.removeTranslator(translator)


__all__ = ["run_export", "export_bytes", "export_game", "FORMATS"]
