"""Antarctica (Charles Chevallier, Argentum Verlag 2015), 2–4 players: the rules as data
plus pure functions, behind the plug-in boundary."""
