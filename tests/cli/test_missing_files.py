"""A file named on the command line that cannot be read: one line naming the file and why,
without Python's "[Errno 2] ... 'x'" around it; exit 2."""

import pytest


@pytest.mark.parametrize("args, line", [
    (["new", "keyforge", "--cards", "CotA.json", "--deck", "a.txt", "--deck", "b.txt"],
     "error: CotA.json: No such file or directory"),
    (["check-bundle", "nope.matchlog.jsonl"], "error: nope.matchlog.jsonl: no such file"),
    (["import", "nope.jsonl"], "error: nope.jsonl: no such file"),
])
def test_a_missing_file_is_named_in_one_plain_line(run, tmp_path, monkeypatch, args, line):
    monkeypatch.chdir(tmp_path)
    r = run.bare(*args) if args[0] == "check-bundle" else run(*args)  # it takes no --db
    assert r.exit_code == 2
    assert r.output.strip() == line


def test_a_directory_given_as_a_file_is_named_with_the_reason(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "folder").mkdir()
    for args in (["check-bundle", "folder"], ["import", "folder"], ["audit", "--transcript", "folder"]):
        r = run.bare(*args) if args[0] == "check-bundle" else run(*args)
        assert r.exit_code == 2
        assert r.output.strip() == "error: folder: cannot read: Is a directory", args


def test_a_file_that_is_not_utf8_is_named_with_its_line_and_column(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.jsonl").write_bytes(b'{"matchlog": 1}\n\n  \xff{"type": "x"}\n')
    (tmp_path / "deck.txt").write_bytes(b"Vix\nTessa\nRenegade \xe9\n")
    line = "{}:{}: not UTF-8 text (byte 0x{} at column {}); save the file as UTF-8"
    for args, want in ((["audit", "--transcript", "t.jsonl"], line.format("t.jsonl", 3, "ff", 3)),
                       (["import", "t.jsonl"], line.format("t.jsonl", 3, "ff", 3)),
                       (["check-bundle", "t.jsonl"], line.format("t.jsonl", 3, "ff", 3)),
                       (["new", "ardent-reapers", "--deck", "deck.txt", "--deck", "deck.txt"],
                        line.format("deck.txt", 3, "e9", 10))):
        r = run.bare(*args) if args[0] == "check-bundle" else run(*args)
        assert r.exit_code == 2
        assert r.output.strip() == f"error: {want}", args
