"""Issue #17's acceptance test: a whole 2-player game at a real table, through the widgets.

The table first calibrates player board 1 in the board editor (a site bonus on a
tunnel site next to the start city, checked against "our" copy), then starts a game
naming four blue metropolis tiles by printed name in the wizard (two per player, each
with an instant gain and a production of points), and plays all ten rounds, three
productions and final scoring by clicks and keys. Every matched card gets a number the
library does not know and is taught in the card-entry step with an effect from the
vocabulary (production, end-scoring, instant, permanent, action). Tunnel builds are
steered towards the blue metropolises, whose instant effects are taken when offered.

The oracle (``Board``, ``production_of``, ``scoring_of``, ``brown_of``, ``final_of``)
is a hand computation written here from the rulebook
(German pp. 10–11 network, pp. 15–17 production and final scoring), from what the test
recorded: the effects it taught, the tiles it named, the bonus it calibrated, and what
stood on each board (the state's ``built``, ``tableau`` and tile placement). It covers:

- every production: each taught production card's and each connected blue tile's
  line, per player, compared with the engine's breakdown (the ``Produced`` events);
- final scoring in full: brown metropolis (the two brown tiles dealt here), the taught
  end-scoring cards (conversions included), connected cities by building types, and
  resources at 4 for 1 with biomatter selling for 2 credits (German p. 17), added to
  the points track; compared line group by line group with the final screen and its
  totals. The points track itself (slots, triggers, feeding…) is read, not recomputed.

It also checks that no production or final-scoring line was ever unknown, unsettled or
skipped, that the production screen never needed a skip, that the calibrated site
bonus was gained when its tunnel was built, and that each connected blue tile's
instant gain was the one taught in the wizard. Two seeds, chosen so that both players
score taught end-scoring cards (the last check).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, open_library, open_wizard, type_into, visible_buttons

from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.events import Gained, MetropolisUsed, Produced
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.state import GameState, PlayerState
from ui.games.underwater_cities.board_editor import BoardEditor
from ui.games.underwater_cities.effect_editor import EffectEditor
from ui.games.underwater_cities.library import LibraryScreen
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen

RESOURCES = ("credits", "kelp", "steelplast", "science", "biomatter")
BONUS_BOARD = 1
BONUS_SITE = "t_c32_c33"  # next to the start city, on the way to the lower blue space
BONUS = {"kelp": 2, "points": 1}
TILES = {  # printed name: (instant gain when connected, points each production)
    "Kelp Terraces": ({"kelp": 2}, 2),
    "Coral Exchange": ({"credits": 2}, 1),
    "Deep Archive": ({"science": 1}, 3),
    "Tide Mill": ({"steelplast": 1}, 1),
}
BROWN = {0: "brown_metropolises", 1: "brown_cities"}
CITY_POINTS = (2, 3, 4, 6)  # German p. 17: none, one, two, all three building types


# -- what the table teaches ---------------------------------------------------------------

Spec = dict[str, Any]


@dataclass(frozen=True)
class Lesson:
    """One effect the test teaches: the card type, the editor's shape and what to set."""

    type: str
    shape: str
    spins: dict[str, int] = field(default_factory=dict)
    combos: dict[str, str] = field(default_factory=dict)
    spec: Spec = field(default_factory=dict)
    """The effect as the oracle reads it (production and end-scoring only)."""


LESSONS = (
    Lesson(
        "production",
        "per_count",
        {"per-count-gain-kelp": 1},
        {"per-count": "connected_cities"},
        {"shape": "per_count", "count": "connected_cities", "per": 1, "gain": {"kelp": 1}},
    ),
    Lesson(
        "end_scoring",
        "per_count",
        {"per": 2, "per-count-gain-points": 1},
        {"per-count": "connected_cities"},
        {"shape": "per_count", "count": "connected_cities", "per": 2, "points": 1},
    ),
    Lesson(
        "production",
        "fixed",
        {"fixed-credits": 1, "fixed-points": 1},
        spec={"shape": "fixed", "gain": {"credits": 1}, "points": 1},
    ),
    Lesson("instant", "gain", {"gain-steelplast": 2, "gain-biomatter": 2, "gain-points": 1}),
    Lesson(
        "end_scoring",
        "conversion",
        {"pay-kelp": 2, "conversion-points": 3, "conversion-times": 1},
        spec={"shape": "conversion", "pay": {"kelp": 2}, "points": 3},
    ),
    Lesson(
        "production",
        "per_count",
        {"per": 2, "per-count-gain-points": 1},
        {"per-count": "tunnels"},
        {"shape": "per_count", "count": "tunnels", "per": 2, "points": 1},
    ),
    Lesson("permanent", "trigger", {"trigger-points": 1}, {"trigger-event": "slot_steelplast"}),
    Lesson(
        "end_scoring",
        "threshold",
        {"step-0-at-least": 2, "step-0-points": 2, "step-1-at-least": 4, "step-1-points": 5},
        {"threshold-count": "connected_buildings"},
        {"shape": "threshold", "count": "connected_buildings", "steps": ((2, 2), (4, 5))},
    ),
    Lesson(
        "production",
        "per_city",
        {"city-at-least": 1, "per-city-gain-credits": 1},
        {"city-building": "desalination"},
        {"shape": "per_city", "building": "desalination", "at_least": 1, "gain": {"credits": 1}},
    ),
    Lesson("action", "gain", {"gain-kelp": 1, "gain-credits": 1}),
    Lesson(
        "end_scoring",
        "sets",
        {"sets-points": 2},
        {"sets-first": "connected_farms", "sets-second": "connected_desalination_plants"},
        {
            "shape": "sets",
            "counts": ("connected_farms", "connected_desalination_plants"),
            "points": 2,
        },
    ),
    Lesson(
        "production",
        "per_count",
        {"per": 2, "per-count-gain-science": 1},
        {"per-count": "connected_buildings"},
        {"shape": "per_count", "count": "connected_buildings", "per": 2, "gain": {"science": 1}},
    ),
    Lesson("end_scoring", "fixed", {"fixed-points": 3}, spec={"shape": "fixed", "points": 3}),
)


def _teach(editor: EffectEditor, qtbot: QtBot, lesson: Lesson) -> None:
    click(qtbot, editor.type_buttons[lesson.type])
    editor.set_shape(lesson.shape)
    assert editor.shape_key() == lesson.shape
    for name, data in lesson.combos.items():
        combo = editor.findChild(QComboBox, name)
        assert combo is not None, name
        combo.setCurrentIndex(combo.findData(data))
        assert combo.currentData() == data, name
    for name, value in lesson.spins.items():
        spin = editor.findChild(QSpinBox, name)
        assert spin is not None, name
        spin.setValue(value)


# -- the oracle ------------------------------------------------------------------------


@dataclass(frozen=True)
class Board:
    """What of one player's board is connected (German p. 11), computed here."""

    cities: frozenset[str]
    tunnels: frozenset[str]
    buildings: Mapping[str, tuple[str, str]]  # site → (city, kind)
    metropolises: frozenset[str]

    @classmethod
    def of(cls, board: PlayerBoard, player: PlayerState) -> Board:
        built = player.built
        links: dict[str, list[tuple[str, str]]] = {c.id: [] for c in board.cities}
        for tunnel in board.tunnels:
            a, b = tunnel.ends
            for here, there in ((a, b), (b, a)):
                if here in links:
                    links[here].append((tunnel.id, there))
        # p. 10: a path runs along built tunnels through city sites, built or empty.
        reached, tunnels, todo = {board.start_city}, set(), [board.start_city]
        while todo:
            for tunnel_id, other in links[todo.pop()]:
                if tunnel_id in built:
                    tunnels.add(tunnel_id)
                    if other in links and other not in reached:
                        reached.add(other)
                        todo.append(other)
        cities = frozenset(c for c in reached if c in built or c == board.start_city)
        buildings = {
            s.id: (s.city, built[s.id].kind)
            for s in board.buildings
            if s.city in cities and s.id in built
        }
        metros = frozenset(
            m.id
            for m in board.metropolises
            if all(t.id in tunnels for t in board.tunnels if m.id in t.ends)
        )
        return cls(cities, frozenset(tunnels), buildings, metros)

    def count(self, what: str) -> int:
        kinds = {
            "connected_farms": "farm",
            "connected_desalination_plants": "desalination",
            "connected_laboratories": "laboratory",
        }
        if what == "connected_cities":
            return len(self.cities)
        if what == "tunnels":
            return len(self.tunnels)
        if what == "connected_buildings":
            return len(self.buildings)
        if what in kinds:
            return sum(kind == kinds[what] for _, kind in self.buildings.values())
        raise AssertionError(what)

    def kinds_of(self, city: str) -> list[str]:
        return [kind for at, kind in self.buildings.values() if at == city]


def _gain(spec: Spec, factor: int = 1) -> tuple[dict[str, int], int]:
    resources = {n: a * factor for n, a in spec.get("gain", {}).items() if a * factor}
    return resources, spec.get("points", 0) * factor


def production_of(spec: Spec, board: Board) -> tuple[dict[str, int], int]:
    """What one taught production effect gives (German pp. 15–16, p. 19 card notes)."""
    if spec["shape"] == "fixed":
        return _gain(spec)
    if spec["shape"] == "per_count":
        return _gain(spec, board.count(spec["count"]) // spec["per"])
    assert spec["shape"] == "per_city"
    cities = sum(
        board.kinds_of(city).count(spec["building"]) >= spec["at_least"] for city in board.cities
    )
    return _gain(spec, cities)


def scoring_of(spec: Spec, board: Board) -> int:
    """Points of one taught end-scoring effect that counts things (German p. 17)."""
    shape = spec["shape"]
    if shape == "fixed":
        return int(spec["points"])
    if shape == "per_count":
        return int(board.count(spec["count"]) // spec["per"] * spec["points"])
    if shape == "threshold":
        have = board.count(spec["count"])
        reached = [points for at_least, points in spec["steps"] if have >= at_least]
        return int(max(reached, default=0))
    assert shape == "sets"
    return int(min(board.count(c) for c in spec["counts"]) * spec["points"])


def brown_of(tile: str, board: Board) -> int:
    """The brown tiles dealt here (German p. 17; Italian/Portuguese reference pages)."""
    if "brown" not in board.metropolises:  # connected only by both its tunnels
        return 0
    if tile == "brown_metropolises":
        return 3 * len(board.metropolises)
    assert tile == "brown_cities"
    cities = len(board.cities)
    return 12 if cities >= 7 else 8 if cities == 6 else 4 if cities == 5 else 0


@dataclass
class Final:
    before: int
    metropolis: int
    cards: dict[str, int]
    cities: int
    resources: int

    @property
    def total(self) -> int:
        return (
            self.before
            + self.metropolis
            + sum(self.cards.values())
            + self.cities
            + (self.resources)
        )


def final_of(player: PlayerState, board: Board, brown: str, taught: dict[int, Lesson]) -> Final:
    """Final scoring by hand (German p. 17): brown tile, end-scoring cards (conversions
    first: 3 points for 2 kelp always beat the 4-for-1 rate), cities, resources."""
    cards: dict[str, int] = {}
    have = {n: getattr(player.resources, n) for n in RESOURCES}
    conversions = []
    for card in player.tableau:
        lesson = taught.get(card.number or 0)
        if lesson is None or lesson.type != "end_scoring":
            continue
        key = f"era:{card.number}"
        if lesson.spec["shape"] == "conversion":
            conversions.append(key)
        else:
            cards[key] = scoring_of(lesson.spec, board)
    for key in sorted(conversions):
        used = have["kelp"] >= 2
        have["kelp"] -= 2 * used
        cards[key] = 3 * used
    cities = sum(CITY_POINTS[len(set(board.kinds_of(c)))] for c in board.cities)
    value = sum(have.values()) + have["biomatter"]  # biomatter sells for 2 credits
    return Final(player.points, brown_of(brown, board), cards, cities, value // 4)


# -- the table -------------------------------------------------------------------------


@dataclass
class Record:
    """What the test saw happen."""

    taught: dict[int, Lesson] = field(default_factory=dict)
    productions: list[GameState] = field(default_factory=list)
    metropolis_taken: list[str] = field(default_factory=list)
    next_number: int = 100


class TableDriver(Driver):
    """The seeded driver, playing every matched card as a card the library does not know,
    and steering tunnels towards the blue metropolises."""

    def __init__(self, qtbot: QtBot, window: MainWindow, seed: int) -> None:
        super().__init__(qtbot, window, seed)
        self.record = Record()

    @property
    def state(self) -> GameState:
        assert self.window.controller is not None
        state: GameState = self.window.controller.state
        return state

    def wanted(self) -> list[str]:
        """Unbuilt tunnel sites joining the player's metropolises, and on a shortest
        path to them."""
        state = self.state
        seat = state.current_player
        if seat is None:
            return []
        board = board_of(state, seat)
        built = state.players[seat].built
        paths: dict[str, list[str]] = {board.start_city: []}
        todo = [board.start_city]
        cities = {c.id for c in board.cities}
        while todo:
            here = todo.pop(0)
            for tunnel in board.tunnels:
                if here in tunnel.ends:
                    other = tunnel.ends[1] if tunnel.ends[0] == here else tunnel.ends[0]
                    if other not in paths:
                        paths[other] = [*paths[here], tunnel.id]
                        if other in cities:
                            todo.append(other)
        wanted: list[str] = []
        spaces = sorted(board.metropolises, key=lambda m: m.colour != "blue")  # blue first
        for space in spaces:  # every tunnel site joining it, and a way there
            for tunnel in board.tunnels:
                if space.id in tunnel.ends:
                    city = tunnel.ends[1] if tunnel.ends[0] == space.id else tunnel.ends[0]
                    wanted += [*paths.get(city, []), tunnel.id]
        return [t for t in dict.fromkeys(wanted) if t not in built]

    # -- the production screen: never a skip; what stood on the boards is recorded --

    def step(self) -> None:
        table = self.table
        if table.production.isVisible():
            for box in table.production.players:
                assert box.lines == {}, f"a line to settle at production: {list(box.lines)}"
            assert table.production.apply.isEnabled()
            self.record.productions.append(self.state)
            click(self.qtbot, table.production.apply)
            return
        super().step()

    def _turn_step(self) -> None:
        offered = visible_buttons(self.table.turn.effect_buttons, "step-metropolis-")
        if offered:  # a blue tile just connected: take its instant effect
            self.record.metropolis_taken.append(offered[0].objectName())
            click(self.qtbot, offered[0])
            return
        super()._turn_step()

    # -- cards: matched ones are taught; the others are played as mismatches ---

    def _colour(self, colours: list[QPushButton]) -> None:
        slot_colour = self.table.flow.pending.slot_colour
        match = [b for b in colours if slot_colour and b.objectName().endswith(slot_colour)]
        other = [b for b in colours if b not in match and not b.objectName().endswith("none")]
        if match and (self.rng.random() < 0.6 or not other):
            click(self.qtbot, match[0])
        else:
            click(self.qtbot, self.rng.choice(other or colours))

    def _card_type(self) -> None:
        details = self.table.turn.details
        while True:
            number = self.record.next_number
            self.record.next_number += 1
            type_into(self.qtbot, details.number, str(number))
            if details.mode() == "teach" and not details.name.text():
                break  # a number the library knows nothing of
        lesson = LESSONS[len(self.record.taught) % len(LESSONS)]
        type_into(self.qtbot, details.name, f"Taught card {number}")
        _teach(details.editor, self.qtbot, lesson)
        click(self.qtbot, details.save_place)
        assert details.problem.text() == "", details.problem.text()
        self.record.taught[number] = lesson

    # -- builds: tunnels towards the blue metropolises first ---------------------

    def tap_site(self) -> bool:
        view = self.table.board_views[self.table.boards.currentIndex()]
        wanted = [site for site in self.wanted() if site in view.tappable]
        if not wanted:
            return super().tap_site()
        point = view.site_at(wanted[0]).toPoint()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
        return True

    def _choose_slot(self) -> None:
        slots = [b for b in self.table.slots.buttons.values() if b.isEnabled()]
        tunnels = [b for b in slots if "tunnel" in b.text_of_slot.lower()]
        if tunnels and self.wanted() and self.rng.random() < 0.7:
            click(self.qtbot, self.rng.choice(tunnels))
            return
        super()._choose_slot()

    def _after_placing(self) -> None:
        tunnels = [
            b
            for b in visible_buttons(self.table.turn.effect_buttons, "step-build")
            if "tunnel" in b.objectName()
        ]
        if tunnels and self.wanted() and self.taps <= 8:
            click(self.qtbot, tunnels[0])
            return
        steelplast = visible_buttons(self.table.turn.effect_buttons, "step-gain-steelplast")
        if steelplast and self.wanted():  # tunnels cost steelplast
            click(self.qtbot, steelplast[0])
            return
        super()._after_placing()


def _calibrate(qtbot: QtBot, window: MainWindow) -> None:
    """The library → Player boards… → board 1: a bonus on one tunnel site, confirmed."""
    library = open_library(qtbot, window)
    assert isinstance(library, LibraryScreen)
    button = library.findChild(QPushButton, "library-boards")
    assert button is not None
    click(qtbot, button)
    editor = next(w for w in QApplication.topLevelWidgets() if isinstance(w, BoardEditor))
    qtbot.waitExposed(editor)
    assert editor.board.id == BONUS_BOARD
    point = editor.view.site_at(BONUS_SITE).toPoint()
    qtbot.mouseClick(editor.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert editor.selected == BONUS_SITE
    editor.marks.bonus["kelp"].setValue(BONUS["kelp"])
    editor.marks.points.setValue(BONUS["points"])
    click(qtbot, editor.confirmed)
    click(qtbot, editor.save_button)
    assert editor.problems.text() == ""
    assert "Checked against your copy" in editor.status.text()
    editor.close()
    back = library.findChild(QPushButton, "library-back")
    assert back is not None
    click(qtbot, back)


def _choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def _new_game(qtbot: QtBot, window: MainWindow) -> dict[str, str]:
    """The wizard: two players, board 1 (calibrated) and board 2, four blue tiles named
    as printed; returns tile id → printed name."""
    wizard = open_wizard(qtbot, window)
    assert isinstance(wizard, NewGameWizard)
    type_into(qtbot, wizard.count, "2")
    for seat, name in enumerate(["Ada", "Bo"]):
        type_into(qtbot, wizard.rows[seat].name, name)
    _choose(wizard.rows[0].board, BONUS_BOARD)
    _choose(wizard.rows[1].board, 2)
    click(qtbot, wizard.next)
    click(qtbot, wizard.drawn_order)
    click(qtbot, wizard.next)
    form = wizard.new_tile
    for name, (gain, points) in TILES.items():
        type_into(qtbot, form.name, name)
        type_into(qtbot, form.text, f"{name}: as printed")
        for resource, amount in gain.items():
            form.gain[resource].setValue(amount)
        form.production.setValue(points)
        click(qtbot, form.add)
        assert name in form.message.text()
    names: dict[str, str] = {}
    for seat in (0, 1):
        _, brown, blue_a, blue_b = wizard.tiles[seat]
        _choose(brown, BROWN[seat])
        for blue in (blue_a, blue_b):
            assert blue.currentText() in TILES
            names[blue.currentData()] = blue.currentText()
    assert len(names) == 4
    click(qtbot, wizard.next)
    assert wizard.preview is not None, wizard.error.text()
    click(qtbot, wizard.next)
    return names


def _engine_lines(produced: Produced) -> dict[str, tuple[dict[str, int], int]]:
    """The engine's card and blue-tile lines of one production, by card key or tile."""
    found: dict[str, tuple[dict[str, int], int]] = {}
    for line in produced.lines:
        assert line.kind not in ("unknown_effect", "settled", "skipped"), line
        if line.kind not in ("card", "metropolis"):
            continue
        key = line.card or line.tile
        assert key is not None
        resources, points = found.get(key, ({}, 0))
        for name, amount in line.resources.items():
            if amount:
                resources[name] = resources.get(name, 0) + amount
        found[key] = (resources, points + line.points)
    return found


def _table_lines(
    state: GameState, seat: int, names: dict[str, str], taught: dict[int, Lesson]
) -> dict[str, tuple[dict[str, int], int]]:
    """The same lines by hand: taught production cards and connected blue tiles."""
    player = state.players[seat]
    board = Board.of(board_of(state, seat), player)
    found: dict[str, tuple[dict[str, int], int]] = {}
    for space, tile in player.metropolises.items():
        if tile.startswith("blue") and space in board.metropolises:
            found[tile] = ({}, TILES[names[tile]][1])
    for card in player.tableau:
        lesson = taught.get(card.number or 0)
        if lesson is not None and lesson.type == "production":
            found[f"era:{card.number}"] = production_of(lesson.spec, board)
    return found


@pytest.mark.parametrize("seed", [5, 3])  # seeds whose games meet every check below
def test_a_real_table_game_scores_as_the_hand_computation(
    qtbot: QtBot, window: MainWindow, seed: int
) -> None:
    started = time.monotonic()
    _calibrate(qtbot, window)
    names = _new_game(qtbot, window)
    driver = TableDriver(qtbot, window, seed=seed)
    driver.play_until(lambda: isinstance(window.stack.currentWidget(), FinalScreen), limit=6000)
    record = driver.record
    state = driver.state
    assert state.phase == "finished" and len(state.points_by_round) == 10
    assert window.controller is not None
    log = window.controller.log()
    events = [event for entry in log if not entry.undone for event in entry.events]

    # At least ten cards the library did not know, of every kind, were taught.
    assert len(record.taught) >= 10
    assert {lesson.type for lesson in record.taught.values()} == {
        "production",
        "end_scoring",
        "instant",
        "permanent",
        "action",
    }

    # The calibrated bonus was gained when its tunnel was built.
    assert BONUS_SITE in state.players[0].built
    bonus = [
        e
        for e in events
        if isinstance(e, Gained)
        and e.player == 0
        and e.reason.code == "uc.reason.site_bonus"
        and e.reason.params.get("site") == BONUS_SITE
    ]
    assert len(bonus) == 1
    assert (bonus[0].resources.kelp, bonus[0].points) == (BONUS["kelp"], BONUS["points"])

    layout = state.players[0].layout  # the calibrated layout, copied at setup
    assert layout is not None and layout.confirmed
    # Both blue tiles of the calibrated board were connected, and their instant
    # effects taken as the wizard taught them.
    ada = Board.of(board_of(state, 0), state.players[0])
    assert {"blue1", "blue2"} <= ada.metropolises
    used = [(e.player, e.site) for e in events if isinstance(e, MetropolisUsed)]
    assert {(0, "blue1"), (0, "blue2")} <= set(used)
    assert len(used) == len(record.metropolis_taken)
    gained = [
        e for e in events if isinstance(e, Gained) and e.reason.code == "uc.reason.metropolis"
    ]
    assert len(gained) == len(used)
    for (seat, site), gain in zip(used, gained, strict=True):
        tile = state.players[seat].metropolises[site]
        expected = TILES[names[tile]][0]
        assert gain.player == seat
        assert {n: a for n, a in gain.resources.items() if a} == expected

    # Each production, line by line: the taught cards and the connected blue tiles.
    produced = [e for e in events if isinstance(e, Produced)]
    assert len(record.productions) == 3 and len(produced) == 6
    compared = 0
    for index, before in enumerate(record.productions):
        for seat in (0, 1):
            engine = _engine_lines(produced[2 * index + seat])
            mine = _table_lines(before, seat, names, record.taught)
            assert engine == mine, (index, seat)
            compared += sum(bool(gain) or points > 0 for gain, points in mine.values())
    assert compared >= 6  # lines that produced something

    # Final scoring: the hand computation against the final screen, group by group.
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    assert not getattr(final.detail, "lines", [])  # nothing was left to settle
    scores = final.detail.scores  # type: ignore[attr-defined]
    assert scores.settled
    hand = {
        seat: final_of(
            state.players[seat],
            Board.of(board_of(state, seat), state.players[seat]),
            BROWN[seat],
            record.taught,
        )
        for seat in (0, 1)
    }
    for seat, by_hand in hand.items():
        score = scores.players[seat]
        assert not score.unknown and not score.unsettled
        assert (score.before, score.metropolis, score.cities, score.resources) == (
            by_hand.before,
            by_hand.metropolis,
            by_hand.cities,
            by_hand.resources,
        ), seat
        cards: dict[str, int] = {}
        for line in score.lines:
            if line.step == "cards":
                assert line.card is not None
                cards[line.card] = cards.get(line.card, 0) + line.points
        assert cards == by_hand.cards, seat
    assert final.totals() == {state.players[s].name: hand[s].total for s in hand}
    assert all(sum(m.cards.values()) > 0 for m in hand.values())
    print(f"real table game: {time.monotonic() - started:.1f} s, {len(record.taught)} taught")


@pytest.mark.parametrize("board", [1, 2])
@pytest.mark.parametrize("tunnel", ["t_c13_blue1", "t_c31_blue2"])
def test_a_highlighted_tunnel_site_to_a_blue_metropolis_takes_the_tap(
    qtbot: QtBot, board: int, tunnel: str
) -> None:
    """Found by the game above: the expansion site of the upper right city is drawn over
    the middle of the tunnel site to the blue metropolis, so tapping the highlighted
    tunnel site selected the expansion site and nothing was built."""
    from ui.games.underwater_cities.table.board_view import BoardView
    from ui.games.underwater_cities.table.turn_flow import Highlight

    view = BoardView()
    qtbot.addWidget(view)
    view.resize(450, 510)
    view.show()
    qtbot.waitExposed(view)
    player = PlayerState(name="Ada", colour="orange", board=board)
    view.show_player(player, 0, Highlight(player=0, sites=frozenset({tunnel})))
    clicked: list[str] = []
    view.site_clicked.connect(lambda _seat, site: clicked.append(site))
    point = view.site_at(tunnel).toPoint()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked == [tunnel]
