"""Descriptions for the JSON Schemas people write against (positions, `matchlog schema`)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec


def described(kind: Any, text: str) -> Any:
    """`kind` with a one-line description that msgspec's JSON Schema carries."""
    return Annotated[kind, msgspec.Meta(description=text)]


def undescribed(doc: dict) -> list[str]:
    """`Type.field` (or `Type`) for each definition or property of a JSON Schema without a
    useful description: none, or one that only repeats the field's name. The tag field
    `type` is msgspec's. A struct is described by its docstring, a field by `described`."""
    missing = []
    for name, definition in doc.get("$defs", {}).items():
        if not definition.get("description"):
            missing.append(name)
        for field, prop in definition.get("properties", {}).items():
            if field == "type" and "enum" in prop:
                continue
            text = prop.get("description", "")
            if len(text) < 12 or text.lower().strip(" .") == field.replace("_", " "):
                missing.append(f"{name}.{field}")
    return missing
