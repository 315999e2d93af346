"""A form for the fields of a command (pydantic model), for fixing a past tap.

Numbers get spin boxes, yes/no a check box, a closed list of words a combo box,
resources and cards a nested group; fields that hold lists or tables (the
setup's players, production decisions) are kept as they were. Given the game's
state, the player is chosen by name, the site by its words on the player's
board and the slot by its number and colour, never by a raw id.
"""

from __future__ import annotations

import types
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from companion.games.underwater_cities.players import layout_of
from companion.games.underwater_cities.slots import ALWAYS, board_slots
from companion.games.underwater_cities.state import GameState
from ui.games.underwater_cities import words
from ui.games.underwater_cities.table.tap_words import slot_words
from ui.i18n import translate

Choices = list[tuple[str, Any]]
"""(the words shown, the value stored) of a field chosen from a list."""

NONE_TEXT = "—"


def field_label(name: str) -> str:
    """A command field's name in words."""
    labels = {
        "player": translate("fix", "player"),
        "slot": translate("fix", "slot"),
        "card": translate("fix", "card"),
        "clone": translate("fix", "with the action-cloning tile"),
        "colour": translate("fix", "colour"),
        "type": translate("fix", "type"),
        "number": translate("fix", "number"),
        "name": translate("fix", "name"),
        "special_cost": translate("fix", "special card cost"),
        "hand_limit_plus": translate("fix", "+ hand limit"),
        "pay_special": translate("fix", "pay the special card"),
        "site": translate("fix", "site"),
        "kind": translate("fix", "structure"),
        "upgrade": translate("fix", "upgrade too"),
        "cost": translate("fix", "cost"),
        "amount": translate("fix", "amount"),
        "payment": translate("fix", "payment"),
        "resources": translate("fix", "resources"),
        "cards": translate("fix", "cards"),
        "points": translate("fix", "points"),
        "trigger": translate("fix", "why"),
        "steps": translate("fix", "steps"),
        "source": translate("fix", "from"),
        "face_up": translate("fix", "face-up card"),
        "use_now": translate("fix", "use it now"),
        "count": translate("fix", "how many"),
        "reason": translate("fix", "reason"),
        "built": translate("fix", "built"),
        "upgraded": translate("fix", "upgraded"),
        "hand": translate("fix", "cards in hand"),
        "credits": words.resource_title("credits"),
        "kelp": words.resource_title("kelp"),
        "steelplast": words.resource_title("steelplast"),
        "science": words.resource_title("science"),
        "biomatter": words.resource_title("biomatter"),
    }
    return labels.get(name, name.replace("_", " "))


def choice_label(value: object) -> str:
    """One choice of a closed list in words."""
    if not isinstance(value, str):
        return str(value)
    choices = {
        "usual": translate("fix", "usual cost"),
        "discount": translate("fix", "discount"),
        "stated": translate("fix", "stated cost"),
        "free": translate("fix", "free"),
        "deck": translate("fix", "the deck"),
        "dig": translate("fix", "dig (3 cards)"),
        "standard": words.board_side("standard"),
        "asymmetric": words.board_side("asymmetric"),
    }
    if value in choices:
        return choices[value]
    for word in (words.colour, words.kind, words.card_type):
        shown = word(value)
        if shown not in (value, words.colour(None), words.card_type(None)):
            return shown
    return value.replace("_", " ")


def _optional(annotation: Any) -> tuple[Any, bool]:
    """(the inner type, whether None is allowed)."""
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0], True
    return annotation, False


class Field:
    """One field's widget and how to read it back."""

    def __init__(
        self,
        name: str,
        annotation: Any,
        value: Any,
        parent: QWidget,
        choices: Choices | None = None,
    ) -> None:
        self.name = name
        self.inner, self.nullable = _optional(annotation)
        self.original = value
        self.widget: QWidget | None = None
        self.nested: CommandForm | None = None
        self.enabled: QCheckBox | None = None
        inner = self.inner
        if choices:
            combo = QComboBox(parent)
            if self.nullable:
                combo.addItem(NONE_TEXT, None)
            for text, choice in choices:
                combo.addItem(text, choice)
            if combo.findData(value) < 0 and value is not None:
                combo.addItem(str(value), value)  # a value the lists do not hold stays
            combo.setCurrentIndex(max(0, combo.findData(value)))
            self.widget = combo
        elif get_origin(inner) is Literal:
            combo = QComboBox(parent)
            if self.nullable:
                combo.addItem(NONE_TEXT, None)
            for choice in get_args(inner):
                combo.addItem(choice_label(choice), choice)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            self.widget = combo
        elif inner is bool:
            box = QCheckBox(parent)
            box.setChecked(bool(value))
            self.widget = box
        elif inner is int:
            spin = QSpinBox(parent)
            spin.setRange(-1 if self.nullable else -999, 999)
            if self.nullable:
                spin.setSpecialValueText(NONE_TEXT)
            spin.setValue(-1 if value is None else int(value))
            self.widget = spin
        elif inner is str:
            line = QLineEdit(parent)
            line.setText("" if value is None else str(value))
            self.widget = line
        elif isinstance(inner, type) and issubclass(inner, BaseModel):
            group = QGroupBox(parent)
            if self.nullable:
                group.setCheckable(True)
                group.setChecked(value is not None)
            instance = value if value is not None else inner.model_construct()
            self.nested = CommandForm(instance, group)
            self.widget = group

    def value(self) -> Any:
        """The field's value as plain data."""
        widget = self.widget
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return None if self.nullable and widget.value() == -1 else widget.value()
        if isinstance(widget, QLineEdit):
            text = widget.text().strip()
            return None if self.nullable and not text else text
        if isinstance(widget, QGroupBox) and self.nested is not None:
            if widget.isCheckable() and not widget.isChecked():
                return None
            return self.nested.values()
        if isinstance(self.original, BaseModel):
            return self.original.model_dump(mode="json")
        return self.original


def choices(name: str, model: BaseModel, state: GameState | None) -> Choices | None:
    """The words to choose field ``name`` from, when the state lists them."""
    if state is None:
        return None
    if name == "player":
        return [(player.name, seat) for seat, player in enumerate(state.players)]
    if name == "slot":
        slots = [slot.id for slot in board_slots(state)] + [ALWAYS]
        return [(slot_words(state, slot), slot) for slot in slots]
    seat = getattr(model, "player", None)
    if name == "site" and isinstance(seat, int) and 0 <= seat < len(state.players):
        board = layout_of(state.players[seat])
        sites = [
            *(c.id for c in board.cities),
            *(t.id for t in board.tunnels),
            *(b.id for b in board.buildings),
            *(m.id for m in board.metropolises),
        ]
        return [(words.site(site), site) for site in sites]
    return None


class CommandForm(QFormLayout):
    """Rows for each field of ``model`` (its ``type`` stays fixed); ``state``, when
    given, lets players, slots and sites be chosen in words."""

    def __init__(self, model: BaseModel, parent: QWidget, state: GameState | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.fields: list[Field] = []
        for name, info in type(model).model_fields.items():
            if name in (
                "type",
                "automatic",
                "auto",
                "rules",
            ):  # a card's rules come from the library
                continue
            field = Field(
                name,
                info.annotation,
                getattr(model, name, None),
                parent,
                choices(name, model, state),
            )
            self.fields.append(field)
            if field.widget is not None:
                field.widget.setObjectName(f"field-{name}")
                self.addRow(field_label(name), field.widget)

    def field_widget(self, name: str) -> QWidget | None:
        """The widget of field ``name``."""
        return next((f.widget for f in self.fields if f.name == name), None)

    def values(self) -> dict[str, Any]:
        """Every field as plain data (fields without a widget keep their value)."""
        data: dict[str, Any] = {}
        if hasattr(self.model, "type"):
            data["type"] = self.model.type
        for field in self.fields:
            data[field.name] = field.value()
        return data
