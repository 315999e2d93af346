"""What every ruleset over pydantic commands, events and state repeats: reading
commands (with a clear error) and events, the command schema, the state as JSON, and
the parts of the table events touch. A game's ruleset subclasses
:class:`PydanticRuleset` and adds its rules (``decide``, ``evolve``, ``summary``...).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from companion.core import deferred, saved
from companion.core.errors import InvalidCommand
from companion.core.model import Command, Event


class PydanticRuleset:
    """``COMMANDS`` and ``EVENTS``: adapters over the game's unions; ``STATE``: its
    state model; ``CHANGES``: the flags of each event type (``ALL`` for any other)."""

    COMMANDS: ClassVar[TypeAdapter[Any]]
    EVENTS: ClassVar[TypeAdapter[Any]]
    STATE: ClassVar[type[BaseModel]]
    CHANGES: ClassVar[Mapping[str, enum.Flag]]
    ALL: ClassVar[enum.Flag]
    TAP_MODULES: ClassVar[frozenset[str] | None] = None
    """The game's modules (names in its package) whose models a tap validates or dumps
    (None: every module): see :meth:`built_ahead`."""

    def built_ahead(self, item: deferred.Deferred) -> bool:
        """Whether a tap may use ``item``'s validator, so it is built in idle time once
        the game shows (:func:`companion.core.deferred.build_some`): the models of
        :attr:`TAP_MODULES`, not the unions of commands (a file's commands) and events
        (the store reads its own events back unvalidated: a player's log of another
        rules version) nor the data files' models, built when first used."""
        if isinstance(item, TypeAdapter):
            return self.TAP_MODULES is None
        return self.TAP_MODULES is None or item.__module__.rsplit(".", 1)[-1] in self.TAP_MODULES

    def upgrade(self, data: Any, saved_with: int | None) -> Any:
        """A command saved by older rules (``saved_with``) in today's form (as is here)."""
        return data

    def parse_command(self, data: Any, saved_with: int | None = None) -> Command:
        """A command from plain data; a clear error when it is not one."""
        data = self.upgrade(data, saved_with)
        try:
            command: Command = self.COMMANDS.validate_python(data)
        except ValidationError as error:
            raise invalid_command(error, data) from None
        return command

    def parse_event(self, data: Any) -> Event:
        """An event from plain data."""
        event: Event = self.EVENTS.validate_python(data)
        return event

    def event_from_saved(self, data: Any) -> Event:
        """An event the store wrote (validated when it was made), read without
        validating it again (:mod:`companion.core.saved`)."""
        kind = deferred.kind_of(self.EVENTS)
        read = saved.decoder(kind) if kind is not None else None
        if read is None:
            return self.parse_event(data)
        event: Event = read(data)
        return event

    def changes(self, events: Sequence[Event]) -> enum.Flag:
        """The parts of the table the events touched."""
        touched = type(self.ALL)(0)
        for event in events:
            touched |= self.CHANGES.get(getattr(event, "type", ""), self.ALL)
        return touched

    @property
    def everything(self) -> enum.Flag:
        """Redraw everything."""
        return self.ALL

    def command_schema(self) -> dict[str, Any]:
        """The JSON Schema of every command."""
        schema: dict[str, Any] = self.COMMANDS.json_schema()
        return schema

    def state_to_json(self, state: BaseModel | None) -> Any:
        """The state as JSON-ready data."""
        return None if state is None else state.model_dump(mode="json")

    def state_from_json(self, data: Any) -> Any:
        """The state from :meth:`state_to_json` output."""
        return None if data is None else self.STATE.model_validate(data)

    def state_from_saved(self, data: Any) -> Any:
        """A state the store wrote (:meth:`state_to_json` of a validated state), read
        without validating it again (:mod:`companion.core.saved`)."""
        if data is None:
            return None
        try:
            return saved.construct(self.STATE, data)
        except saved.Unsupported:
            return self.state_from_json(data)


def invalid_command(error: ValidationError, data: Any) -> InvalidCommand:
    """What is wrong with ``data`` as a command, in words and codes."""
    if not isinstance(data, dict):
        return InvalidCommand(
            "bad_command", "A command must be a JSON object with a 'type'.", command=None
        )
    kind = data.get("type")
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    if first["type"] in {"union_tag_invalid", "union_tag_not_found"} and not first["loc"]:
        return InvalidCommand("unknown_command", f"Unknown command type {kind!r}.", command=kind)
    return InvalidCommand(
        "bad_command",
        f"The {kind} command is malformed at '{where}': {first['msg']}.",
        command=kind,
        field=where,
    )
