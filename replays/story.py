"""What an event did, told from the views before and after it: cards destroyed, scored,
drawn, discarded, archived or purged, card states and counters that changed, keys forged, in
the words the game declares (`Game.words`). Views are already redacted for a seat, so a seat
is told only what it may see ("Bo draws 2 cards", not which); the same words serve log,
replay, show, play and the replay page."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from engine.views import CardView, View, all_cards
from engine.words import Words, stat_label, tag_label, tag_pattern, tell

_PLAIN = Words()


class _Seen(NamedTuple):
    seat: int
    zone: str
    name: str
    tags: tuple[str, ...]


class Sight:
    """A view with what the story reads from it worked out once: its visible cards, how
    many of them each zone shows, and each zone's count. A log tells every event against
    the view before it and the view after it, and each view is the one after an event and
    then the one before the next: a Sight lets the second telling reuse the first's work."""

    __slots__ = ("view", "cards", "shown", "counts", "where", "seen")

    def __init__(self, view: View, whole: View | None = None):
        self.view = view
        self.cards = _cards(view)
        self.shown = Counter((c.seat, c.zone) for c in self.cards.values())
        self.counts = {(s.seat, z.name): z.count for s in view.seats for z in s.zones}
        # Where every card is, seen or not (from the omniscient view of the same position):
        # a seat's view shows only how many cards a hidden hand holds, and its net change
        # hides what happened (a card played out of it and two drawn into it is one more).
        # Only counts and zones read from it are told, never a hidden card.
        self.where = _places(whole) if whole is not None else None
        self.seen = {c.id for c in all_cards(view) if c.id is not None and not c.hidden} \
            if whole is not None else set()


def consequences(before: View, after: View, words: Words = _PLAIN) -> list[str]:
    """The changes between two views of the same match, one short line each, in order: cards
    that moved, card states, hidden counts, counters (score, keys, Æmber...), the status."""
    return told(Sight(before), Sight(after), words)


def told(before: Sight, after: Sight, words: Words = _PLAIN, dealt: bool = False) -> list[str]:
    """`consequences` between two views already sighted. `dealt`: the event is the dealer's
    (a shuffle), after which a card the reader saw go into a hidden draw pile may have been
    drawn from it: a card that reaches a hidden hand is then counted, never named."""
    players = {s.seat: s.player for s in after.view.seats}
    was, now = before.cards, after.cards
    out: list[str] = []
    # after a shuffle, the zones whose cards went into a draw pile (a discard pile shuffled
    # into a new deck, AR-draw-reshuffle): a card of theirs that reached a hand was drawn;
    # so was one of a zone the shuffle emptied while its seat's draw pile was empty (every
    # card of the new deck drawn at once)
    shuffled = {(old.seat, old.zone) for cid, old in was.items() if dealt and cid in now
                and now[cid].zone in words.draw_piles and old.zone not in words.draw_piles}
    if dealt:
        shuffled |= {(old.seat, old.zone) for old in was.values()
                     if old.zone not in words.draw_piles and old.zone not in words.in_play
                     and not after.counts.get((old.seat, old.zone), 0)
                     and words.draw_piles and not any(before.counts.get((old.seat, pile), 0)
                                                      for pile in words.draw_piles)}
    for cid, card in now.items():
        old = was.get(cid)
        if old is None or (old.seat, old.zone) == (card.seat, card.zone) \
                or card.zone in words.passing:
            continue
        if (old.seat, old.zone) in shuffled and card.zone in words.hands:
            out.append(f"{card.name} is {words.arrive.get(card.zone, 'drawn')} "
                       f"({players.get(old.seat, old.seat)}'s {old.zone} to "
                       f"{players.get(card.seat, card.seat)}'s {card.zone})")
            continue
        out.append(f"{card.name} {_moved(words, old.zone, card.zone, card.tags)} "
                   f"({players.get(old.seat, old.seat)}'s {old.zone} to "
                   f"{players.get(card.seat, card.seat)}'s {card.zone})")
    out += _out_of_hiding(words, players, before, after)
    if not dealt:
        out += _into_hidden_hands(words, players, before, after)
    out += _come_into_hand(words, players, before, after)
    out += _all_states(words, players, was, now)
    if before.where is not None and after.where is not None:
        out += _hidden_moves(words, players, before, after, dealt)
    else:
        out += _hidden_counts(words, before, after)
    out += _stats(words, before.view, after.view)
    return out


def _moved(words: Words, src: str, dst: str, tags: tuple[str, ...] = ()) -> str:
    how = _arrived_as(words, tags)
    if how:  # a state the card arrives with says how it came (Sceptre's search: not a draw)
        return f"is {how}"
    if src in words.in_play and dst in words.leave_play:
        return f"is {words.leave_play[dst]}"
    if dst in words.hands and not _draws_from(words, src):
        return "is put into the hand"  # taken back from a discard pile, say: not a draw
    word = words.arrive.get(dst)
    return f"is {word}" if word else "moves"


def _arrived_as(words: Words, tags: tuple[str, ...]) -> str:
    """What a card's arrival is by a state it arrives with (`Words.arrive_as`), or ""."""
    return next((words.arrive_as[t] for t in tags if t in words.arrive_as), "")


# More cards than this in one zone gaining (or losing) the same plain state in one event are
# told as one line: a shuffle at a table makes every card of a deck unseen at once, and a
# line per card (72 in a KeyForge match's first event) buries what the event did.
_GROUP = 3


def _come_into_hand(words: Words, players: dict, before: Sight, after: Sight) -> list[str]:
    """Cards that come into a hand the reader sees from a place it does not (its own draws,
    in a seat's view): named, since the hidden counts tell only the hands it cannot see."""
    fresh: dict[tuple[int, str], list[tuple[int, _Seen]]] = {}
    for cid, card in after.cards.items():
        if cid not in before.cards and card.zone in words.hands:
            fresh.setdefault((card.seat, card.zone), []).append((cid, card))
    out = []
    for (seat, zone), cards in fresh.items():
        grew = after.counts.get((seat, zone), 0) - before.counts.get((seat, zone), 0)
        # cards seen in the hand before that are gone from it now (a card played) make room:
        # a card played and two drawn grow the hand by one, yet both drawn are new to it
        left = sum(1 for cid, card in before.cards.items() if (card.seat, card.zone) == (seat, zone)
                   and (cid not in after.cards or after.cards[cid][:2] != (seat, zone)))
        if grew + left >= len(cards):  # each one new to the hand, not a card turned over in it
            who = players.get(seat, seat)
            for cid, card in cards:
                how = _arrived_as(words, card.tags)
                src = before.where.get(cid) if before.where is not None else None
                if not how and src is not None and src[1] in words.draw_piles:
                    # drawn, as the whole log tells it: the reader knows the card (its own
                    # draw, or one both players know, Reaper's reaped-and-burned Soul) and
                    # saw a draw pile's count go down
                    out.append(f"{card.name} is {words.arrive.get(zone, 'drawn')} "
                               f"({players.get(src[0], src[0])}'s {src[1]} to {who}'s {zone})")
                else:
                    out.append(f"{card.name} comes into {who}'s {zone}{', ' if how else ''}{how}")
    return out


def _all_states(words: Words, players: dict, was: dict[int, _Seen],
                now: dict[int, _Seen]) -> list[str]:
    """Every card's state changes, in card order; alike plain changes of many cards in one
    zone told once, at the place of the first of them."""
    plain: dict[tuple, list[str]] = {}
    changed = []
    for cid, card in now.items():
        old = was.get(cid)
        if old is not None and old.zone == card.zone and old.tags != card.tags:
            lines = _states(words, card.name, old.tags, card.tags)
            counters = any(tag_pattern(t) is not None for t in {*old.tags} ^ {*card.tags})
            key = None if counters else (card.seat, card.zone, lines[0][len(card.name):])
            changed.append((key, lines))
            if key is not None:
                plain.setdefault(key, []).append(card.name)
    out: list[str] = []
    told_groups = set()
    for key, lines in changed:
        if key is None or len(plain[key]) <= _GROUP:
            out += lines
        elif key not in told_groups:
            told_groups.add(key)
            seat, zone, rest = key
            out.append(f"{len(plain[key])} cards in {players.get(seat, seat)}'s {zone}"
                       f"{rest.replace(' is ', ' are ', 1)}")
    return out


def _states(words: Words, name: str, was: tuple[str, ...], now: tuple[str, ...]) -> list[str]:
    """A card's states that changed: counters such as damage told by their change, plain
    states as gained ("is now stunned") or lost ("no longer exhausted")."""
    old_n = {p[0]: p[1] for p in map(tag_pattern, was) if p is not None}
    new_n = {p[0]: p[1] for p in map(tag_pattern, now) if p is not None}
    out = []
    for pattern in [*new_n, *(p for p in old_n if p not in new_n)]:
        a, b = old_n.get(pattern, 0), new_n.get(pattern, 0)
        if a != b:
            label = tag_label(pattern)
            out.append(tell(words.tags.get(pattern), name, label, a, b))
    gained = [t for t in now if t not in was and tag_pattern(t) is None]
    lost = [t for t in was if t not in now and tag_pattern(t) is None]
    if gained or lost:
        out.insert(0, f"{name} is now {', '.join([*gained, *(f'no longer {t}' for t in lost)])}")
    return out


def _cards(view: View) -> dict[int, _Seen]:
    out: dict[int, _Seen] = {}
    for seat in view.seats:
        for zone in seat.zones:
            for card in zone.cards:
                if card.id is not None and not card.hidden:
                    out[card.id] = _Seen(seat.seat, zone.name, card.name, tuple(card.tags))
    return out


def _out_of_hiding(words: Words, players: dict, before: Sight, after: Sight) -> list[str]:
    """Cards the reader could not see that moved into its view (a card an ability discards
    from a hidden hand: Pinpoint's, a Coin paid from it): told as the whole log tells the
    move, from the place the reader saw a card leave (a hidden zone's count went down). A
    card shown where it was (turned face up) did not move; one coming into a hand the reader
    sees is `_come_into_hand`'s."""
    if before.where is None:
        return []
    out = []
    for cid, card in after.cards.items():
        src = before.where.get(cid)
        if cid in before.cards or src is None or src == (card.seat, card.zone) \
                or card.zone in words.passing or card.zone in words.hands:
            continue
        out.append(f"{card.name} {_moved(words, src[1], card.zone)} "
                   f"({players.get(src[0], src[0])}'s {src[1]} to "
                   f"{players.get(card.seat, card.seat)}'s {card.zone})")
    return out


def _into_hidden_hands(words: Words, players: dict, before: Sight,
                       after: Sight) -> list[str]:
    """Cards the reader saw that went into a hand it cannot see (a Thrall returned to its
    owner's hand): the reader saw which card left, so it is named, as it would be in a hand
    the reader sees; not counted as a draw."""
    if after.where is None:
        return []
    out = []
    for cid, old in before.cards.items():
        place = after.where.get(cid)
        if cid in after.seen or place is None or place[1] not in words.hands:
            continue
        seat, zone = place
        if (old.seat, old.zone) == place:
            continue  # turned face down where it was: it did not move
        out.append(f"{old.name} {_moved(words, old.zone, zone)} "
                   f"({players.get(old.seat, old.seat)}'s {old.zone} to "
                   f"{players.get(seat, seat)}'s {zone})")
    return out


def _hidden_moves(words: Words, players: dict, before: Sight, after: Sight,
                  dealt: bool = False) -> list[str]:
    """Cards that came into, or left, a hand the reader cannot see without coming into its
    view, counted by where they came from or went: from a draw pile they are drawn ("Bo
    draws 2 cards unseen", however many left the hand in the same event), from anywhere
    else they are put into it. Cards played out of the hand into view are the event's own
    words; cards the reader saw come in are named (`_into_hidden_hands`), but after a
    shuffle (`dealt`) they are counted as drawn: the reader saw a discard pile shuffled into
    a new deck, not which of its cards were then drawn (AR-draw-reshuffle)."""
    was, now = before.where, after.where
    assert was is not None and now is not None
    out = []
    for seat in after.view.seats:
        for zone in seat.zones:
            if zone.name not in words.hands:
                continue
            key, who = (seat.seat, zone.name), seat.player
            came: Counter = Counter()
            for cid, place in now.items():
                if place != key or cid in after.seen or was.get(cid) == key:
                    continue
                if cid not in before.seen:
                    came[was.get(cid)] += 1
                elif dealt:
                    came[None] += 1  # seen going into a pile that was shuffled: drawn from it
            went: Counter = Counter()
            for cid, place in was.items():
                if place == key and cid not in before.seen and now.get(cid) != key \
                        and cid not in after.seen:
                    went[now.get(cid)] += 1
            drawn = sum(n for src, n in came.items() if _drawn_from(words, src))
            if drawn:
                out.append(f"{who} draws {_cards_n(drawn)} unseen")
            for src, n in came.items():
                if src is not None and not _drawn_from(words, src):
                    out.append(f"{_cards_n(n)} {_go(n)} from {players.get(src[0], src[0])}'s "
                               f"{src[1]} into {who}'s {zone.name}, unseen")
            for dst, n in went.items():
                if dst is None:
                    out.append(f"{who} loses {_cards_n(n)} unseen")
                else:
                    out.append(f"{_cards_n(n)} {_go(n)} from {who}'s {zone.name} to "
                               f"{players.get(dst[0], dst[0])}'s {dst[1]}, unseen")
    return out


def _drawn_from(words: Words, src: tuple[int, str] | None) -> bool:
    """A card reaching a hand from here is drawn: from a zone `_draws_from`, or from nowhere
    the position showed (a card made by the event)."""
    return src is None or _draws_from(words, src[1])


def _draws_from(words: Words, zone: str) -> bool:
    """A card reaching a hand from this zone is drawn: from a draw pile (every zone, for a
    game that names none), or from a zone that feeds one (`Words.feeds`: it went through the
    pile in the same event)."""
    return not words.draw_piles or zone in words.draw_piles or zone in words.feeds


def _cards_n(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def _go(n: int) -> str:
    return "goes" if n == 1 else "go"


def _places(view: View) -> dict[int, tuple[int, str]]:
    """Every card of a view that has an id, by id: its seat and zone (a card attached to
    another, a Coin on a Champion, is where that card is)."""
    out: dict[int, tuple[int, str]] = {}

    def walk(cards: list[CardView], place: tuple[int, str]) -> None:
        for card in cards:
            if card.id is not None:
                out[card.id] = place
            walk(card.attached, place)

    for seat in view.seats:
        for zone in seat.zones:
            walk(zone.cards, (seat.seat, zone.name))
    return out


def _hidden_counts(words: Words, before: Sight, after: Sight) -> list[str]:
    """Count changes no visible card explains (cards drawn into a hidden hand, say), for
    views whose whole position is not known: only the hand's net change can be told."""
    out = []
    old, was, now = before.counts, before.cards, after.cards
    # counted once per view, not once per zone: a log tells every event of a match
    seen_now, seen_was = after.shown, before.shown
    shown_to = Counter(c.seat for cid, c in now.items() if cid not in was)
    for seat in after.view.seats:
        for zone in seat.zones:
            key = (seat.seat, zone.name)
            hidden_delta = (zone.count - seen_now[key]) - (old.get(key, 0) - seen_was[key])
            shown = shown_to[seat.seat]
            if hidden_delta < 0 and shown >= -hidden_delta:
                continue  # a hidden card came into view (played from a hidden hand): told above
            if hidden_delta and zone.name in words.hands:
                verb = "draws" if hidden_delta > 0 else "loses"
                n = abs(hidden_delta)
                out.append(f"{seat.player} {verb} {n} card{'s' if n != 1 else ''} unseen")
    return out


def _stats(words: Words, before: View, after: View) -> list[str]:
    out = []
    old = {s.seat: s.stats for s in before.seats}
    for seat in after.seats:
        for key, value in seat.stats.items():
            prev = old.get(seat.seat, {}).get(key)
            told = words.stats.get(key)
            if prev == value or prev is None or value == "" or (told is not None and told.quiet):
                continue
            out.append(tell(told, seat.player, stat_label(words, key), prev, value))
    return out
