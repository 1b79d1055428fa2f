"""Decoding JSON that a user hands matchlog (a transcript line, a decision, a position, a deck).

msgspec decodes nested arrays and objects by recursion, so a file of 100,000 `[` raises
RecursionError, which no caller expects from bad input (it read as a bug in matchlog, exit 3);
bytes that are not UTF-8 inside a string raise UnicodeDecodeError, whose words ("can't decode
byte 0xff in position 4") count from the start of that string, not of the file. `decode` says
both the way every other malformed JSON is said, as a msgspec.DecodeError, so each caller's own
handling names the file, the line or the argument as it already does.
"""

from __future__ import annotations

from typing import Any

import msgspec

TOO_DEEP = "JSON is nested too deeply"
"""The DecodeError's words for input whose arrays and objects nest beyond what can be read."""


def decode(data: bytes | str, **kwargs: Any) -> Any:
    """msgspec.json.decode(data, **kwargs); nesting too deep to read, or text that is not
    UTF-8, is a DecodeError."""
    try:
        return msgspec.json.decode(data, **kwargs)
    except RecursionError:
        raise msgspec.DecodeError(TOO_DEEP) from None
    except UnicodeError:
        raise msgspec.DecodeError(not_utf8(data)) from None


def not_utf8(data: bytes | str) -> str:
    """Where `data` stops being UTF-8 text: the line and column of the first byte that is not
    (bytes), or of the first character UTF-8 cannot store, a lone surrogate (text)."""
    if isinstance(data, str):
        at = next((i for i, ch in enumerate(data) if "\ud800" <= ch <= "\udfff"), 0)
        what = f"character {data[at:at + 1]!r}"
        line, start = data.count("\n", 0, at) + 1, data.rfind("\n", 0, at) + 1
    else:
        try:
            data.decode("utf-8")
            at = 0
        except UnicodeDecodeError as exc:
            at = exc.start
        what = f"byte 0x{data[at:at + 1].hex()}"
        line, start = data.count(b"\n", 0, at) + 1, data.rfind(b"\n", 0, at) + 1
    return f"not UTF-8 text ({what} at line {line}, column {at - start + 1})"


SMALLEST, LARGEST = -2**63, 2**63 - 1
"""The whole numbers matchlog stores and fingerprints (a state digest encodes 64-bit ints)."""


def out_of_range(value: Any, at: str = "$") -> str | None:
    """Where decoded JSON holds a whole number past SMALLEST..LARGEST (`$.seats[1].hand:
    9223372036854775808`), else None: a game reading a count that large fails inside Python
    (a list of 2**63 cards, a digest of a 40-digit turn) rather than refusing it."""
    if isinstance(value, int) and not isinstance(value, bool):
        return None if SMALLEST <= value <= LARGEST else f"{at}: {value}"
    items = (value.items() if isinstance(value, dict)
             else enumerate(value) if isinstance(value, list) else ())
    for key, item in items:
        found = out_of_range(item, f"{at}[{key}]" if isinstance(key, int) else f"{at}.{key}")
        if found:
            return found
    return None


def range_problem(value: Any) -> str | None:
    """The words for `out_of_range(value)`, or None when every number fits."""
    found = out_of_range(value)
    return None if found is None else (
        f"{found} is past the whole numbers matchlog can hold ({SMALLEST} to {LARGEST})")
