"""Reports to CALLBACK_URL: ordered, retried on transient failures, and a heartbeat while working."""

from __future__ import annotations

import threading
import time
from typing import Any

import requests

from .log import log

TRANSIENT = {408, 425, 429, 500, 502, 503, 504}


class Reporter:
    """Posts WorkloadReport bodies with the job's bearer token, one at a time and in order.

    `state` (progress and message) is what the heartbeat repeats when nothing else was sent for
    HEARTBEAT_S seconds, so the platform can tell a long epoch from a dead pod.
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
        self._heartbeat_s = heartbeat_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._finished = False
        self._session = requests.Session()

    def set_state(self, progress: float | None = None, message: str | None = None) -> None:
        with self._state_lock:
            if progress is not None:
                self._progress = min(1.0, max(0.0, progress))
            if message is not None:
                self._message = message[:4000]

    def send(self, body: dict[str, Any], budget_s: float = 60.0) -> bool:
        """Posts `body` (progress and message filled in from the state when absent).

        Retries connection errors and transient statuses with backoff for up to `budget_s`; a
        refusal (401, 400, ...) is logged and not retried. Returns whether it was recorded.
        """
        with self._state_lock:
            if "progress" in body:
                self._progress = float(body["progress"])
            if "message" in body:
                self._message = str(body["message"])[:4000]
            full = {"progress": self._progress, "message": self._message, **body}
        with self._send_lock:
            if self._finished:
                return False  # the outcome was the last report; nothing may follow it
            if "outcome" in full:
                self._finished = True
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
                if time.monotonic() - self._last_sent >= self._heartbeat_s:
                    self.send({}, budget_s=self._heartbeat_s)

        self._thread = threading.Thread(target=beat, name="heartbeat", daemon=True)
        self._thread.start()

    def stop_heartbeat(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=1.0)
