"""Taps per turn, counted by playing whole games through the widgets (issue #11).

    .venv/bin/python benchmarks/taps.py [--games N] [--size WxH] [--seed S]

Plays ``N`` full games (default 20; every other one with 4 players, the rest with
2), from Home through the new-game wizard to final scoring, in a store in a
temporary data directory whose card library knows every era card the games play
(colour, type and effect, as a table has them after teaching: see
:func:`known_cards`). A seeded player does what a table does: taps the slot chosen,
then either the played card's colour (a card not of the slot's colour) or, for a
card of the slot's colour, types its number and presses Enter; then taps what the
slot and the card do (sites, build kinds, choices, payments) until nothing is left,
and the next player's slot tap ends the turn.

What counts as one tap: a click or a key on the table; typing a card's number with
Enter. Each tap belongs to the turn it was made in; a slot tap that ends one turn
and chooses the next turn's slot belongs to the next turn. Production and the era
change are counted apart. The last line printed is::

    taps per turn: median M, p90 P

Qt draws offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from companion.games.underwater_cities.library import CardEntry
    from ui.main_window import MainWindow

COLOURS = ("green", "red", "yellow")
KNOWN_FROM = 1
KNOWN_TO = 150
MAX_STEPS = 10
"""Taps a player spends on one turn's effects before ending it anyway."""


def known_cards(seed: int = 0) -> list[CardEntry]:
    """Era cards 1–150 as a table's library knows them after teaching: each with its
    colour, type and an effect from the vocabulary (built-in entries are kept)."""
    from companion.games.underwater_cities.actions import Action, BuildPart, GainPart
    from companion.games.underwater_cities.effects import Fixed, PerCount
    from companion.games.underwater_cities.library import CardEntry
    from companion.games.underwater_cities.model import Resources
    from companion.games.underwater_cities.ruleset import RULESET
    from companion.games.underwater_cities.state import CardInfo

    rng = random.Random(seed)
    built_in = RULESET.default_data()
    kinds = ("instant", "instant", "permanent", "action", "production", "end_scoring")
    cards = []
    for number in range(KNOWN_FROM, KNOWN_TO + 1):
        if built_in.find_card(CardInfo(number=number)) is not None:
            continue
        kind = rng.choice(kinds)
        resource = rng.choice(("credits", "kelp", "steelplast", "science"))
        gain = Resources.model_validate({resource: rng.randint(1, 2)})
        fields: dict[str, Any] = {}
        if kind == "instant":
            part = (
                GainPart(resources=gain, points=rng.randint(0, 1))
                if rng.random() < 0.6
                else BuildPart(kinds=(rng.choice(("farm", "desalination", "laboratory")),))
            )
            fields["effect"] = Action(options=((part,),))
        elif kind == "action":
            fields["effect"] = Action(options=((GainPart(resources=gain),),))
        elif kind == "production":
            fields["production"] = Fixed(resources=gain)
        elif kind == "end_scoring":
            fields["scoring"] = PerCount(count="connected_cities", per=1, points=1)
        cards.append(
            CardEntry(
                number=number,
                name=f"Card {number}",
                colour=rng.choice(COLOURS),
                type=kind,
                confirmed=True,
                **fields,
            )
        )
    return cards


@dataclass
class Count:
    """Taps counted in one game."""

    turns: dict[tuple[int, int, int], int] = field(default_factory=dict)
    what: dict[tuple[int, int, int], list[str]] = field(default_factory=dict)
    """What each turn's taps were (``--verbose``)."""
    phases: int = 0
    """Taps on the production and era-change screens."""


class TablePlayer:
    """A seeded player who only uses the widgets, counting taps."""

    def __init__(self, window: MainWindow, seed: int, cards: list[CardEntry]) -> None:
        from PySide6.QtWidgets import QApplication

        self.app = QApplication.instance()
        self.window = window
        self.rng = random.Random(seed)
        self.by_colour = {c: [e.number for e in cards if e.colour == c] for c in COLOURS}
        self.count = Count()
        self._steps = 0

    # -- taps ----------------------------------------------------------------------

    def _events(self) -> None:
        assert self.app is not None
        self.app.processEvents()

    def click(self, widget: QWidget) -> None:
        """One tap on ``widget``."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        if not (widget.isVisible() and widget.isEnabled()):
            raise AssertionError(f"{widget.objectName()} cannot be tapped now")
        self._tap(lambda: QTest.mouseClick(widget, Qt.MouseButton.LeftButton), widget.objectName())

    def _tap(self, act: Callable[[], None], what: str) -> None:
        before = self._turn()
        act()
        self._events()
        after = self._turn()
        table = self.window.table
        turn = getattr(table.controller.state, "turn", None) if table is not None else None
        chosen = table is not None and (
            table.flow.pending.slot is not None or (turn is not None and turn.slot is not None)
        )
        owner = after if after is not None and after != before and chosen else before
        if owner is None:
            self.count.phases += 1
        else:
            self.count.turns[owner] = self.count.turns.get(owner, 0) + 1
            self.count.what.setdefault(owner, []).append(what)

    def _turn(self) -> tuple[int, int, int] | None:
        controller = self.window.controller
        state = controller.state if controller is not None else None
        turn = getattr(state, "turn", None)
        if state is None or turn is None or state.phase != "play":
            return None
        return (state.round, turn.player, turn.number)

    def type_number(self, number: int) -> None:
        """Type a card's number into the colour step's field and press Enter."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        table = self.window.table
        assert table is not None
        spin = table.turn.number

        def act() -> None:
            spin.setFocus()
            spin.lineEdit().selectAll()
            QTest.keyClicks(spin, str(number))
            QTest.keyClick(spin, Qt.Key.Key_Return)

        self._tap(act, f"#{number}")

    # -- a game --------------------------------------------------------------------

    def new_game(self, names: list[str], drawn: int | None = None) -> None:
        """Home → New game → the wizard → Start (not counted: set-up, once a game);
        ``drawn``: the seed of the wizard's draws (the play order, the tiles dealt), else
        the one it drew itself."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        from ui.games.underwater_cities.wizard import NewGameWizard
        from ui.screens.wizard import GameChooser

        QTest.mouseClick(self.window.home.new_button, Qt.MouseButton.LeftButton)
        chooser = self.window.stack.currentWidget()
        if isinstance(chooser, GameChooser):  # several games: Underwater Cities is measured
            button = chooser.buttons["underwater_cities"]
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        wizard = self.window.stack.currentWidget()
        assert isinstance(wizard, NewGameWizard)
        if drawn is not None:
            wizard.seed = drawn
        wizard.count.setValue(len(names))
        for seat, name in enumerate(names):
            wizard.rows[seat].name.setText(name)
        for _ in range(4):
            QTest.mouseClick(wizard.next, Qt.MouseButton.LeftButton)
            self._events()
        assert self.window.table is not None, wizard.error.text()

    def play(self) -> None:
        """Tap until final scoring is shown."""
        from ui.screens.final import FinalScreen

        for _ in range(20000):
            if isinstance(self.window.stack.currentWidget(), FinalScreen):
                return
            self.step()
        raise AssertionError("the game did not end")

    def step(self) -> None:
        """One tap of whatever the table asks for now."""
        table = self.window.table
        assert table is not None
        if table.production.isVisible():
            for box in table.production.players:
                for line in box.lines.values():
                    if not line.settled():
                        self.click(line.skip)
            self.click(table.production.apply)
            return
        if table.era_keep.isVisible():
            keep = [b for b in _buttons(table.era_keep) if b.objectName().startswith("keep-")]
            self.click(keep[0])
            return
        turn = table.turn
        discard = turn.card_buttons.button("discard")
        if discard is not None and discard.isVisible():
            self.click(discard)
            return
        if turn.colours.isVisible():
            self._card()
            return
        if turn.details.isVisible():  # a number the library did not know: its type
            self.click(turn.details.types.buttons[0])
            return
        state = table.controller.state
        placed = state.turn is not None and state.turn.slot is not None
        if not placed:
            self._slot()
            return
        if self._steps >= MAX_STEPS or not self._effect_step():
            self._next_slot()

    def _slot(self) -> None:
        table = self.window.table
        assert table is not None
        self._steps = 0
        slots = [b for b in table.slots.buttons.values() if b.isEnabled()]
        coloured = [b for b in slots if b.colour is not None]
        choice = self.rng.choice(coloured) if coloured and self.rng.random() < 0.9 else None
        self.click(choice or table.slots.buttons["always"])

    def _next_slot(self) -> None:
        """The next player's slot (it ends this turn; tapped again if the panel says
        something is unused), or End turn when the round or era ends with it."""
        table = self.window.table
        assert table is not None
        self._steps = 0
        before = self._turn()
        slots = [b for b in table.slots.buttons.values() if b.isEnabled()]
        if not slots:
            self.click(table.turn.end_turn)
            if table.turn.warning.isVisible():
                self.click(table.turn.end_turn)
            return
        coloured = [b for b in slots if b.colour is not None]
        choice = self.rng.choice(coloured) if coloured and self.rng.random() < 0.9 else None
        button = choice or table.slots.buttons["always"]
        self.click(button)
        if self._turn() == before and table.turn.warning.isVisible():
            self.click(button)

    def _card(self) -> None:
        """The played card: its colour, or its number when it is of the slot's colour."""
        table = self.window.table
        assert table is not None
        turn, flow = table.turn, table.flow
        none = turn.colours.button("colour-none")
        if none is not None and none.isVisible():
            self.click(none)
            return
        slot_colour = flow.pending.slot_colour
        if slot_colour is not None and self.rng.random() < 0.6:
            self.type_number(self.rng.choice(self.by_colour[slot_colour]))
            return
        others = [c for c in COLOURS if c != slot_colour]
        button = turn.colours.button(f"colour-{self.rng.choice(others)}")
        assert button is not None
        self.click(button)

    def _effect_step(self) -> bool:
        """One tap of the turn's effects; False when nothing is worth a tap."""
        table = self.window.table
        assert table is not None
        turn, flow = table.turn, table.flow
        self._steps += 1
        if flow.pending.payments:
            self.click(_buttons(turn.effect_buttons, "step-pay-")[0])
            return True
        if turn.namer.isVisible():
            turn.namer.name.setCurrentText(f"Special {self.rng.randint(1, 9)}")
            self.click(turn.namer.button)
            return True
        if flow.pending.picking_site:
            view = table.board_views[table.boards.currentIndex()]
            sites = sorted(view.tappable)
            if sites:
                self._tap_site(view, self.rng.choice(sites))
                return True
            return False
        if turn.record.isVisible():
            self.click(turn.finish)
            return True
        resolve = _buttons(turn.card_buttons, "step-resolve")
        if resolve:
            self.click(resolve[0])
            return True
        steps = [
            b
            for b in _buttons(turn.effect_buttons, "step-")
            if not b.objectName().startswith(("step-pay-", "step-drop-use-"))
        ]
        decisive = [b for b in steps if not b.objectName().startswith("step-gain")]
        if steps:  # a table taps the part that picks an option; its gains follow
            self.click(self.rng.choice(decisive or steps))
            return True
        return False

    def _tap_site(self, view: Any, site: str) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        point = view.site_at(site).toPoint()
        self._tap(
            lambda: QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point)),
            f"site {site}",
        )


def _buttons(parent: QWidget, prefix: str = "") -> list[Any]:
    from PySide6.QtWidgets import QPushButton

    return [
        b
        for b in parent.findChildren(QPushButton)
        if b.isVisible() and b.isEnabled() and b.objectName().startswith(prefix)
    ]


def teach(store: Any, cards: list[CardEntry]) -> None:
    """Save ``cards`` to the store's library (what earlier games taught)."""
    from companion.games.underwater_cities.library import CardLibrary

    library = CardLibrary.from_rows(store.game_data("underwater_cities"))
    store.save_game_data("underwater_cities", [library.card_row(c) for c in cards])


def play_games(
    games: int, size: tuple[int, int], seed: int, out: Callable[[str], None], verbose: bool = False
) -> Count:
    """Play ``games`` games through the widgets; every turn's taps, all games."""
    from PySide6.QtWidgets import QApplication

    from companion.store import GameStore
    from ui import theme
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    theme.apply(app, theme.LIGHT)  # type: ignore[arg-type]
    total = Count()
    with tempfile.TemporaryDirectory(prefix="taps-") as data:
        os.environ["COMPANION_DATA_DIR"] = data
        cards = known_cards(seed)
        with GameStore() as store:
            teach(store, cards)
            for game in range(games):
                window = MainWindow(store)
                window.resize(*size)
                window.show()
                player = TablePlayer(window, seed + game, cards)
                names = ["Ada", "Bo", "Cy", "Di"][: 4 if game % 2 else 2]
                player.new_game(names)
                player.play()
                taps = sorted(player.count.turns.values())
                out(
                    f"game {game + 1}: {len(names)} players, {len(taps)} turns, "
                    f"median {statistics.median(taps)}, max {taps[-1]}, "
                    f"production and era change {player.count.phases}"
                )
                if verbose:
                    for key, taps_made in player.count.what.items():
                        out(f"  round {key[0]} seat {key[1]} turn {key[2]}: {taps_made}")
                for key, value in player.count.turns.items():
                    total.turns[(game, *key)] = value  # type: ignore[index]
                total.phases += player.count.phases
                window.close_game()
                window.close()
                window.deleteLater()
                app.processEvents()
    return total


def summary(count: Count) -> tuple[float, float]:
    """Median and 90th percentile of the taps per turn."""
    taps = sorted(count.turns.values())
    p90 = statistics.quantiles(taps, n=10, method="inclusive")[-1]
    return statistics.median(taps), p90


def main() -> None:
    """Play the games and print the summary line last."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--size", default="1024x600")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="print every turn's taps")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    count = play_games(args.games, (width, height), args.seed, print, args.verbose)
    median, p90 = summary(count)
    histogram = statistics.multimode(count.turns.values())
    print(f"turns: {len(count.turns)}; most common: {histogram}; phases: {count.phases} taps")
    print(f"taps per turn: median {median:g}, p90 {p90:g}")


if __name__ == "__main__":
    main()
