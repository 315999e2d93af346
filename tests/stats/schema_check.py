"""A small JSON Schema checker for the keywords ``docs/bgsplay.schema.json`` uses
(``type``, ``required``, ``properties``, ``items``, ``minItems``, ``minLength``,
``minimum``, ``pattern``, local ``$ref``): the test environment has no JSON
Schema library, and these few keywords are plain to check."""

from __future__ import annotations

import re
from typing import Any

TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
}
KNOWN = {
    "$schema", "$id", "$defs", "title", "description", "type", "required", "properties",
    "items", "minItems", "minLength", "minimum", "pattern", "$ref",
}  # fmt: skip


def problems(
    value: Any, schema: dict[str, Any], root: dict[str, Any], where: str = "$"
) -> list[str]:
    """Every way ``value`` breaks ``schema`` (empty: it follows it)."""
    unknown = set(schema) - KNOWN
    assert not unknown, f"the checker does not know {unknown}"
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        return problems(value, root["$defs"][name], root, where)
    found: list[str] = []
    kind = schema.get("type")
    if kind is not None:
        expected = TYPES[kind]
        if not isinstance(value, expected) or (
            kind in {"integer", "number"} and isinstance(value, bool)
        ):
            return [f"{where}: {value!r} is not of type {kind}"]
    if isinstance(value, dict):
        found += [
            f"{where}: {key!r} is missing" for key in schema.get("required", ()) if key not in value
        ]
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                found += problems(value[key], sub, root, f"{where}.{key}")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            found.append(f"{where}: fewer than {schema['minItems']} items")
        if "items" in schema:
            for index, item in enumerate(value):
                found += problems(item, schema["items"], root, f"{where}[{index}]")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            found.append(f"{where}: shorter than {schema['minLength']}")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            found.append(f"{where}: {value!r} does not match {schema['pattern']}")
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if number and "minimum" in schema and value < schema["minimum"]:
        found.append(f"{where}: {value} is below {schema['minimum']}")
    return found
