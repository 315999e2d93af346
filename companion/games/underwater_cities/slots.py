"""Action slots of the main board, loaded from ``resources/underwater_cities/slots.json``."""

import json
from functools import cache

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.core import package_data as package_files
from companion.core import shipped
from companion.core.errors import DataError
from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.model import Colour
from companion.games.underwater_cities.shipped_files import DIGESTS
from companion.games.underwater_cities.state import RULES_EDITION, GameState, MainBoardSide

ALWAYS = "always"


class SlotDef(BaseModel):
    """One coloured action slot; ``colour_certain`` / ``side_certain`` are False for a
    best guess of its colour / of its being on that side; ``source`` says why."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str
    colour: Colour
    colour_certain: bool = False
    side_certain: bool = False
    text: str
    source: str = ""
    action: Action


class AlwaysSlot(BaseModel):
    """The always-available slot (no colour, any number of tiles)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str
    text: str
    action: Action


class LayoutBefore(BaseModel):
    """A side's slots (ids, clockwise) in games set up before a correction."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    first_green: str
    order: tuple[str, ...]


class BoardSideSlots(BaseModel):
    """The slots of one main-board side in clockwise order."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    first_green: str
    note: str = ""
    slots: tuple[SlotDef, ...]
    before_correction: LayoutBefore | None = None


class SlotData(BaseModel):
    """Both sides of the main board plus the always-available slot."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    provenance: str
    provisional: bool
    sides: dict[MainBoardSide, BoardSideSlots]
    retired: tuple[SlotDef, ...] = ()
    always_available: AlwaysSlot


@cache
def slot_data() -> SlotData:
    """The slot data (read once; shipped with the app: :mod:`companion.core.shipped`)."""
    path = package_files.files("resources").joinpath("underwater_cities/slots.json")
    try:
        text = path.read_text(encoding="utf-8")
        known = DIGESTS.get("slots.json")
        return shipped.read(SlotData, text, json.loads(text), SlotData.model_validate, known)
    except (OSError, ValueError, ValidationError) as error:
        raise DataError(
            "slot_file_damaged",
            f"The action-slot file {path} is damaged: {error}",
            file=str(path),
        ) from error


def side_slots(side: MainBoardSide, edition: int = RULES_EDITION) -> tuple[SlotDef, ...]:
    """The coloured slots of one main-board side, clockwise (``edition`` 1: as games
    set up before the rulebook correction have them)."""
    data = slot_data().sides[side]
    if edition < RULES_EDITION and data.before_correction is not None:
        index = _slot_index()
        return tuple(index[slot] for slot in data.before_correction.order)
    return data.slots


def first_green(side: MainBoardSide, edition: int = RULES_EDITION) -> str:
    """The first green slot clockwise (solo's count starts there, Italian p. 18)."""
    data = slot_data().sides[side]
    if edition < RULES_EDITION and data.before_correction is not None:
        return data.before_correction.first_green
    return data.first_green


def board_slots(state: GameState) -> tuple[SlotDef, ...]:
    """The coloured slots of the game's main-board side, clockwise."""
    return side_slots(state.settings.main_board, state.settings.rules_edition)


@cache
def _slot_index() -> dict[str, SlotDef]:
    data = slot_data()
    return {s.id: s for side in data.sides.values() for s in (*side.slots, *data.retired)}


def find_slot(slot_id: str) -> SlotDef | None:
    """The coloured slot with this id (any side), or None."""
    return _slot_index().get(slot_id)


def slot_colour(state: GameState, slot_id: str) -> Colour | None:
    """The slot's colour, as corrected by the table (None for the always slot)."""
    if slot_id == ALWAYS:
        return None
    if slot_id in state.settings.slot_colours:
        return state.settings.slot_colours[slot_id]
    slot = find_slot(slot_id)
    return slot.colour if slot else None


def slot_action(slot_id: str) -> Action:
    """The structured action of a slot (or of the always-available slot)."""
    if slot_id == ALWAYS:
        return slot_data().always_available.action
    slot = find_slot(slot_id)
    if slot is None:
        raise illegal("unknown_slot", f"There is no action slot {slot_id}.", slot=slot_id)
    return slot.action


def slot_text(slot_id: str) -> str:
    """The slot's action in words."""
    if slot_id == ALWAYS:
        return slot_data().always_available.text
    slot = find_slot(slot_id)
    return slot.text if slot else slot_id
