"""The ledger's exceptions: one base class, narrow subclasses, one-line messages.

Every message names what went wrong and where (the ledger's path, and the match, branch and
seq when there is one), so a CLI can print it as is. The structured parts are also kept as
attributes for callers that want to react rather than print.
"""

from __future__ import annotations


class LedgerError(Exception):
    """Raised when the ledger refuses an operation or cannot read or write its file."""


class Conflict(LedgerError):
    """Raised when an append states a seq that is no longer the branch's next one.

    Another writer moved the head since the caller read it; nothing was written.
    """

    def __init__(self, message: str, match: int, branch: str, expected: int, head: int):
        super().__init__(message)
        self.match = match
        self.branch = branch
        self.expected = expected
        self.head = head


class LedgerLocked(LedgerError):
    """Raised when another connection holds the write lock for longer than the busy timeout."""


class NotALedger(LedgerError):
    """Raised when a file is not SQLite, or is SQLite but not a matchlog ledger."""


class NewerSchema(LedgerError):
    """Raised when a ledger's schema version is newer than this code understands."""

    def __init__(self, message: str, found: int, supported: int):
        super().__init__(message)
        self.found = found
        self.supported = supported


class UnknownMatch(LedgerError):
    """Raised when a match id does not exist in the ledger."""

    def __init__(self, message: str, match: int):
        super().__init__(message)
        self.match = match


class UnknownBranch(LedgerError):
    """Raised when a match has no branch of the given name."""

    def __init__(self, message: str, match: int, branch: str):
        super().__init__(message)
        self.match = match
        self.branch = branch
