"""The main window: home, the new-game wizard, the table, final scoring, the library.

It owns the store and the open game's controller; screens talk to the game only
through that controller. Undo and redo (Ctrl+Z, Ctrl+Shift+Z) and the history
work on every screen of an open game. Closing the window keeps the open game's
number, so the next start resumes exactly there.

The language can change at any time (the menu on Home and on the table): the
window installs the translation, then rebuilds its screens from the game's
state, which is the simplest way to have every text in the new language.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolButton,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.session import Session
from companion.games.underwater_cities.ruleset import RULESET
from companion.store import GameOpenElsewhere, GameStore
from ui import i18n, settings, theme
from ui.controller import Change, GameController
from ui.games.underwater_cities.table.forecast import ForecastDialog
from ui.games.underwater_cities.table.history import HistoryPanel
from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.table.shortcuts import install_turn_shortcuts
from ui.games.underwater_cities.teaching.coach import Coach
from ui.messages import sentence
from ui.screens.home import HomeScreen
from ui.widgets.language import language_button


class MainWindow(QMainWindow):
    """The app's one window."""

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.controller: GameController | None = None
        self.coach: Coach | None = None
        self.table: TableScreen | None = None
        self.forecast: ForecastDialog | None = None
        self.resize(1600, 1000)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.home = self._build_home()
        self.history = HistoryPanel(self)
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("history-dock")
        self.history_dock.setWidget(self.history)
        self.history_dock.setMinimumWidth(340)
        self.history_dock.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self._actions()
        self._texts()

    def _build_home(self) -> HomeScreen:
        home = HomeScreen(self.store, self.stack)
        home.new_game.connect(self.show_wizard)
        home.open_game.connect(self.open_game)
        home.open_library.connect(self.show_library)
        home.add_tool(language_button(home, self.set_language))
        self.stack.insertWidget(0, home)
        return home

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
        self.undo_action = self._action("", QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action("", "Ctrl+Shift+Z", self.redo)
        self.history_action = self._action("", "Ctrl+H", self.toggle_history)
        self.home_action = self._action("", "Ctrl+Shift+H", self.show_home)
        self.new_action = self._action("", "Ctrl+N", self.show_wizard)
        self.theme_action = self._action("", "Ctrl+Shift+L", self.toggle_theme)
        self.full_action = self._action("", "F11", self.toggle_full_screen)
        self.forecast_action = self._action("", "Ctrl+P", self.show_forecast)
        self.teaching_action = self._action("", "Ctrl+T", self.toggle_teaching)
        self.teaching_action.setCheckable(True)

    def _texts(self) -> None:
        """The window's own texts in the current language."""
        self.setWindowTitle(self.tr("Board-game companion"))
        self.history_dock.setWindowTitle(self.tr("History"))
        for action, text in (
            (self.undo_action, self.tr("Undo")),
            (self.redo_action, self.tr("Redo")),
            (self.history_action, self.tr("History")),
            (self.home_action, self.tr("Home")),
            (self.new_action, self.tr("New game")),
            (self.theme_action, self.tr("Light / dark")),
            (self.full_action, self.tr("Full screen")),
            (self.forecast_action, self.tr("Forecast")),
            (self.teaching_action, self.tr("Teaching mode")),
        ):
            action.setText(text)
        if self.controller is not None:
            self.setWindowTitle(
                self.tr("Underwater Cities #{0} — Board-game companion").format(self.controller.id)
            )

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
        from ui.games.underwater_cities.wizard import NewGameWizard

        wizard = NewGameWizard(self.stack)
        wizard.cancelled.connect(lambda: self._drop(wizard, self.show_home))
        wizard.confirmed.connect(lambda setup: self._start(wizard, setup))
        self.stack.addWidget(wizard)
        self.stack.setCurrentWidget(wizard)

    def show_library(self) -> None:
        """The card library."""
        from ui.games.underwater_cities.library import LibraryScreen

        library = LibraryScreen(self.stack)
        library.back.connect(lambda: self._drop(library, self.show_home))
        self.stack.addWidget(library)
        self.stack.setCurrentWidget(library)

    def show_final(self) -> None:
        """Final scoring of the open game."""
        from ui.games.underwater_cities.final import FinalScreen

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
        from ui.games.underwater_cities.wizard import NewGameWizard

        try:
            game = self.store.new_game("underwater_cities", setup)
        except CompanionError as error:
            QMessageBox.warning(self, self.tr("New game"), sentence(error))
            return
        if isinstance(wizard, NewGameWizard):
            settings.remember_teaching(game.id, wizard.teaching_settings())
        self.stack.removeWidget(wizard)
        wizard.deleteLater()
        self._show_game(GameController(game, self))
        if self.coach is not None and self.coach.enabled:
            self.coach.after_setup(Session(RULESET).execute(setup))

    def open_game(self, number: int) -> bool:
        """Open stored game ``number`` at the table (read-only if it is open elsewhere)."""
        if self.controller is not None and self.controller.id == number:
            self._show_table()  # already open here
            return True
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
        self.coach = Coach(controller, self.store.db, controller)
        table = self._build_table(controller)
        controller.changed.connect(self._changed)
        self.history.show_game(controller)
        self.stack.setCurrentWidget(table)
        settings.remember_game(controller.id)
        self._texts()
        self._changed(None)
        if controller.state.phase == "finished":
            self.show_final()

    def _build_table(self, controller: GameController) -> TableScreen:
        coach = self.coach or Coach(controller, self.store.db, controller)
        table = TableScreen(controller, coach, self.stack)
        self.table = table
        for action, name, tip in (
            (self.undo_action, "undo", self.tr("Take back the last tap (Ctrl+Z)")),
            (self.redo_action, "redo", self.tr("Play the undone tap again (Ctrl+Shift+Z)")),
            (self.history_action, "history", self.tr("Every tap in words (Ctrl+H)")),
            (self.home_action, "home", self.tr("Back to the games list")),
            (
                self.forecast_action,
                "forecast",
                self.tr(
                    "What each network would produce now, and what one more tunnel "
                    "would change (Ctrl+P)"
                ),
            ),
        ):
            table.banner.add_tool(self._tool(action, name, tip))
        table.banner.add_tool(self._teaching_tool())
        table.banner.add_tool(language_button(table.banner, self.set_language))
        install_turn_shortcuts(table)
        table.finished.connect(self.show_final)
        table.correction_requested.connect(self.correct)
        self.stack.addWidget(table)
        return table

    def _teaching_tool(self) -> QToolButton:
        """The teaching switch, with a menu of per-player switches."""
        button = QToolButton()
        button.setObjectName("teaching")
        button.setText(self.tr("Teaching ▾"))
        button.setToolTip(self.tr("Teaching mode: a guide and lessons for new players (Ctrl+T)"))
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        menu.setObjectName("teaching-menu")
        menu.aboutToShow.connect(lambda: self._teaching_menu(menu))
        button.setMenu(menu)
        return button

    def _teaching_menu(self, menu: QMenu) -> None:
        menu.clear()
        coach, controller = self.coach, self.controller
        if coach is None or controller is None:
            return
        self.teaching_action.setChecked(coach.enabled)
        menu.addAction(self.teaching_action)
        menu.addSeparator()
        for player in controller.state.players:
            action = menu.addAction(self.tr("Teach {0}").format(player.name))
            action.setObjectName(f"teach-{player.name}")
            action.setCheckable(True)
            action.setChecked(coach.player_switch(player.name))
            action.setEnabled(coach.enabled)
            action.toggled.connect(lambda on, name=player.name: coach.set_player(name, on))

    def toggle_teaching(self) -> None:
        """Teaching mode on or off for the open game (Ctrl+T)."""
        if self.coach is not None:
            self.coach.set_enabled(not self.coach.enabled)
            self.teaching_action.setChecked(self.coach.enabled)

    def show_forecast(self) -> None:
        """The production forecast of every player, with the one-more-tunnel what-ifs."""
        if self.controller is None:
            return
        if self.forecast is None:
            self.forecast = ForecastDialog(self.controller, self)
        self.forecast.refresh(follow=True)
        self.forecast.show()
        self.forecast.raise_()

    # -- language ----------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        """Use language ``code`` from now on (remembered), and redraw every screen in it."""
        i18n.install(code)
        settings.remember_language(code)
        self.retranslate()

    def retranslate(self) -> None:
        """Rebuild the screens in the installed language (the game stays where it is)."""
        from ui.games.underwater_cities.final import FinalScreen
        from ui.games.underwater_cities.library import LibraryScreen
        from ui.games.underwater_cities.wizard import NewGameWizard

        current = self.stack.currentWidget()
        self._texts()
        old_home, self.home = self.home, self._build_home()
        history_open = self.history_dock.isVisible()
        old_history, self.history = self.history, HistoryPanel(self)
        old_history.show_game(None)
        self.history_dock.setWidget(self.history)
        self.history.show_game(self.controller)
        self.history_dock.setVisible(history_open)
        forecast_open = self.forecast is not None and self.forecast.isVisible()
        if self.forecast is not None:
            self.forecast.close()
            self.forecast.deleteLater()
            self.forecast = None
        old_table = self.table
        if old_table is not None and self.controller is not None:
            old_table.detach()
            self._build_table(self.controller)
        shown: QWidget | None = None
        if current is old_home:
            shown = self.home
        elif current is not None and current is old_table:
            shown = self.table
        if shown is not None:
            self.stack.setCurrentWidget(shown)
        elif isinstance(current, NewGameWizard):
            self.show_wizard()
        elif isinstance(current, LibraryScreen):
            self.show_library()
        elif isinstance(current, FinalScreen):
            self.show_final()
        for old in (old_home, old_table, current if shown is None else None):
            if old is not None and old is not self.stack.currentWidget():
                self.stack.removeWidget(old)
                old.deleteLater()
        old_history.deleteLater()
        self._changed(None)
        if forecast_open:
            self.show_forecast()

    def close_game(self) -> None:
        """Close the open game (its lock is released; it stays in the store)."""
        if self.controller is None:
            return
        if self.forecast is not None:
            self.forecast.close()
            self.forecast.deleteLater()
            self.forecast = None
        self.coach = None
        self.controller.close()
        self.controller.deleteLater()
        self.controller = None
        if self.table is not None:
            self.table.detach()
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
        from ui.games.underwater_cities.table.correction import CorrectionDialog

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
