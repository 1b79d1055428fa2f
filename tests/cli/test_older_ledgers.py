"""Read-only commands on a ledger of an older schema: they answer as on a migrated file and
leave the file as it was (not a byte written, still the older version); the first writing
command migrates it and nothing recorded is lost."""

import hashlib
import json
import sqlite3

import pytest

from ledger import SCHEMA_VERSION


def _as_schema_2(path) -> None:
    """A ledger as matchlog wrote it at schema 2: schema 3 only added the outcomes cache."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = delete")  # one file, so its bytes can be compared
    conn.execute("DROP TABLE outcomes")
    conn.execute("PRAGMA user_version = 2")
    conn.close()


def _file(path) -> tuple[str, int]:
    conn = sqlite3.connect(path)
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    conn.close()
    return hashlib.sha256(path.read_bytes()).hexdigest(), version


@pytest.fixture
def old(run, tmp_path):
    """Two finished matches and one in progress, then the file taken back to schema 2; with
    what the read-only commands printed at schema 3."""
    out = json.loads(run("simulate", "keyforge", "-n", 2, "--seed", 5, "--json").stdout)
    fresh = json.loads(run("new", "ardent-reapers", "--seed", 2, "--json").stdout)["match"]
    m = out["matches"][0]
    before = {name: run(*args).stdout for name, args in _reads(m, fresh, tmp_path / "a").items()}
    _as_schema_2(run.db)
    return m, fresh, before


def _reads(m: int, fresh: int, where) -> dict[str, tuple]:
    return {"show": ("show", m, "--json"), "show-seat": ("show", m, "--as", 1, "--json"),
            "log": ("log", m, "--json"), "options": ("options", fresh, "--json"),
            "verify": ("verify", "--all", "--json"), "audit": ("audit", m, "--json"),
            "export": ("export", m, "-o", "-"), "diff": ("diff", f"{m}@5", f"{m}@9", "--json"),
            "matches": ("matches", "--game", "keyforge"),
            "html": ("html", m, "-o", f"{where}.html"),
            "bundle": ("bundle", m, "-o", f"{where}.db")}


def test_read_only_commands_answer_on_a_schema_2_ledger_and_write_nothing(run, old, tmp_path):
    m, fresh, before = old
    file_before = _file(run.db)
    assert file_before[1] == 2 < SCHEMA_VERSION
    for name, args in _reads(m, fresh, tmp_path / "b").items():
        r = run(*args)
        assert r.exit_code == 0, (name, r.output)
        if name not in ("html", "bundle", "matches"):  # the listing's results: below
            assert r.stdout == before[name], name
    listed = json.loads(run("matches", "--json").stdout)
    assert [row["events"] for row in listed] == [
        len(json.loads(run("log", row["match"], "--json").stdout)) for row in listed]
    # the outcomes cache came with schema 3: the finished matches are over, results not noted
    assert [row["status"] for row in listed] == ["over", "over", "in progress"]
    assert all(row["outcome"] is None for row in listed)
    assert _file(run.db) == file_before


def test_the_first_writing_command_migrates_and_loses_nothing(run, old):
    m, fresh, before = old
    r = run("decide", fresh, 0, "--json")
    assert r.exit_code == 0, r.output
    assert _file(run.db)[1] == SCHEMA_VERSION
    assert run("show", m, "--json").stdout == before["show"]
    assert run("log", m, "--json").stdout == before["log"]
    assert json.loads(run("verify", "--all", "--json").stdout)["ok"] is True
