"""Otys (Claude Lucchini, Libellud 2017): the engine of the third game."""
