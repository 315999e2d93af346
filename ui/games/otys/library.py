"""The Otys library: what the rulebook's text does not give, as tables taught it —
the board's printed values (the hacker's start, the mechanic track, the emporium's
rows), the contract cards and the reward-token mix. Each is marked "not checked
against your copy" until a table confirms it or corrects it; both are saved as
``DataRow`` rows through the store (:func:`~companion.games.otys.library.data_row`).

A contract and a token kind are corrected with a form; the board as its data (JSON),
checked by the engine before anything is saved. New games copy the data in use;
games already started keep theirs.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.games.otys.data import COLOURS, BoardSpec
from companion.games.otys.library import ContractEntry, Entry, OtysData, TokenEntry, data_row
from companion.games.otys.samples import all_tokens
from companion.games.otys.state import Contract, Resources
from ui import theme
from ui.games.otys import words
from ui.games.otys.game_data import data_near, save_rows
from ui.i18n import translate
from ui.messages import sentence
from ui.widgets.touch import shown


def entry_title(entry: Entry) -> str:
    """An entry's name in the list."""
    if isinstance(entry, BoardSpec):
        return translate("otys", "The board: hacker, mechanic, emporium")
    if isinstance(entry, ContractEntry):
        return translate("otys", "Contract {0}: {1}").format(
            entry.contract.id, words.contract(entry.contract)
        )
    return translate("otys", "Reward token ×{0}: {1}").format(entry.count, words.token(entry.token))


def _confirmed(entry: Entry) -> bool:
    if isinstance(entry, BoardSpec):
        return not entry.unconfirmed()
    return entry.confirmed


def _source(entry: Entry) -> str:
    if isinstance(entry, BoardSpec):
        return " ".join(part.source for part in (entry.hacker, entry.mechanic, entry.emporium))
    return entry.source


class ContractForm(QWidget):
    """The fields of a contract card (p. 8)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.free = QCheckBox(translate("otys", "Free combination (different colours)"), self)
        self.free.setObjectName("contract-free")
        form.addRow(self.free)
        self.needs = {}
        for colour in COLOURS:
            box = QSpinBox(self)
            box.setObjectName(f"contract-{colour}")
            box.setRange(0, 6)
            self.needs[colour] = box
            form.addRow(words.resource(colour), box)
        self.different = QSpinBox(self)
        self.different.setObjectName("contract-different")
        self.different.setRange(2, 4)
        form.addRow(translate("otys", "Different colours"), self.different)
        self.prestige = QSpinBox(self)
        self.prestige.setObjectName("contract-prestige")
        self.prestige.setRange(1, 5)
        form.addRow(translate("otys", "Prestige"), self.prestige)
        self.credit = QCheckBox(translate("otys", "Bonus: 1 credit"), self)
        self.battery = QCheckBox(translate("otys", "Bonus: 1 battery"), self)
        form.addRow(self.credit)
        form.addRow(self.battery)
        for widget in (*self.needs.values(), self.different, self.prestige):
            widget.setMinimumHeight(40)

    def show_contract(self, contract: Contract) -> None:
        """Fill the fields from ``contract``."""
        self.free.setChecked(contract.needs is None)
        for colour, box in self.needs.items():
            box.setValue(contract.needs.get(colour) if contract.needs is not None else 0)
        self.different.setValue(contract.different or 2)
        self.prestige.setValue(contract.prestige)
        self.credit.setChecked(contract.credit)
        self.battery.setChecked(contract.battery)

    def contract(self, base: Contract) -> Contract:
        """``base`` with the fields as shown (``ValidationError`` when not valid)."""
        free = self.free.isChecked()
        needs = Resources(**{c: box.value() for c, box in self.needs.items()})
        return Contract(
            id=base.id,
            needs=None if free else needs,
            different=self.different.value() if free else None,
            prestige=self.prestige.value(),
            credit=self.credit.isChecked(),
            battery=self.battery.isChecked(),
        )


class BoardForm(QWidget):
    """The board's printed values: the hacker's start, the mechanic track, the
    emporium's rows (credits left, prestige right)."""

    ROWS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.hacker = self._spin("board-hacker", 4, 6)
        form.addRow(translate("otys", "Keys on the hacker track that bring them back"), self.hacker)
        self.mechanic = [self._spin(f"board-mechanic-{n}", 1, 7) for n in range(4)]
        line = QHBoxLayout()
        for box in self.mechanic:
            line.addWidget(box)
        form.addRow(translate("otys", "Mechanic: reach at 0, 1, 2, 3 improvements"), line)
        self.count = self._spin("board-rows", 2, self.ROWS)
        form.addRow(translate("otys", "Emporium rows"), self.count)
        self.rows: list[tuple[QSpinBox, QSpinBox]] = []
        self.labels: list[QLabel] = []
        for number in range(self.ROWS):
            pair = (
                self._spin(f"board-credits-{number}", 0, 9),
                self._spin(f"board-prestige-{number}", 0, 9),
            )
            row = QHBoxLayout()
            row.addWidget(pair[0])
            row.addWidget(pair[1])
            label = QLabel(translate("otys", "Row {0}: credits, prestige").format(number + 1), self)
            form.addRow(label, row)
            self.rows.append(pair)
            self.labels.append(label)
        self.count.valueChanged.connect(self._rows_shown)

    def _spin(self, name: str, low: int, high: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(low, high)
        box.setMinimumHeight(40)
        return box

    def _rows_shown(self, count: int) -> None:
        for number, (pair, label) in enumerate(zip(self.rows, self.labels, strict=True)):
            for widget in (*pair, label):
                widget.setVisible(number < count)

    def show_board(self, board: BoardSpec) -> None:
        """Fill the fields from ``board``."""
        self.hacker.setValue(board.hacker.start)
        for box, value in zip(self.mechanic, board.mechanic.values, strict=True):
            box.setValue(value)
        self.count.setValue(len(board.emporium.rows))
        for pair, row in zip(self.rows, board.emporium.rows, strict=False):
            pair[0].setValue(row.credits)
            pair[1].setValue(row.prestige)
        self._rows_shown(len(board.emporium.rows))

    def board(self, base: BoardSpec) -> BoardSpec:
        """``base`` with the values as shown, confirmed (``ValidationError``)."""
        rows = [
            {"credits": pair[0].value(), "prestige": pair[1].value()}
            for pair in self.rows[: self.count.value()]
        ]
        data = base.model_dump(mode="json")
        data["hacker"].update(start=self.hacker.value(), confirmed=True)
        data["mechanic"].update(values=[box.value() for box in self.mechanic], confirmed=True)
        data["emporium"].update(rows=rows, confirmed=True)
        return BoardSpec.model_validate(data)


class TokenForm(QWidget):
    """A reward token's kind and how many the bag holds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.kind = QComboBox(self)
        self.kind.setObjectName("token-kind")
        self.kinds = {t.id: t for t in all_tokens()}
        for token in all_tokens():
            self.kind.addItem(words.token(token), token.id)
        form.addRow(translate("otys", "Token"), self.kind)
        self.count = QSpinBox(self)
        self.count.setObjectName("token-count")
        self.count.setRange(1, 32)
        form.addRow(translate("otys", "How many in the bag"), self.count)
        for widget in (self.kind, self.count):
            widget.setMinimumHeight(40)

    def show_entry(self, entry: TokenEntry) -> None:
        """Fill the fields from ``entry``."""
        self.kind.setCurrentIndex(self.kind.findData(entry.token.id))
        self.count.setValue(entry.count)


class LibraryScreen(QWidget):
    """Every entry; confirm it or correct it, one at a time; teach a token kind."""

    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.data: OtysData = data_near(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        title = QLabel(translate("otys", "Otys: board, contracts and reward tokens"), self)
        title.setFont(theme.font(20, bold=True))
        layout.addWidget(title)
        note = QLabel(
            translate(
                "otys",
                "The rulebook shows these only in pictures: what the app reads or a table "
                'taught is marked "not checked against your copy" until you confirm or '
                "correct it. Contracts are taught when they come up in play.",
            ),
            self,
        )
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        self.items = QListWidget(self)
        self.items.setObjectName("library-items")
        self.items.setWordWrap(True)
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items.currentRowChanged.connect(self._show)
        body.addWidget(self.items, 2)
        right = QVBoxLayout()
        body.addLayout(right, 3)
        self.heading = QLabel(self)
        self.heading.setFont(theme.font(15, bold=True))
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        right.addWidget(self.heading)
        self.status = QLabel(self)
        self.status.setObjectName("library-status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        right.addWidget(self.status)
        self.editors = QStackedWidget(self)
        self.contract_form = ContractForm(self.editors)
        self.token_form = TokenForm(self.editors)
        self.board_form = BoardForm(self.editors)
        self.pages: dict[int, QScrollArea] = {}
        for editor in (self.contract_form, self.token_form, self.board_form):
            page = QScrollArea(self.editors)
            page.setWidgetResizable(True)
            page.setFrameShape(QScrollArea.Shape.NoFrame)
            page.setWidget(editor)
            self.pages[id(editor)] = page
            self.editors.addWidget(page)
        right.addWidget(self.editors, 1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        right.addWidget(self.error)
        row = QHBoxLayout()
        self.back_button = QPushButton(translate("otys", "Back"), self)
        self.back_button.setObjectName("library-back")
        self.back_button.clicked.connect(self.back)
        self.add_token = QPushButton(translate("otys", "Teach a token kind"), self)
        self.add_token.setObjectName("library-add-token")
        self.add_token.clicked.connect(self._new_token)
        self.confirm = QPushButton(translate("otys", "Matches my copy"), self)
        self.confirm.setObjectName("library-confirm")
        self.confirm.clicked.connect(self._confirm)
        self.save = QPushButton(translate("otys", "Save the correction"), self)
        self.save.setObjectName("library-save")
        self.save.setProperty("role", "primary")
        self.save.clicked.connect(self._save)
        for button in (self.back_button, self.add_token, self.confirm, self.save):
            button.setMinimumHeight(44)
        row.addWidget(self.back_button)
        row.addWidget(self.add_token)
        row.addStretch(1)
        row.addWidget(self.confirm)
        row.addWidget(self.save)
        layout.addLayout(row)
        self.adding = False
        self._fill()

    def entries(self) -> list[Entry]:
        """The board, then the contracts, then the token kinds."""
        return [self.data.board, *self.data.contracts, *self.data.tokens]

    def _fill(self, row: int = 0) -> None:
        self.items.blockSignals(True)
        self.items.clear()
        for entry in self.entries():
            text = ("✓ " if _confirmed(entry) else "") + entry_title(entry)
            if not _confirmed(entry):
                text += " — " + translate("otys", "not checked against your copy")
            item = QListWidgetItem(text)
            item.setToolTip(_source(entry))
            self.items.addItem(item)
        self.items.blockSignals(False)
        self.items.setCurrentRow(min(row, self.items.count() - 1))
        self._show(self.items.currentRow())

    def current(self) -> Entry:
        """The entry shown."""
        return self.entries()[max(0, self.items.currentRow())]

    def _show(self, row: int) -> None:
        if row < 0:
            return
        self.adding = False
        entry = self.entries()[row]
        self.heading.setText(entry_title(entry))
        self.status.setText(
            translate("otys", "Checked against your copy.")
            if _confirmed(entry)
            else translate("otys", "Not checked against your copy. Source: {0}").format(
                _source(entry)
            )
        )
        if isinstance(entry, ContractEntry):
            self.contract_form.show_contract(entry.contract)
            self.editors.setCurrentWidget(self.pages[id(self.contract_form)])
        elif isinstance(entry, TokenEntry):
            self.token_form.show_entry(entry)
            self.editors.setCurrentWidget(self.pages[id(self.token_form)])
        else:
            self.board_form.show_board(entry)
            self.editors.setCurrentWidget(self.pages[id(self.board_form)])
        self.confirm.setEnabled(True)
        self.error.clear()

    def _new_token(self) -> None:
        self.adding = True
        self.heading.setText(translate("otys", "A reward token kind the table met"))
        self.status.setText(
            translate("otys", "Choose its front and back, and how many the bag holds.")
        )
        self.token_form.show_entry(TokenEntry(token=all_tokens()[0]))
        self.editors.setCurrentWidget(self.pages[id(self.token_form)])
        self.confirm.setEnabled(False)

    def edited(self, confirmed: bool) -> Entry:
        """The entry as the form or the text says (``ValueError``, ``ValidationError``)."""
        if self.adding:
            token = self.token_form.kinds[self.token_form.kind.currentData()]
            return TokenEntry(token=token, count=self.token_form.count.value(), confirmed=confirmed)
        entry = self.current()
        if isinstance(entry, ContractEntry):
            contract = self.contract_form.contract(entry.contract)
            return entry.model_copy(update={"contract": contract, "confirmed": confirmed})
        if isinstance(entry, TokenEntry):
            token = self.token_form.kinds[self.token_form.kind.currentData()]
            return TokenEntry(
                token=token,
                count=self.token_form.count.value(),
                source=entry.source,
                confirmed=confirmed,
            )
        return self.board_form.board(entry)

    def _confirm(self) -> None:
        entry = self.current()
        if isinstance(entry, BoardSpec):
            parts = {
                p: getattr(entry, p).model_copy(update={"confirmed": True})
                for p in ("hacker", "mechanic", "emporium")
            }
            self._store(entry.model_copy(update=parts))
        else:
            self._store(entry.model_copy(update={"confirmed": True}))

    def _save(self) -> None:
        try:
            entry = self.edited(True)
        except (ValueError, ValidationError) as error:
            where = ""
            if isinstance(error, ValidationError):
                where = ".".join(str(p) for p in error.errors()[0]["loc"])
            self.error.setText(
                translate("otys", "This is not valid ({0}); nothing was saved.").format(where)
            )
            return
        self._store(entry)

    def _store(self, entry: Entry) -> None:
        row = self.items.currentRow()
        try:
            self.data = save_rows(self, [data_row(entry)])
        except CompanionError as error:
            self.error.setText(sentence(error, game="otys"))
            return
        if self.data.problems:
            self.error.setText("; ".join(words.say(p) for p in self.data.problems))
        self._fill(row)

    def step_controls(self) -> list[QWidget]:
        """The buttons of this screen (for the layout test)."""
        return shown((self.back_button, self.add_token, self.confirm, self.save))
