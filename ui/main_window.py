"""The main window: home, the new-game wizard, the table, final scoring, the library.

It owns the store and the open game's controller; screens talk to the game only
through that controller. It names no game: the open game's screens come from its
:class:`~ui.game_ui.GameUI`, found by the stored game's id. Undo and redo
(Ctrl+Z, Ctrl+Shift+Z) and the history work on every screen of an open game.
Closing the window keeps the open game's number, so the next start resumes
exactly there.

The language can change at any time (the menu on Home and on the table): the
window installs the translation, then rebuilds its screens from the game's
state, which is the simplest way to have every text in the new language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QToolButton,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.model import Command
from companion.core.registry import get_plugin
from companion.store import GameOpenElsewhere, GameStore
from ui import i18n, memory, plain_text, settings, theme
from ui.controller import Change, GameController
from ui.first_frame import AfterFirstFrame
from ui.game_ui import Coach, GameUI, game_uis, get_game_ui
from ui.messages import sentence
from ui.widgets.language import language_button, language_menu
from ui.widgets.menu import menu_button

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

    from ui.screens.history import HistoryPanel
    from ui.screens.home import HomeScreen
    from ui.widgets.shortcut_sheet import ShortcutSheet


class Screens(QStackedWidget):
    """The screens, one shown at a time; only the shown one sets the window's smallest
    size (a wide Home must not widen the table when the History opens beside it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        """The shown screen's smallest size."""
        shown = self.currentWidget()
        return shown.minimumSizeHint() if shown is not None else super().minimumSizeHint()


_UPDATE_REQUEST = QEvent.Type.UpdateRequest
"""The event a window paints at (made once: ``event.type()``'s member is compared)."""


class MainWindow(QMainWindow):
    """The app's one window."""

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        memory.release_waiting()  # a window closed before: its memory for this one
        super().__init__(parent)
        self.store = store
        self.controller: GameController | None = None
        self.game_ui: GameUI | None = None
        """The open game's user interface."""
        self.coach: Coach | None = None
        self.table: Any = None
        """The open game's table screen (its GameUI's ``build_table``)."""
        self.forecast: Any = None
        self.screens: dict[QWidget, tuple[str, str]] = {}
        """Screens other than home and the table: widget → (kind, game id), to rebuild
        them in another language."""
        self.resize(1600, 1000)
        self.stack = Screens(self)
        self.setCentralWidget(self.stack)
        self._actions()
        self._home: HomeScreen | None = None
        self._history: HistoryPanel | None = None
        self._history_dock: QDockWidget | None = None
        self._texts()
        self.after_first_frame = AfterFirstFrame(self)
        """Builds the engine's validators the first frame did not need, in idle time."""

    # -- screens built when first shown ---------------------------------------------

    @property
    def home(self) -> HomeScreen:
        """The home screen (the games list), built when first needed."""
        if self._home is None:
            self._home = self._build_home()
        return self._home

    @property
    def history_dock(self) -> QDockWidget:
        """The dock of the history, built (hidden) when first needed."""
        return self._ensure_history()[0]

    @property
    def history(self) -> HistoryPanel:
        """The history of the open game (in :attr:`history_dock`)."""
        return self._ensure_history()[1]

    def _ensure_history(self) -> tuple[QDockWidget, HistoryPanel]:
        if self._history_dock is None or self._history is None:
            from PySide6.QtWidgets import QDockWidget  # its enums made when first opened

            dock = QDockWidget(self)
            dock.setObjectName("history-dock")
            dock.setMinimumWidth(340)
            dock.setAllowedAreas(
                Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.LeftDockWidgetArea
            )
            dock.setWindowTitle(self.tr("History"))
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
            self._history_dock = dock
            self._history = self._build_history(dock)
        return self._history_dock, self._history

    def _build_history(self, dock: QDockWidget) -> HistoryPanel:
        from ui.screens.history import HistoryPanel

        history = HistoryPanel(self)
        dock.setWidget(history)
        history.show_game(self.controller)
        return history

    def event(self, event: QEvent) -> bool:
        """The window's paint (its update request: every widget's paint event, sent at
        once) unwatched by the plain-text guard: a paint shows no widget and polishes
        no label, and each paint event crossed into Python for nothing (≈ 5–20 K
        instructions each: a tap repaints 50–300 widgets)."""
        if event.type() == _UPDATE_REQUEST:
            with plain_text.unwatched():
                return super().event(event)
        return super().event(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Show Home when no game was opened before the first show."""
        if self.stack.currentWidget() is None:
            self.show_home()
        super().showEvent(event)

    def _build_home(self) -> HomeScreen:
        from ui.screens.home import HomeScreen

        home = HomeScreen(self.store, self.stack)
        home.new_game.connect(self.show_wizard)
        home.open_game.connect(self.open_game)
        home.open_library.connect(self.show_library)
        home.open_players.connect(self.show_players)
        home.open_statistics.connect(self.show_statistics)
        home.open_progression.connect(self.show_progression)
        home.add_tool(language_button(home, self.set_language))
        home.add_tool(menu_button(home, self._fill_menu))
        self.stack.insertWidget(0, home)
        return home

    # -- actions -------------------------------------------------------------------

    def _action(self, keys: QKeySequence | QKeySequence.StandardKey | str, slot: object) -> QAction:
        action = QAction(self)  # its text comes in _texts (QAction(text, …) makes QIcon's enums)
        if isinstance(keys, str) and "|" in keys:
            action.setShortcuts([QKeySequence(k) for k in keys.split("|")])
        else:
            action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _actions(self) -> None:
        self.undo_action = self._action(QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action("Ctrl+Shift+Z", self.redo)
        self.history_action = self._action("Ctrl+H", self.toggle_history)
        self.home_action = self._action("Ctrl+Shift+H", self.show_home)
        self.new_action = self._action("Ctrl+N", self.show_wizard)
        self.theme_action = self._action("Ctrl+Shift+L", self.toggle_theme)
        self.full_action = self._action("F11", self.toggle_full_screen)
        self.forecast_action = self._action("Ctrl+P", self.show_forecast)
        self.teaching_action = self._action("Ctrl+T", self.toggle_teaching)
        self.teaching_action.setCheckable(True)
        self.full_action.setCheckable(True)
        self.bigger_action = self._action("Ctrl++|Ctrl+=", lambda: self.text_size(+1))
        self.smaller_action = self._action("Ctrl+-", lambda: self.text_size(-1))
        self.reset_size_action = self._action("Ctrl+0", lambda: self.text_size(None))
        self.keys_action = self._action("F1", self.show_shortcuts)
        self.looks = QActionGroup(self)
        self.looks.setExclusive(True)
        self.look_actions: dict[str, QAction] = {}
        for name in ("light", "dark", "system"):
            look = QAction(self)
            look.setObjectName(f"look-{name}")
            look.setCheckable(True)
            look.triggered.connect(lambda _=False, n=name: self.set_look(n))
            self.looks.addAction(look)
            self.look_actions[name] = look

    def _texts(self) -> None:
        """The window's own texts in the current language."""
        self.setWindowTitle(self.tr("Board-game companion"))
        if self._history_dock is not None:
            self._history_dock.setWindowTitle(self.tr("History"))
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
            (self.bigger_action, self.tr("Bigger text")),
            (self.smaller_action, self.tr("Smaller text")),
            (self.reset_size_action, self.tr("Text size as on this screen")),
            (self.keys_action, self.tr("Keyboard shortcuts")),
            (self.look_actions["light"], self.tr("Light")),
            (self.look_actions["dark"], self.tr("Dark")),
            (self.look_actions["system"], self.tr("As the system")),
        ):
            action.setText(text)
        if self.controller is not None and self.game_ui is not None:
            self.setWindowTitle(
                self.tr("{0} #{1} — Board-game companion").format(
                    self.game_ui.title(), self.controller.id
                )
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
        """The new-game wizard: the game to play (when there are several), then its pages."""
        games = game_uis()
        if len(games) == 1:
            self.show_setup(games[0].game_id)
            return
        from ui.screens.wizard import GameChooser  # built when first needed

        chooser = GameChooser(games, self.stack)
        chooser.cancelled.connect(lambda: self._drop(chooser, self.show_home))
        chooser.chosen.connect(
            lambda game_id: self._drop(chooser, lambda: self.show_setup(game_id))
        )
        self._show_screen(chooser, "chooser", "")

    def show_setup(self, game_id: str) -> None:
        """The setup pages of game ``game_id``."""
        pages = get_game_ui(game_id).setup_pages(self.stack)
        from ui.widgets.profile_picker import offer_profiles

        offer_profiles(pages, self.store.profiles())
        pages.cancelled.connect(lambda: self._drop(pages, self.show_home))  # type: ignore[attr-defined]
        pages.confirmed.connect(  # type: ignore[attr-defined]
            lambda setup: self._start(pages, game_id, setup)
        )
        self._show_screen(pages, "setup", game_id)

    def show_library(self, game_id: str | None = None) -> None:
        """A game's card library: ``game_id``'s, else the open game's, else the one
        the table chooses when several games have one."""
        if game_id is None and self.game_ui is not None:
            game_id = self.game_ui.game_id
        games = [get_game_ui(game_id)] if game_id else game_uis()
        if len(games) > 1:
            from ui.screens.wizard import GameChooser  # built when first needed

            chooser = GameChooser(games, self.stack, title=self.tr("Card library: which game?"))
            chooser.cancelled.connect(lambda: self._drop(chooser, self.show_home))
            chooser.chosen.connect(
                lambda chosen: self._drop(chooser, lambda: self.show_library(chosen))
            )
            self._show_screen(chooser, "chooser", "")
            return
        for game in games:
            library = game.library_screen(self.stack)
            if library is not None:
                library.back.connect(  # type: ignore[attr-defined]
                    lambda library=library: self._drop(library, self.show_home)
                )
                self._show_screen(library, "library", game.game_id)
                return

    def show_players(self) -> None:
        """The players (profiles): rename, merge, a player's statistics."""
        from ui.screens.players import PlayersScreen  # built when first needed

        players = PlayersScreen(self.store, self.stack)
        players.back.connect(lambda: self._drop(players, self.show_home))
        players.statistics.connect(
            lambda number: self._drop(players, lambda: self.show_statistics(number))
        )
        self._show_screen(players, "players", "")

    def show_statistics(self, profile: int | None = None, game_id: str | None = None) -> None:
        """The statistics: a player's (``profile``) or a game kind's (``game_id``)."""
        from ui.screens.statistics import StatisticsScreen  # built when first needed

        stats = StatisticsScreen(self.store, self.stack, profile=profile, game_id=game_id)
        stats.back.connect(lambda: self._drop(stats, self.show_home))
        self._show_screen(stats, "statistics", game_id or "")

    def show_progression(self, game: int) -> None:
        """One game's score progression (back to where it was opened from)."""
        from ui.screens.statistics import ProgressionScreen  # built when first needed

        came_from = self.stack.currentWidget()
        try:
            screen = ProgressionScreen(self.store, game, self.stack)
        except CompanionError as error:
            plain_text.tell(self, self.tr("Score progression"), sentence(error))
            return

        def back() -> None:
            if came_from is not None and self.stack.indexOf(came_from) >= 0:
                self.stack.setCurrentWidget(came_from)
            else:
                self.show_home()

        screen.back.connect(lambda: self._drop(screen, back))
        self._show_screen(screen, "progression", str(game))

    def show_final(self) -> None:
        """Final scoring of the open game."""
        if self.controller is None or self.game_ui is None:
            return
        from ui.screens.final import FinalScreen  # built when first needed

        self._drop_finals()  # one left behind by the Home button
        final = FinalScreen.ready(self.controller, self.game_ui, self.stack)  # built ahead?
        final.back.connect(lambda: self._drop(final, self._show_table))
        final.home.connect(lambda: self._drop(final, self.show_home))
        final.rebuild.connect(lambda: self._drop(final, self.show_final))
        number = self.controller.id
        final.progression.connect(lambda: self.show_progression(number))
        with plain_text.polished_switch(final):  # built ahead: shown (polished) then
            self._show_screen(final, "final", self.game_ui.game_id)

    def _show_screen(self, screen: QWidget, kind: str, game_id: str) -> None:
        self.screens[screen] = (kind, game_id)
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)

    def _drop(self, screen: QWidget, then: object) -> None:
        self.screens.pop(screen, None)
        self.stack.removeWidget(screen)
        screen.deleteLater()
        memory.release_later()
        then()  # type: ignore[operator]

    def _drop_finals(self) -> None:
        """Remove the final scoring screens still in the stack (each holds its game)."""
        for screen, (kind, _) in list(self.screens.items()):
            if kind == "final":
                self.screens.pop(screen)
                self.stack.removeWidget(screen)
                screen.deleteLater()

    def _show_table(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)

    # -- games ---------------------------------------------------------------------

    def _start(self, wizard: QWidget, game_id: str, setup: Command) -> None:
        try:
            game = self.store.new_game(game_id, setup)
        except CompanionError as error:
            plain_text.tell(self, self.tr("New game"), sentence(error, game=game_id))
            return
        chosen = getattr(wizard, "teaching_settings", None)
        teaching = chosen() if chosen is not None else None
        if teaching is not None:
            settings.remember_teaching(game.id, teaching)
        self.screens.pop(wizard, None)
        self.stack.removeWidget(wizard)
        wizard.deleteLater()
        setup_outcome = game.created  # what the store's new game did with its setup
        self._show_game(GameController(game, self))
        if self.coach is not None and self.coach.enabled and setup_outcome is not None:
            self.coach.after_setup(setup_outcome)

    def open_game(self, number: int) -> bool:
        """Open stored game ``number`` at the table (read-only if it is open elsewhere)."""
        if self.controller is not None and self.controller.id == number:
            self._show_table()  # already open here
            return True
        try:
            game = self.store.open_game(number, synced=False)  # synced after the paint
        except GameOpenElsewhere as error:
            if not plain_text.ask(
                self,
                self.tr("Game open elsewhere"),
                sentence(error) + "\n\n" + self.tr("Open it read-only here?"),
            ):
                return False
            game = self.store.open_game(number, read_only=True)
        except CompanionError as error:
            plain_text.tell(self, self.tr("Open a game"), sentence(error))
            return False
        try:
            get_game_ui(game.ruleset.game_id)
        except LookupError:
            game.close()
            plain_text.tell(
                self, self.tr("Open a game"), self.tr("This app cannot show that game.")
            )
            return False
        self._show_game(GameController(game, self))
        return True

    def _show_game(self, controller: GameController) -> None:
        memory.release_waiting()  # a game closed before: its memory for this one
        self._close_game()
        self.controller = controller
        self.game_ui = get_game_ui(controller.game_id)
        self.coach = self.game_ui.coach(controller, self.store.db, controller)
        table = self._build_table(controller)
        controller.changed.connect(self._changed)
        if self._history is not None:
            self._history.show_game(controller)
        self.stack.setCurrentWidget(table)
        settings.remember_game(controller.id)
        self._texts()
        self._changed(None)
        if get_plugin(controller.game_id).is_over(controller.state):
            self.show_final()

    def _build_table(self, controller: GameController) -> QWidget:
        game_ui = self.game_ui or get_game_ui(controller.game_id)
        table: Any = game_ui.build_table(controller, self.coach, self.stack)
        self.table = table
        tools = [
            (self.undo_action, "undo", self.tr("Take back the last tap (Ctrl+Z)")),
            (self.redo_action, "redo", self.tr("Play the undone tap again (Ctrl+Shift+Z)")),
            (self.history_action, "history", self.tr("Every tap in words (Ctrl+H)")),
            (self.home_action, "home", self.tr("Back to the games list")),
        ]
        if game_ui.forecast_tip():
            tools.append((self.forecast_action, "forecast", game_ui.forecast_tip()))
        for action, name, tip in tools:
            table.add_tool(self._tool(action, name, tip))
        if self.coach is not None:
            table.add_tool(self._teaching_tool())
        table.add_tool(menu_button(table, self._fill_menu))
        table.finished.connect(self.show_final)
        self.stack.addWidget(table)
        built: QWidget = table
        return built

    def _fill_menu(self, menu: QMenu) -> None:
        """The ☰ menu: look, full screen, text size, language, the keys."""
        look = QMenu(self.tr("Look"), menu)
        look.setObjectName("menu-look")
        menu.addMenu(look)
        chosen = settings.theme_name()
        for name, action in self.look_actions.items():
            action.setChecked(name == chosen)
            look.addAction(action)
        self.full_action.setChecked(self.isFullScreen())
        menu.addAction(self.full_action)
        size = QMenu(self.tr("Text size"), menu)
        size.setObjectName("menu-text-size")
        menu.addMenu(size)
        for action in (self.bigger_action, self.smaller_action, self.reset_size_action):
            size.addAction(action)
        steps = settings.text_steps()
        self.bigger_action.setEnabled(steps + 1 in theme.STEPS)
        self.smaller_action.setEnabled(steps - 1 in theme.STEPS)
        self.reset_size_action.setEnabled(steps != 0)
        languages = language_menu(menu, self.set_language)
        languages.setTitle(self.tr("Language"))
        menu.addMenu(languages)
        menu.addSeparator()
        if self.controller is not None and not self.controller.game.read_only:
            paused = self.controller.game.paused
            clock = menu.addAction(
                self.tr("Resume the game clock") if paused else self.tr("Pause the game clock")
            )
            clock.setObjectName("menu-clock")
            clock.triggered.connect(self.toggle_pause)
        backup = menu.addAction(self.tr("Back up every game…"))
        backup.setObjectName("menu-backup")
        backup.triggered.connect(lambda: self._backups().ask_backup())
        restore = menu.addAction(self.tr("Restore a backup…"))
        restore.setObjectName("menu-restore")
        restore.triggered.connect(lambda: self._backups().ask_restore())
        menu.addSeparator()
        menu.addAction(self.keys_action)

    def _backups(self) -> Any:
        """The menu's backup and restore (imported when chosen: the first frame's menu
        sets up no file dialog)."""
        from ui.backups import Backups

        return Backups(self)

    def toggle_pause(self) -> None:
        """Pause the open game's clock, or resume it (a tap also resumes it)."""
        if self.controller is None:
            return
        game = self.controller.game
        game.resume() if game.paused else game.pause()

    def use_store(self, store: GameStore) -> None:
        """Work on ``store`` from now on (after a restore): Home is rebuilt from it."""
        self._close_game()
        self.store = store
        old = self._home
        self._home = None
        self.show_home()
        if old is not None:
            self.stack.removeWidget(old)
            old.deleteLater()

    def show_shortcuts(self) -> ShortcutSheet:
        """The sheet of every keyboard shortcut (F1)."""
        from ui.widgets.shortcut_sheet import ShortcutSheet

        sheet = ShortcutSheet(self)
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.open()
        return sheet

    def text_size(self, step: int | None) -> None:
        """One step bigger (+1) or smaller (−1), or back to the screen's default (None);
        remembered, and applied at once."""
        steps = 0 if step is None else settings.text_steps() + step
        if steps not in theme.STEPS:
            return
        settings.remember_text_steps(steps)
        self.apply_scale()

    def apply_scale(self) -> None:
        """Use the remembered text size on this window's screen: restyle, rebuild."""
        screen = self.screen().availableGeometry()
        chosen = theme.scale_for(screen.width(), screen.height(), settings.text_steps())
        if abs(chosen - theme.scale()) < 1e-6:
            return
        theme.set_scale(chosen)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, theme.current())
        self.retranslate()

    def set_look(self, name: str) -> None:
        """Use the light, dark or system look (remembered)."""
        chosen = theme.THEMES.get(name) or theme.system_theme()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, chosen)
        settings.remember_theme(name)
        if self.table is not None and self.controller is not None:
            self.table.show_change(self.controller.everything())

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
        names = self.game_ui.player_names(controller.state) if self.game_ui else []
        for name in names:
            action = menu.addAction(self.tr("Teach {0}").format(name))
            action.setObjectName(f"teach-{name}")
            action.setCheckable(True)
            action.setChecked(coach.player_switch(name))
            action.setEnabled(coach.enabled)
            action.toggled.connect(lambda on, name=name: coach.set_player(name, on))

    def toggle_teaching(self) -> None:
        """Teaching mode on or off for the open game (Ctrl+T)."""
        if self.coach is not None:
            self.coach.set_enabled(not self.coach.enabled)
            self.teaching_action.setChecked(self.coach.enabled)

    def show_forecast(self) -> None:
        """The production forecast of every player, with the one-more-tunnel what-ifs."""
        if self.controller is None or self.game_ui is None:
            return
        if self.forecast is None:
            self.forecast = self.game_ui.forecast(self.controller, self)
        if self.forecast is None:
            return
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
        current = self.stack.currentWidget()
        self._texts()
        old_home = self._home
        if old_home is not None:
            self._home = self._build_home()
        old_history = self._history
        if old_history is not None:
            dock = self.history_dock
            history_open = dock.isVisible()
            old_history.show_game(None)
            self._history = self._build_history(dock)
            dock.setVisible(history_open)
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
        if current is not None and current is old_home:
            shown = self.home
        elif current is not None and current is old_table:
            shown = self.table
        kind, game_id = self.screens.pop(current, ("", "")) if current else ("", "")
        if shown is not None:
            self.stack.setCurrentWidget(shown)
        elif kind == "chooser":
            self.show_wizard()
        elif kind == "setup":
            self.show_setup(game_id)
        elif kind == "library":
            self.show_library(game_id)
        elif kind == "final":
            self.show_final()
        elif kind == "players":
            self.show_players()
        elif kind == "statistics":
            self.show_statistics(game_id=game_id or None)
        elif kind == "progression":
            self.show_progression(int(game_id))
        for old in (old_home, old_table, current if shown is None else None):
            if old is not None and old is not self.stack.currentWidget():
                self.stack.removeWidget(old)
                old.deleteLater()
        if old_history is not None:
            old_history.deleteLater()
        self._changed(None)
        if forecast_open:
            self.show_forecast()

    def close_game(self) -> None:
        """Close the open game (its lock is released; it stays in the store)."""
        self._close_game()
        if self.stack.currentWidget() is None and self.isVisible():
            self.show_home()

    def _close_game(self) -> None:
        if self.controller is None:
            return
        if self.forecast is not None:
            self.forecast.close()
            self.forecast.deleteLater()
            self.forecast = None
        self.coach = None
        self.game_ui = None
        self._drop_finals()
        self.controller.close()
        self.controller.deleteLater()
        self.controller = None
        if self.table is not None:
            self.table.detach()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        if self._history is not None:
            self._history.show_game(None)
        memory.release_later()  # what the game's widgets and undo frames held

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
        """Set a player's counters or a site by hand, with a reason (when the game can)."""
        if self.controller is None or self.game_ui is None:
            return
        dialog = self.game_ui.correction(self.controller, seat, site, self)
        if dialog is not None:
            dialog.open()

    def toggle_theme(self) -> None:
        """Switch between the light and the dark look."""
        self.set_look("light" if theme.current().dark else "dark")

    def toggle_full_screen(self) -> None:
        """Full screen on and off (F11)."""
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the open game's number (the next start resumes it), then release it."""
        game = self.controller.id if self.controller is not None else None
        self._close_game()
        settings.remember_game(game)
        super().closeEvent(event)
