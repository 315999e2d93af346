"""Era cards the companion knows from the rulebooks (``resources/underwater_cities/cards.json``).

A card the companion does not know is still playable: the table says its
colour and type, and records what it did step by step.
"""

import json
from functools import cache

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.core import package_data as package_files
from companion.core import shipped
from companion.core.errors import DataError
from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.card_rules import Requirement, Trigger
from companion.games.underwater_cities.effects import ProductionEffect, ScoringEffect
from companion.games.underwater_cities.model import Colour
from companion.games.underwater_cities.shipped_files import DIGESTS
from companion.games.underwater_cities.state import CardType


class KnownCard(BaseModel):
    """One era card as printed (what the seeds reveal of it; None: unknown)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    number: int
    name: str
    colour: Colour | None
    type: CardType | None
    source: str
    text: str | None = None
    effect: Action | None = None
    trigger: Trigger | None = None
    requires: Requirement | None = None
    hand_limit: int = 0
    production: ProductionEffect | None = None
    scoring: ScoringEffect | None = None


class PersonalAssistant(BaseModel):
    """The action card every player starts with."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    name: str
    effect: Action


class CardData(BaseModel):
    """The whole file."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    provenance: str
    personal_assistant: PersonalAssistant
    cards: tuple[KnownCard, ...]


def card_data() -> CardData:
    """The card file (read once; shipped with the app: :mod:`companion.core.shipped`)."""
    return _card_file()[0]


def card_file_shipped() -> bool:
    """Whether the card file is the one shipped with the app (its tests check that each
    of its cards makes a valid library entry)."""
    return _card_file()[1]


@cache
def _card_file() -> tuple[CardData, bool]:
    path = package_files.files("resources").joinpath("underwater_cities/cards.json")
    try:
        text = path.read_text(encoding="utf-8")
        known = DIGESTS.get("cards.json")
        data = shipped.read(CardData, text, json.loads(text), CardData.model_validate, known)
        return data, shipped.listed(text, known)
    except (OSError, ValueError, ValidationError) as error:
        raise DataError(
            "card_file_damaged", f"The card file {path} is damaged: {error}", file=str(path)
        ) from error


@cache
def _by_number() -> dict[int, KnownCard]:
    return {card.number: card for card in card_data().cards}


def known_card(number: int | None) -> KnownCard | None:
    """The known card with this number, or None."""
    return None if number is None else _by_number().get(number)


PERSONAL_ASSISTANT_ID = "personal_assistant"
