"""Action slots of the main board, loaded from ``resources/underwater_cities/slots.json``."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources as package_files

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.core.errors import DataError
from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.model import Colour
from companion.games.underwater_cities.state import GameState, MainBoardSide

ALWAYS = "always"


class SlotDef(BaseModel):
    """One coloured action slot; ``colour_certain`` is False for a best guess."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    colour: Colour
    colour_certain: bool = False
    text: str
    action: Action


class AlwaysSlot(BaseModel):
    """The always-available slot (no colour, any number of tiles)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    text: str
    action: Action


class BoardSideSlots(BaseModel):
    """The slots of one main-board side in clockwise order."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    first_green: str
    slots: tuple[SlotDef, ...]


class SlotData(BaseModel):
    """Both sides of the main board plus the always-available slot."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    provenance: str
    provisional: bool
    sides: dict[MainBoardSide, BoardSideSlots]
    always_available: AlwaysSlot


@cache
def slot_data() -> SlotData:
    """The validated slot data (read once)."""
    path = package_files.files("resources").joinpath("underwater_cities/slots.json")
    try:
        return SlotData.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as error:
        raise DataError(
            "slot_file_damaged",
            f"The action-slot file {path} is damaged: {error}",
            file=str(path),
        ) from error


def side_slots(side: MainBoardSide) -> tuple[SlotDef, ...]:
    """The coloured slots of one main-board side, clockwise."""
    return slot_data().sides[side].slots


@cache
def _slot_index() -> dict[str, SlotDef]:
    return {s.id: s for side in slot_data().sides.values() for s in side.slots}


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
