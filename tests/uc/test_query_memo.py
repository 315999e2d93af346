"""Issue #13: the legal-option queries of a state are worked out once (states are
immutable), whoever asks: a tap's redraws, the guide and the legal options."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games.underwater_cities import queries
from companion.games.underwater_cities.building import site_entry
from companion.games.underwater_cities.memo import Memo
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.queries import build_choices, slot_options
from companion.games.underwater_cities.state import CardInfo

from .helpers import new_game, state


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(queries, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(queries, name, counted)
    return calls


def test_slot_options_are_worked_out_once_per_state(monkeypatch: pytest.MonkeyPatch) -> None:
    game = state(new_game(4))
    calls = _counting(monkeypatch, "slot_unavailable_reason")
    first = slot_options(game, 0)
    asked = len(calls)
    assert asked >= len(first) - 1  # every coloured slot was asked about
    again = slot_options(game, 0)
    assert again == first and len(calls) == asked  # the same state: nothing worked out
    again.clear()  # a caller's list is its own
    assert slot_options(game, 0) == first
    copy = game.model_copy()  # an equal state, another object: asked afresh
    assert slot_options(copy, 0) == first and len(calls) == 2 * asked
    slot_options(game, 1)  # another player, or a card said: their own answers
    red = slot_options(game, 0, CardInfo(colour="red"))
    assert len(calls) == 4 * asked
    assert slot_options(game, 0, CardInfo(colour="red")) == red and len(calls) == 4 * asked


def test_build_choices_are_worked_out_once_per_state(monkeypatch: pytest.MonkeyPatch) -> None:
    game = state(new_game(2))
    calls = _counting(monkeypatch, "legal_sites")
    farms = build_choices(game, 0, ("farm",))
    assert farms and len(calls) == 1
    assert build_choices(game, 0, ("farm",)) == farms and len(calls) == 1
    build_choices(game, 0, ("farm",), upgrade=True)
    build_choices(game, 1, ("farm",))
    assert len(calls) == 3


def test_a_memo_keeps_the_last_answers_and_never_mixes_objects() -> None:
    memo: Memo[int] = Memo(2)
    first, second, third = object(), object(), object()
    assert memo.get(first, "k", lambda: 1) == 1
    assert memo.get(first, "k", lambda: 99) == 1
    assert memo.get(first, "other", lambda: 2) == 2
    assert memo.get(second, "k", lambda: 3) == 3  # the oldest answer (first, "k") goes
    assert memo.get(first, "k", lambda: 4) == 4
    assert memo.get(third, "k", lambda: 5) == 5
    memo.clear()
    assert memo.get(third, "k", lambda: 6) == 6


def test_a_board_site_is_found_by_its_id() -> None:
    board = board_of(state(new_game(2)), 0)
    for site in (*board.cities, *board.tunnels, *board.buildings):
        found = site_entry(board, site.id)
        assert found is not None and found.id == site.id
    assert site_entry(board, "nowhere") is None
