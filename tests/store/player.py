"""A second app instance for the store tests, run as its own process.

python tests/store/player.py hold DB GAME          open GAME, say "open", wait
python tests/store/player.py append DB GAME COUNT  play COUNT legal adds, then exit
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.store import GameStore
from store.counter import COUNTER, add


def hold(path: str, game: int) -> None:
    with GameStore(path, rulesets=[COUNTER]) as store, store.open_game(game):
        print("open", flush=True)
        time.sleep(120)


def append(path: str, game: int, count: int) -> None:
    with GameStore(path, rulesets=[COUNTER]) as store, store.open_game(game) as opened:
        for _ in range(count):
            opened.execute(add(opened.state.players[opened.state.turn]))


if __name__ == "__main__":
    action, *args = sys.argv[1:]
    if action == "hold":
        hold(args[0], int(args[1]))
    else:
        append(args[0], int(args[1]), int(args[2]))
