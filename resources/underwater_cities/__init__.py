"""Underwater Cities data files, read with importlib.resources."""
