"""Card abilities of the Reaper set: one small unit per card, by kind (see registry.py)."""
