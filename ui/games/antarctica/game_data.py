"""The Antarctica catalogue the screens read, and saving what a table confirms or
corrects (``DataRow`` rows through the store, as Underwater Cities' board
calibration does).

The catalogue in use is the open game's data when a game is open above the
widget, else the store's (the built-in catalogue with the table's rows), else
the built-in one. A new game copies the catalogue in use into its setup.
"""

from __future__ import annotations

from companion.games.antarctica.catalogue import AntarcticaData, load_data
from companion.games.antarctica.ruleset import RULESET
from ui.game_data import GameData

GAME_DATA = GameData(RULESET, AntarcticaData, load_data)

data_near = GAME_DATA.near
save_rows = GAME_DATA.save_rows
