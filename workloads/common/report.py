"""Reports to CALLBACK_URL: ordered, retried on transient failures, and a heartbeat while working."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from typing import Any

import requests

from .log import log

TRANSIENT = {408, 425, 429, 500, 502, 503, 504}


class Reporter:
    """Posts WorkloadReport bodies with the job's bearer token, one at a time and in order.

    `post` queues a report for a background sender and returns at once, so an epoch's report
    never holds up the next epoch (on a small CPU a synchronous round trip per epoch cost about
    a tenth of the training time); `send` waits until everything queued before it and itself
    are delivered. `state` (progress and message) is what the heartbeat repeats when nothing
    else was sent for HEARTBEAT_S seconds, so the platform can tell a long epoch from a dead pod.
    """

    def __init__(self, url: str, token: str, heartbeat_s: float = 15.0, timeout_s: float = 10.0) -> None:
        self._url = url
        self._headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        self._timeout_s = timeout_s
        self._send_lock = threading.Lock()
        self._state_lock = threading.Lock()
        self._progress = 0.0
        self._message = "Starting"
        self._last_sent = 0.0
        # The highest progress delivered: a report made late (an epoch's, after its checkpoint's
        # upload) may follow a heartbeat that already carried the next epoch's batches.
        self._delivered_progress = 0.0
        self._heartbeat_s = heartbeat_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._finished = False
        self._session = requests.Session()
        self._queue: queue.Queue[tuple[dict[str, Any] | Callable[[], dict[str, Any]], float]] = queue.Queue()
        self._sender: threading.Thread | None = None

    def set_state(self, progress: float | None = None, message: str | None = None) -> None:
        with self._state_lock:
            if progress is not None:
                self._progress = min(1.0, max(0.0, progress))
            if message is not None:
                self._message = message[:4000]

    def _compose(self, body: dict[str, Any]) -> dict[str, Any]:
        """`body` with progress and message filled in from the state when absent."""
        with self._state_lock:
            if "progress" in body:
                self._progress = float(body["progress"])
            if "message" in body:
                self._message = str(body["message"])[:4000]
            return {"progress": self._progress, "message": self._message, **body}

    def post(self, body: dict[str, Any] | Callable[[], dict[str, Any]], budget_s: float = 60.0) -> None:
        """Queues a report for delivery after everything queued before it, and returns at once.

        `body` may be a function that makes the report in the sender's thread, for work that
        must be done before its report goes out (a checkpoint upload) without holding up the
        caller or letting later reports overtake it.
        """
        if self._sender is None:
            self._sender = threading.Thread(target=self._send_queued, name="reports", daemon=True)
            self._sender.start()
        self._queue.put((body if callable(body) else self._compose(body), budget_s))

    def _send_queued(self) -> None:
        while True:
            item, budget_s = self._queue.get()
            try:
                full = self._compose(item()) if callable(item) else item
                self._deliver(full, budget_s)
            except Exception as err:  # noqa: BLE001 - a lost progress report must not stop the sender
                log.error("report not delivered: %s", type(err).__name__)
            finally:
                self._queue.task_done()

    def drain(self) -> None:
        """Waits until every queued report was delivered (or given up)."""
        self._queue.join()

    def send(self, body: dict[str, Any], budget_s: float = 60.0, after_queued: bool = True) -> bool:
        """Posts `body` after every queued report (unless `after_queued` is off: a cancellation
        does not wait for progress reports), waiting for it; returns whether it was recorded.

        Retries connection errors and transient statuses with backoff for up to `budget_s`; a
        refusal (401, 400, ...) is logged and not retried.
        """
        full = self._compose(body)
        if after_queued:
            self.drain()
        return self._deliver(full, budget_s)

    def _deliver(self, full: dict[str, Any], budget_s: float) -> bool:
        with self._send_lock:
            if self._finished:
                return False  # the outcome was the last report; nothing may follow it
            if "outcome" in full:
                self._finished = True
            if isinstance(full.get("progress"), (int, float)):
                full = {**full, "progress": max(float(full["progress"]), self._delivered_progress)}
                self._delivered_progress = full["progress"]
            deadline = time.monotonic() + budget_s
            delay = 0.5
            while True:
                try:
                    res = self._session.post(self._url, json=full, headers=self._headers, timeout=self._timeout_s)
                    if res.status_code < 300:
                        self._last_sent = time.monotonic()
                        return True
                    if res.status_code not in TRANSIENT:
                        log.error("report refused: HTTP %s %s", res.status_code, res.text[:300])
                        return False
                    problem = f"HTTP {res.status_code}"
                except requests.RequestException as err:
                    problem = type(err).__name__
                if time.monotonic() + delay > deadline:
                    log.error("report not delivered (%s); giving up after %.0f s", problem, budget_s)
                    return False
                log.warning("report failed (%s); retrying in %.1f s", problem, delay)
                time.sleep(delay)
                delay = min(delay * 2, 8.0)

    def start_heartbeat(self) -> None:
        def beat() -> None:
            while not self._stop.wait(min(1.0, self._heartbeat_s)):
                if time.monotonic() - self._last_sent >= self._heartbeat_s and self._queue.empty():
                    self._deliver(self._compose({}), budget_s=self._heartbeat_s)

        self._thread = threading.Thread(target=beat, name="heartbeat", daemon=True)
        self._thread.start()

    def stop_heartbeat(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=1.0)
