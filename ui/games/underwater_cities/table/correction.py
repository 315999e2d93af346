"""Corrections by hand: set any counter or board site to what the table sees,
with a reason (the history shows it). The engine gets the differences."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.commands import Adjust
from companion.games.underwater_cities.model import BUILD_KINDS, RESOURCE_NAMES, Resources
from companion.games.underwater_cities.players import layout_of
from ui.controller import GameController
from ui.games.underwater_cities import words

MIN_REASON = 3


class CorrectionDialog(QDialog):
    """Set a player's counters and one board site by hand."""

    def __init__(
        self, controller: GameController, seat: int, site: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("correction")
        self.controller = controller
        self.seat = seat
        player = controller.state.players[seat]
        self.setWindowTitle(self.tr("Correct {0}'s counters and board").format(player.name))
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr("Set each value to what the table sees; say why. The history keeps it."),
            self,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.counters: dict[str, tuple[QSpinBox, int]] = {}
        for name in RESOURCE_NAMES:
            self._counter(form, name, words.resource_title(name), getattr(player.resources, name))
        self._counter(form, "points", self.tr("Points"), player.points)
        self._counter(form, "hand", self.tr("Cards in hand"), player.hand)
        board = layout_of(player)
        self.site = QComboBox(self)
        self.site.setObjectName("site")
        self.site.addItem(self.tr("— no board site —"), "")
        sites = [c.id for c in board.cities] + [t.id for t in board.tunnels]
        for site_id in sites + [b.id for b in board.buildings]:
            self.site.addItem(words.site(site_id), site_id)
        self.site.setCurrentIndex(max(0, self.site.findData(site)))
        self.built = QComboBox(self)
        self.built.setObjectName("built")
        self.built.addItem(self.tr("empty"), None)
        for kind in BUILD_KINDS:
            self.built.addItem(words.kind(kind), kind)
        self.upgraded = QCheckBox(self.tr("upgraded"), self)
        self.upgraded.setObjectName("upgraded")
        self.site.currentIndexChanged.connect(self._site_changed)
        form.addRow(self.tr("Board site"), self.site)
        form.addRow(self.tr("Holds"), self.built)
        form.addRow("", self.upgraded)
        self.reason = QLineEdit(self)
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("why (required), e.g. 'forgot the site bonus'"))
        form.addRow(self.tr("Reason"), self.reason)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert isinstance(self.ok, QPushButton)
        self.ok.setObjectName("correction-ok")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.reason.textChanged.connect(self._check)
        self._site_changed()
        self._check()

    def _counter(self, form: QFormLayout, key: str, label: str, value: int) -> None:
        spin = QSpinBox(self)
        spin.setObjectName(f"set-{key}")
        spin.setRange(0, 999)
        spin.setValue(value)
        form.addRow(self.tr("{0} (now {1})").format(label, value), spin)
        self.counters[key] = (spin, value)

    def _site_changed(self) -> None:
        site = self.site.currentData()
        item = self.controller.state.players[self.seat].built.get(site) if site else None
        self.built.setCurrentIndex(max(0, self.built.findData(item.kind if item else None)))
        self.upgraded.setChecked(bool(item and item.upgraded))
        self.built.setEnabled(bool(site))
        self.upgraded.setEnabled(bool(site))

    def _check(self) -> None:
        self.ok.setEnabled(len(self.reason.text().strip()) >= MIN_REASON)

    def command(self) -> Adjust:
        """The correction as an :class:`Adjust` command (differences from now); the
        reason must have :data:`MIN_REASON` characters (OK is enabled only then)."""
        deltas = {key: spin.value() - before for key, (spin, before) in self.counters.items()}
        where: dict[str, Any] = {}
        site = self.site.currentData()
        if site:
            item = self.controller.state.players[self.seat].built.get(site)
            kind = self.built.currentData()
            upgraded = self.upgraded.isChecked()
            if (item.kind if item else None) != kind or bool(item and item.upgraded) != upgraded:
                where = {"site": site, "built": kind, "upgraded": upgraded}
        return Adjust(
            player=self.seat,
            reason=self.reason.text().strip(),
            resources=Resources.model_validate({name: deltas[name] for name in RESOURCE_NAMES}),
            points=deltas["points"],
            hand=deltas["hand"],
            **where,
        )

    def _accept(self) -> None:
        if len(self.reason.text().strip()) < MIN_REASON:
            return
        if self.controller.execute(self.command()):
            self.accept()
