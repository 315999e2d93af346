"""The first frame builds only the validators it uses; the rest of the open game's that
taps use are built in idle time once it has painted (no other game's), and the window icon is set
then (ui.first_frame, issue #13).
It writes no settings and loads no OpenSSL."""

from __future__ import annotations

from pathlib import Path

from project_scripts import first_frame_lines

from ui import settings
from ui.app import demo_store

FIRST_FRAME = """
import time
from ui.app import create_application, create_main_window, open_store
app = create_application()
from companion.core import deferred
from companion.games.underwater_cities import commands, events, state
store = open_store()
window = create_main_window(store)
print("icon before the first paint:", not app.windowIcon().isNull())
window.show()
app.processEvents()
window.grab()
print("first frame built:", state.GameState.__pydantic_complete__,
      commands.COMMAND_ADAPTER.pydantic_complete, events.EVENT_ADAPTER.pydantic_complete)
print("left:", len(deferred.unbuilt()) > 50)
import sys
from pydantic import BaseModel
game = "companion.games.underwater_cities"
print("built by the first frame:", sorted(
    value.__name__
    for name, module in list(sys.modules.items()) if name.startswith(game)
    for value in vars(module).values()
    if isinstance(value, type) and issubclass(value, BaseModel) and value.__module__ == name
    and value.__pydantic_complete__
))
import hashlib, sys
print("openssl:", "_hashlib" in sys.modules, hashlib.sha256(b"companion").hexdigest()[:8])
print("icon at the first frame:", not app.windowIcon().isNull())
from companion.games.antarctica import commands as other
deadline = time.monotonic() + 60
while window.after_first_frame.timer.isActive() and time.monotonic() < deadline:
    app.processEvents()
ruleset = window.controller.game.ruleset
print("after idle time:", sum(map(ruleset.built_ahead, deferred.unbuilt(game))),
      state.GameState.__pydantic_complete__, commands.COMMAND_ADAPTER.pydantic_complete)
print("another game's:", other.COMMAND_ADAPTER.pydantic_complete)
print("icon after it:", not app.windowIcon().isNull())
window.close()
"""


def test_the_first_frame_leaves_the_validators_it_needs_not_to_idle_time(
    data_dir: Path,
) -> None:
    store, number = demo_store(data_dir)
    store.close()
    settings.remember_game(number)
    written = settings.settings().fileName()
    before = Path(written).stat().st_mtime_ns
    lines = first_frame_lines(FIRST_FRAME)
    # the resumed state and its events were read without their validators
    assert "first frame built: False False False" in lines
    assert "left: True" in lines
    # the resources' (made at import); the slots' preview of the turn's end (EndTurn →
    # its events → the next Turn) and the step's options and buttons build none
    assert "built by the first frame: ['Resources']" in lines
    assert "icon before the first paint: False" in lines
    assert "openssl: False c989edf1" in lines  # hashlib works without it
    assert "icon at the first frame: False" in lines  # the next idle turn
    assert "icon after it: True" in lines
    assert "after idle time: 0 True False" in lines  # the open game's a tap uses
    assert "another game's: False" in lines  # a game not open builds nothing
    assert Path(written).stat().st_mtime_ns == before  # resuming rewrote no settings
