"""The new-game wizard's first page: which game to set up (also: which game's library);
the frame of a game's own setup pages (:class:`WizardFrame`).

Shown only when more than one game has a user interface (:func:`ui.game_ui.game_uis`);
then the chosen game's own pages follow (its :meth:`~ui.game_ui.GameUI.setup_pages`),
and the game is created as the chosen one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.game_ui import GameUI


class GameChooser(QWidget):
    """One button per game; emits the chosen game's id."""

    chosen = Signal(str)
    cancelled = Signal()

    def __init__(
        self, games: list[GameUI], parent: QWidget | None = None, title: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        heading = QLabel(title or self.tr("New game: which game?"), self)
        heading.setFont(theme.font(22, bold=True))
        layout.addWidget(heading)
        self.buttons: dict[str, QPushButton] = {}
        for game in games:
            button = QPushButton(game.title(), self)
            button.setObjectName(f"game-{game.game_id}")
            button.setMinimumHeight(56)
            button.setFont(theme.font(15, bold=True))
            button.clicked.connect(lambda _=False, game_id=game.game_id: self.chosen.emit(game_id))
            layout.addWidget(button)
            self.buttons[game.game_id] = button
        layout.addStretch(1)
        row = QHBoxLayout()
        cancel = QPushButton(self.tr("Cancel"), self)
        cancel.setObjectName("wizard-cancel")
        cancel.setMinimumHeight(44)
        cancel.clicked.connect(self.cancelled)
        row.addWidget(cancel)
        row.addStretch(1)
        layout.addLayout(row)


class WizardFrame(QWidget):
    """The frame of a game's setup pages: a title, the pages, an error line, and
    Cancel, Back and Next. A game's wizard calls :meth:`build_frame` with what Back
    and Next do on its pages."""

    confirmed = Signal(object)
    """The setup command, once the table confirmed it."""
    cancelled = Signal()

    title: QLabel
    pages: QStackedWidget
    count_group: QButtonGroup
    error: QLabel
    cancel: QPushButton
    back: QPushButton
    next: QPushButton

    def build_frame(
        self,
        pages: Iterable[Callable[[], QWidget]],
        buttons: tuple[str, str, str],
        *,
        go: Callable[[int], None],
        next_step: Callable[[], None],
        margins: tuple[int, int, int, int],
        title_size: int,
        error_size: int | None = None,
        max_width: int | None = None,
    ) -> None:
        """Lay out the frame around the pages ``pages`` build, in order; ``buttons``:
        the words of Cancel, Back and Next (in the game's context); ``go(page)`` shows
        a page (Back asks for the one before), ``next_step()`` is what Next (or Start on
        the last page) does: check the page and go on, or confirm the setup."""
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*margins)
        self.title = QLabel(self)
        self.title.setFont(theme.font(title_size, bold=True))
        layout.addWidget(self.title)
        self.pages = QStackedWidget(self)
        if max_width is not None:
            self.pages.setMaximumWidth(max_width)
        layout.addWidget(self.pages, 1)
        for build in pages:
            self.pages.addWidget(build())
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        if error_size is not None:
            self.error.setFont(theme.font(error_size))
        layout.addWidget(self.error)
        row = QHBoxLayout()
        self.cancel, self.back, self.next = (QPushButton(text, self) for text in buttons)
        for button, name in zip(
            (self.cancel, self.back, self.next), ("cancel", "back", "next"), strict=True
        ):
            button.setObjectName(f"wizard-{name}")
            button.setMinimumHeight(44)
            button.setFont(theme.font(13))
        self.next.setProperty("role", "primary")
        row.addWidget(self.cancel)
        row.addStretch(1)
        row.addWidget(self.back)
        row.addWidget(self.next)
        layout.addLayout(row)
        self.cancel.clicked.connect(self.cancelled)
        self.back.clicked.connect(lambda: go(self.pages.currentIndex() - 1))
        self.next.clicked.connect(next_step)

    def player_counts(
        self,
        page: QWidget,
        label: str,
        counts: Iterable[int],
        chosen: int,
        changed: Callable[[], None],
    ) -> QHBoxLayout:
        """A row of ``label`` and a radio button per player count (``chosen`` ticked):
        :attr:`count_group`, whose ``idClicked`` calls ``changed()`` (the game's wizard
        shows or hides its players' rows there)."""
        row = QHBoxLayout()
        row.addWidget(QLabel(label, page))
        self.count_group = QButtonGroup(page)
        for count in counts:
            radio = QRadioButton(str(count), page)
            radio.setObjectName(f"count-{count}")
            radio.setMinimumHeight(44)
            self.count_group.addButton(radio, count)
            row.addWidget(radio)
        row.addStretch(1)
        self.count_group.button(chosen).setChecked(True)
        self.count_group.idClicked.connect(lambda _: changed())
        return row

    @staticmethod
    def headings(grid: QGridLayout, page: QWidget, texts: Iterable[str]) -> None:
        """The column headings of a players' grid, in its first row."""
        for column, heading in enumerate(texts):
            label = QLabel(heading, page)
            label.setFont(theme.font(12, bold=True))
            grid.addWidget(label, 0, column)

    def show_page(self, page: int, titles: Sequence[str], start: str, next_: str) -> int:
        """Show page ``page`` (within the pages) under its title, Back on all but the
        first, Next saying ``start`` on the last (else ``next_``), no error; returns
        the page shown."""
        page = max(0, min(self.pages.count() - 1, page))
        self.pages.setCurrentIndex(page)
        self.title.setText(titles[page])
        self.back.setEnabled(page > 0)
        self.next.setText(start if page == self.pages.count() - 1 else next_)
        self.error.clear()
        return page
