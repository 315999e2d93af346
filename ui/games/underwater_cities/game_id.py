"""The id Underwater Cities is registered under (its plug-in's and its UI's)."""

GAME_ID = "underwater_cities"
