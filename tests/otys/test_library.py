"""What tables teach Otys (the board's printed values, contracts, reward tokens) as
DataRows: bad rows are skipped and named, never fatal."""

from __future__ import annotations

import json

import pytest

from companion.core.plugin import DataRow
from companion.games.otys.commands import Fulfil
from companion.games.otys.data import BoardSpec
from companion.games.otys.english import ENGLISH
from companion.games.otys.library import (
    ContractEntry,
    TokenEntry,
    builtin_board,
    data_row,
    load_data,
)
from companion.games.otys.options import legal_options
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.state import Contract, Pending, Resources, Token
from tests.otys.table import BATTERY, PRESTIGE, ROBERTO, do, edit, start, zones

BLUE = ContractEntry(contract=ROBERTO, source="p. 8, Roberto's example", confirmed=True)
BATTERIES = TokenEntry(token=Token(front="battery", back="credits"), count=3)


def test_the_built_in_board_says_what_the_text_gives_and_what_the_app_guessed() -> None:
    """pp. 6, 7, 11: the mechanic starts at 1, then 2 and 3; p. 10: the emporium's rows
    3/1, 2, 1; the hacker's start and the fourth mechanic value are not in the text."""
    board = builtin_board()
    assert board.mechanic.values[:3] == (1, 2, 3)
    assert [(r.credits, r.prestige) for r in board.emporium.rows] == [(3, 1), (2, 0), (1, 0)]
    assert board.unconfirmed() == ("hacker", "mechanic", "emporium")
    assert all(part.source for part in (board.hacker, board.mechanic, board.emporium))


def test_taught_contracts_and_tokens_load_and_a_board_correction_replaces_the_board() -> None:
    corrected = builtin_board().model_copy(
        update={"hacker": builtin_board().hacker.model_copy(update={"start": 5, "confirmed": True})}
    )
    data = load_data([data_row(BLUE), data_row(BATTERIES), data_row(corrected)])
    assert data.problems == ()
    assert data.contract("roberto") == BLUE
    assert data.token_count() == 3
    assert data.board.hacker.start == 5
    assert data.corrected == frozenset({"board"})


def test_a_later_row_of_the_same_key_replaces_the_earlier() -> None:
    changed = BLUE.model_copy(update={"source": "corrected"})
    data = load_data([data_row(BLUE), data_row(changed)])
    assert data.contracts == (changed,)


def _row(kind: str, key: str, entry: object) -> DataRow:
    return DataRow(kind, key, entry if isinstance(entry, str) else json.dumps(entry))


BAD_ROWS = [
    (_row("card", "x", {}), "otys.data.unknown_kind"),
    (_row("contract", "roberto", "{not json"), "otys.data.unreadable"),
    (_row("contract", "roberto", "[" * 200 + "]" * 200), "otys.data.unreadable"),
    (_row("contract", "roberto", "x" * 70_000), "otys.data.unreadable"),
    (_row("contract", "roberto", '{"contract": 1, "contract": 2}'), "otys.data.unreadable"),
    (_row("contract", "roberto", '{"contract": {"id": "roberto", "prestige": NaN}}'),
     "otys.data.unreadable"),
    (_row("contract", "other", json.loads(BLUE.model_dump_json())), "otys.data.key_mismatch"),
    (_row("contract", "both", {"contract": {"id": "both", "different": 2, "prestige": 1,
                                            "needs": {"metal": 1}}}), "otys.data.invalid"),
    (_row("contract", "nine", {"contract": {"id": "nine", "prestige": 9, "different": 2}}),
     "otys.data.invalid"),
    (_row("contract", "big", {"contract": {"id": "big", "prestige": 1,
                                           "needs": {"metal": 7}}}), "otys.data.invalid"),
    (_row("token", "resource_fuel_metal.credits",
          {"token": {"front": "resource", "colours": ["fuel", "metal"], "back": "credits"}}),
     "otys.data.invalid"),
    (_row("token", "battery.credits", {"token": {"front": "battery", "back": "gold"}}),
     "otys.data.invalid"),
    (_row("token", "battery.credits", {"token": {"front": "battery", "back": "credits"},
                                       "count": 33}), "otys.data.invalid"),
    (_row("board", "board", {"id": "board"}), "otys.data.invalid"),
    (_row("board", "board", json.loads(builtin_board().model_dump_json())
          | {"mechanic": {"values": [3, 2, 1, 1], "source": "x"}}), "otys.data.invalid"),
    (_row("contract", "\u202eevil" * 20, {}), "otys.data.invalid"),
]  # fmt: skip


@pytest.mark.parametrize(("row", "code"), BAD_ROWS)
def test_a_bad_row_is_skipped_and_named(row: DataRow, code: str) -> None:
    data = load_data([row, data_row(BLUE)])
    assert [problem.code for problem in data.problems] == [code]
    assert data.contracts == (BLUE,)
    assert data.board == builtin_board()
    text = ENGLISH.render(data.problems[0])
    assert text != code and len(text) < 300
    assert "\u202e" not in text


def test_no_more_than_the_box_holds() -> None:
    """p. 2: 32 contract cards, 32 reward tokens."""
    rows = [
        data_row(ContractEntry(contract=Contract(id=f"k{n}", different=2, prestige=1)))
        for n in range(33)
    ]
    data = load_data(rows)
    assert len(data.contracts) == 32
    assert [p.code for p in data.problems] == ["otys.data.too_many"]
    tokens = load_data(
        [
            data_row(BATTERIES.model_copy(update={"count": 30})),
            data_row(TokenEntry(token=Token(front="prestige", back="prestige"), count=3)),
        ]
    )
    assert tokens.token_count() == 30
    assert [p.code for p in tokens.problems] == ["otys.data.too_many"]


def test_the_options_offer_the_taught_contracts_not_out_and_a_new_one() -> None:
    """A public space to fill: every taught contract not on the table, in a hand or
    discarded, then the app's shapes of a new one (fresh id)."""
    other = ContractEntry(contract=Contract(id="other", different=4, prestige=4))
    data = load_data([data_row(BLUE), data_row(other)])
    s = start(2, public=(ROBERTO, Contract(id="c2", different=2, prestige=1)))
    edit(s, 0, zones=zones({}, {"metal": 1, "plant": 2}, {}, {}, {}))
    do(s, Fulfil(player=0, contract="roberto", level=2))
    options = legal_options(s.state, None, data)
    ids = [o.contract.id for o in options]
    assert ids[0] == "other"
    assert "roberto" not in ids
    assert set(ids[1:]) == {"new1"}
    assert PLUGIN.legal_options(s.state, 0, data) == []


def test_the_options_offer_tokens_of_the_taught_mix_first_while_the_bag_may_hold_them() -> None:
    """A token to name: the taught kinds with copies left first, then every kind."""
    data = load_data([data_row(BATTERIES)])
    s = start(2)
    awaited = (Pending(kind="token", level=1, slot=0),)
    display = ((PRESTIGE, PRESTIGE),) * 5
    s.state = s.state.model_copy(update={"pending": awaited, "display": display})
    options = legal_options(s.state, None, data)
    assert options[0].token == BATTERIES.token
    assert len(options) == 20
    s.state = s.state.model_copy(update={"display": ((BATTERY, BATTERY),) * 5})
    assert legal_options(s.state, None, data)[0].token != BATTERIES.token


def test_resources_of_a_contract_shape_stay_within_the_deepest_zone() -> None:
    assert isinstance(builtin_board(), BoardSpec)
    with pytest.raises(ValueError):
        Contract(id="huge", needs=Resources(metal=7), prestige=5)
