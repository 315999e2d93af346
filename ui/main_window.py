"""The main window: home, the new-game wizard, the table, final scoring, the library.

It owns the store and the open game's controller; screens talk to the game only
through that controller. Undo and redo (Ctrl+Z, Ctrl+Shift+Z) and the history
work on every screen of an open game. Closing the window keeps the open game's
number, so the next start resumes exactly there.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QToolButton,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.store import GameOpenElsewhere, GameStore
from ui import settings, theme
from ui.controller import Change, GameController
from ui.messages import sentence
from ui.screens.home import HomeScreen
from ui.table.history import HistoryPanel
from ui.table.screen import TableScreen
from ui.table.shortcuts import install_turn_shortcuts


class MainWindow(QMainWindow):
    """The app's one window."""

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.controller: GameController | None = None
        self.table: TableScreen | None = None
        self.setWindowTitle(self.tr("Board-game companion"))
        self.resize(1600, 1000)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.home = HomeScreen(store, self.stack)
        self.home.new_game.connect(self.show_wizard)
        self.home.open_game.connect(self.open_game)
        self.home.open_library.connect(self.show_library)
        self.stack.addWidget(self.home)
        self.history = HistoryPanel(self)
        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("history-dock")
        self.history_dock.setWidget(self.history)
        self.history_dock.setMinimumWidth(340)
        self.history_dock.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self._actions()

    # -- actions -------------------------------------------------------------------

    def _action(
        self, text: str, keys: QKeySequence | QKeySequence.StandardKey | str, slot: object
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _actions(self) -> None:
        self.undo_action = self._action(self.tr("Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action(self.tr("Redo"), "Ctrl+Shift+Z", self.redo)
        self.history_action = self._action(self.tr("History"), "Ctrl+H", self.toggle_history)
        self.home_action = self._action(self.tr("Home"), "Ctrl+Shift+H", self.show_home)
        self.new_action = self._action(self.tr("New game"), "Ctrl+N", self.show_wizard)
        self.theme_action = self._action(self.tr("Light / dark"), "Ctrl+Shift+L", self.toggle_theme)
        self.full_action = self._action(self.tr("Full screen"), "F11", self.toggle_full_screen)

    def _tool(self, action: QAction, name: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setObjectName(name)
        button.setToolTip(tip)
        return button

    # -- screens -------------------------------------------------------------------

    def show_home(self) -> None:
        """The home screen (the open game stays open)."""
        self.home.refresh()
        self.stack.setCurrentWidget(self.home)

    def show_wizard(self) -> None:
        """The new-game wizard."""
        from ui.screens.wizard import NewGameWizard

        wizard = NewGameWizard(self.stack)
        wizard.cancelled.connect(lambda: self._drop(wizard, self.show_home))
        wizard.confirmed.connect(lambda setup: self._start(wizard, setup))
        self.stack.addWidget(wizard)
        self.stack.setCurrentWidget(wizard)

    def show_library(self) -> None:
        """The card library."""
        from ui.screens.library import LibraryScreen

        library = LibraryScreen(self.stack)
        library.back.connect(lambda: self._drop(library, self.show_home))
        self.stack.addWidget(library)
        self.stack.setCurrentWidget(library)

    def show_final(self) -> None:
        """Final scoring of the open game."""
        from ui.screens.final import FinalScreen

        if self.controller is None:
            return
        final = FinalScreen(self.controller.state, self.stack)
        final.back.connect(lambda: self._drop(final, self._show_table))
        final.home.connect(lambda: self._drop(final, self.show_home))
        self.stack.addWidget(final)
        self.stack.setCurrentWidget(final)

    def _drop(self, screen: QWidget, then: object) -> None:
        self.stack.removeWidget(screen)
        screen.deleteLater()
        then()  # type: ignore[operator]

    def _show_table(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)

    # -- games ---------------------------------------------------------------------

    def _start(self, wizard: QWidget, setup: dict[str, object]) -> None:
        try:
            game = self.store.new_game("underwater_cities", setup)
        except CompanionError as error:
            QMessageBox.warning(self, self.tr("New game"), sentence(error))
            return
        self.stack.removeWidget(wizard)
        wizard.deleteLater()
        self._show_game(GameController(game, self))

    def open_game(self, number: int) -> bool:
        """Open stored game ``number`` at the table (read-only if it is open elsewhere)."""
        try:
            game = self.store.open_game(number)
        except GameOpenElsewhere as error:
            answer = QMessageBox.question(
                self,
                self.tr("Game open elsewhere"),
                sentence(error) + "\n\n" + self.tr("Open it read-only here?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            game = self.store.open_game(number, read_only=True)
        except CompanionError as error:
            QMessageBox.warning(self, self.tr("Open a game"), sentence(error))
            return False
        self._show_game(GameController(game, self))
        return True

    def _show_game(self, controller: GameController) -> None:
        self.close_game()
        self.controller = controller
        table = TableScreen(controller, self.stack)
        self.table = table
        for action, name, tip in (
            (self.undo_action, "undo", self.tr("Take back the last tap (Ctrl+Z)")),
            (self.redo_action, "redo", self.tr("Play the undone tap again (Ctrl+Shift+Z)")),
            (self.history_action, "history", self.tr("Every tap in words (Ctrl+H)")),
            (self.home_action, "home", self.tr("Back to the games list")),
        ):
            table.banner.add_tool(self._tool(action, name, tip))
        install_turn_shortcuts(table)
        table.finished.connect(self.show_final)
        table.correction_requested.connect(self.correct)
        controller.changed.connect(self._changed)
        self.history.show_game(controller)
        self.stack.addWidget(table)
        self.stack.setCurrentWidget(table)
        settings.remember_game(controller.id)
        self.setWindowTitle(
            self.tr("Underwater Cities #{0} — Board-game companion").format(controller.id)
        )
        self._changed(None)
        if controller.state.phase == "finished":
            self.show_final()

    def close_game(self) -> None:
        """Close the open game (its lock is released; it stays in the store)."""
        if self.controller is None:
            return
        self.controller.close()
        self.controller.deleteLater()
        self.controller = None
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.history.show_game(None)

    def _changed(self, change: Change | None) -> None:
        controller = self.controller
        self.undo_action.setEnabled(controller is not None and controller.can_undo)
        self.redo_action.setEnabled(controller is not None and controller.can_redo)

    def undo(self) -> None:
        """Take back the last tap."""
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        """Play the first undone tap again."""
        if self.controller is not None:
            self.controller.redo()

    def toggle_history(self) -> None:
        """Show or hide the history."""
        self.history_dock.setVisible(not self.history_dock.isVisible())

    def correct(self, seat: int, site: str) -> None:
        """Set a counter or a board site by hand, with a reason."""
        from ui.table.correction import CorrectionDialog

        if self.controller is None:
            return
        CorrectionDialog(self.controller, seat, site, self).open()

    def toggle_theme(self) -> None:
        """Switch between the light and the dark look."""
        chosen = theme.LIGHT if theme.current().dark else theme.DARK
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, chosen)
        settings.remember_theme(chosen.name)
        if self.table is not None:
            self.table.show_change(Change(frozenset({"all"}), ()))

    def toggle_full_screen(self) -> None:
        """Full screen on and off (F11)."""
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the open game's number (the next start resumes it), then release it."""
        game = self.controller.id if self.controller is not None else None
        self.close_game()
        settings.remember_game(game)
        super().closeEvent(event)
