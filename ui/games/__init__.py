"""The user interface of each game, behind the protocol in :mod:`ui.game_ui`."""
