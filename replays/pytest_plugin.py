"""A pytest plugin (entry point `pytest11`): bug bundles collected and replayed as tests.

Any file named `*.matchlog.jsonl`, and any `.jsonl` file in a folder listed in the ini option
`matchlog_bundles`, becomes one test item. The item replays the bundle under the installed
engine and fails, naming the first divergent event, both verdicts and the zones that differ,
when the replay no longer gives what the bundle recorded. A project that depends on matchlog
gets regression tests by dropping bug files into a folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from replays.bundle import SUFFIX, BundleResult, check_bundle, read_bundle
from replays.transcript import TranscriptError


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("matchlog_bundles", type="paths", default=[],
                  help="folders whose .jsonl files are matchlog bug bundles, replayed as tests")


def _in_bundle_folder(config: pytest.Config, path: Path) -> bool:
    folders = [Path(p).resolve() for p in config.getini("matchlog_bundles")]
    here = path.resolve()
    return path.suffix == ".jsonl" and any(f == here.parent or f in here.parents for f in folders)


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    if file_path.name.endswith(SUFFIX) or _in_bundle_folder(parent.config, file_path):
        return BundleFile.from_parent(parent, path=file_path)
    return None


class BundleFile(pytest.File):
    """A bundle file: one test item, named after the file."""

    def collect(self):
        yield BundleItem.from_parent(self, name=self.path.name)


class BundleMismatch(Exception):
    """Raised when a bundle replays to something other than what it recorded."""

    def __init__(self, result: BundleResult):
        super().__init__(result.explain())
        self.result = result


class BundleItem(pytest.Item):
    """Replaying one bundle under the installed engine."""

    def runtest(self) -> None:
        transcript, expected = read_bundle(self.path)
        result = check_bundle(transcript, expected, self.path.name)
        if not result.ok:
            raise BundleMismatch(result)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, (BundleMismatch, TranscriptError)):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return self.path, None, f"matchlog bundle {self.path.name}"
