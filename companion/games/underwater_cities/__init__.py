"""Underwater Cities: rules as data plus pure functions (plug-in: :mod:`.plugin`)."""
