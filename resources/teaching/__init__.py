"""Teaching catalogs (lessons, guide texts, terms), one JSON file per game."""
