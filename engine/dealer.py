"""The dealer: every chance outcome derived from a committed secret seed.

Draw k of a match is HMAC-SHA256(seed, "k:j") for a counter j, turned into uniform integers
by rejection sampling and into permutations by Fisher-Yates. We never use `random`, whose
output may change between Python versions: the same seed gives the same outcomes everywhere,
and anyone holding the revealed seed can check that the recorder did not pick them.
"""

from __future__ import annotations

import hashlib
import struct
from operator import mod as _MOD
from typing import Iterator

from engine.protocol import Chance

_SPACE = 1 << 64
_WORDS = struct.Struct(">4Q")
"""A 32-byte HMAC block as four big-endian 64-bit words, in order."""
_FIRST = struct.Struct(">Q")
"""A block's first word alone."""
_IPAD = bytes(x ^ 0x36 for x in range(256))
_OPAD = bytes(x ^ 0x5C for x in range(256))
_PADDED: dict[bytes, tuple] = {}
"""SHA-256 states that have absorbed a seed's inner and outer HMAC pads, by seed (bounded)."""
_LIMITS: dict[int, int] = {}
"""Each n's rejection limit, 2**64 - 2**64 % n, by n (bounded): two big-number operations a
draw otherwise, and a match asks for few sizes (a d20, a hand of options)."""

# CPython's own SHA-256 (`_sha256` in 3.11, `_sha2` from 3.12) gives the bytes OpenSSL's does,
# and copying its state, which every HMAC block does twice, costs about a quarter of copying an
# OpenSSL context: a block 0.80 us against 0.88 (thread time).
try:
    from _sha256 import sha256 as _SHA256
except ImportError:
    try:
        from _sha2 import sha256 as _SHA256
    except ImportError:  # a Python without either: hashlib's
        _SHA256 = hashlib.sha256


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
    pads = _PADDED.get(seed) or _pads(seed)
    inner, outer = pads[0].copy(), pads[1].copy()
    inner.update(msg)
    outer.update(inner.digest())
    return outer.digest()


def _pads(seed: bytes) -> tuple:
    """The hash states of `seed`'s inner and outer pads (RFC 2104: a key longer than a block is
    hashed first), kept in `_PADDED`."""
    key = (seed if len(seed) <= 64 else hashlib.sha256(seed).digest()).ljust(64, b"\0")
    if len(_PADDED) >= 64:
        _PADDED.clear()
    pads = _PADDED[seed] = (_SHA256(key.translate(_IPAD)), _SHA256(key.translate(_OPAD)))
    return pads


def _words(seed: bytes, k: int, j: int = 0) -> Iterator[int]:
    """Draw k's uniform 64-bit words, in order: those of HMAC(seed, "k:j"), j = 0, 1, ..."""
    while True:
        yield from _WORDS.unpack(_hmac_sha256(seed, b"%d:%d" % (k, j)))
        j += 1


def _below(words: Iterator[int], n: int) -> int:
    """A uniform integer in [0, n) from the next words, by rejection sampling (no modulo bias)."""
    if n <= 0:
        raise ValueError("cannot draw below 0")
    limit = _SPACE - _SPACE % n
    for w in words:
        if w < limit:
            return w % n
    raise AssertionError("the words never end")  # pragma: no cover


def draw(seed: bytes, k: int, chance: Chance) -> int | list[int]:
    """Outcome of the k-th draw (counted from 0 since the seed was committed)."""
    if not chance.shuffle:
        return choose(seed, k, chance.size)
    return _shuffle(seed, k, chance.size)


def _shuffle(seed: bytes, k: int, size: int) -> list[int]:
    """Fisher-Yates over the words of `_words(seed, k)`, one word per position (the next one
    when a word is rejected, as `_below` does), top of the list at position 0.

    Written out for speed: an audit re-derives every shuffle of a match, and a call to
    `_below` and a generator step per position were half of a 36-card shuffle. The blocks
    one word per position needs are made up front; a rejected word (a chance of about
    n / 2**64) takes the next block then."""
    perm = list(range(size))
    words: list[int] = []
    for j in range((size + 2) // 4):  # size - 1 positions, 4 words a block
        words.extend(_WORDS.unpack(_hmac_sha256(seed, b"%d:%d" % (k, j))))
    if size > 8 and max(words) < _SPACE - size:
        # No word is rejected: position i's limit, 2**64 - 2**64 % (i + 1), is above
        # 2**64 - size for every i < size. Then position i takes word size - 1 - i, and the
        # positions' picks are those words modulo size, size - 1, ..., 2, made in C in one
        # pass: about 1,200 instructions a position fewer than the loop below with its
        # big-number tests, for about 6,000 more set-up (so from 9 cards up). An audit
        # re-derives every shuffle (Reaper's Grimoires of 40, Ardent Reapers' decks of 17).
        for i, j in zip(range(size - 1, 0, -1), map(_MOD, words, range(size, 1, -1))):
            perm[i], perm[j] = perm[j], perm[i]
        return perm
    at = 0
    for i in range(size - 1, 0, -1):
        n = i + 1
        limit = _SPACE - _SPACE % n
        while True:
            if at == len(words):
                words.extend(_WORDS.unpack(_hmac_sha256(seed, b"%d:%d" % (k, at // 4))))
            w = words[at]
            at += 1
            if w < limit:
                break
        j = w % n
        perm[i], perm[j] = perm[j], perm[i]
    return perm


def choose(seed: bytes, k: int, n: int, first: int | None = None) -> int:
    """A uniform pick among n options for a seeded agent (same derivation as the dealer);
    `first`, where given, is the draw's first word as `first_words` derived it.

    Written out, as an audit re-derives every die roll of a match this way (Sceptre's d20 at
    0.3 draws an event): the HMAC of the first block inline and only its first word read,
    which is kept unless it is at or above n's limit (a chance of about n / 2**64); then the
    whole rule, `_below` over every word, decides."""
    limit = _LIMITS.get(n)
    if limit is None:
        if n <= 0:
            raise ValueError("cannot draw below 0")
        if len(_LIMITS) >= 256:
            _LIMITS.clear()
        limit = _LIMITS[n] = _SPACE - _SPACE % n
    if first is None:
        pads = _PADDED.get(seed) or _pads(seed)
        inner, outer = pads[0].copy(), pads[1].copy()
        inner.update(b"%d:0" % k)
        outer.update(inner.digest())
        first = _FIRST.unpack_from(outer.digest())[0]
    if first < limit:
        return first % n
    return _below(_words(seed, k), n)  # n near 2**64 (the dealer tests draw such n)


def first_words(seed: bytes, count: int) -> list[int]:
    """The first word of each of draws 0 .. count - 1 under `seed` (that of HMAC(seed, "k:0")),
    in one batch, for `choose(..., first=)`: a caller that knows how many draws a log holds
    (the audit) derives them ahead, where one derivation costs about half what it does
    between the game's code as the fold meets each draw (1.4 against 2.2 us, Sceptre's)."""
    first = _FIRST.unpack_from
    return [first(_hmac_sha256(seed, b"%d:0" % k))[0] for k in range(count)]
