"""Subcommands games share (``companion-cli score --game GAME``) through the real
``companion-cli``: the default game keeps its old command line, unknown arguments of
other subcommands are still refused."""

from __future__ import annotations

import pytest

from companion.cli import main
from companion.core.registry import registered_games


def test_unknown_arguments_of_a_subcommand_are_still_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["rulesets", "--surprise"])
    assert exit_.value.code == 2
    assert "unrecognized arguments: --surprise" in capsys.readouterr().err


def test_score_names_the_games_it_knows(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--game", "chess", "position.json"]) == 2
    err = capsys.readouterr().err
    assert "score knows no game called 'chess'" in err
    assert "underwater_cities" in err


def test_score_help_without_a_game_is_the_default_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["score", "--help"])
    assert exit_.value.code == 0
    assert "companion-cli score --game underwater_cities" in capsys.readouterr().out
    assert "underwater_cities" in registered_games()
