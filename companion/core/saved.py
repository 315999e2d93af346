"""Reading back what the app itself wrote, without validating it again (issue #13).

A stored snapshot or event was validated when it was made and written as
``model_dump(mode="json")`` by the same rules version (the store re-derives a game
saved by another version from its commands). :func:`construct` turns such JSON back
into the model with ``model_construct``, field by field along the model's own
annotations, so that resuming a game builds no validator. It refuses (:class:`Unreadable`)
what it cannot read: a missing required field, a shape that is not what the
annotation says; a model with a field type it does not know raises :class:`Unsupported`
before reading anything (``model_validate`` is the way for those). Data from a player
or a file is never read this way. ``tests/store/test_saved.py`` checks that it gives
what ``model_validate`` gives on the golden games and the saved v0.1 fixture.
"""

from __future__ import annotations

import enum
import types
from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

M = TypeVar("M", bound=BaseModel)
Decode = Callable[[Any], Any]
"""Turns one JSON value into the value a field holds."""


class Unreadable(ValueError):
    """The JSON is not what the model wrote."""


class Unsupported(TypeError):
    """The model has a field of a type this module does not read."""


_UNSHARED: Any = object()
"""No default that instances may share: ``model_construct`` makes the field's default."""

Plan = tuple[tuple[str, bool, Decode | None, Any], ...]
"""Each field's name, whether it is required, how its JSON value is read, and its
default when every instance may hold that very object (an immutable value)."""
_PLANS: dict[type[BaseModel], Plan] = {}


def construct(model: type[M], data: Any) -> M:
    """``data`` (a dump of a ``model``) as a ``model``, built without validation."""
    plan = _PLANS[model] if model in _PLANS else _plan(model)
    if not isinstance(data, dict):
        raise Unreadable(f"{model.__name__}: not an object")
    values: dict[str, Any] = {}
    given: set[str] = set()
    for name, required, decode, default in plan:
        if name in data:
            value = data[name]
            values[name] = value if decode is None else decode(value)
            given.add(name)
        elif required:
            raise Unreadable(f"{model.__name__}: no {name}")
        elif default is not _UNSHARED:
            values[name] = default  # model_construct would deep-copy it
    return model.model_construct(given, **values)


_DECODERS: dict[int, tuple[Any, Decode | None]] = {}


def decoder(kind: Any) -> Decode | None:
    """How :func:`construct` reads a value of ``kind`` (a tagged union of models...);
    None when it cannot (:class:`Unsupported`)."""
    known = _DECODERS.get(id(kind))
    if known is None:
        try:
            made = _decoder(kind)
            reading: Decode | None = (lambda value: value) if made is None else made
        except Unsupported:
            reading = None
        known = _DECODERS[id(kind)] = (kind, reading)  # the kind kept: its id stays its own
    return known[1]


def _plan(model: type[BaseModel]) -> Plan:
    """The plan of ``model``, and of the models in its fields (all before any is used)."""
    _PLANS[model] = ()  # a model that holds itself reads with the plan made here
    try:
        plan = tuple(
            (name, field.is_required(), _decoder(field.annotation), _shared(field))
            for name, field in model.model_fields.items()
        )
    except Unsupported:
        del _PLANS[model]
        raise
    _PLANS[model] = plan
    return plan


def _shared(field: FieldInfo) -> Any:
    """The field's default when it is immutable (instances may share it), else
    :data:`_UNSHARED`."""
    if field.is_required() or field.default_factory is not None:
        return _UNSHARED
    return field.default if _immutable(field.default) else _UNSHARED


def _immutable(value: Any) -> bool:
    """Whether ``value`` can never change: a plain value, a tuple or frozenset of them,
    a frozen model of them."""
    if value is None or isinstance(value, (bool, int, float, str, enum.Enum)):
        return True
    if isinstance(value, (tuple, frozenset)):
        return all(_immutable(item) for item in value)
    if isinstance(value, BaseModel):
        return bool(type(value).model_config.get("frozen")) and all(
            _immutable(item) for item in value.__dict__.values()
        )
    return False


def _decoder(kind: Any) -> Decode | None:
    """How a JSON value becomes a value of ``kind``; None: the JSON value as it is."""
    origin = get_origin(kind)
    if origin is Annotated:
        return _decoder(get_args(kind)[0])
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        if kind not in _PLANS:
            _plan(kind)
        return lambda value: construct(kind, value)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind
    if kind in (str, int, bool, Any) or origin is Literal:
        return None
    if kind is float:
        return float
    if origin in (Union, types.UnionType):
        return _union(kind)
    if origin is tuple:
        return _tuple(kind)
    if origin in (list, frozenset, set):
        return _sequence(origin, get_args(kind)[0])
    if origin is dict:
        return _dict(*get_args(kind))
    raise Unsupported(f"no reading of {kind!r}")


def _union(kind: Any) -> Decode | None:
    options = [option for option in get_args(kind) if option is not type(None)]
    decoders = [_decoder(option) for option in options]
    if all(decode is None for decode in decoders):
        return None
    if len(options) == 1:
        only = decoders[0]
        assert only is not None
        return lambda value: None if value is None else only(value)
    tag, tagged = _tags(kind, options)

    def by_tag(value: Any) -> Any:
        if value is None:
            return None
        try:
            return construct(tagged[value[tag]], value)
        except (KeyError, TypeError):
            raise Unreadable(f"not one of {kind!r}") from None

    return by_tag


def _tags(kind: Any, options: list[Any]) -> tuple[str, dict[Any, type[BaseModel]]]:
    """The field that tells the models of a union apart (each one's own ``Literal``
    value, as its discriminator says), and the model of each value."""
    if not all(isinstance(o, type) and issubclass(o, BaseModel) for o in options):
        raise Unsupported(f"no reading of {kind!r}")
    for name in options[0].model_fields:
        tagged: dict[Any, type[BaseModel]] = {}
        for option in options:
            field = option.model_fields.get(name)
            if field is None or get_origin(field.annotation) is not Literal:
                break
            values = get_args(field.annotation)
            if len(values) != 1 or values[0] in tagged:
                break
            tagged[values[0]] = option
        else:
            return name, tagged
    raise Unsupported(f"no reading of {kind!r}")


def _tuple(kind: Any) -> Decode:
    items = get_args(kind)
    if len(items) == 2 and items[1] is Ellipsis:
        each = _decoder(items[0])
        if each is None:
            return tuple
        return lambda value: tuple(map(each, value))
    decoders = [_decoder(item) for item in items]

    def fixed(value: Any) -> tuple[Any, ...]:
        if len(value) != len(decoders):
            raise Unreadable(f"not a {kind!r}")
        return tuple(v if d is None else d(v) for d, v in zip(decoders, value, strict=True))

    return fixed


def _sequence(origin: Any, item: Any) -> Decode:
    each = _decoder(item)
    if each is None:
        return origin  # type: ignore[no-any-return]
    return lambda value: origin(map(each, value))


def _dict(key: Any, item: Any) -> Decode | None:
    if key is int:
        keys: Decode | None = int
    elif key is str or (
        get_origin(key) is Literal and all(isinstance(k, str) for k in get_args(key))
    ):
        keys = None
    else:
        raise Unsupported(f"no reading of keys {key!r}")
    each = _decoder(item)
    if keys is None and each is None:
        return None
    if keys is None:
        assert each is not None
        return lambda value: {k: each(v) for k, v in value.items()}
    if each is None:
        return lambda value: {keys(k): v for k, v in value.items()}
    return lambda value: {keys(k): each(v) for k, v in value.items()}
