import pytest

from engine.registry import register
from ledger import Ledger
from tests.toygame import Pig

register(Pig())


@pytest.fixture
def ledger(tmp_path):
    with Ledger.open(tmp_path / "t.db") as led:
        yield led
