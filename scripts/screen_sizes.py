"""Every screen at 1024×600, 1280×720, 1920×1080 and 2560×1440, with a check that
the controls of the current step can be tapped.

    .venv/bin/python scripts/screenshots.py --sizes [OUTPUT_DIR]

writes docs/screenshots/sizes/<W>x<H>/<screen>.png (offscreen, in a temporary data
directory). Each screen says which controls belong to its current step with a
duck-typed ``step_controls()``; :func:`touch_problems` reports a control that is
hidden, outside the window, clipped or scrolled out of view, covered by another
widget, or lower than 44 px (a board view: smaller than a board one can tap); and
:func:`cut_by` a shown text cut off by the window or a panel (a screen wider than
the window).
The UI scale of each size is the default of a screen that size
(:func:`ui.theme.screen_scale`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from companion.store import GameStore
    from ui.main_window import MainWindow

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (2560, 1440))
TOUCH = 44
"""The smallest touch height of a control (pixels)."""
BOARD = 240
"""The smallest side of a board view the current step asks to tap."""
INSET = 3
"""Pixels inside a control's edge where its corners are probed."""
TOLERANCE = 2
"""Pixels a text may exceed its widget by (rounding)."""


def touch_problems(window: QWidget, controls: list[QWidget]) -> list[str]:
    """Why each of ``controls`` cannot be tapped comfortably ([] when all can)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea

    problems = []
    for control in controls:
        name = control.objectName() or type(control).__name__
        text = getattr(control, "text", lambda: "")()
        label = f"{name} {text!r}" if text else name
        if not control.isVisible():
            problems.append(f"{label}: hidden")
            continue
        if isinstance(control, QAbstractScrollArea) and not isinstance(control, QAbstractButton):
            side = min(control.width(), control.height())
            if side < BOARD:
                problems.append(f"{label}: {control.width()}×{control.height()} px, too small")
        elif control.height() < TOUCH - 1:
            problems.append(f"{label}: {control.height()} px high (< {TOUCH})")
        clipper = _clipped_by(control, window)
        if clipper:
            problems.append(f"{label}: clipped or scrolled out of view (by {clipper})")
            continue
        rect = control.rect()
        inset = min(INSET, rect.width() // 3, rect.height() // 3)
        probes = [
            rect.center(),
            QPoint(rect.left() + inset, rect.top() + inset),
            QPoint(rect.right() - inset, rect.top() + inset),
            QPoint(rect.left() + inset, rect.bottom() - inset),
            QPoint(rect.right() - inset, rect.bottom() - inset),
        ]
        for probe in probes:
            at = control.mapTo(window, probe)
            if not window.rect().contains(at):
                problems.append(f"{label}: outside the window")
                break
            hit = window.childAt(at)
            if hit is control or (hit is not None and control.isAncestorOf(hit)):
                continue
            if hit is not None and hit.isAncestorOf(control):
                where = hit.objectName() or type(hit).__name__
                problems.append(f"{label}: clipped or scrolled out of view (by {where})")
            else:
                where = (hit.objectName() or type(hit).__name__) if hit is not None else "nothing"
                problems.append(f"{label}: covered by {where}")
            break
    return problems


def text_widgets(root: QWidget) -> list[QWidget]:
    """The shown labels and buttons under ``root`` that have a text (not a slot's
    painted text, a tab's, a header's or a combo box's)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    from ui.games.underwater_cities.table.slot_board import SlotButton

    found: list[QWidget] = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, QLabel | QAbstractButton) or isinstance(widget, SlotButton):
            continue
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if widget.parent() is not None and type(widget.parent()).__name__ in (
            "QTabBar",
            "QHeaderView",
            "QComboBox",
        ):
            continue
        text = widget.text()
        if text and text.strip():
            found.append(widget)
    return found


def cut_by(widget: QWidget, root: QWidget) -> str:
    """The ancestor (up to ``root``) that hides part of ``widget``'s width, or of its
    height unless the ancestor is a scroll area's viewport (it scrolls); '' if none."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QAbstractScrollArea

    box = QRect(QPoint(0, 0), widget.size())
    child: QWidget = widget
    ancestor = widget.parentWidget()
    while ancestor is not None:
        box.translate(child.pos())
        scrolls = isinstance(ancestor.parentWidget(), QAbstractScrollArea) and (
            ancestor.objectName() == "qt_scrollarea_viewport"
        )
        area = ancestor.rect()
        if box.left() < -TOLERANCE or box.right() > area.right() + TOLERANCE:
            scroll = ancestor.parentWidget()
            if not (
                scrolls
                and isinstance(scroll, QAbstractScrollArea)
                and scroll.horizontalScrollBar().isVisible()
            ):
                return ancestor.objectName() or type(ancestor).__name__
        if not scrolls and (box.top() < -TOLERANCE or box.bottom() > area.bottom() + TOLERANCE):
            return ancestor.objectName() or type(ancestor).__name__
        if scrolls:  # what lies outside the viewport is scrolled away, not cut
            box = box.intersected(area)
            if box.isEmpty():
                return ""
        if ancestor is root or ancestor.isWindow():
            break
        child, ancestor = ancestor, ancestor.parentWidget()
    return ""


def _clipped_by(control: QWidget, window: QWidget) -> str:
    """The first ancestor (a scroll area's viewport, a tab, a splitter pane) that hides
    part of ``control``; '' when none does."""
    from PySide6.QtCore import QRect

    ancestor = control.parentWidget()
    while ancestor is not None:
        box = QRect(control.mapTo(ancestor, control.rect().topLeft()), control.size())
        if not ancestor.rect().adjusted(-1, -1, 1, 1).contains(box):
            return ancestor.objectName() or type(ancestor).__name__
        if ancestor is window:
            break
        ancestor = ancestor.parentWidget()
    return ""


def _settle(app: QApplication) -> None:
    for _ in range(4):
        app.processEvents()


def _setup(players: list[str], seed: int, **more: object) -> dict[str, object]:
    colours = ["orange", "purple", "blue", "green"]
    return {
        "type": "setup_game",
        "players": [{"name": n, "colour": c} for n, c in zip(players, colours, strict=False)],
        "seed": seed,
        **more,
    }


def prepare_games(store: GameStore, play: Callable[..., None]) -> dict[str, int]:
    """The stored games the pictures show: at production, and finished."""
    production = store.new_game("underwater_cities", _setup(["Anna", "Ben", "Chiara", "Dieter"], 8))
    play(production, 5, lambda s: s.phase == "production")
    finished = store.new_game("underwater_cities", _setup(["Ada", "Bo"], 4))
    play(finished, 21, lambda s: s.phase == "finished")
    games = {"production": production.id, "finished": finished.id}
    production.close()
    finished.close()
    return games


def shoot_size(
    app: QApplication,
    window: MainWindow,
    store: GameStore,
    games: dict[str, int],
    size: tuple[int, int],
    out: Path | None,
) -> list[str]:
    """Every screen at ``size``: the pictures into ``out/<W>x<H>/`` (when given) and the
    problems found."""
    from PySide6.QtWidgets import QPushButton

    from companion.teaching import TeachingSettings
    from ui import settings, theme
    from ui.games.underwater_cities.library import LibraryScreen
    from ui.games.underwater_cities.wizard import NewGameWizard

    width, height = size
    folder = out / f"{width}x{height}" if out is not None else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    theme.set_scale(theme.screen_scale(width, height))
    theme.apply(app, theme.LIGHT)
    window.resize(width, height)
    window.retranslate()
    problems: list[str] = []

    def shot(name: str, extra: list[QWidget] | None = None) -> None:
        window.resize(width, height)  # a screen before may have grown it
        _settle(app)
        if folder is not None:
            window.grab().save(str(folder / f"{name}.png"))
        if (window.width(), window.height()) != size:
            problems.append(
                f"{width}x{height} {name}: the window grew to {window.width()}x{window.height()}"
            )
        screen: Any = window.stack.currentWidget()
        controls: list[QWidget] = [*screen.step_controls(), *(extra or [])]
        if not controls:
            problems.append(f"{width}x{height} {name}: no control of the current step")
        for problem in touch_problems(window, controls):
            problems.append(f"{width}x{height} {name}: {problem}")
        for widget in text_widgets(window):
            cut = cut_by(widget, window)
            if cut:
                what = widget.objectName() or type(widget).__name__
                problems.append(
                    f"{width}x{height} {name}: {what} cut off by {cut}: {widget.text()[:40]!r}"
                )

    window.show_home()
    shot("home")
    window.show_setup("underwater_cities")
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, NewGameWizard)
    for page in range(4):
        wizard.go(page)
        shot(f"wizard-{page + 1}")
    wizard.cancel.click()

    game = store.new_game("underwater_cities", _setup(["Ada", "Bo"], 5, play_order=[0, 1]))
    number = game.id
    game.close()
    window.open_game(number)
    table: Any = window.table
    shot("table-1-slot")
    build = next(
        b
        for b in table.slots.buttons.values()
        if b.isEnabled() and b.colour is not None and "build" in b.text_of_slot.lower()
    )
    build.click()
    shot("table-2-colour")
    table.turn.choose_colour(build.colour)
    shot("table-3-card-details")
    table.turn.details.number.setValue(177)  # a card the library does not know: taught
    table.turn.details.editor.set_type("production")
    shot("table-3-card-entry")
    table.turn.details.number.setValue(0)
    table.turn.choose_type(0)
    shot("table-4-effects")
    builds = [
        b
        for b in table.turn.effect_buttons.findChildren(QPushButton)
        if b.isVisible() and b.isEnabled() and b.objectName().startswith("step-build")
    ]
    if builds:
        builds[0].click()
        shot("table-5-site")
    else:
        problems.append(f"{width}x{height}: no build step to pick a site")
    window.history_dock.show()
    history = window.history
    shot("history", [b for b in (history.undo, history.redo) if b.isEnabled()])
    window.history_dock.hide()

    learning = store.new_game("underwater_cities", _setup(["Cy", "Di", "Ed"], 9))
    settings.remember_teaching(learning.id, TeachingSettings(enabled=True))
    number = learning.id
    learning.close()
    window.open_game(number)
    table = window.table
    slot = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour)
    slot.click()
    table.turn.choose_colour(next(c for c in ("green", "red", "yellow") if c != slot.colour))
    shot("teaching")

    window.open_game(games["production"])
    shot("production")
    table = window.table
    for box in table.production.players:  # lines the engine cannot compute: skipped
        for line in box.lines.values():
            if not line.settled():
                line.skip.click()
    table.production.apply.click()
    _settle(app)
    if window.controller is not None and window.controller.state.phase == "era_keep":
        shot("era-keep")
    window.controller.undo()  # back to production for the next size
    window.open_game(games["finished"])
    shot("final")
    window.show_library()
    assert isinstance(window.stack.currentWidget(), LibraryScreen)
    shot("library")
    window.show_home()
    return problems
