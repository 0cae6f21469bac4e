"""The new-game choice as a value: each side's player, the opponent derived from them."""

import dataclasses

import pytest

from app.model.enums import Color, Ruleset
from app.model.seating import NewGameChoice, Opponent, PlayerKind, PlayerSpec


@pytest.mark.parametrize("opponent", list(Opponent))
def test_seating_an_opponent_gives_it_back_with_the_computer_on_its_sides(opponent):
    computer = PlayerSpec.builtin("casual")
    choice = NewGameChoice.seated(opponent, computer)
    assert choice.opponent is opponent
    assert choice.computer_sides == opponent.computer_sides
    for color in (Color.RED, Color.BLACK):
        assert choice.player(color) == (computer if color in opponent.computer_sides else PlayerSpec.human())


def test_blacks_computer_differs_only_when_the_computer_plays_both_sides():
    red, black = PlayerSpec.external("Fairy-Stockfish"), PlayerSpec.builtin("beginner")
    both = NewGameChoice.seated(Opponent.COMPUTERS, red, black)
    assert (both.red, both.black, both.computer) == (red, black, red)
    against = NewGameChoice.seated(Opponent.COMPUTER_BLACK, red, black)
    assert against.black == red and against.red.kind is PlayerKind.HUMAN


def test_the_human_side_is_the_one_the_person_plays():
    assert Opponent.COMPUTER_BLACK.human_side is Color.RED
    assert Opponent.COMPUTER_RED.human_side is Color.BLACK
    assert Opponent.HUMANS.human_side is None and Opponent.COMPUTERS.human_side is None


def test_the_choice_is_frozen_and_checked():
    choice = NewGameChoice(Ruleset.ASIAN, touch_move=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        choice.ruleset = Ruleset.CXQ
    assert choice.opponent is Opponent.HUMANS and choice.level == "master"
    with pytest.raises(ValueError):
        PlayerSpec(PlayerKind.ENGINE)                 # an engine needs its name
    with pytest.raises(ValueError):
        PlayerSpec(PlayerKind.BUILTIN, engine="x")    # only an engine has one
    with pytest.raises(ValueError):
        NewGameChoice(computer=PlayerSpec.human())    # hints come from a computer
