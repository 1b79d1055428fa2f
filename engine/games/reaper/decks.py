"""Sample decks: three legal decks of the set (three Angel cards and a 40-card Grimoire).

Each entry is (card id, copies); the Angel cards come first (Creed, Reaper, Scythe).
"""

from __future__ import annotations

_DECKS: dict[str, list[tuple[str, int]]] = {
    "ember-gloam": [
        ("RPR-023", 1), ("RPR-001", 1), ("RPR-010", 1),
        ("RPR-040", 3), ("RPR-041", 3), ("RPR-042", 2), ("RPR-043", 3), ("RPR-044", 2),
        ("RPR-045", 2), ("RPR-046", 3), ("RPR-048", 2),
        ("RPR-070", 2), ("RPR-071", 1), ("RPR-072", 1), ("RPR-073", 2),
        ("RPR-050", 3), ("RPR-051", 2), ("RPR-054", 2), ("RPR-077", 2), ("RPR-075", 1),
        ("RPR-076", 1), ("RPR-030", 2), ("RPR-033", 1),
    ],
    "tide-gloam": [
        ("RPR-020", 1), ("RPR-005", 1), ("RPR-012", 1),
        ("RPR-060", 3), ("RPR-061", 2), ("RPR-062", 2), ("RPR-063", 3), ("RPR-064", 2),
        ("RPR-065", 3), ("RPR-066", 1), ("RPR-067", 2),
        ("RPR-078", 2), ("RPR-079", 2), ("RPR-080", 2), ("RPR-081", 2),
        ("RPR-052", 2), ("RPR-053", 2), ("RPR-057", 2), ("RPR-058", 3), ("RPR-074", 2),
        ("RPR-032", 2), ("RPR-031", 1),
    ],
    "gloam-host": [
        ("RPR-024", 1), ("RPR-003", 1), ("RPR-015", 1),
        ("RPR-060", 3), ("RPR-062", 3), ("RPR-064", 2), ("RPR-065", 3), ("RPR-067", 3),
        ("RPR-063", 2),
        ("RPR-050", 3), ("RPR-051", 3), ("RPR-052", 2), ("RPR-056", 2), ("RPR-053", 2),
        ("RPR-080", 2), ("RPR-081", 1), ("RPR-074", 2), ("RPR-077", 1),
        ("RPR-032", 2), ("RPR-031", 2), ("RPR-033", 2),
    ],
}

SAMPLE_DECKS: dict[str, list[str]] = {
    name: [cid for cid, n in entries for _ in range(n)] for name, entries in _DECKS.items()}
