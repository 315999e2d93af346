"""Exports from the library and the final screen: a finished game as a BG Stats play
(``.bgsplay``) or a PDF score sheet, and the results shown as CSV or JSON.

Every export asks for a file name, refuses to overwrite a file that exists, and says
in one sentence why it could not write; nothing is half-written (the text is
written to a new file only once it is complete)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from companion.core.errors import CompanionError
from companion.store import GameStore, LibraryQuery
from ui import plain_text
from ui.i18n import translate


class Exports:
    """The export actions of one screen (``parent`` shows the dialogs)."""

    def __init__(self, store: GameStore, parent: QWidget) -> None:
        self.store = store
        self.parent = parent

    def _ask(self, title: str, name: str, filter_text: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(
            self.parent,
            title,
            name,
            filter_text,
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return Path(path) if path else None

    def ask_bgsplay(self, game: int) -> None:
        """Ask where, then write ``game``'s BG Stats play."""
        path = self._ask(
            translate("exports", "Export a BG Stats play"),
            f"game-{game}.bgsplay",
            translate("exports", "BG Stats plays (*.bgsplay)"),
        )
        if path is not None:
            self.bgsplay(game, path)

    def ask_scoresheet(self, game: int) -> None:
        """Ask where, then write ``game``'s score sheet."""
        path = self._ask(
            translate("exports", "Print a score sheet"),
            f"score-sheet-{game}.pdf",
            translate("exports", "PDF files (*.pdf)"),
        )
        if path is not None:
            self.scoresheet(game, path)

    def ask_results(self, query: LibraryQuery, kind: str) -> None:
        """Ask where, then write the results of the games ``query`` finds."""
        path = self._ask(
            translate("exports", "Export results"),
            f"results.{kind}",
            translate("exports", "CSV files (*.csv)")
            if kind == "csv"
            else translate("exports", "JSON files (*.json)"),
        )
        if path is not None:
            self.results(query, kind, path)

    def bgsplay(self, game: int, path: Path) -> bool:
        """Write ``game``'s ``.bgsplay`` to ``path``; say why not."""
        from companion.stats.export import bgsplay

        return self._write(
            translate("exports", "Export a BG Stats play"),
            path,
            lambda: json.dumps(bgsplay(self.store, game), ensure_ascii=False, indent=2),
        )

    def results(self, query: LibraryQuery, kind: str, path: Path) -> bool:
        """Write one row per player per game of ``query``'s games to ``path``."""
        from companion.stats.export import result_rows, results_csv, results_json

        def text() -> str:
            rows = result_rows(
                self.store,
                game_id=query.game_id,
                profile=query.profile,
                status=query.status,
                search=query.search,
            )
            return results_csv(rows) if kind == "csv" else results_json(rows)

        return self._write(translate("exports", "Export results"), path, text)

    def scoresheet(self, game: int, path: Path) -> bool:
        """Write ``game``'s PDF score sheet to ``path``; say why not."""
        from ui.scoresheet import write_scoresheet

        title = translate("exports", "Print a score sheet")
        if not self._free(title, path):
            return False
        try:
            write_scoresheet(self.store, game, path)
        except CompanionError as error:
            return self._refused(title, error)
        return True

    def _free(self, title: str, path: Path) -> bool:
        if path.exists():
            plain_text.tell(
                self.parent,
                title,
                translate(
                    "exports", "{0} exists already; it was not overwritten. Choose a new name."
                ).format(str(path)),
            )
            return False
        return True

    def _refused(self, title: str, error: CompanionError) -> bool:
        from ui.messages import sentence

        plain_text.tell(self.parent, title, sentence(error))
        return False

    def _write(self, title: str, path: Path, text: Callable[[], str]) -> bool:
        if not self._free(title, path):
            return False
        try:
            content = text()
            with path.open("x", encoding="utf-8", newline="") as file:
                file.write(content)
        except CompanionError as error:
            return self._refused(title, error)
        except OSError as error:
            plain_text.tell(
                self.parent,
                title,
                translate("exports", "Could not write {0}: {1}").format(
                    str(path), error.strerror or error
                ),
            )
            return False
        return True
