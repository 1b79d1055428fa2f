"""The dealer: every chance outcome derived from a committed secret seed.

Draw k of a match is HMAC-SHA256(seed, "k:j") for a counter j, turned into uniform integers
by rejection sampling and into permutations by Fisher-Yates. We never use `random`, whose
output may change between Python versions: the same seed gives the same outcomes everywhere,
and anyone holding the revealed seed can check that the recorder did not pick them.
"""

from __future__ import annotations

import hashlib
import hmac

from engine.protocol import Chance

_SPACE = 1 << 64


def commitment(seed: bytes) -> str:
    """The public commitment to a seed: its SHA-256 in hex."""
    return hashlib.sha256(seed).hexdigest()


def seed_from_number(number: int, salt: str = "") -> bytes:
    """A reproducible 32-byte seed from a user's `--seed N` (and a salt per match)."""
    return hashlib.sha256(f"matchlog-seed:{number}:{salt}".encode()).digest()


class _Stream:
    """Uniform integers for draw k: 64-bit words from HMAC(seed, "k:j"), j = 0, 1, ..."""

    def __init__(self, seed: bytes, k: int):
        self._seed = seed
        self._k = k
        self._j = 0
        self._buf = b""

    def _word(self) -> int:
        if not self._buf:
            msg = f"{self._k}:{self._j}".encode()
            self._buf = hmac.new(self._seed, msg, hashlib.sha256).digest()
            self._j += 1
        word, self._buf = self._buf[:8], self._buf[8:]
        return int.from_bytes(word, "big")

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection sampling (no modulo bias)."""
        if n <= 0:
            raise ValueError("cannot draw below 0")
        limit = _SPACE - _SPACE % n
        while True:
            w = self._word()
            if w < limit:
                return w % n


def draw(seed: bytes, k: int, chance: Chance) -> int | list[int]:
    """Outcome of the k-th draw (counted from 0 since the seed was committed)."""
    stream = _Stream(seed, k)
    if not chance.shuffle:
        return stream.below(chance.size)
    perm = list(range(chance.size))
    for i in range(chance.size - 1, 0, -1):  # Fisher-Yates, top of the list is position 0
        j = stream.below(i + 1)
        perm[i], perm[j] = perm[j], perm[i]
    return perm


def choose(seed: bytes, k: int, n: int) -> int:
    """A uniform pick among n options for a seeded agent (same derivation as the dealer)."""
    return _Stream(seed, k).below(n)
