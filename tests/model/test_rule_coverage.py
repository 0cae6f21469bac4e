"""Every rule ID named in RULES.md has at least one test case (the table says which)."""

import importlib
import re
from pathlib import Path

RULES = (Path(__file__).parent.parent / "data" / "RULES.md").read_text(encoding="utf-8")

COVERAGE = {
    "CXQ-B1": ["test_board::test_start_reasons"],
    "CXQ-B2": ["test_board::test_start_reasons"],
    "CXQ-B3": ["test_board::test_elephant_eye_and_river"],
    "CXQ-B4": ["test_board::test_flying_kings", "test_perft::test_perft"],
    "CXQ-B5": ["test_board::test_horse_leg_blocked_reason"],
    "CXQ-B6": ["test_board::test_cannon_needs_exactly_one_screen", "test_board::test_cannon_screen_check"],
    "CXQ-B7": ["test_board::test_pawn_moves"],
    "CXQ-B8": ["test_board::test_illegal_move_messages_for_turn_and_empty",
               "test_board::test_push_pop_restores_everything"],
    "CXQ-B9": ["test_board::test_flying_kings"],
    "CXQ-B10": ["test_board::test_illegal_move_messages_for_turn_and_empty",
                "test_differential::test_random_games_match_pyffish"],
    "CXQ-END": ["test_board::test_checkmate_and_stalemate", "test_arbiter::test_checkmate_and_stalemate_outcomes"],
    "CXQ-A1": ["test_arbiter::test_cxq_seventh_check_by_one_rook_loses_A1_A4"],
    "CXQ-A2": ["test_arbiter::test_cxq_pattern"],
    "CXQ-A3": ["test_arbiter::test_cxq_mutual_perpetual_check_is_a_draw_A3",
               "test_arbiter::test_cxq_checker_loses_to_chaser_A3"],
    "CXQ-A4": ["test_arbiter::test_cxq_seventh_check_by_one_rook_loses_A1_A4", "test_arbiter::test_cxq_pattern"],
    "CXQ-A5": ["test_arbiter::test_cxq_pattern", "test_arbiter::test_cxq_chasing_two_pieces_in_turn_is_allowed_A5"],
    "CXQ-D1": ["test_arbiter::test_cxq_moves_rule_at_300_each_D1"],
    "CXQ-D2": ["test_arbiter::test_cxq_effective_rule_fires_on_black_120th_effective_move_D2",
               "test_arbiter::test_cxq_effective_moves_exclude_checks_chases_and_answers"],
    "CXQ-D3": ["test_arbiter::test_cxq_progress_rule_fires_on_the_60th_quiet_ply_D3",
               "test_arbiter::test_cxq_progress_resets_on_crossed_pawn_advance_not_sideways_D3"],
    "AR-3": ["test_arbiter::test_asian_third_occurrence_is_configurable_AR3"],
    "AR-6": ["test_arbiter::test_asian_perpetual_check_AR6_and_mutual_AR7"],
    "AR-7": ["test_arbiter::test_asian_perpetual_check_AR6_and_mutual_AR7"],
    "AR-15": ["test_arbiter::test_asian_cannon_chasing_rook_AR15"],
    "AR-31": ["test_arbiter::test_asian_rook_chasing_crossed_pawn_AR31"],
    "AR-5": ["test_arbiter::test_asian_idle_repetition_is_a_draw"],
    "AR-cases": ["test_arbiter::test_asian_public_case"],
    "XB": ["test_xboard_points_XB"],
}


def rule_ids() -> set[str]:
    """Rule IDs RULES.md names: CXQ-B/A/D items, AR-n and XB."""
    ids = set(re.findall(r"\b(?:CXQ-[ABD]\d+|AR-\d+)\b", RULES))
    section = None
    for line in RULES.splitlines():
        if line.startswith("## "):
            section = {"Basic": "B", "CXQ advanced": "A", "CXQ automatic": "D"}.get(
                next((k for k in ("Basic", "CXQ advanced", "CXQ automatic") if k in line), ""), None)
        m = re.match(r"- ([BAD])(\d+) ", line)
        if m and section == m.group(1):
            ids.add(f"CXQ-{m.group(1)}{m.group(2)}")
    if "(XB)" in RULES:
        ids.add("XB")
    return ids


def test_rules_file_names_the_expected_ids():
    ids = rule_ids()
    assert {"CXQ-B1", "CXQ-B10", "CXQ-A5", "CXQ-D3", "AR-6", "AR-31", "XB"} <= ids
    assert len([i for i in ids if i.startswith("CXQ-B")]) == 10


def test_each_rule_book_has_a_published_source_and_no_pointer_leads_out_of_the_repository():
    """RULES.md cites where each family of IDs comes from (a row of its sources table with an address),
    and every folder it names beside itself is there."""
    rows = [line for line in RULES.splitlines() if line.startswith("| `")]
    for family in ("CXQ-B", "CXQ-A", "CXQ-D", "AR-", "XB"):
        cited = [row for row in rows if f"`{family}" in row.split("|")[1]]
        assert cited and all(re.search(r"<https?://[^>]+>", row) or "the same page" in row for row in cited), family
    here = Path(__file__).parent.parent / "data"
    for folder in re.findall(r"`([\w.-]+/)`", RULES):
        assert (here / folder).is_dir(), f"RULES.md points to {folder}, which is not in the repository"


def test_every_rule_id_has_a_case():
    missing = sorted(rule_ids() - set(COVERAGE))
    assert missing == []


def test_coverage_table_points_at_real_tests():
    for rule, refs in COVERAGE.items():
        for ref in refs:
            module_name, _, func = ref.rpartition("::")
            module = importlib.import_module(f"tests.model.{module_name or 'test_arbiter'}")
            assert callable(getattr(module, func, None)), f"{rule}: {ref} does not exist"
