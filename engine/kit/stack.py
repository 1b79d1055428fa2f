"""The work stack: pending tasks as plain values, and the loop that runs them.

Card games resolve an action as a cascade of work (resolve this ability, then ask that
player, then check what was destroyed). An engine keeps that work as an explicit stack of
small tagged `Task` structs inside its state, never as closures or generators, so a state
stays a value that encodes, digests and clones. `TaskLoop.run` pops the top task and calls
the handler registered for its exact type. A handler either finishes its work (it may push
more tasks) and returns None, or must wait for input: it pushes a task back (usually
itself) and returns what it waits for (a game's own record of a decision or a draw).
"""

from __future__ import annotations

from typing import Any, Callable, Generic, Iterable, Mapping, TypeVar

import msgspec

from engine.kit import deck

S = TypeVar("S")
W = TypeVar("W")


class Task(msgspec.Struct, tag_field="task", kw_only=True):
    """Base of one unit of pending work; a game subclasses it with a stable `tag` per task."""


Handler = Callable[[Any, Any], Any]
"""A task's handler: (state, task) -> None when done, or what the match now waits for."""


class TaskLoop(Generic[S, W]):
    """Runs a game's work stack until a handler waits, the stack is empty, or the match ends.

    `handlers` maps each task type (exact type, no subclass lookup: dispatch is one dict
    read per task) to its handler. `before` runs before each task and may push tasks (for
    example triggers that must resolve next); `done` says the match is over and the loop
    stops; `before_if`, when given, is read first and `before` runs only when it is true
    (most tasks have no triggers to push). All three are optional so the common loop stays a
    few bytecodes per task. `done` and `before_if` are called once per task, so a C-level
    callable (`operator.attrgetter("over")`, whose value is read for its truth) costs less
    than a lambda: a Python call per task is about 5% of a fold. `waits` names task types
    that always wait for input: the loop leaves such a task on top and returns it, with no
    handler to call. `table`, when given, reads a state's table-luck book (`engine.kit.deck`):
    in a table-luck match a task that looks at an unseen card is undone and put back, and the
    loop returns the book's `Showing` (what the table must show before the task runs again).
    """

    def __init__(self, handlers: Mapping[type, Handler], *,
                 before: Callable[[S], None] | None = None,
                 done: Callable[[S], object] | None = None,
                 before_if: Callable[[S], object] | None = None,
                 waits: Iterable[type] = (),
                 table: Callable[[S], Any] | None = None):
        self.waits = frozenset(waits)
        self.table = table
        self.handlers = dict(handlers)
        self.before = before
        self.done = done
        self.before_if = before_if
        # The common shapes run in a loop of their own: no `done` test, and a `before` hook
        # only behind its cheap `before_if` test (a fold runs one to three tasks per event).
        self._lean = done is None and (before is None or before_if is not None)
        self._gate = before_if if before is not None else None
        self._waits = self.waits or None  # None: no membership test per task
        self.steps = {**self.handlers, **dict.fromkeys(self.waits)} if before is None else None
        """What `run_plain` reads, one dict read per task (a loop without a `before` hook):
        each task type's handler, or None for a type that waits for input."""

    def run(self, state: S, stack: list) -> W | None:
        """Pop and run tasks from `stack` (held by `state`) until one returns what it waits for.

        Returns that record, or None when the stack ran empty or `done(state)` became true.
        The loop keeps popping this `stack` list: a handler that replaces the state's stack
        (ending the match clears it) must also make `done` true.
        """
        table = self.table
        if table is not None and table(state):
            return self._run_at_table(state, stack)
        if self.steps is not None and self.done is not None:
            return self.run_plain(state, stack)
        if not self._lean:
            return self._run_done(state, stack)
        handlers = self.handlers
        gate = self._gate
        waits = self._waits
        while True:
            while stack:
                if gate is not None and gate(state):
                    self.before(state)  # type: ignore[misc]
                task = stack.pop()
                if waits is not None and type(task) in waits:
                    stack.append(task)
                    return task
                try:
                    handler = handlers[type(task)]
                except KeyError:
                    raise TypeError(f"no handler for task {type(task).__name__}") from None  # an engine bug
                wait = handler(state, task)
                if wait is not None:
                    return wait
            if gate is None or not gate(state):
                return None
            self.before(state)  # type: ignore[misc]  # it may push work onto the empty stack
            if not stack:
                return None

    def run_plain(self, state: S, stack: list) -> W | None:
        """`run` for a loop without a `before` hook and a state without a table book (a
        match under the dealer's luck): the `done` test if there is one, then one dict read
        per task. A game's flow that has already told a table-luck state apart calls it
        directly after every event of a fold."""
        steps = self.steps
        if steps is None:
            raise TypeError("run_plain: this loop has a before hook; call run")  # an engine bug
        done = self.done
        while stack:
            if done is not None and done(state):
                return None
            task = stack[-1]
            try:
                handler = steps[type(task)]
            except KeyError:
                raise TypeError(f"no handler for task {type(task).__name__}") from None  # an engine bug
            if handler is None:
                return task
            stack.pop()
            wait = handler(state, task)
            if wait is not None:
                return wait
        return None

    def _run_done(self, state: S, stack: list) -> W | None:
        """`run` with a `before` hook that has no gate (and a `done` test, if any)."""
        handlers = self.handlers
        waits = self.waits
        pop = stack.pop
        before = self.before
        done = self.done
        before_if = self.before_if
        while done is None or not done(state):
            if before is not None and (before_if is None or before_if(state)):
                before(state)
            if not stack:
                return None
            task = stack[-1]
            kind = type(task)
            if kind in waits:
                return task
            pop()
            try:
                handler = handlers[kind]
            except KeyError:
                raise TypeError(f"no handler for task {type(task).__name__}") from None  # an engine bug
            wait = handler(state, task)
            if wait is not None:
                return wait
        return None

    def _run_at_table(self, state: S, stack: list) -> Any:
        """`run` for a table-luck match: each task from a snapshot it is put back to when it
        looks at a card the table has not shown (a slower loop: a person enters the moves)."""
        while self.done is None or not self.done(state):
            if self.before is not None and (self.before_if is None or self.before_if(state)):
                self.before(state)
            if not stack:
                return None
            task = stack[-1]
            if type(task) in self.waits:
                return task
            data = deck.snapshot(state)
            stack.pop()
            handler = self.handlers.get(type(task))
            if handler is None:
                raise TypeError(f"no handler for task {type(task).__name__}")  # an engine bug
            try:
                wait = handler(state, task)
            except deck.Unseen as unseen:
                deck.restore(state, data, keep=stack)
                luck = self.table(state)
                luck.showing = unseen.showing()
                return luck.showing
            if wait is not None:
                return wait
        return None

    def check(self, task_types: tuple[type, ...]) -> None:
        """Raise if a task type of the game has no handler (for a game's own tests)."""
        missing = [t.__name__ for t in task_types if t not in self.handlers and t not in self.waits]
        if missing:
            raise TypeError(f"tasks without a handler: {', '.join(missing)}")
