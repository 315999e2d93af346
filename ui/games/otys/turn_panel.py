"""The turn panel: the three phases of p. 6, and only the legal taps.

Every button comes from ``plugin.legal_options`` (typed commands), arranged as a
small menu: a choice that needs one more answer (the level of an X-key, the diver a
battery moves and where, a key to take back, the colours of a free contract) opens
its question next, with Back. In phase 1 the panel shows which diver the key would
push now and what it could do (``actions_if_pushed``); tapping one of those pushes
the diver and acts in one tap. Each button says what it gains or costs (the engine
folds the command to see). A tap may play several commands (:attr:`play` sends them
in order; the table plays them as one tap).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from companion.core.errors import CompanionError
from companion.core.model import Command
from companion.core.session import fold
from companion.games.otys import commands as c
from companion.games.otys.data import COLOURS, EXPERT_COLOUR, LEVELS, SURFACE
from companion.games.otys.library import OtysData
from companion.games.otys.options import actions_if_pushed, legal_options
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import GameState, PlayerState
from ui import theme
from ui.games.otys import words
from ui.i18n import translate
from ui.widgets.buttons import ButtonGrid, ButtonSpec


def actor(state: GameState | None) -> int | None:
    """Who gives the next command (None: the table names a contract or a token)."""
    if state is None or state.phase != "play":
        return None
    if state.pending:
        head = state.pending[0]
        return head.seat if head.kind == "hold" else None
    return state.turn.seat


FLAT_TOKENS = 4
"""More explorer choices than this ask which token first, then how."""


@dataclass(frozen=True)
class Item:
    """A button: ``commands`` to play, or ``items`` to ask next (``question``)."""

    key: str
    text: str
    commands: tuple[Command, ...] = ()
    items: tuple[Item, ...] = ()
    question: str = ""
    group: str = "main"


@dataclass
class Menu:
    """The taps of the moment: the title, the hint, the items by group."""

    title: str = ""
    hint: str = ""
    items: list[Item] = field(default_factory=list)


def _bonus_text(text: str) -> str:
    """A token choice under its token's question: only how its bonus is taken."""
    if " → " in text:
        return text.split(" → ", 1)[1]
    return translate("otys", "Without its bonus")


def slot_name(slot: int) -> str:
    """A diver slot: "surface 2" or "level 3"."""
    if slot < SURFACE:
        return translate("otys", "surface {0}").format(slot + 1)
    return words.level(slot - SURFACE + 1)


class Words:
    """Labels of the options of one state (with what each gains or costs)."""

    def __init__(self, state: GameState, data: OtysData | None, seat: int | None) -> None:
        self.state = state
        self.data = data
        self.seat = seat

    def gains(self, command: Command, before: GameState | None = None) -> str:
        """What ``command`` changes in the acting player's supplies ("+2 credits")."""
        state = before or self.state
        if self.seat is None or self.data is None:
            return ""
        try:
            after = fold(RULESET, state, RULESET.decide(state, command, self.data))
        except CompanionError:
            return ""
        old, new = state.players[self.seat], after.players[self.seat]
        parts = []
        for name, text in (
            ("prestige", translate("otys", "{0}★")),
            ("credits", translate("otys", "{0} credits")),
            ("batteries", translate("otys", "{0} batteries")),
            ("neutral_keys", translate("otys", "{0} neutral X")),
        ):
            delta = getattr(new, name) - getattr(old, name)
            if delta:
                parts.append(text.format(f"{delta:+d}"))
        return f" ({', '.join(parts)})" if parts else ""

    def result(self, commands: Sequence[Command]) -> str | None:
        """The state ``commands`` lead to, as text (None: not playable from here)."""
        if self.data is None:
            return None
        state: Any = self.state
        try:
            for command in commands:
                state = fold(RULESET, state, RULESET.decide(state, command, self.data))
        except CompanionError:
            return None
        return str(state.model_dump_json())

    def action(
        self, action: Any, player: PlayerState, diver: str | None, owner: PlayerState | None = None
    ) -> str:
        """A diver's action in words (``owner``: whose diver it is, when copied)."""
        if isinstance(action, c.Copy):
            other = self.state.players[action.seat]
            level = self.state.turn.level or 1
            copied = other.diver_at(level)
            return translate("otys", "Copy {0}'s {1}: {2}").format(
                other.name,
                words.diver(copied.kind),
                self.action(action.action, player, copied.kind, other),
            )
        if isinstance(action, c.Find):
            colour = EXPERT_COLOUR.get(str(diver), "metal")
            parts = []
            if action.take:
                parts.append(translate("otys", "take 1 {0}").format(words.resource(colour)))
            holder = owner or player
            equipped = any(d.kind == diver and d.equipped for d in holder.divers)
            if action.bonus and equipped:
                bonus = {
                    "metal": translate("otys", "a neutral X-key"),
                    "plant": translate("otys", "1 credit"),
                    "fuel": translate("otys", "1 battery"),
                    "tech": translate("otys", "take back {0}").format(words.key(action.key)),
                }[colour]
                parts.append(bonus)
            return " + ".join(parts) if parts else translate("otys", "nothing")
        if isinstance(action, c.Sell):
            reward = (
                translate("otys", "credits")
                if action.reward == "credits"
                else translate("otys", "prestige")
            )
            return translate("otys", "Sell 1 {0} for {1}").format(
                words.resource(action.colour), reward
            )
        if isinstance(action, c.Buy):
            return translate("otys", "Buy 1 {0}").format(words.resource(action.colour))
        if isinstance(action, c.Draw):
            return translate("otys", "Draw 4 contracts, keep 1")
        if isinstance(action, c.Improve):
            return translate("otys", "Improve the {0}").format(words.technician(action.technician))
        if isinstance(action, c.Explore):
            level = self.state.turn.level or 1
            token = self.state.display[level - 1][action.token]
            return translate("otys", "Reward token {0}: {1}{2}").format(
                action.token + 1, words.token(token), self.use(action.use, player)
            )
        return str(getattr(action, "kind", action))

    def use(self, use: c.TokenUse | None, player: PlayerState) -> str:
        """How a token's bonus is taken (" → metal", " → equip the Spy")."""
        if use is None:
            return ""
        if use.colour is not None:
            return " → " + words.resource(use.colour)
        if use.slot is not None:
            return " → " + translate("otys", "equip the {0}").format(
                words.diver(player.divers[use.slot].kind)
            )
        return ""

    def sponsor(self, option: c.UseSponsor, player: PlayerState) -> str:
        """A sponsor's use in words."""
        if option.key is not None:
            return translate("otys", "Take back {0}").format(words.key(option.key))
        if option.slot is not None:
            return translate("otys", "Equip the {0}").format(
                words.diver(player.divers[option.slot].kind)
            )
        if option.token is not None:
            level = self.state.turn.level or 1
            token = self.state.display[level - 1][option.token]
            return translate("otys", "Token {0}: {1}{2}").format(
                option.token + 1, words.token(token), self.use(option.use, player)
            )
        if option.move is not None:
            return translate("otys", "Move 1 {0}: level {1} → level {2}").format(
                words.resource(option.move.colour), option.move.source, option.move.target
            )
        level = self.state.turn.level or 1
        return words.sponsor(self.state.sponsors[level - 1])

    def fulfil(self, option: c.Fulfil) -> str:
        """A contract fulfilled in words."""
        contract = self.state.contract(option.contract)
        text = translate("otys", "Fulfil {0} at level {1}").format(
            words.contract(contract), option.level
        )
        if option.colours:
            text += " · " + " ".join(words.RESOURCE_GLYPHS[c] for c in option.colours)
        return text


def _grouped(
    key: str, text: str, question: str, leaves: list[Item], group: str = "main"
) -> list[Item]:
    """The leaves as they are when few, else one button asking the rest."""
    if len(leaves) <= 2:
        return leaves
    return [Item(key, text, items=tuple(leaves), question=question, group=group)]


class TurnPanel(QWidget):
    """The current step's choices, as buttons."""

    play = Signal(object)
    """A tuple of typed commands the table chose (played in order, as one tap)."""

    GROUPS = ("main", "reveal", "contracts", "end")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("otys-turn")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("otys-turn-title")
        self.title.setFont(theme.font(14, bold=True))
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("muted")
        self.hint.setFont(theme.font(11))
        self.hint.setWordWrap(True)
        for label in (self.title, self.hint):  # players' names: never markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        self.grids = {
            "main": ButtonGrid(2, self),
            "reveal": ButtonGrid(3, self),
            "contracts": ButtonGrid(1, self),
            "end": ButtonGrid(2, self),
        }
        for name, grid in self.grids.items():
            grid.setObjectName(f"otys-{name}")
            for column in range(grid.columns):  # equal columns: long words wrap, not clip
                grid.grid.setColumnStretch(column, 1)
            layout.addWidget(grid)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.state: GameState | None = None
        self.data: OtysData | None = None
        self.menu = Menu()
        self.path: tuple[str, ...] = ()
        """The questions opened so far (keys of items with items)."""

    # -- state ------------------------------------------------------------------------

    def show_state(self, state: GameState, data: OtysData) -> None:
        """Offer the legal taps of ``state`` (a new state closes an open question)."""
        self.state = state
        self.data = data
        self.path = ()
        self.error.clear()
        self.menu = self.build(state, data)
        self._draw()

    def show_error(self, text: str) -> None:
        """Say why a tap was refused."""
        self.error.setText(text)

    def build(self, state: GameState, data: OtysData) -> Menu:
        """The menu of ``state``."""
        seat = actor(state)
        if state.phase != "play":
            return Menu(translate("otys", "The game is over"), words.say_next(state))
        options = legal_options(state, seat, data)
        said = Words(state, data, seat)
        if state.pending:
            return self._pending(state, options, said)
        turn = state.turn
        player = state.players[turn.seat]
        menu = Menu(hint=self._hint(state, options))
        menu.items += self._fulfils(options, said)
        if turn.phase == 0:
            menu.title = translate("otys", "{0}: choose a key").format(player.name)
            menu.items += self._keys(state, options)
        elif turn.phase == 1:
            diver = player.diver_at(turn.level or 1)
            menu.title = translate("otys", "{0} · phase 1 · level {1}: the {2} is there").format(
                player.name, turn.level, words.diver(diver.kind)
            )
            menu.items += self._phase_one(state, options, said, player)
        elif turn.phase == 2:
            menu.title = translate("otys", "{0} · phase 2: the {1} acts").format(
                player.name, words.diver(turn.diver)
            )
            acts: list[c.Act] = [o for o in options if isinstance(o, c.Act)]
            menu.items += self._acts(acts, (), said, player, turn.diver)
            end = next(o for o in options if isinstance(o, c.EndPhase))
            text = (
                translate("otys", "Phase 3")
                if turn.acted
                else translate("otys", "No action: phase 3")
            )
            menu.items.append(Item("end-phase", text, (end,), group="end"))
        else:
            menu.title = translate("otys", "{0} · phase 3: the {1} surfaces").format(
                player.name, words.diver(turn.diver)
            )
            for option in options:
                if isinstance(option, c.HoldDiver):
                    text = translate("otys", "Battery: keep the {0} down").format(
                        words.diver(turn.diver)
                    )
                    menu.items.append(Item("hold", text, (option,), group="end"))
                elif isinstance(option, c.EndTurn):
                    text = translate("otys", "End the turn")
                    menu.items.append(Item("end-turn", text, (option,), group="end"))
        if state.triggered_by is not None:
            menu.title = translate("otys", "Last round · {0}").format(menu.title)
        return menu

    def _hint(self, state: GameState, options: Sequence[Command]) -> str:
        """What this phase is about, in the rulebook's words (p. 6, p. 7)."""
        turn = state.turn
        player = state.players[turn.seat]
        diver = words.diver(turn.diver) if turn.diver else ""
        if turn.phase == 0:
            text = translate(
                "otys",
                "A numbered key pushes the diver at its own level; an X-key goes to any "
                "level and turns the sponsors.",
            )
        elif turn.phase == 1:
            text = translate(
                "otys",
                "The sponsor of this level helps once, if you like; a battery moves a diver "
                "(you have {0}); then the key pushes the diver there.",
            ).format(player.batteries)
        elif turn.phase == 2:
            text = translate("otys", "The {0}'s action is optional.").format(diver)
        else:
            text = translate(
                "otys",
                "The {0} surfaces and the divers it passes slide down, unless a battery "
                "keeps it where it is.",
            ).format(diver)
        if any(isinstance(o, c.Fulfil) for o in options):
            text += " " + translate("otys", "A contract can be fulfilled now (not an action).")
        return text

    # -- the menus of each moment -----------------------------------------------------

    def _pending(self, state: GameState, options: Sequence[Command], said: Words) -> Menu:
        head = state.pending[0]
        menu = Menu(hint=words.say_next(state))
        if head.kind == "hold":
            name = state.players[head.seat or 0].name
            menu.title = translate("otys", "{0}: keep the copied diver down?").format(name)
            for option in options:
                if isinstance(option, c.KeepDown):
                    text = (
                        translate("otys", "Spend a battery: it stays")
                        if option.battery
                        else translate("otys", "Let it surface")
                    )
                    key = "keep-battery" if option.battery else "keep-none"
                    menu.items.append(Item(key, text, (option,)))
            return menu
        if head.kind == "token":
            menu.title = translate("otys", "The table draws a reward token for level {0}").format(
                head.level
            )
            legend = " · ".join(words.resource(colour) for colour in COLOURS)
            menu.hint = translate("otys", "Its front, then its back (↺): {0}").format(legend)
            for option in options:
                if isinstance(option, c.RevealToken):
                    text = words.token_short(option.token)
                    menu.items.append(
                        Item(f"token-{option.token.id}", text, (option,), group="reveal")
                    )
            return menu
        menu.title = translate("otys", "The table names a contract")
        for n, option in enumerate(options):
            if isinstance(option, c.RevealContract):
                item = option.contract
                known = said.data is not None and said.data.contract(item.id) is not None
                text = words.contract(item)
                if not known:
                    text = translate("otys", "New: {0}").format(text)
                menu.items.append(Item(f"contract-{n}", text, (option,), group="reveal"))
        return menu

    def _keys(self, state: GameState, options: Sequence[Command]) -> list[Item]:
        player = state.current
        items = []
        chooses = [o for o in options if isinstance(o, c.ChooseKey)]
        for option in chooses:
            if option.level is None:
                level = int(option.key)
                text = translate("otys", "Key {0} · {1}").format(
                    option.key, words.diver(player.diver_at(level).kind)
                )
                items.append(Item(f"key-{option.key}", text, (option,)))
        for key_id in ("x", "n"):
            at = [o for o in chooses if o.key == key_id and o.level is not None]
            if not at:
                continue
            leaves = tuple(
                Item(
                    f"level-{o.level}",
                    translate("otys", "Level {0} · {1} · then sponsor {2}").format(
                        o.level,
                        words.diver(player.diver_at(o.level or 1).kind),
                        state.sponsors[((o.level or 1) - 2) % LEVELS].tile,
                    ),
                    (o,),
                )
                for o in at
            )
            question = translate("otys", "{0}: at which level? (the sponsors turn one level)")
            items.append(
                Item(
                    f"key-{key_id}",
                    words.key(key_id).capitalize() + "…",
                    items=leaves,
                    question=question.format(words.key(key_id).capitalize()),
                )
            )
        return items

    def _phase_one(
        self, state: GameState, options: Sequence[Command], said: Words, player: PlayerState
    ) -> list[Item]:
        turn = state.turn
        items: list[Item] = []
        sponsor = [o for o in options if isinstance(o, c.UseSponsor)]
        plain = [o for o in sponsor if o == c.UseSponsor(player=o.player)]
        chosen = [o for o in sponsor if o not in plain]
        for option in plain:
            text = said.sponsor(option, player) + said.gains(option)
            items.append(Item("sponsor", text, (option,)))
        if chosen:
            leaves = [
                Item(f"sponsor-{n}", said.sponsor(o, player) + said.gains(o), (o,))
                for n, o in enumerate(chosen)
            ]
            tile = state.sponsors[(turn.level or 1) - 1]
            items += _grouped(
                "sponsor-choose", words.sponsor(tile) + "…", words.sponsor(tile), leaves
            )
        moves = [o for o in options if isinstance(o, c.MoveDiver)]
        if moves:
            sources = []
            for slot in sorted({m.slot for m in moves}):
                targets = tuple(
                    Item(f"to-{m.to}", slot_name(m.to), (m,)) for m in moves if m.slot == slot
                )
                name = words.diver(player.divers[slot].kind)
                sources.append(
                    Item(
                        f"from-{slot}",
                        f"{name} ({slot_name(slot)})",
                        items=targets,
                        question=translate("otys", "Move the {0} to…").format(name),
                    )
                )
            items.append(
                Item(
                    "battery",
                    translate("otys", "Battery: move a diver (up to {0})").format(
                        state.reach(turn.seat)
                    ),
                    items=tuple(sources),
                    question=translate("otys", "Which diver does the battery move?"),
                )
            )
        push = next(o for o in options if isinstance(o, c.EndPhase))
        diver = player.diver_at(turn.level or 1)
        preview = [a for a in actions_if_pushed(state, turn.seat) if isinstance(a, c.Act)]
        items += self._acts(preview, (push,), said, player, diver.kind, prefix=True)
        items.append(
            Item(
                "push",
                translate("otys", "Push the {0}: phase 2").format(words.diver(diver.kind)),
                (push,),
                group="end",
            )
        )
        return items

    def _acts(
        self,
        acts: Sequence[c.Act],
        before: tuple[Command, ...],
        said: Words,
        player: PlayerState,
        diver: str | None,
        prefix: bool = False,
    ) -> list[Item]:
        """The diver's actions; several of a kind ask which next (the trader's sales,
        a token's uses, a neighbour's diver)."""
        kinds: dict[str, list[Item]] = {}
        start = "act" if not prefix else "push-act"
        results: set[str] = set()
        for n, act in enumerate(acts):
            result = said.result((*before, act))
            if result in results:
                continue  # the same as an earlier choice (a bonus an unequipped diver lacks)
            if result is not None:
                results.add(result)
            action = act.action
            text = said.action(action, player, diver)
            if not prefix:
                text += said.gains(act)
            group = action.kind if not isinstance(action, c.Copy) else f"copy-{action.seat}"
            leaf = Item(f"{start}-{n}", text, (*before, act))
            kinds.setdefault(group, []).append(leaf)
        items: list[Item] = []
        lead = translate("otys", "Push and: {0}") if prefix else "{0}"
        for group, leaves in kinds.items():
            if len(leaves) == 1 or group == "find":
                first, rest = leaves[0], leaves[1:]
                items.append(Item(first.key, lead.format(first.text), first.commands))
                if rest:
                    more = translate("otys", "Other choices…")
                    question = translate("otys", "Take the resource, the bonus, or only one?")
                    items.append(
                        Item(
                            f"{start}-more", lead.format(more), items=tuple(rest), question=question
                        )
                    )
                continue
            question = translate("otys", "Which one?")
            if len(leaves) > FLAT_TOKENS:
                leaves = self._by_token(leaves, f"{start}-{group}")
            if group.startswith("copy-"):
                text = self._copy_text(int(group[5:]))
            else:
                text = _kind_text(group, diver)
            items.append(
                Item(f"{start}-{group}", lead.format(text), items=tuple(leaves), question=question)
            )
        return items

    def _by_token(self, leaves: list[Item], key: str) -> list[Item]:
        """An explorer's many choices (2 tokens × how each is taken) as two questions:
        which token, then how (a column of a dozen buttons does not fit a small screen)."""
        tokens: dict[int, list[Item]] = {}
        for leaf in leaves:
            action = getattr(leaf.commands[-1], "action", None)
            action = getattr(action, "action", action)  # a copied explorer
            if not isinstance(action, c.Explore):
                return leaves
            tokens.setdefault(action.token, []).append(leaf)
        level = self.state.turn.level if self.state is not None else None
        grouped = []
        for index, items in tokens.items():
            if len(items) == 1:
                grouped.extend(items)
                continue
            shown = self.state.display[(level or 1) - 1][index] if self.state else None
            text = translate("otys", "Reward token {0}: {1}…").format(index + 1, words.token(shown))
            question = translate("otys", "How do you take its bonus?")
            short = tuple(replace(leaf, text=_bonus_text(leaf.text)) for leaf in items)
            grouped.append(Item(f"{key}-{index}", text, items=short, question=question))
        return grouped

    def _copy_text(self, seat: int) -> str:
        """The spy's question button: whose diver, and which one is at the spy's depth."""
        if self.state is None:
            return "?"
        other = self.state.players[seat]
        copied = other.diver_at(self.state.turn.level or 1)
        return translate("otys", "Copy {0}'s {1}…").format(other.name, words.diver(copied.kind))

    def _fulfils(self, options: Sequence[Command], said: Words) -> list[Item]:
        fulfils = [o for o in options if isinstance(o, c.Fulfil)]
        places: dict[tuple[str, int], list[c.Fulfil]] = {}
        for option in fulfils:
            places.setdefault((option.contract, option.level), []).append(option)
        items = []
        for (contract, level), ways in places.items():
            key = f"fulfil-{contract}-{level}"
            if len(ways) == 1:
                items.append(
                    Item(
                        key,
                        said.fulfil(ways[0]) + said.gains(ways[0]),
                        (ways[0],),
                        group="contracts",
                    )
                )
                continue
            leaves = tuple(
                Item(
                    "colours-" + "-".join(w.colours),
                    " ".join(words.resource(colour) for colour in w.colours),
                    (w,),
                )
                for w in ways
            )
            items.append(
                Item(
                    key,
                    said.fulfil(c.Fulfil(player=ways[0].player, contract=contract, level=level))
                    + "…",
                    items=leaves,
                    question=translate("otys", "Which different resources go back?"),
                    group="contracts",
                )
            )
        return items

    # -- drawing ----------------------------------------------------------------------

    def current_items(self) -> tuple[str, str, list[Item]]:
        """The title, hint and items of the question open now."""
        items = self.menu.items
        title, hint = self.menu.title, self.menu.hint
        for key in self.path:
            opened = next((i for i in items if i.key == key), None)
            if opened is None:
                break
            title, hint, items = opened.text.rstrip("…"), opened.question, list(opened.items)
        return title, hint, items

    def _draw(self) -> None:
        title, hint, items = self.current_items()
        self.title.setText(title)
        self.hint.setText(hint)
        specs: dict[str, list[ButtonSpec]] = {name: [] for name in self.GROUPS}
        for item in items:
            group = item.group if not self.path else "main"
            if self.path and item.group == "reveal":
                group = "reveal"
            specs[group].append(ButtonSpec(item.key, item.text, self._action(item)))
        if self.path:
            specs["end"].append(ButtonSpec("back", translate("otys", "Back"), self.back))
        context = (id(self.state), self.path)
        for name, grid in self.grids.items():
            grid.set_buttons(specs[name], context)

    def _action(self, item: Item) -> Callable[[], None]:
        if item.items:
            return lambda: self._open(item.key)
        return lambda: self._send(item.commands)

    def _open(self, key: str) -> None:
        self.path = (*self.path, key)
        self._draw()

    def back(self) -> None:
        """Close the question open now."""
        if self.path:
            self.path = self.path[:-1]
            self._draw()

    def _send(self, commands: tuple[Command, ...]) -> None:
        self.path = ()
        self.play.emit(commands)

    # -- tests, shortcuts, the layout check --------------------------------------------

    def route(self, command: Command) -> list[str]:
        """The button keys that play ``command`` from the top (tests): a button
        playing it alone first, else one that ends with it."""
        for exact in (True, False):
            found = _find(self.menu.items, command, exact)
            if found is not None:
                return found
        if self.state is None:
            return []
        said = Words(self.state, self.data, actor(self.state))
        same = said.result((command,))
        return _same(self.menu.items, same, said) or [] if same is not None else []

    def button(self, key: str) -> QPushButton | None:
        """The visible button with ``key``."""
        for grid in self.grids.values():
            found = grid.button(key)
            if found is not None and found.isVisible():
                return found
        return None

    def press(self, key: str) -> bool:
        """Tap the visible, enabled button ``key`` (keyboard shortcuts); False if none."""
        button = self.button(key)
        if button is None or not button.isEnabled():
            return False
        button.click()
        return True

    def shown_keys(self) -> list[str]:
        """The keys of every visible button (tests)."""
        return [
            str(b.property("key"))
            for grid in self.grids.values()
            for b in grid.buttons
            if b.isVisible()
        ]

    def step_controls(self) -> list[QWidget]:
        """The buttons of the current step (for the layout test)."""
        return [b for grid in self.grids.values() for b in grid.buttons if b.isVisible()]


def _find(items: Sequence[Item], command: Command, exact: bool) -> list[str] | None:
    for item in items:
        if item.items:
            inner = _find(item.items, command, exact)
            if inner is not None:
                return [item.key, *inner]
        elif (item.commands == (command,)) if exact else (item.commands[-1:] == (command,)):
            return [item.key]
    return None


def _same(items: Sequence[Item], result: str, said: Words) -> list[str] | None:
    """The keys to a button playing what gives ``result`` (an equal choice shown once)."""
    for item in items:
        if item.items:
            inner = _same(item.items, result, said)
            if inner is not None:
                return [item.key, *inner]
        elif said.result(item.commands) == result:
            return [item.key]
    return None


def _kind_text(kind: str, diver: str | None) -> str:
    return {
        "find": translate("otys", "Find…"),
        "sell": translate("otys", "Sell at the emporium…"),
        "buy": translate("otys", "Buy at the emporium…"),
        "explore": translate("otys", "Take a reward token…"),
        "improve": translate("otys", "Improve a technician…"),
    }.get(kind, kind)
