"""The dealer's draws are HMAC-SHA256 as RFC 2104 defines it: pinned against the standard library.

`engine.dealer` computes HMAC from hash states that already absorbed a seed's pads (for speed);
any slip there would change every chance outcome and every seeded agent's pick, so the bytes
are compared with `hmac.new` for seeds of every length class (short, one block, longer than a
block, which HMAC hashes first), and the outcomes with a plain-HMAC re-derivation.
"""

from __future__ import annotations

import hashlib
import hmac

import pytest

from engine import dealer
from engine.protocol import Chance


@pytest.mark.parametrize("size", [1, 16, 32, 63, 64, 65, 100, 200])
def test_hmac_blocks_are_the_standard_librarys(size):
    seed = bytes((i * 37 + size) % 256 for i in range(size))
    for j in range(40):
        msg = f"{j * 7}:{j % 3}".encode()
        assert dealer._hmac_sha256(seed, msg) == hmac.new(seed, msg, hashlib.sha256).digest()


def _plain_below(seed: bytes, k: int, n: int) -> int:
    """The dealer's rule in its plainest words: 64-bit big-endian words of HMAC(seed, "k:j")."""
    space = 1 << 64
    j = 0
    while True:
        block = hmac.new(seed, f"{k}:{j}".encode(), hashlib.sha256).digest()
        j += 1
        for i in range(0, 32, 8):
            w = int.from_bytes(block[i:i + 8], "big")
            if w < space - space % n:
                return w % n


def test_picks_and_shuffles_follow_the_plain_derivation():
    seed = hashlib.sha256(b"dealer test").digest()
    # n near 2**64 rejects about half the words, so later words and blocks are read too
    for n in (1, 2, 3, 7, 52, 10**6, (1 << 63) + 1, (1 << 64) - 1):
        for k in range(30):
            assert dealer.choose(seed, k, n) == _plain_below(seed, k, n)
    perm = dealer.draw(seed, 4, Chance(kind="shuffle", size=10, shuffle=True))
    assert sorted(perm) == list(range(10)) and perm != list(range(10))
