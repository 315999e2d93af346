"""One widget to teach a card's effect from the engine's vocabulary, with steppers
and a live preview computed by the engine. The turn panel's card-entry step, the
production and final-scoring steppers ("teach the effect for good") and the
library screen all use it.

It edits the fields of a :class:`CardEntry` beyond number, name and colour: the
type, then one effect shape of that type (instant and action effects, a
condition, a permanent trigger or a hand-limit bonus, a production or
end-scoring effect, or "the table resolves it").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.card_rules import TriggerEvent
from companion.games.underwater_cities.effects import CountName
from companion.games.underwater_cities.library import CardEntry
from companion.games.underwater_cities.model import BUILDING_KINDS, RESOURCE_NAMES
from companion.games.underwater_cities.options import CARD_TYPES
from companion.games.underwater_cities.preview import preview
from companion.games.underwater_cities.state import GameState
from ui.games.underwater_cities import words

TALL = 44
"""Every control is at least this tall (finger-sized)."""

COUNTS: tuple[CountName, ...] = get_args(CountName)
"""Every thing an effect can count, in the engine's order."""
EVENTS: tuple[TriggerEvent, ...] = (
    "mismatched_slot",
    "federation_space_3",
    "second_laboratory",
    "second_desalination",
    "slot_steelplast",
    "metropolis_connected",
)
BUILDS: tuple[tuple[str, ...], ...] = (
    ("farm",),
    ("desalination",),
    ("laboratory",),
    ("farm", "desalination", "laboratory"),
    ("tunnel",),
    ("city",),
    ("farm", "desalination", "laboratory", "tunnel"),
)
Context = Callable[[], tuple[GameState, int] | None]
"""The state and the player the preview is for (None: no preview)."""


def _tall(widget: QWidget) -> QWidget:
    widget.setMinimumHeight(TALL)
    if isinstance(widget, QComboBox):  # long items must not widen the turn panel
        widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        widget.setMinimumContentsLength(12)
    return widget


def _spin(parent: QWidget, name: str, low: int = 0, high: int = 99, suffix: str = "") -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setMinimumHeight(TALL)
    spin.setMinimumWidth(96)
    if suffix:
        spin.setSuffix(" " + suffix)
    return spin


class Amounts(QWidget):
    """Steppers for resources (and points, and cards when ``cards``)."""

    changed = Signal()

    def __init__(self, parent: QWidget, name: str, *, cards: bool = False) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        self.spins: dict[str, QSpinBox] = {}
        names = [*RESOURCE_NAMES, "points", *(("cards",) if cards else ())]
        for index, what in enumerate(names):
            suffix = (
                words.resource(what)
                if what in RESOURCE_NAMES
                else (self.tr("points") if what == "points" else self.tr("cards"))
            )
            spin = _spin(self, f"{name}-{what}", suffix=suffix)
            spin.setPrefix("+")
            spin.valueChanged.connect(self.changed)
            grid.addWidget(spin, index // 3, index % 3)
            self.spins[what] = spin

    def resources(self) -> dict[str, int]:
        """The resources with an amount."""
        return {n: self.spins[n].value() for n in RESOURCE_NAMES if self.spins[n].value()}

    def get(self, what: str) -> int:
        """One amount ('points', 'cards', a resource)."""
        spin = self.spins.get(what)
        return spin.value() if spin is not None else 0

    def set(self, resources: Any = None, points: int = 0, cards: int = 0) -> None:
        """Show these amounts."""
        found = dict(resources.items()) if resources is not None else {}
        for what, spin in self.spins.items():
            extra = {"points": points, "cards": cards}
            spin.setValue(int(extra[what] if what in extra else found.get(what, 0)))


class EffectEditor(QWidget):
    """Type, effect shape and its numbers; :meth:`fields` gives the entry's fields."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, context: Context | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("effect-editor")
        self.context = context
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        types = QGridLayout()
        types.setSpacing(4)
        self.type_group = QButtonGroup(self)
        self.type_group.setExclusive(True)
        self.type_buttons: dict[str, QPushButton] = {}
        for index, kind in enumerate(CARD_TYPES):
            button = QPushButton(f"{index + 1} · {words.card_type(kind)}", self)
            button.setObjectName(f"type-{kind}")
            button.setCheckable(True)
            _tall(button)
            self.type_group.addButton(button)
            self.type_buttons[kind] = button
            button.clicked.connect(lambda _=False, k=kind: self.set_type(k))
            types.addWidget(button, index // 3, index % 3)
        layout.addLayout(types)
        row = QHBoxLayout()
        self.shape = QComboBox(self)
        self.shape.setObjectName("effect-shape")
        _tall(self.shape)
        self.shape.currentIndexChanged.connect(self._shape_changed)
        row.addWidget(self.shape, 1)
        layout.addLayout(row)
        self.params = QWidget(self)
        self.params_layout = QVBoxLayout(self.params)
        self.params_layout.setContentsMargins(0, 0, 0, 0)
        self.params_layout.setSpacing(4)
        layout.addWidget(self.params)
        self.preview = QLabel(self)
        self.preview.setObjectName("effect-preview")
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setWordWrap(True)
        layout.addWidget(self.preview)
        self._getter: Callable[[], dict[str, Any]] = dict
        self._kind: str | None = None
        self._shape_widgets: tuple[Any, ...] = ()
        self._parts: tuple[Any, ...] = ()
        self._trigger_widgets: tuple[Any, ...] = ()
        self._gain_amounts: Amounts | None = None
        self.changed.connect(self._update_preview)
        self.set_type(None)

    # -- the type and the shape -----------------------------------------------------

    def card_type(self) -> str | None:
        """The chosen card type (None: not chosen yet)."""
        return self._kind

    def set_type(self, kind: str | None) -> None:
        """Choose the card type; the shapes offered follow it."""
        self._kind = kind
        for name, button in self.type_buttons.items():
            button.setChecked(name == kind)
        self.shape.blockSignals(True)
        self.shape.clear()
        self.shape.addItem(self.tr("no effect to enter (name and type only)"), "none")
        for key, label in self._shapes(kind):
            self.shape.addItem(label, key)
        self.shape.addItem(
            self.tr("the table resolves it (enter its result when it fires)"), "table"
        )
        self.shape.setEnabled(kind is not None)
        self.shape.blockSignals(False)
        self._shape_changed()

    def _shapes(self, kind: str | None) -> list[tuple[str, str]]:
        if kind in ("instant", "action"):
            return [
                ("gain", self.tr("gain resources, cards, points")),
                ("build", self.tr("build (at usual cost)")),
                ("upgrade", self.tr("upgrade structures (1 science each)")),
                ("action_card", self.tr("use action cards")),
                ("federation", self.tr("advance on the Federation track")),
                ("special_card", self.tr("take 1 special card")),
                ("gain_different", self.tr("gain different resources, 1 each")),
            ]
        if kind == "permanent":
            return [
                ("trigger", self.tr("whenever …, gain …")),
                ("hand_limit", self.tr("hand limit +1")),
            ]
        if kind == "production":
            return [
                ("fixed", self.tr("a fixed gain each production")),
                ("per_count", self.tr("a gain per counted thing")),
                ("per_city", self.tr("a gain per connected city with buildings")),
            ]
        if kind == "end_scoring":
            return [
                ("fixed", self.tr("fixed points")),
                ("per_count", self.tr("points per counted thing")),
                ("threshold", self.tr("points by a threshold table")),
                ("sets", self.tr("points per complete set")),
                ("conversion", self.tr("pay resources for points (conversion)")),
                ("per_city", self.tr("points per connected city with buildings")),
            ]
        return []

    def shape_key(self) -> str:
        """The chosen shape ('none', 'table', 'gain', 'per_count', …)."""
        return str(self.shape.currentData() or "none")

    def set_shape(self, key: str) -> None:
        """Choose a shape of the current type by key."""
        index = self.shape.findData(key)
        if index >= 0:
            self.shape.setCurrentIndex(index)

    def _clear_params(self) -> None:
        while self.params_layout.count():
            item = self.params_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
            elif item is not None and item.layout() is not None:
                _drop_layout(item.layout())

    def _shape_changed(self) -> None:
        self._clear_params()
        key = self.shape_key()
        kind = self._kind
        parts: dict[str, Callable[[], dict[str, Any]]] = {
            "gain": self._gain,
            "build": self._build,
            "upgrade": lambda: self._counted("upgrade", self.tr("structures")),
            "action_card": lambda: self._counted("action_card", self.tr("action cards")),
            "federation": lambda: self._counted("federation", self.tr("steps")),
            "special_card": self._special,
            "gain_different": lambda: self._counted("gain_different", self.tr("resources")),
        }
        getters: dict[str, Callable[[], Callable[[], dict[str, Any]]]] = {
            "trigger": self._trigger,
            "hand_limit": lambda: lambda: {"hand_limit": 1},
            "fixed": self._fixed,
            "per_count": self._per_count,
            "per_city": self._per_city,
            "threshold": self._threshold,
            "sets": self._sets,
            "conversion": self._conversion,
        }
        if key == "table":
            self._getter = lambda: {"table_resolved": True}
        elif key in parts and kind in ("instant", "action"):
            self._getter = self._with_extras(parts[key], also=key != "gain")
        elif key in getters:
            self._getter = getters[key]()
        else:
            self._getter = dict
        self.changed.emit()

    # -- shapes ------------------------------------------------------------------------

    def _row(self, *widgets: QWidget) -> None:
        row = QHBoxLayout()
        row.setSpacing(6)
        for widget in widgets:
            row.addWidget(widget)
        row.addStretch(1)
        self.params_layout.addLayout(row)

    def _label(self, text: str) -> QLabel:
        label = QLabel(text, self.params)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def _amounts(self, name: str, *, cards: bool = False) -> Amounts:
        amounts = Amounts(self.params, name, cards=cards)
        if self._kind == "end_scoring":  # final scoring gives points, never resources
            for what in RESOURCE_NAMES:
                amounts.spins[what].hide()
        amounts.changed.connect(self.changed)
        self.params_layout.addWidget(amounts)
        return amounts

    def _count_combo(self, name: str, *, none: str | None = None) -> QComboBox:
        combo = QComboBox(self.params)
        combo.setObjectName(name)
        _tall(combo)
        if none is not None:
            combo.addItem(none, None)
        for count in COUNTS:
            combo.addItem(words.count_words(count), count)
        combo.currentIndexChanged.connect(self.changed)
        return combo

    def _stepper(self, name: str, low: int, value: int, suffix: str = "") -> QSpinBox:
        spin = _spin(self.params, name, low, 99, suffix)
        spin.setValue(value)
        spin.valueChanged.connect(self.changed)
        return spin

    def _gain_part(self, amounts: Amounts) -> dict[str, Any]:
        return {
            "kind": "gain",
            "resources": amounts.resources(),
            "cards": amounts.get("cards"),
            "points": amounts.get("points"),
        }

    def _gain(self) -> dict[str, Any]:
        amounts = self._amounts("gain", cards=True)
        self._gain_amounts = amounts
        return {"part": lambda: self._gain_part(amounts)}

    def _build(self) -> dict[str, Any]:
        kinds = QComboBox(self.params)
        kinds.setObjectName("build-kinds")
        _tall(kinds)
        for choice in BUILDS:
            kinds.addItem(self.tr(" or ").join(words.kind(k) for k in choice), list(choice))
        kinds.currentIndexChanged.connect(self.changed)
        count = self._stepper("build-count", 1, 1, "×")
        upgrade = QCheckBox(self.tr("and upgrade it for 1 science"), self.params)
        _tall(upgrade)
        upgrade.toggled.connect(self.changed)
        self._row(self._label(self.tr("Build")), count, kinds, upgrade)

        def load(part: dict[str, Any]) -> None:
            kinds.setCurrentIndex(max(0, kinds.findData(list(part["kinds"]))))
            count.setValue(part.get("count", 1))
            upgrade.setChecked(part.get("upgrade", False))

        return {
            "part": lambda: {
                "kind": "build",
                "kinds": kinds.currentData(),
                "count": count.value(),
                "upgrade": upgrade.isChecked(),
            },
            "load": load,
        }

    def _counted(self, kind: str, what: str) -> dict[str, Any]:
        field = "steps" if kind == "federation" else "count"
        spin = self._stepper(f"{kind}-count", 1, 1, what)
        self._row(spin)
        extra: dict[str, Any] = {}
        if kind == "gain_different":
            extra["choices"] = list(RESOURCE_NAMES)
        return {
            "part": lambda: {"kind": kind, field: spin.value(), **extra},
            "load": lambda part: spin.setValue(part.get(field, 1)),
        }

    def _special(self) -> dict[str, Any]:
        return {"part": lambda: {"kind": "special_card"}, "load": lambda part: None}

    def _with_extras(
        self, builder: Callable[[], dict[str, Any]], *, also: bool = True
    ) -> Callable[[], dict[str, Any]]:
        """An instant or action effect: the main part, maybe "and gain …", and a condition."""
        made = builder()
        extra: Amounts | None = None
        if also:
            self.params_layout.addWidget(self._label(self.tr("and also gain:")))
            extra = self._amounts("also", cards=True)
        needs = self._count_combo("requires-count", none=self.tr("no condition"))
        at_least = self._stepper("requires-at-least", 1, 1)
        self._row(self._label(self.tr("Only with at least")), at_least, needs)
        self._parts = (made, extra, needs, at_least)

        def fields() -> dict[str, Any]:
            parts = [made["part"]()]
            if extra is not None and (
                extra.resources() or extra.get("points") or extra.get("cards")
            ):
                parts.append(self._gain_part(extra))
            found: dict[str, Any] = {"effect": {"options": [parts]}}
            if needs.currentData() is not None:
                found["requires"] = {"count": needs.currentData(), "at_least": at_least.value()}
            return found

        return fields

    def _trigger(self) -> Callable[[], dict[str, Any]]:
        event = QComboBox(self.params)
        event.setObjectName("trigger-event")
        _tall(event)
        for name in EVENTS:
            event.addItem(self._event_words(name), name)
        event.currentIndexChanged.connect(self.changed)
        self._row(event)
        amounts = self._amounts("trigger")
        self._trigger_widgets = (event, amounts)
        return lambda: {
            "trigger": {
                "on": event.currentData(),
                "gain": amounts.resources(),
                "points": amounts.get("points"),
            }
        }

    def _event_words(self, name: str) -> str:
        return {
            "mismatched_slot": self.tr("whenever you choose a slot that does not match your card"),
            "federation_space_3": self.tr("whenever you reach space 3 of the Federation track"),
            "second_laboratory": self.tr(
                "whenever you build the 2nd laboratory of a connected city"
            ),
            "second_desalination": self.tr(
                "whenever you build the 2nd desalination plant of a connected city"
            ),
            "slot_steelplast": self.tr("whenever an action slot gives you at least 1 steelplast"),
            "metropolis_connected": self.tr("whenever your network connects to a new metropolis"),
        }[name]

    def _effect_field(self) -> str:
        return "production" if self._kind == "production" else "scoring"

    def _fixed(self) -> Callable[[], dict[str, Any]]:
        amounts = self._amounts("fixed")
        self._shape_widgets = (amounts,)
        return lambda: {
            self._effect_field(): {
                "shape": "fixed",
                "resources": amounts.resources(),
                "points": amounts.get("points"),
            }
        }

    def _per_count(self) -> Callable[[], dict[str, Any]]:
        amounts = self._amounts("per-count-gain")
        per = self._stepper("per", 1, 1)
        count = self._count_combo("per-count")
        cap = self._stepper("cap", 0, 0, "×")
        cap.setSpecialValueText(self.tr("no limit"))
        self._row(self._label(self.tr("per")), per, count)
        self._row(self._label(self.tr("at most")), cap)
        self._shape_widgets = (per, count, cap, amounts)
        return lambda: {
            self._effect_field(): {
                "shape": "per_count",
                "count": count.currentData(),
                "per": per.value(),
                "resources": amounts.resources(),
                "points": amounts.get("points"),
                "cap": cap.value() or None,
            }
        }

    def _per_city(self) -> Callable[[], dict[str, Any]]:
        at_least = self._stepper("city-at-least", 1, 2)
        building = QComboBox(self.params)
        building.setObjectName("city-building")
        _tall(building)
        for kind in BUILDING_KINDS:
            building.addItem(words.kind_plural(kind), kind)
        building.currentIndexChanged.connect(self.changed)
        upgraded = QCheckBox(self.tr("upgraded"), self.params)
        _tall(upgraded)
        upgraded.toggled.connect(self.changed)
        self._row(
            self._label(self.tr("each connected city with at least")), at_least, upgraded, building
        )
        amounts = self._amounts("per-city-gain")
        self._shape_widgets = (at_least, building, upgraded, amounts)
        return lambda: {
            self._effect_field(): {
                "shape": "per_city",
                "building": building.currentData(),
                "at_least": at_least.value(),
                "upgraded": upgraded.isChecked(),
                "resources": amounts.resources(),
                "points": amounts.get("points"),
            }
        }

    def _threshold(self) -> Callable[[], dict[str, Any]]:
        count = self._count_combo("threshold-count")
        self._row(count)
        steps = []
        for index in range(3):
            at_least = self._stepper(f"step-{index}-at-least", 0, 0 if index else 1)
            at_least.setSpecialValueText(self.tr("unused"))
            points = self._stepper(f"step-{index}-points", 0, 0 if index else 1, self.tr("points"))
            self._row(self._label(self.tr("at least")), at_least, self._label("→"), points)
            steps.append((at_least, points))
        self._shape_widgets = (count, steps)
        return lambda: {
            "scoring": {
                "shape": "threshold",
                "count": count.currentData(),
                "steps": [
                    {"at_least": a.value(), "points": p.value()} for a, p in steps if a.value()
                ],
            }
        }

    def _sets(self) -> Callable[[], dict[str, Any]]:
        first = self._count_combo("sets-first")
        second = self._count_combo("sets-second")
        second.setCurrentIndex(1)
        points = self._stepper("sets-points", 1, 1, self.tr("points"))
        self._row(first, self._label("+"), second, self._label("→"), points)
        self._shape_widgets = (first, second, points)
        return lambda: {
            "scoring": {
                "shape": "sets",
                "counts": [first.currentData(), second.currentData()],
                "points": points.value(),
            }
        }

    def _conversion(self) -> Callable[[], dict[str, Any]]:
        self.params_layout.addWidget(self._label(self.tr("Pay:")))
        pay = Amounts(self.params, "pay")
        pay.spins["points"].hide()
        pay.changed.connect(self.changed)
        self.params_layout.addWidget(pay)
        points = self._stepper("conversion-points", 1, 1, self.tr("points"))
        times = self._stepper("conversion-times", 0, 1, "×")
        times.setSpecialValueText(self.tr("as often as you can"))
        self._row(self._label("→"), points, self._label(self.tr("at most")), times)
        self._shape_widgets = (pay, points, times)
        return lambda: {
            "scoring": {
                "shape": "conversion",
                "pay": pay.resources(),
                "points": points.value(),
                "times": times.value() or None,
            }
        }

    # -- reading and loading ---------------------------------------------------------

    def fields(self) -> dict[str, Any]:
        """The entry's fields this editor sets (``type`` and one effect)."""
        found: dict[str, Any] = {"type": self._kind}
        found.update(self._getter())
        return found

    def entry(self, **identity: Any) -> CardEntry:
        """The whole entry with ``identity`` (number, name, colour, deck, …);
        ``ValueError`` says in player words what is wrong."""
        try:
            return CardEntry.model_validate({**identity, **self.fields()})
        except ValidationError as error:
            first = error.errors()[0]
            raise ValueError(str(first["msg"]).removeprefix("Value error, ")) from None

    def load(self, entry: CardEntry) -> None:
        """Show ``entry``'s type and effect (a shape the editor lacks shows as
        'no effect')."""
        self.set_type(entry.type)
        if entry.table_resolved:
            self.set_shape("table")
        elif entry.hand_limit:
            self.set_shape("hand_limit")
        elif entry.trigger is not None:
            self.set_shape("trigger")
            event, amounts = self._trigger_widgets
            event.setCurrentIndex(max(0, event.findData(entry.trigger.on)))
            amounts.set(entry.trigger.gain, entry.trigger.points)
        elif entry.effect is not None and entry.effect.options:
            self._load_effect(entry)
        elif (effect := entry.production or entry.scoring) is not None:
            self._load_effect_shape(effect.model_dump(mode="json"))
        self.changed.emit()

    def _load_effect(self, entry: CardEntry) -> None:
        assert entry.effect is not None
        parts = [p.model_dump(mode="json") for p in entry.effect.options[0]]
        self.set_shape(parts[0]["kind"])
        made, extra, needs, at_least = self._parts
        if parts[0]["kind"] == "gain" and self._gain_amounts is not None:
            self._gain_amounts.set(parts[0]["resources"], parts[0]["points"], parts[0]["cards"])
        else:
            made["load"](parts[0])
            if extra is not None and len(parts) > 1 and parts[1]["kind"] == "gain":
                extra.set(parts[1]["resources"], parts[1]["points"], parts[1]["cards"])
        if entry.requires is not None:
            needs.setCurrentIndex(needs.findData(entry.requires.count))
            at_least.setValue(entry.requires.at_least)

    def _load_effect_shape(self, data: dict[str, Any]) -> None:
        shape = data["shape"]
        self.set_shape(shape)
        widgets: tuple[Any, ...] = self._shape_widgets
        if shape == "fixed":
            (amounts,) = widgets
            amounts.set(data.get("resources"), data.get("points", 0))
        elif shape == "per_count":
            per, count, cap, amounts = widgets
            per.setValue(data.get("per", 1))
            count.setCurrentIndex(count.findData(data["count"]))
            cap.setValue(data.get("cap") or 0)
            amounts.set(data.get("resources"), data.get("points", 0))
        elif shape == "per_city":
            at_least, building, upgraded, amounts = widgets
            at_least.setValue(data["at_least"])
            building.setCurrentIndex(building.findData(data["building"]))
            upgraded.setChecked(data.get("upgraded", False))
            amounts.set(data.get("resources"), data.get("points", 0))
        elif shape == "threshold":
            count, steps = widgets
            count.setCurrentIndex(count.findData(data["count"]))
            for (at_least, points), step in zip(steps, data["steps"], strict=False):
                at_least.setValue(step["at_least"])
                points.setValue(step["points"])
        elif shape == "sets":
            first, second, points = widgets
            first.setCurrentIndex(first.findData(data["counts"][0]))
            second.setCurrentIndex(second.findData(data["counts"][1]))
            points.setValue(data["points"])
        elif shape == "conversion":
            pay, points, times = widgets
            pay.set(data["pay"])
            points.setValue(data["points"])
            times.setValue(data.get("times") or 0)

    # -- preview -------------------------------------------------------------------

    def _update_preview(self) -> None:
        found = self.context() if self.context is not None else None
        if found is None or self._kind is None:
            self.preview.setText("")
            return
        state, player = found
        try:
            entry = self.entry(number=999, name="?")
        except ValueError as error:
            self.preview.setText("⚠ " + self.tr("Set its numbers: {0}").format(error))
            return
        said = preview(state, player, entry)
        who = state.players[player].name
        text = "; ".join(words.say(line) for line in said)
        self.preview.setText(self.tr("For {0} — {1}").format(who, text) if text else "")


def _drop_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif item.layout() is not None:
            _drop_layout(item.layout())
