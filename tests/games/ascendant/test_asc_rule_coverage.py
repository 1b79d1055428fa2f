"""Every rule id of the current Ascendant rules version is named by at least one Ascendant
test, so a rule added to the index without a test fails here."""

import pathlib
import re

from asc_helpers import GAME

ALLOWED_UNTESTED: dict[str, str] = {}
"""Rule ids no test names, each with why in one line (keep empty)."""


def test_every_rule_id_is_named_by_a_test():
    here = pathlib.Path(__file__)
    text = " ".join(p.read_text() for p in here.parent.glob("*.py") if p != here)
    ids = [r.id for r in GAME.rules]
    # a whole id: "ASC-hand-1" inside "ASC-hand-10" does not count
    missing = [i for i in ids if not re.search(re.escape(i) + r"(?![\w-])", text)
               and i not in ALLOWED_UNTESTED]
    assert not missing, f"rule ids no Ascendant test names: {missing}"
    assert not set(ALLOWED_UNTESTED) - set(ids), "allowlist names rules the index no longer has"
