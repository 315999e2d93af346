"""Issue #13: the legal-option queries of a state are worked out once (states are
immutable), whoever asks: a tap's redraws, the guide and the legal options."""

from __future__ import annotations

import gc
import weakref
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
    supply = game.supply.model_copy()  # an equal state, other objects: asked afresh
    copy = game.model_copy(update={"supply": supply})
    assert slot_options(copy, 0) == first and len(calls) == 2 * asked
    slot_options(game, 1)  # another player, or a card said: their own answers
    red = slot_options(game, 0, CardInfo(colour="red"))
    assert len(calls) == 4 * asked
    assert slot_options(game, 0, CardInfo(colour="red")) == red and len(calls) == 4 * asked


def test_slot_options_are_shared_by_states_holding_what_they_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An effect's steps change the turn and the player acting, not the next player's
    slots: the turn ends they preview share that player's slot options."""
    game = state(new_game(4))
    calls = _counting(monkeypatch, "slot_unavailable_reason")
    first = slot_options(game, 1)
    asked = len(calls)
    acting = game.players[0].model_copy(update={"points": 5})
    later = game.model_copy(update={"players": (acting, *game.players[1:]), "turn_index": 1})
    shared = slot_options(later, 1)
    assert len(calls) == asked and all(a is b for a, b in zip(shared, first, strict=True))
    slot_options(later, 0)  # the player who changed: asked afresh
    assert len(calls) == 2 * asked
    equal = game.model_copy(update={"occupied": dict(game.occupied)})
    assert slot_options(equal, 1) == first and len(calls) == 2 * asked  # equal slots taken
    for changed in (
        {"supply": game.supply.model_copy()},
        {"settings": game.settings.model_copy()},
        {"occupied": {**game.occupied, "s34_05": (0,)}},
        {"blocked": ("b1",)},
        {"solo_extra_blocker": "?"},
        {"cloning_used": True},
    ):
        asked = len(calls)
        slot_options(game.model_copy(update=changed), 1)
        assert len(calls) > asked, changed


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


class _Thing:
    """An object that takes weak references (as states and boards do)."""


def test_a_memo_forgets_an_object_s_answers_when_it_is_gone() -> None:
    memo: Memo[list[int]] = Memo(8)
    kept, gone = _Thing(), _Thing()
    memo.get(kept, "k", lambda: [1])
    memo.get(gone, "k", lambda: [2])
    memo.get(gone, "other", lambda: [3])
    assert len(memo) == 3
    del gone
    gc.collect()
    assert len(memo) == 1  # the memo kept neither it nor its answers alive
    assert memo.get(kept, "k", lambda: [99]) == [1]
    again = _Thing()  # may take the freed id: never the old answer
    assert memo.get(again, "k", lambda: [4]) == [4]


def test_a_closed_game_s_boards_are_not_kept_by_the_site_memo() -> None:
    from companion.games.underwater_cities import building

    board = board_of(state(new_game(2)), 0).model_copy()  # as a saved game reads it
    site_entry(board, board.buildings[0].id)
    kept = len(building._SITES)
    gone = weakref.ref(board)
    del board
    gc.collect()
    assert gone() is None and len(building._SITES) == kept - 1


def test_a_board_site_is_found_by_its_id() -> None:
    board = board_of(state(new_game(2)), 0)
    for site in (*board.cities, *board.tunnels, *board.buildings):
        found = site_entry(board, site.id)
        assert found is not None and found.id == site.id
    assert site_entry(board, "nowhere") is None


def test_a_closed_game_s_state_and_boards_are_kept_by_no_engine_memo() -> None:
    from companion.games.underwater_cities.network import compute_network
    from companion.games.underwater_cities.scoring import final_scores

    session = new_game(2)
    game = state(session)
    players = tuple(
        p.model_copy(update={"layout": board_of(game, seat).model_copy()})
        for seat, p in enumerate(game.players)
    )
    saved = game.model_copy(update={"players": players})  # as a saved game reads it
    board = board_of(saved, 0)
    compute_network(board, saved.players[0].built)
    slot_options(saved, 0)
    build_choices(saved, 0, ("farm",))
    final_scores(saved, session.data)
    gone = weakref.ref(saved), weakref.ref(board)
    del saved, board, players
    gc.collect()
    assert [ref() for ref in gone] == [None, None]
