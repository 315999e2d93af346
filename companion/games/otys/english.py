"""The English template of every ``otys.*`` message code, and how parameters become
words (the CLI prints with these; the UI has its own translated templates)."""

from __future__ import annotations

from typing import Any

from companion.core.messages import EnglishTexts
from companion.core.reading import shown_safely

REFUSALS: dict[str, str] = {
    "otys.setup.done": "The game is already set up.",
    "otys.setup.first": "Set up the game first.",
    "otys.setup.colours": "Each player needs their own colour.",
    "otys.setup.divers": "Each player lays the 8 different divers (player {seat}).",
    "otys.setup.resources": "Each player lays one resource of each kind (player {seat}).",
    "otys.setup.sponsors": "The five sponsors go one on each level.",
    "otys.setup.emporium": "The emporium starts with 2 resources of one kind and 1 each "
    "of two others.",
    "otys.setup.public": "Lay {count} public contracts.",
    "otys.setup.public_twice": "The public contracts are different cards.",
    "otys.game.over": "The game is over.",
    "otys.pending.first": "Finish what the table must say first.",
    "otys.command.unknown": "That command is not part of play.",
    "otys.player.unknown": "There is no such player.",
    "otys.turn.not_yours": "It is not your turn.",
    "otys.turn.phase": "The turn ends in phase 3.",
    "otys.phase.end": "Only phases 1 and 2 end this way.",
    "otys.key.chosen": "A key is already chosen this turn.",
    "otys.key.unavailable": "{key} is not on your board.",
    "otys.key.level": "Say at which level {key} goes.",
    "otys.key.numbered": "{key} goes to its own level.",
    "otys.key.which": "Say which used key you take back.",
    "otys.key.not_used": "{key} is not under your board.",
    "otys.keys.none": "No neutral X-key is left in the pile.",
    "otys.battery.phase": "Batteries move divers in phase 1.",
    "otys.battery.reach": "A battery moves a diver 1 to {reach} spaces.",
    "otys.batteries.short": "You have no battery.",
    "otys.credits.short": "Not enough credits: {need} needed.",
    "otys.hold.phase": "A battery holds the diver in phase 3.",
    "otys.hold.done": "The diver is already held.",
    "otys.hold.none": "No copied diver of yours waits.",
    "otys.sponsor.phase": "A sponsor is used in phase 1.",
    "otys.sponsor.used": "The sponsor was already used this turn.",
    "otys.sponsor.parameter": "Sponsor {tile} takes no such choice ({parameter}).",
    "otys.sponsor.token": "Say which of the two reward tokens you use.",
    "otys.sponsor.slot": "Say which diver at the surface you equip.",
    "otys.sponsor.move": "Move a resource between the key's level and another level.",
    "otys.diver.phase": "The diver acts in phase 2.",
    "otys.diver.action": "The {diver} cannot do that.",
    "otys.diver.nothing": "The expert would do nothing.",
    "otys.diver.equipped": "That diver is already equipped.",
    "otys.zone.full": "The dig zone of level {level} has no free space.",
    "otys.zone.missing": "That dig zone holds no such resource.",
    "otys.emporium.full": "The emporium's {colour} column is full.",
    "otys.emporium.empty": "The emporium has no {colour}.",
    "otys.emporium.no_prestige": "Only the top row gives prestige.",
    "otys.contracts.empty": "The contract deck is empty.",
    "otys.technician.top": "That technician is improved three times already.",
    "otys.token.colour": "The token gives one of its two colours, and only a resource "
    "token gives one.",
    "otys.token.diver": "Say which diver the token equips (only an equip token does).",
    "otys.token.none": "Display space {slot} of level {level} is empty.",
    "otys.spy.neighbour": "The spy copies a neighbour's diver.",
    "otys.spy.chain": "A copied spy only draws contracts.",
    "otys.contract.unknown": "Contract {contract} is neither public nor in your hand.",
    "otys.contract.colours": "A specific combination takes no colour choice.",
    "otys.contract.different": "Choose {count} different colours.",
    "otys.contract.missing": "The dig zone of level {level} does not hold the contract's "
    "resources.",
    "otys.reveal.no_contract": "No contract is awaited.",
    "otys.reveal.no_token": "No reward token is awaited.",
    "otys.reveal.contract_out": "Contract {contract} is already on the table, in a hand "
    "or discarded.",
}
"""Every refusal (``RuleViolation`` codes)."""

TEXTS: dict[str, str] = {
    **REFUSALS,
    "otys.next.setup": "Set up the game.",
    "otys.next.over": "The game is over. Won by {winners}.",
    "otys.next.public": "Name the contract that fills public space {space}.",
    "otys.next.private": "Name the contract {player} kept.",
    "otys.next.token": "Name the reward token drawn for level {level}.",
    "otys.next.hold": "{player}: spend a battery to keep your copied diver at level "
    "{level} down, or let it surface.",
    "otys.next.phase0": "{player}: choose a key.",
    "otys.next.phase1": "{player}, phase 1 at level {level} ({diver} there now): the "
    "sponsor, batteries, then push.",
    "otys.next.phase2": "{player}, phase 2: the {diver} may act.",
    "otys.next.phase3": "{player}, phase 3: a battery may keep the {diver} down; end the turn.",
    "otys.next.last_round": "{step} The end is triggered: {turns} more turns after this one.",
    "otys.next.last_round_one": "{step} The end is triggered: one more turn after this one.",
    "otys.next.last_turn": "{step} The end is triggered: this is the game's last turn.",
    "otys.score.prestige": "{points} prestige",
    "otys.score.resources": "{count} resources in the dig zones (tie-break)",
    "otys.tie.resources": "Tied at {prestige} prestige: {players} has more resources in "
    "the dig zones.",
    "otys.tie.shared": "Tied at {prestige} prestige and resources: {players} share the victory.",
    "otys.option.sponsor_sides": "Sponsor sides",
    "otys.option.spy_variant": "The author's spy variant",
    "otys.data.unknown_kind": "Row {kind} {key}: not a kind of Otys data.",
    "otys.data.unreadable": "Row {kind} {key}: cannot be read ({reason}).",
    "otys.data.invalid": "Row {kind} {key}: not valid at {field}.",
    "otys.data.key_mismatch": "Row {kind} {key}: it describes {id}.",
    "otys.data.too_many": "Row {kind} {key}: the box holds only {limit}.",
}

_KEYS = {"x": "your X-key", "n": "a neutral X-key"}
_WORDS = {"tech": "technology", "tech_expert": "technology expert"}


def _word(name: str, value: Any) -> str:
    if name == "key":
        text = _KEYS.get(str(value), f"key {value}")
    elif name in ("diver", "colour"):
        text = _WORDS.get(str(value), str(value).replace("_", " "))
    else:
        text = str(value)
    return shown_safely(text)


STATS_TEXTS = {
    "otys.stats.contract": "Contracts",
    "otys.stats.token": "Reward tokens",
    "otys.stats.permanent": "Permanent tokens",
    "otys.stats.equip": "Equipping",
    "otys.stats.trader": "Trader",
    "otys.stats.other": "Other",
}
"""The English of the statistics' category ids."""

ENGLISH = EnglishTexts({**TEXTS, **STATS_TEXTS}, _word)
