import pytest

from engine.registry import register
from ledger import Ledger
from tests.toygame import Pig

register(Pig())


@pytest.fixture
def ledger(tmp_path):
    with Ledger.open(tmp_path / "t.db") as led:
        yield led


def moved(ledger, a: int, b: int) -> None:
    """Assert match b holds match a's events byte for byte, its chain bound to its own id.

    The hashes differ from the first one on: each chain starts from an origin that binds the
    match id (ledger.chain), so a copy under another id is a new chain, never a forgery.
    """
    ea, eb = list(ledger.events(a)), list(ledger.events(b))
    assert [(s.kind, s.payload, s.digest) for s in ea] == [(s.kind, s.payload, s.digest) for s in eb]
    assert all(x.hash != y.hash for x, y in zip(ea, eb))


def unbound(lines: list[str]) -> list[dict]:
    """Transcript lines without what binds them to one ledger's match (ids and hashes)."""
    import json
    out = []
    for line in lines:
        obj = json.loads(line)
        for key in ("hash", "match"):
            obj.pop(key, None)
        out.append(obj)
    return out
