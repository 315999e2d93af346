"""Every Antarctica screen at one window size: pictures and the touch check.

Used by ``test_antarctica_layout.py`` (pictures into ``tmp_path``) and, to refresh
docs/screenshots/antarctica/, by ``python tests/ui/ant_screens.py OUTPUT_DIR``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from game_screens import Shooter, write_pictures

from companion.core.registry import get_plugin
from companion.games.antarctica.autoplay import choose
from companion.store import GameStore
from ui.main_window import MainWindow

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (2560, 1440))


def prepare_games(store: GameStore) -> dict[str, int]:
    """Stored games: just set up (no face-up card named), in play with an effect
    waiting (if the seed reaches one), and finished."""
    plugin = get_plugin("antarctica")
    games: dict[str, int] = {}
    setup: Any = plugin.example_setup(3, 11)
    fresh = store.new_game("antarctica", setup.model_copy(update={"face_up": ()}))
    games["reveal"] = fresh.id
    fresh.close()
    playing = store.new_game("antarctica", plugin.example_setup(3, 4))
    rng = random.Random(2)
    for _ in range(400):
        state = playing.state
        if state.pending and state.pending[0].effect in {"advance_three", "shipyard_pick"}:
            break
        playing.execute(choose(state, rng))
    games["effect"] = playing.id
    playing.close()
    played = store.new_game("antarctica", plugin.example_setup(4, 9))
    rng = random.Random(9)
    while played.state.phase != "finished":
        played.execute(choose(played.state, rng))
    games["finished"] = played.id
    played.close()
    moving = store.new_game("antarctica", plugin.example_setup(3, 7))
    rng = random.Random(3)
    for _ in range(60):
        moving.execute(choose(moving.state, rng))
    while moving.state.pending or moving.state.awaiting_reveal() or moving.state.turn.moved:
        moving.execute(choose(moving.state, rng))
    games["move"] = moving.id
    moving.close()
    return games


def shoot_size(
    app: Any,
    window: MainWindow,
    store: GameStore,
    games: dict[str, int],
    size: tuple[int, int],
    out: Path | None,
) -> list[str]:
    """Every Antarctica screen at ``size``; the problems found."""
    from ui.games.antarctica.table import TableScreen
    from ui.games.antarctica.wizard import SetupWizard

    shooter = Shooter(app, window, size, out)
    shot = shooter.shot

    window.show_setup("antarctica")
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, SetupWizard)
    for page in range(4):
        if page == 2:
            wizard.placed.setChecked(True)
        wizard.go(page)
        shot(f"setup-{page + 1}")
    wizard.cancel.click()

    window.open_game(games["reveal"])
    shot("table-reveal")
    window.open_game(games["move"])
    table = window.table
    assert isinstance(table, TableScreen)
    shot("table-move")
    target = min(table.board.targets)
    table.turn.tap_area(target)
    shot("table-action")
    if not table.wide:
        table.tabs.setCurrentWidget(table.tracks)
        shot("table-tracks")
        table.tabs.setCurrentWidget(table.players)
        shot("table-players")
        table.tabs.setCurrentWidget(table.score)
        shot("table-score")
    window.controller.undo()  # type: ignore[union-attr]
    window.open_game(games["effect"])
    shot("table-effect")
    window.open_game(games["finished"])
    shot("final")
    window.show_library("antarctica")
    shot("catalogue")
    window.show_home()
    return shooter.problems


def main(out: Path) -> None:
    """Write every size's pictures into ``out``."""
    write_pictures(out, prepare_games, shoot_size)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
