"""The table view: the main screen while a game is played."""
