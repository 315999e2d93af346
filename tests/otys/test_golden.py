"""Golden Otys playthroughs: JSON-lines command logs that replay to known final prestige
and state (the end and the tie-breaks, p. 8).

Regenerate with ``tests/golden/make_otys_golden.py`` only after a deliberate rule change.
"""

from __future__ import annotations

import json

import pytest

from companion.core.session import replay
from companion.games.otys.ruleset import RULESET
from tests.golden.make_otys_golden import GAMES, expected
from tests.store.golden_game import GOLDEN, golden_commands, golden_known


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_game_replays_to_its_known_scores(name: str) -> None:
    session = replay(RULESET, golden_commands(name))
    known = golden_known(name)
    assert session.state.phase == "finished"
    assert expected(session.state) == known


def test_golden_games_cover_every_player_count_the_variant_and_a_tie_break() -> None:
    """p. 8: a tie on prestige broken by the resources in the dig zones; p. 9: advanced
    sponsor sides; p. 11: the spy variant."""
    known = {name: golden_known(name) for name in GAMES}
    assert sorted(len(k["scores"]) for k in known.values()) == [2, 3, 4]
    assert "otys.tie.resources" in {k["tie_break"] for k in known.values()}
    assert any(k["state"]["spy_variant"] for k in known.values())
    sides = {s["side"] for k in known.values() for s in k["state"]["sponsors"]}
    assert sides == {"standard", "advanced"}
    for k in known.values():
        assert max(k["scores"].values()) >= 18


def test_companion_cli_replays_a_golden_game(capsys: pytest.CaptureFixture[str]) -> None:
    """``companion-cli replay`` finds the game whose rules read the log's setup."""
    from companion.cli import main

    assert main(["replay", str(GOLDEN / "otys_2p.jsonl"), "--compact"]) == 0
    state = json.loads(capsys.readouterr().out)
    known = golden_known("otys_2p")
    assert state == known["state"]
