"""`python -m cli ...` runs matchlog from a checkout without installing it (as `matchlog ...`)."""

from cli.app import main

main()
