"""docs/plugin.md, executed as written: a toy game packaged as a separate distribution, installed
into a fresh virtual environment beside matchlog, appears in `matchlog games`, simulates,
verifies, audits and passes the conformance suite."""

from __future__ import annotations

import json
import os
import re
import subprocess
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "plugin.md"
BLOCK = re.compile(r"```(\w+)\n(.*?)```", re.S)


def steps(text: str) -> list[tuple[str, str]]:
    """The guide's steps in order: ("file", path + content) or ("sh", one command line)."""
    out = []
    for lang, body in BLOCK.findall(text):
        first, _, rest = body.partition("\n")
        if first.startswith("# file: "):
            out.append(("file", body))
        elif lang == "sh":
            out.extend(("sh", line) for line in body.splitlines() if line.strip())
    return out


EXIT = re.compile(r"\s+# exit (\d+)\b.*$")


def _expected_exit(line: str) -> tuple[str, int]:
    """A shell step and the exit code the guide says it ends with: a trailing `# exit N: why`
    comment (a refusal the guide shows), else 0."""
    found = EXIT.search(line)
    return (line[:found.start()], int(found.group(1))) if found else (line, 0)


def _shims(bin_dir: Path, python: Path) -> None:
    """`python`, `pip` and `matchlog` on PATH mean the virtual environment's."""
    bin_dir.mkdir()
    scripts = {
        "python": f'exec "{python}" "$@"',
        "pip": f'exec "{python}" -m pip "$@"',
        "matchlog": f'exec "{python}" -c "import sys; from cli.app import main; sys.argv[0] = \'matchlog\'; main()" "$@"',
    }
    for name, line in scripts.items():
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{line}\n")
        path.chmod(0o755)


@pytest.fixture(scope="module")
def walked(tmp_path_factory):
    """Every step of the guide run in a temporary folder; each shell step's result by command."""
    work = tmp_path_factory.mktemp("plugin")
    env_dir = work / ".venv"
    venv.EnvBuilder(system_site_packages=True, with_pip=True).create(env_dir)
    _shims(work / ".bin", env_dir / "bin" / "python")
    # The venv sees the installed matchlog's metadata (its entry points), but its code must be
    # this checkout's: without PYTHONPATH the guide ran the installed copy, not the tree tested.
    env = {**os.environ, "PATH": f"{work / '.bin'}{os.pathsep}{os.environ['PATH']}",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
           "PIP_DISABLE_PIP_VERSION_CHECK": "1", "COLUMNS": "200"}
    env.pop("MATCHLOG_DB", None)
    def run(command: str) -> subprocess.CompletedProcess:
        return subprocess.run(command, shell=True, cwd=work, env=env, capture_output=True,
                              text=True, timeout=600)

    results = {}
    for kind, step in steps(GUIDE.read_text(encoding="utf-8")):
        if kind == "file":
            header, _, content = step.partition("\n")
            path = work / header.removeprefix("# file: ").strip()
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(step, encoding="utf-8")
            continue
        command, expected = _expected_exit(step)
        done = run(command)
        assert done.returncode == expected, \
            f"guide step `{step}` exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
        results[command] = done
    return results, run, work


def test_the_guide_has_the_steps_a_plugin_author_needs():
    kinds = steps(GUIDE.read_text(encoding="utf-8"))
    files = [s.partition("\n")[0] for k, s in kinds if k == "file"]
    assert "# file: pig-plugin/pyproject.toml" in files and "# file: pig-plugin/test_pig.py" in files
    assert any(s.startswith("pip install") for k, s in kinds if k == "sh")


def test_an_installed_plugin_is_listed_with_its_package(walked):
    games = json.loads(walked[0]["matchlog games --json"].stdout)
    pig = next(g for g in games if g["game"] == "pig")
    assert "matchlog-pig" in pig["source"] and pig["rules_version"] == "PIG-1"
    assert {"ardent-reapers", "keyforge"} <= {g["game"] for g in games}  # the built-ins are still there


def test_a_plugin_game_simulates_verifies_audits_and_passes_the_suite(walked):
    assert "recorded 5 matches" in walked[0]["matchlog simulate pig -n 5 --seed 1 --db pig.db"].stdout
    assert walked[0]["matchlog verify --all --db pig.db"].returncode == 0
    assert walked[0]["matchlog audit 1 --db pig.db"].returncode == 0
    suite = walked[0]["python -m pytest pig-plugin/test_pig.py -q"].stdout
    passed = int(re.search(r"(\d+) passed", suite).group(1))
    assert passed >= 20 and "failed" not in suite


def test_a_broken_plugin_is_listed_with_its_reason_and_the_rest_keep_working(walked):
    """A second package whose entry point names a module that does not exist."""
    _, run, work = walked
    broken = work / "broken-plugin"
    broken.mkdir()
    (broken / "pyproject.toml").write_text(
        '[build-system]\nrequires = ["setuptools>=64"]\nbuild-backend = "setuptools.build_meta"\n'
        '[project]\nname = "matchlog-broken"\nversion = "0.1"\n'
        '[project.entry-points."matchlog.games"]\nbroken = "no_such_module:Game"\n'
        '[tool.setuptools]\npy-modules = []\n')
    assert run("pip install -e broken-plugin").returncode == 0
    try:
        listed = run("matchlog games --json")
        assert listed.returncode == 0, listed.stderr
        rows = {g["game"]: g for g in json.loads(listed.stdout)}
        assert "no_such_module" in rows["broken"]["error"] and "matchlog-broken" in rows["broken"]["error"]
        assert "error" not in rows["pig"]
        asked = run("matchlog simulate broken -n 1 --seed 1 --db b.db")
        assert asked.returncode == 2 and "cannot be loaded" in asked.stderr
        assert len(asked.stderr.strip().splitlines()) == 1 and "Traceback" not in asked.stderr
    finally:
        run("pip uninstall -y matchlog-broken")


def test_the_guide_runs_this_checkout_not_the_installed_copy(walked):
    _, run, _ = walked
    found = run('python -c "import engine.conformance as c; print(c.__file__)"')
    assert found.stdout.strip() == str(ROOT / "engine" / "conformance.py")


def test_a_plugin_game_reads_through_every_command_and_refuses_with_its_rule(walked):
    done = walked[0]
    assert "[as Agent A (seat 0)]" in done["matchlog show 1 --as 0 --db pig.db"].stdout
    assert "Agent B" in done["matchlog log 1 --as 1 --db pig.db"].stdout
    assert "imported" in done["matchlog import pig-1.jsonl --db pig.db"].stdout
    assert "1:main and 1:other" in done["matchlog diff 1:main 1:other --db pig.db"].stdout
    assert (walked[2] / "pig-1.html").stat().st_size > 10_000
    refused = done["""matchlog decide 7 '{"type":"hold","seat":1}' --db pig.db"""]
    assert "[PIG-turn]" in refused.stderr and "Traceback" not in refused.stderr
    assert "head is now #2" in done["""matchlog decide 7 '{"type":"roll","seat":0}' --db pig.db"""].stdout


def test_a_step_names_the_exit_code_it_ends_with():
    assert _expected_exit("matchlog decide 7 1  # exit 2: refused [PIG-turn]") == ("matchlog decide 7 1", 2)
    assert _expected_exit("matchlog verify --all") == ("matchlog verify --all", 0)
