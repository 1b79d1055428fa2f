"""The examples of the user guides run as written, in order, each guide in an empty folder:
```jsonl file=NAME``` blocks are written to NAME, each line of a ```sh``` block runs (`# exit N`
at its end names the exit code it must give, else 0), and each ```python``` block runs."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The guides whose examples a reader runs; performance.md and reliability.md show how to run
# benchmarks and soaks (minutes each), which CI runs on its own.
DOCS = [ROOT / "docs" / "transcripts.md", ROOT / "docs" / "api.md", ROOT / "docs" / "judging.md"]
BLOCK = re.compile(r"```(\w+)([^\n]*)\n(.*?)```", re.S)


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "MATCHLOG_DB"}
    return {**env, "PYTHONPATH": str(ROOT), "COLUMNS": "120"}


def _steps(text: str):
    for lang, info, body in BLOCK.findall(text):
        if lang in ("json", "jsonl") and "file=" in info:
            yield "file", info.split("file=", 1)[1].strip(), body
        elif lang == "sh":
            for line in body.splitlines():
                if line.strip() and not line.lstrip().startswith("#"):
                    yield "sh", line, None
        elif lang == "python":
            yield "python", body, None


def _run(kind: str, what: str, body, cwd: Path) -> None:
    if kind == "file":
        (cwd / what).write_text(body)
        return
    if kind == "sh":
        expect = re.search(r"#\s*exit (\d+)\s*$", what)
        code = int(expect.group(1)) if expect else 0
        shell = f'matchlog() {{ "{sys.executable}" -m cli.app "$@"; }}; {what}'
        r = subprocess.run(["bash", "-c", shell], cwd=cwd, capture_output=True, text=True,
                           env=_env(), stdin=subprocess.DEVNULL, timeout=300)
    else:
        code = 0
        r = subprocess.run([sys.executable, "-c", what], cwd=cwd, capture_output=True, text=True,
                           env=_env(), timeout=300)
    assert r.returncode == code, f"{what[:200]}\nexit {r.returncode}: {r.stderr[-800:]}"
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_example_of_the_docs_runs_as_written(doc, tmp_path):
    steps = list(_steps(doc.read_text()))
    for kind, what, body in steps:
        _run(kind, what, body, tmp_path)


def test_the_user_guides_have_examples_to_run():
    runnable = {d.name: sum(1 for k, *_ in _steps(d.read_text()) if k != "file") for d in DOCS}
    assert runnable["transcripts.md"] >= 5 and runnable["api.md"] >= 3
