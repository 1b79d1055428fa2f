"""Card abilities, one module per house; `registry.ABILITIES` is the explicit dict by card id."""
