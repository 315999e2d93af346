"""The Qt user interface of the companion: PySide6 views over engine snapshots.

Nothing in :mod:`companion` may import from here; the dependency runs one way,
``ui`` → ``companion``.
"""

APP_ID = "org.boardgamecompanion.Companion"
"""Reverse-DNS id shared by the desktop file, the AppStream metainfo and Qt."""
