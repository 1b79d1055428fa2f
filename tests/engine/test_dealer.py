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



def test_a_pick_from_its_first_word_derived_ahead_is_the_plain_pick():
    """`first_words` gives each draw's first 64-bit word of HMAC(seed, "k:0"); `choose` given
    it picks as the plain rule does, reading on into later words when it is rejected (n near
    2**64) and refusing n <= 0 as before."""
    seed = hashlib.sha256(b"dealer ahead").digest()
    firsts = dealer.first_words(seed, 30)
    assert firsts == [int.from_bytes(hmac.new(seed, f"{k}:0".encode(), hashlib.sha256)
                                     .digest()[:8], "big") for k in range(30)]
    for n in (1, 2, 3, 7, 20, 52, 10**6, (1 << 63) + 1, (1 << 64) - 1):
        for k in range(30):
            assert dealer.choose(seed, k, n, firsts[k]) == dealer.choose(seed, k, n) \
                == _plain_below(seed, k, n)
    for n in (0, -1):
        with pytest.raises(ValueError):
            dealer.choose(seed, 0, n, firsts[0])
    assert dealer.first_words(seed, 0) == []

def _fisher_yates(words: list[int], size: int) -> list[int]:
    """Fisher-Yates over a stream of 64-bit words, each position rejecting the words at or
    above its limit, in the plainest words (no shortcut)."""
    space = 1 << 64
    it = iter(words)
    perm = list(range(size))
    for i in range(size - 1, 0, -1):
        n = i + 1
        w = next(w for w in it if w < space - space % n)
        j = w % n
        perm[i], perm[j] = perm[j], perm[i]
    return perm


def _plain_shuffle(seed: bytes, k: int, size: int) -> list[int]:
    """The dealer's shuffle from HMAC(seed, "k:j") blocks, in the plainest words."""
    words = []
    for j in range(64):
        block = hmac.new(seed, f"{k}:{j}".encode(), hashlib.sha256).digest()
        words.extend(int.from_bytes(block[i:i + 8], "big") for i in range(0, 32, 8))
    return _fisher_yates(words, size)


@pytest.mark.parametrize("size", [1, 2, 5, 17, 40])
def test_shuffles_and_single_draws_follow_the_plain_derivation(size):
    seed = hashlib.sha256(b"dealer shuffle").digest()
    for k in range(12):
        assert dealer.draw(seed, k, Chance(kind="shuffle", size=size, shuffle=True)) \
            == _plain_shuffle(seed, k, size)
        assert dealer.draw(seed, k, Chance(kind="coin", size=size)) == _plain_below(seed, k, size)


def test_a_shuffle_that_rejects_words_reads_on_as_the_plain_derivation(monkeypatch):
    """Rejected words (a chance of about n / 2**64 each) are never met with real seeds, so the
    blocks are forged: every even block is all 2**64 - 1, which any n but a power of two
    rejects, so positions read on into later words and blocks than one word each."""
    def forged(seed: bytes, msg: bytes) -> bytes:
        j = int(msg.split(b":")[1])
        return b"\xff" * 32 if j % 2 == 0 else hashlib.sha256(seed + msg).digest()

    monkeypatch.setattr(dealer, "_hmac_sha256", forged)
    for size in (2, 3, 9, 40):
        for k in range(5):
            words = [w for j in range(64) for w in dealer._WORDS.unpack(forged(b"s", b"%d:%d" % (k, j)))]
            assert dealer.draw(b"s", k, Chance(kind="shuffle", size=size, shuffle=True)) == \
                _fisher_yates(words, size)


@pytest.mark.parametrize("top", [-2, -1, 0, 1, 7])
def test_a_shuffle_with_words_at_the_quick_paths_bound_follows_the_plain_derivation(monkeypatch, top):
    """From 9 cards a shuffle takes its picks in one pass when every word is below 2**64 -
    size (no position rejects one then); a word at or above that bound takes the word-by-word
    loop. Blocks are forged with one word `top` away from the bound among real ones, so both
    sides of it are met, and each shuffle must be the plain derivation's."""
    space = 1 << 64

    def forged_for(size: int):
        def forged(seed: bytes, msg: bytes) -> bytes:
            block = hashlib.sha256(seed + msg).digest()
            return (space - size + top).to_bytes(8, "big") + block[8:] if msg.endswith(b":0") \
                else block
        return forged

    for size in (8, 9, 17, 40):
        monkeypatch.setattr(dealer, "_hmac_sha256", forged_for(size))
        for k in range(4):
            words = [w for j in range(64)
                     for w in dealer._WORDS.unpack(forged_for(size)(b"s", b"%d:%d" % (k, j)))]
            assert dealer.draw(b"s", k, Chance(kind="shuffle", size=size, shuffle=True)) == \
                _fisher_yates(words, size)
