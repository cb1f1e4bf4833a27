"""The pauses every wait of the library and the CLI takes between two reads (no server needed)."""

from __future__ import annotations

from itertools import islice, pairwise

import pytest

from edge_vision.polling import poll_delays, poll_until


def test_pauses_start_at_a_tenth_of_a_second_and_grow_by_half_to_two_seconds():
    delays = list(islice(poll_delays(), 12))
    assert delays[:4] == pytest.approx([0.1, 0.15, 0.225, 0.3375])
    assert all(later >= earlier for earlier, later in pairwise(delays))
    assert delays[-1] == 2.0 and max(delays) == 2.0


def test_a_wait_returns_the_first_final_answer_after_the_schedules_pauses():
    answers = iter(["queued", "running", "running", "completed", "never read"])
    slept: list[float] = []
    final = poll_until(
        lambda: next(answers),
        lambda state: state == "completed",
        timeout=60,
        timed_out=lambda state: TimeoutError(state),
        sleep=slept.append,
    )
    assert final == "completed"
    assert slept == pytest.approx([0.1, 0.15, 0.225])


def test_a_wait_past_its_timeout_raises_with_the_last_answer():
    with pytest.raises(TimeoutError, match="still running"):
        poll_until(
            lambda: "running",
            lambda state: False,
            timeout=0,
            timed_out=lambda state: TimeoutError(f"still {state}"),
            sleep=lambda _: None,
        )
