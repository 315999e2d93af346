"""The Otys engine's sentences (``otys.*`` codes) in the app's language.

The English is the engine's (``companion/games/otys/english.py``); each template is
marked here for Qt Linguist so that it can be translated.
"""

from __future__ import annotations

from ui.i18n import per_language, translate


@per_language
def refusals() -> dict[str, str]:
    """Why a tap was refused."""
    return {
        "otys.setup.done": translate("otys", "The game is already set up."),
        "otys.setup.first": translate("otys", "Set up the game first."),
        "otys.setup.colours": translate("otys", "Each player needs their own colour."),
        "otys.setup.divers": translate(
            "otys", "Each player lays the 8 different divers (player {seat})."
        ),
        "otys.setup.resources": translate(
            "otys", "Each player lays one resource of each kind (player {seat})."
        ),
        "otys.setup.sponsors": translate("otys", "The five sponsors go one on each level."),
        "otys.setup.emporium": translate(
            "otys", "The emporium starts with 2 resources of one kind and 1 each of two others."
        ),
        "otys.setup.public": translate("otys", "Lay {count} public contracts."),
        "otys.setup.public_twice": translate("otys", "The public contracts are different cards."),
        "otys.game.over": translate("otys", "The game is over."),
        "otys.pending.first": translate("otys", "Finish what the table must say first."),
        "otys.command.unknown": translate("otys", "That command is not part of play."),
        "otys.player.unknown": translate("otys", "There is no such player."),
        "otys.turn.not_yours": translate("otys", "It is not your turn."),
        "otys.turn.phase": translate("otys", "The turn ends in phase 3."),
        "otys.phase.end": translate("otys", "Only phases 1 and 2 end this way."),
        "otys.key.chosen": translate("otys", "A key is already chosen this turn."),
        "otys.key.unavailable": translate("otys", "{key} is not on your board."),
        "otys.key.level": translate("otys", "Say at which level {key} goes."),
        "otys.key.numbered": translate("otys", "{key} goes to its own level."),
        "otys.key.which": translate("otys", "Say which used key you take back."),
        "otys.key.not_used": translate("otys", "{key} is not under your board."),
        "otys.keys.none": translate("otys", "No neutral X-key is left in the pile."),
        "otys.battery.phase": translate("otys", "Batteries move divers in phase 1."),
        "otys.battery.reach": translate("otys", "A battery moves a diver 1 to {reach} spaces."),
        "otys.batteries.short": translate("otys", "You have no battery."),
        "otys.credits.short": translate("otys", "Not enough credits: {need} needed."),
        "otys.hold.phase": translate("otys", "A battery holds the diver in phase 3."),
        "otys.hold.done": translate("otys", "The diver is already held."),
        "otys.hold.none": translate("otys", "No copied diver of yours waits."),
        "otys.sponsor.phase": translate("otys", "A sponsor is used in phase 1."),
        "otys.sponsor.used": translate("otys", "The sponsor was already used this turn."),
        "otys.sponsor.parameter": translate(
            "otys", "Sponsor {tile} takes no such choice ({parameter})."
        ),
        "otys.sponsor.token": translate("otys", "Say which of the two reward tokens you use."),
        "otys.sponsor.slot": translate("otys", "Say which diver at the surface you equip."),
        "otys.sponsor.move": translate(
            "otys", "Move a resource between the key's level and another level."
        ),
        "otys.diver.phase": translate("otys", "The diver acts in phase 2."),
        "otys.diver.action": translate("otys", "The {diver} cannot do that."),
        "otys.diver.nothing": translate("otys", "The expert would do nothing."),
        "otys.diver.equipped": translate("otys", "That diver is already equipped."),
        "otys.zone.full": translate("otys", "The dig zone of level {level} has no free space."),
        "otys.zone.missing": translate("otys", "That dig zone holds no such resource."),
        "otys.emporium.full": translate("otys", "The emporium's {colour} column is full."),
        "otys.emporium.empty": translate("otys", "The emporium has no {colour}."),
        "otys.emporium.no_prestige": translate("otys", "Only the top row gives prestige."),
        "otys.contracts.empty": translate("otys", "The contract deck is empty."),
        "otys.technician.top": translate(
            "otys", "That technician is improved three times already."
        ),
        "otys.token.colour": translate(
            "otys", "The token gives one of its two colours, and only a resource token gives one."
        ),
        "otys.token.diver": translate(
            "otys", "Say which diver the token equips (only an equip token does)."
        ),
        "otys.token.none": translate("otys", "Display space {slot} of level {level} is empty."),
        "otys.spy.neighbour": translate("otys", "The spy copies a neighbour's diver."),
        "otys.spy.chain": translate("otys", "A copied spy only draws contracts."),
        "otys.contract.unknown": translate(
            "otys", "Contract {contract} is neither public nor in your hand."
        ),
        "otys.contract.colours": translate(
            "otys", "A specific combination takes no colour choice."
        ),
        "otys.contract.different": translate("otys", "Choose {count} different colours."),
        "otys.contract.missing": translate(
            "otys", "The dig zone of level {level} does not hold the contract's resources."
        ),
        "otys.reveal.no_contract": translate("otys", "No contract is awaited."),
        "otys.reveal.no_token": translate("otys", "No reward token is awaited."),
        "otys.reveal.contract_out": translate(
            "otys", "Contract {contract} is already on the table, in a hand or discarded."
        ),
    }


@per_language
def sentences() -> dict[str, str]:
    """What the table does next, the scores' working, the tie-breaks, options and data problems."""
    return {
        "otys.next.setup": translate("otys", "Set up the game."),
        "otys.next.over": translate("otys", "The game is over. Won by {winners}."),
        "otys.next.public": translate("otys", "Name the contract that fills public space {space}."),
        "otys.next.private": translate("otys", "Name the contract {player} kept."),
        "otys.next.token": translate("otys", "Name the reward token drawn for level {level}."),
        "otys.next.hold": translate(
            "otys",
            "{player}: spend a battery to keep your copied diver at level {level} down, "
            "or let it surface.",
        ),
        "otys.next.phase0": translate("otys", "{player}: choose a key."),
        "otys.next.phase1": translate(
            "otys",
            "{player}, phase 1 at level {level} ({diver} there now): the sponsor, "
            "batteries, then push.",
        ),
        "otys.next.phase2": translate("otys", "{player}, phase 2: the {diver} may act."),
        "otys.next.phase3": translate(
            "otys", "{player}, phase 3: a battery may keep the {diver} down; end the turn."
        ),
        "otys.next.last_round": translate(
            "otys", "{step} The end is triggered: {turns} more turns after this one."
        ),
        "otys.next.last_round_one": translate(
            "otys", "{step} The end is triggered: one more turn after this one."
        ),
        "otys.next.last_turn": translate(
            "otys", "{step} The end is triggered: this is the game's last turn."
        ),
        "otys.score.prestige": translate("otys", "{points} prestige"),
        "otys.score.resources": translate("otys", "{count} resources in the dig zones (tie-break)"),
        "otys.tie.resources": translate(
            "otys", "Tied at {prestige} prestige: {players} has more resources in the dig zones."
        ),
        "otys.tie.shared": translate(
            "otys", "Tied at {prestige} prestige and resources: {players} share the victory."
        ),
        "otys.option.sponsor_sides": translate("otys", "Sponsor sides"),
        "otys.option.spy_variant": translate("otys", "The author's spy variant"),
        "otys.data.unknown_kind": translate("otys", "Row {kind} {key}: not a kind of Otys data."),
        "otys.data.unreadable": translate("otys", "Row {kind} {key}: cannot be read ({reason})."),
        "otys.data.invalid": translate("otys", "Row {kind} {key}: not valid at {field}."),
        "otys.data.key_mismatch": translate("otys", "Row {kind} {key}: it describes {id}."),
        "otys.data.too_many": translate("otys", "Row {kind} {key}: the box holds only {limit}."),
    }
