"""The dealer: every chance outcome derived from a committed secret seed.

Draw k of a match is HMAC-SHA256(seed, "k:j") for a counter j, turned into uniform integers
by rejection sampling and into permutations by Fisher-Yates. We never use `random`, whose
output may change between Python versions: the same seed gives the same outcomes everywhere,
and anyone holding the revealed seed can check that the recorder did not pick them.
"""

from __future__ import annotations

import hashlib
import struct

from engine.protocol import Chance

_SPACE = 1 << 64
_WORDS = struct.Struct(">4Q")
"""A 32-byte HMAC block as four big-endian 64-bit words, in order."""
_IPAD = bytes(x ^ 0x36 for x in range(256))
_OPAD = bytes(x ^ 0x5C for x in range(256))
_PADDED: dict[bytes, tuple] = {}
"""SHA-256 states that have absorbed a seed's inner and outer HMAC pads, by seed (bounded)."""


def commitment(seed: bytes) -> str:
    """The public commitment to a seed: its SHA-256 in hex."""
    return hashlib.sha256(seed).hexdigest()


def seed_from_number(number: int, salt: str = "") -> bytes:
    """A reproducible 32-byte seed from a user's `--seed N` (and a salt per match)."""
    return hashlib.sha256(f"matchlog-seed:{number}:{salt}".encode()).digest()


def _hmac_sha256(seed: bytes, msg: bytes) -> bytes:
    """HMAC-SHA256(seed, msg) as RFC 2104 defines it (the bytes `hmac` gives), from hash states
    that already absorbed the seed's pads: `hmac.new` sets up three hash objects per call,
    which was a fifth of a seeded agent's self-play (one block per pick, per draw)."""
    pads = _PADDED.get(seed)
    if pads is None:
        key = (seed if len(seed) <= 64 else hashlib.sha256(seed).digest()).ljust(64, b"\0")
        if len(_PADDED) >= 64:
            _PADDED.clear()
        pads = _PADDED[seed] = (hashlib.sha256(key.translate(_IPAD)),
                                hashlib.sha256(key.translate(_OPAD)))
    inner, outer = pads[0].copy(), pads[1].copy()
    inner.update(msg)
    outer.update(inner.digest())
    return outer.digest()


class _Stream:
    """Uniform integers for draw k: 64-bit words from HMAC(seed, "k:j"), j = 0, 1, ..."""

    def __init__(self, seed: bytes, k: int):
        self._seed = seed
        self._k = k
        self._j = 0
        self._words: list[int] = []
        """The unread words of the last block, the next one last (popped from the end)."""

    def _word(self) -> int:
        if not self._words:
            block = _hmac_sha256(self._seed, f"{self._k}:{self._j}".encode())
            self._j += 1
            self._words = list(_WORDS.unpack(block))
            self._words.reverse()
        return self._words.pop()

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
