"""Waiting on the API's asynchronous work (jobs, training, evaluations, inference requests).

Every wait in the library and the CLI reads the resource, then pauses by ``poll_delays``: short at
first, so a job that takes a second is seen within a fraction of it, growing by half each time up
to a cap, so an hour-long job costs one cheap GET every ``MAX_DELAY`` seconds. The time between a
job's end and its being seen is at most half of what was waited so far, and at most the cap. The
API has no long-poll on its job routes (docs/clients.md, "Waiting for jobs", says why).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TypeVar

T = TypeVar("T")

#: The first pause between two reads, in seconds.
FIRST_DELAY = 0.1
#: The longest pause between two reads, in seconds.
MAX_DELAY = 2.0


def poll_delays(first: float = FIRST_DELAY, cap: float = MAX_DELAY) -> Iterator[float]:
    """The pauses between reads: ``first``, then half as long again each time, up to ``cap``."""
    delay = first
    while True:
        yield delay
        delay = min(delay * 1.5, cap)


def poll_until(
    read: Callable[[], T],
    done: Callable[[T], bool],
    *,
    timeout: float,
    timed_out: Callable[[T], Exception],
    first: float = FIRST_DELAY,
    cap: float = MAX_DELAY,
    sleep: Callable[[float], None] = time.sleep,
) -> T:
    """Calls ``read`` until ``done`` says its answer is final and returns that answer; raises
    ``timed_out(last answer)`` once ``timeout`` seconds have passed without it."""
    deadline = time.monotonic() + timeout
    delays = poll_delays(first, cap)
    while True:
        state = read()
        if done(state):
            return state
        if time.monotonic() > deadline:
            raise timed_out(state)
        sleep(next(delays))
