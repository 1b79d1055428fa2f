"""Card abilities, one small unit per card, grouped by kind; `game` fills the registry once."""
