import sqlite3

import pytest

from ledger import Ledger


def ev(i: int, kind: str = "move", digest: str | None = "auto") -> tuple[str, bytes, str | None]:
    """A distinct event for tests: (kind, JSON payload bytes, digest)."""
    return (kind, b'{"type":"%s","n":%d}' % (kind.encode(), i), f"d{i}" if digest == "auto" else digest)


def evs(start: int, n: int, kind: str = "move") -> list[tuple[str, bytes, str | None]]:
    return [ev(i, kind) for i in range(start, start + n)]


def raw(path) -> sqlite3.Connection:
    """A plain sqlite3 connection, as a tamperer or another tool would use."""
    return sqlite3.connect(path, isolation_level=None)


def tamper(path, *statements: tuple[str, tuple]) -> None:
    """Run statements with the append-only triggers dropped (they are put back afterwards)."""
    conn = raw(path)
    triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _ in triggers:
        conn.execute(f"DROP TRIGGER {name}")
    for sql, params in statements:
        conn.execute(sql, params)
    for _, sql in triggers:
        conn.execute(sql)
    conn.close()


@pytest.fixture
def path(tmp_path):
    return tmp_path / "match.db"


@pytest.fixture
def led(path):
    with Ledger.open(path) as ledger:
        yield ledger


@pytest.fixture
def match(led):
    """A match with main at head 5 (genesis + 5 events)."""
    m = led.create_match("demo", b'{"type":"genesis","game":"demo"}', "g0", {"note": "test"})
    led.append(m, "main", 1, evs(1, 5))
    return m
