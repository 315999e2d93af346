"""Every Otys screen at one window size: pictures and the touch check.

Used by ``test_otys_layout.py`` (pictures into ``tmp_path``) and, to refresh
docs/screenshots/otys/, by ``python tests/ui/otys_screens.py OUTPUT_DIR``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from game_screens import Shooter, write_pictures

from companion.core.registry import get_plugin
from companion.games.otys.autoplay import choose
from companion.games.otys.library import ContractEntry, data_row
from companion.store import GameStore
from ui import theme
from ui.main_window import MainWindow

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (2560, 1440))


def _play(game: Any, seed: int, until: Any, limit: int = 3000) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        if until(game.state) or game.state.phase == "finished":
            return
        game.execute(choose(game.state, rng, game.data))


def prepare_games(store: GameStore) -> dict[str, int]:
    """Stored games: a turn's phase 1 with a battery to spend, a contract to name,
    the last round, and a finished game (3 players)."""
    plugin = get_plugin("otys")
    games: dict[str, int] = {}
    taught: Any = plugin.example_setup(3, 5)
    store.save_game_data("otys", [data_row(ContractEntry(contract=c)) for c in taught.public])
    playing = store.new_game("otys", plugin.example_setup(2, 4))
    _play(
        playing,
        2,
        lambda s: s.players[0].turns >= 6
        and s.turn.phase == 1
        and not s.pending
        and s.current.batteries > 0,
    )
    games["phase1"] = playing.id
    playing.close()
    naming = store.new_game("otys", plugin.example_setup(3, 5))
    _play(naming, 4, lambda s: bool(s.pending) and s.pending[0].kind != "hold")
    games["reveal"] = naming.id
    naming.close()
    token = store.new_game("otys", plugin.example_setup(4, 8))
    _play(token, 8, lambda s: bool(s.pending) and s.pending[0].kind == "token")
    assert token.state.pending and token.state.pending[0].kind == "token"
    games["token"] = token.id
    token.close()
    late = store.new_game("otys", plugin.example_setup(2, 6))
    _play(late, 6, lambda s: s.triggered_by is not None and not s.pending)
    games["last"] = late.id
    late.close()
    played = store.new_game("otys", plugin.example_setup(3, 9))
    _play(played, 9, lambda s: s.phase == "finished", limit=20000)
    games["finished"] = played.id
    played.close()
    return games


def shoot_size(
    app: Any,
    window: MainWindow,
    store: GameStore,
    games: dict[str, int],
    size: tuple[int, int],
    out: Path | None,
) -> list[str]:
    """Every Otys screen at ``size``; the problems found."""
    from ui.games.otys.table import TableScreen
    from ui.games.otys.wizard import SetupWizard

    shooter = Shooter(app, window, size, out)
    shot, folder = shooter.shot, shooter.folder

    window.show_setup("otys")
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, SetupWizard)
    wizard.set_count(4)
    for page in range(4):
        wizard.go(page)
        shot(f"setup-{page + 1}")
    wizard.cancel.click()

    window.open_game(games["phase1"])
    table = window.table
    assert isinstance(table, TableScreen)
    shot("table-phase1")
    if folder is not None:
        seat = window.controller.state.turn.seat  # type: ignore[union-attr]
        table.boards[seat].grab().save(str(folder / "board.png"))
        table.colony.grab().save(str(folder / "colony.png"))
    assert table.turn.press("battery")
    shot("table-battery")
    table.turn.back()
    window.open_game(games["reveal"])
    shot("table-reveal")
    window.open_game(games["token"])
    shot("table-token")
    window.open_game(games["last"])
    shot("table-last-round")
    window.open_game(games["finished"])
    shot("final")
    window.show_library("otys")
    shot("library")
    window.show_home()
    return shooter.problems


def main(out: Path) -> None:
    """Write the pictures of 1024×600 and 1920×1080 into ``out``."""
    write_pictures(out, prepare_games, shoot_size, extra_shots)


def extra_shots(app: Any, window: MainWindow, games: dict[str, int], out: Path) -> None:
    """Teaching mode on (a lesson and the guide), and the table in German, at 1024×600."""
    from companion.teaching import TeachingSettings
    from ui import i18n, settings

    theme.set_scale(1.0)
    theme.apply(app, theme.LIGHT)
    window.resize(1024, 600)
    settings.remember_teaching(games["phase1"], TeachingSettings(enabled=True))
    window.open_game(games["phase1"])
    table: Any = window.table
    coach = table.guide.coach
    state = window.controller.state  # type: ignore[union-attr]
    from companion.teaching import LessonHit

    coach.teach([LessonHit("otys.batteries", state.turn.seat, state.current.name, {"reach": 1})])
    for _ in range(4):
        app.processEvents()
    window.grab().save(str(out / "1024x600" / "teaching.png"))
    settings.remember_teaching(games["phase1"], TeachingSettings(enabled=False))
    i18n.install("de")
    window.retranslate()
    window.open_game(games["last"])
    for _ in range(4):
        app.processEvents()
    window.grab().save(str(out / "1024x600" / "table-de.png"))
    i18n.install(i18n.ENGLISH)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
