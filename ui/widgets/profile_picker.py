"""Players as people in the new-game wizard: each seat's name field offers the known
players (their avatar initial, name and colour preference), or takes a new name.

Generic: a game's setup pages name their seats' fields ``name-<seat>`` (a
``QLineEdit``) and, when the game has colours, ``colour-<seat>`` (a ``QComboBox``
whose item data are colour ids). Choosing a player writes their name (the store
links a seat to the profile of that name) and picks their colour preference when
the game offers it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QCompleter, QLineEdit, QMenu, QWidget

from companion.store import Profile
from ui import theme
from ui.i18n import translate

NAME_FIELD = re.compile(r"name-(\d+)")


def avatar(person: Profile, size: int = 32) -> QIcon:
    """A round avatar: the initial on the player's colour (grey without one)."""
    chosen = person.colour or ""
    colour = QColor(chosen if chosen.startswith("#") else theme.player_colour(chosen))
    if not chosen or not colour.isValid():
        colour = QColor("#8a8f98")
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(0, 0, size, size)
    painter.setPen(QColor(theme.text_on(colour.name())))
    font = theme.font(11, bold=True)
    font.setPixelSize(int(size * 0.55))
    painter.setFont(font)
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, person.initial)
    painter.end()
    return QIcon(pixmap)


def choose(pages: QWidget, seat: int, person: Profile) -> None:
    """Seat ``seat`` is ``person``: their name, and their colour if the game has it."""
    field = pages.findChild(QLineEdit, f"name-{seat}")
    if field is not None:
        field.setText(person.name)
    colours = pages.findChild(QComboBox, f"colour-{seat}")
    if colours is not None and person.colour:
        index = colours.findData(person.colour)
        if index >= 0:
            colours.setCurrentIndex(index)


def offer_profiles(pages: QWidget, people: Sequence[Profile]) -> int:
    """Give each seat's name field the known players (a menu and completion);
    how many fields got them."""
    if not people:
        return 0
    names = [person.name for person in people]
    fields = [
        (int(match.group(1)), field)
        for field in pages.findChildren(QLineEdit)
        if (match := NAME_FIELD.fullmatch(field.objectName()))
    ]
    for seat, field in fields:
        completer = QCompleter(names, field)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        field.setCompleter(completer)
        menu = QMenu(field)
        menu.setObjectName(f"profiles-{seat}")
        for person in people:
            action = menu.addAction(avatar(person), person.name)
            action.setObjectName(f"profile-{seat}-{person.id}")
            action.triggered.connect(
                lambda _=False, seat=seat, person=person: choose(pages, seat, person)
            )
        known = field.addAction(person_icon(), QLineEdit.ActionPosition.TrailingPosition)
        known.setObjectName(f"known-players-{seat}")
        known.setToolTip(translate("wizard", "Choose a known player"))
        known.triggered.connect(
            lambda _=False, field=field, menu=menu: menu.popup(
                field.mapToGlobal(field.rect().bottomRight())
            )
        )
    return len(fields)


def person_icon() -> QIcon:
    """The known-players button of a name field: a small person silhouette."""
    size = 32
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#5a6270"))
    painter.drawEllipse(10, 3, 12, 12)
    painter.drawRoundedRect(5, 17, 22, 13, 6, 6)
    painter.end()
    return QIcon(pixmap)
