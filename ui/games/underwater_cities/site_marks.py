"""The marks printed on one board site: bonus, surcharge, multiplier, boost.

A form of steppers the board editor fills from a site and reads back as the
engine's :class:`SiteBonus` and :class:`Resources`; :attr:`SiteMarks.changed`
fires when the table changes a value (not while the form is being filled).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.board import (
    BuildingSite,
    CitySite,
    SiteBonus,
    TunnelSite,
)
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from ui.games.underwater_cities import words

MOST = 9
"""The largest amount a site prints."""


class SiteMarks(QWidget):
    """Steppers for one site's bonus, surcharge, multiplier and production boost."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        bonus = QGroupBox(self.tr("Bonus when built"), self)
        bonus_grid = QGridLayout(bonus)
        self.bonus = {
            name: self._spin(bonus_grid, index, "bonus", name)
            for index, name in enumerate(RESOURCE_NAMES)
        }
        self.points = self._spin(bonus_grid, len(RESOURCE_NAMES), "bonus", "points")
        self.federation = QCheckBox(self.tr("advance on the Federation track and draw a card"))
        self.federation.setObjectName("bonus-federation")
        bonus_grid.addWidget(self.federation, 3, 0, 1, 4)
        layout.addWidget(bonus)
        surcharge = QGroupBox(self.tr("Surcharge to build here"), self)
        surcharge_grid = QGridLayout(surcharge)
        self.surcharge = {
            name: self._spin(surcharge_grid, index, "surcharge", name)
            for index, name in enumerate(RESOURCE_NAMES)
        }
        layout.addWidget(surcharge)
        self.multiplier = QCheckBox(self.tr("2× multiplier"), self)
        self.multiplier.setObjectName("multiplier")
        layout.addWidget(self.multiplier)
        self.factor = QSpinBox(self)
        self.factor.setObjectName("production-factor")
        self.factor.setRange(1, 3)
        self.factor.setPrefix(self.tr("tunnel produces ×"))
        layout.addWidget(self.factor)
        self.federation.toggled.connect(self._changed)
        self.multiplier.toggled.connect(self._changed)
        self.factor.valueChanged.connect(self._changed)
        self._filling = False

    def _spin(self, grid: QGridLayout, index: int, group: str, name: str) -> QSpinBox:
        """A stepper in a grid of two per row."""
        spin = QSpinBox(self)
        spin.setObjectName(f"{group}-{name}")
        spin.setRange(0, MOST)
        spin.valueChanged.connect(self._changed)
        title = self.tr("Points") if name == "points" else words.resource_title(name)
        row, column = divmod(index, 2)
        grid.addWidget(QLabel(title, self), row, 2 * column)
        grid.addWidget(spin, row, 2 * column + 1)
        return spin

    def _changed(self) -> None:
        if not self._filling:
            self.changed.emit()

    def fill(self, site: CitySite | TunnelSite | BuildingSite) -> None:
        """Show ``site``'s marks (no :attr:`changed` while filling)."""
        self._filling = True
        bonus = site.bonus or SiteBonus()
        for name, spin in self.bonus.items():
            spin.setValue(getattr(bonus.resources, name))
        self.federation.setChecked(bonus.federation_card)
        self.points.setValue(bonus.points)
        for name, spin in self.surcharge.items():
            spin.setValue(getattr(site.surcharge, name))
        has_multiplier = not isinstance(site, CitySite)
        self.multiplier.setVisible(has_multiplier)
        self.multiplier.setChecked(has_multiplier and getattr(site, "multiplier", False))
        self.factor.setVisible(isinstance(site, TunnelSite))
        self.factor.setValue(site.production_factor if isinstance(site, TunnelSite) else 1)
        self._filling = False

    def site_bonus(self) -> SiteBonus:
        """The bonus as set."""
        return SiteBonus(
            resources=Resources(**{n: s.value() for n, s in self.bonus.items()}),
            federation_card=self.federation.isChecked(),
            points=self.points.value(),
        )

    def site_surcharge(self) -> Resources:
        """The surcharge as set."""
        return Resources(**{n: s.value() for n, s in self.surcharge.items()})
