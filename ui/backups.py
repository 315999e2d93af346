"""Backup and restore of every game (the ☰ menu): the whole database to one file,
and back from such a file.

A backup never overwrites a file. A restore checks the backup in full first
(:func:`companion.store.backup.check_backup`), asks, moves the database in use aside
(renamed, never deleted: ``<name>.before-restore-<date>``), then restores into its
place and opens it; if anything fails the database in use is put back."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from companion.core.errors import CompanionError
from companion.store import GameStore
from ui import plain_text
from ui.i18n import translate

if TYPE_CHECKING:
    from ui.main_window import MainWindow

SUFFIXES = ("", "-wal", "-shm")


def move_aside(path: Path) -> Path:
    """Rename the database ``path`` (and its journal files) out of the way; the new
    name of the database file (nothing is overwritten)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    number = 1
    while True:
        aside = path.with_name(
            f"{path.name}.before-restore-{stamp}{f'-{number}' if number > 1 else ''}"
        )
        if not any(Path(f"{aside}{suffix}").exists() for suffix in SUFFIXES):
            break
        number += 1
    for suffix in SUFFIXES:
        if Path(f"{path}{suffix}").exists():
            os.rename(f"{path}{suffix}", f"{aside}{suffix}")
    return aside


class Backups:
    """The menu's backup and restore, for ``window`` (its store is replaced on restore)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def ask_backup(self) -> None:
        """Ask for a new file, then back up every game into it."""
        name = f"companion-backup-{datetime.now():%Y-%m-%d}.sqlite3"
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("backups", "Back up every game"),
            name,
            translate("backups", "Companion backups (*.sqlite3)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.backup(Path(path))

    def backup(self, path: Path) -> bool:
        """Back up the database to the new file ``path``; say how it went."""
        from companion.store.backup import backup

        title = translate("backups", "Back up every game")
        try:
            backup(self.window.store, path)
        except CompanionError as error:
            return self._refused(title, error)
        except OSError as error:
            plain_text.tell(
                self.window,
                title,
                translate("backups", "Could not write {0}: {1}").format(
                    str(path), error.strerror or error
                ),
            )
            return False
        plain_text.tell(
            self.window, title, translate("backups", "Every game was saved to {0}.").format(path)
        )
        return True

    def ask_restore(self) -> None:
        """Ask for a backup, check it, ask again, then restore it."""
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("backups", "Restore a backup"),
            "",
            translate("backups", "Companion backups (*.sqlite3);;Every file (*)"),
        )
        if path:
            self.restore(Path(path))

    def restore(self, path: Path, *, confirm: bool = True) -> bool:
        """Check the backup ``path`` in full, then (asked) make it the database in use."""
        from companion.store.backup import check_backup, restore

        title = translate("backups", "Restore a backup")
        try:
            games = check_backup(path)
        except CompanionError as error:
            return self._refused(title, error)
        store = self.window.store
        target = store.path
        if confirm and not plain_text.ask(
            self.window,
            title,
            translate(
                "backups",
                "The backup {0} is whole and holds {1} games. Use it instead of the games "
                "now in the companion? These are kept in a file beside it, not deleted.",
            ).format(str(path), games),
            default_no=True,
        ):
            return False
        self.window.close_game()
        store.close()
        aside = move_aside(target)
        try:
            restore(path, target)
        except (CompanionError, OSError) as error:
            for suffix in SUFFIXES:  # put the database in use back
                if Path(f"{aside}{suffix}").exists() and not Path(f"{target}{suffix}").exists():
                    os.rename(f"{aside}{suffix}", f"{target}{suffix}")
            self.window.use_store(GameStore(target))
            if isinstance(error, CompanionError):
                return self._refused(title, error)
            plain_text.tell(self.window, title, str(error))
            return False
        self.window.use_store(GameStore(target))
        plain_text.tell(
            self.window,
            title,
            translate("backups", "Restored {0} games. The games before are kept in {1}.").format(
                games, str(aside)
            ),
        )
        return True

    def _refused(self, title: str, error: CompanionError) -> bool:
        from ui.messages import sentence

        plain_text.tell(self.window, title, sentence(error))
        return False
