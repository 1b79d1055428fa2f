"""Descriptions for the JSON Schemas people write against (positions, `matchlog schema`)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec


def described(kind: Any, text: str) -> Any:
    """`kind` with a one-line description that msgspec's JSON Schema carries."""
    return Annotated[kind, msgspec.Meta(description=text)]
