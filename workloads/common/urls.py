"""The job's signed URLs, asked from the API (URLS_URL, with the job's token) just before each transfer.

They live WORKLOAD_URL_TTL_S (minutes, not the job's life): none is kept for later, and a transfer
that meets a 403 (an expired URL) asks again. The reply is the contract's WorkloadUrls body
(workloads/contract/urls.schema.json) inside the API's envelope.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import requests

from .errors import WorkloadError
from .log import log

TRANSIENT = {408, 425, 429, 500, 502, 503, 504}
BUDGET_S = 60.0


class JobUrls:
    """Asks the API for the job's signed URLs; `fresh(name)` is a getter a transfer calls per attempt."""

    def __init__(self, url: str, token: str, timeout_s: float = 10.0) -> None:
        self._url = url
        self._headers = {"Authorization": f"Bearer {token}"}
        self._timeout_s = timeout_s
        self._names: frozenset[str] | None = None

    def fetch(self) -> dict[str, str]:
        """The job's URLs, freshly signed. Retries connection errors and transient statuses for up
        to a minute; a refusal (401: the job is over or the token is not this job's) fails the job."""
        deadline = time.monotonic() + BUDGET_S
        delay = 0.5
        while True:
            try:
                # No shared Session: transfers ask from several threads (checkpoints, uploads).
                res = requests.post(self._url, headers=self._headers, timeout=self._timeout_s)
                if res.status_code < 300:
                    urls = res.json().get("data", {}).get("urls")
                    if not isinstance(urls, dict) or not all(isinstance(v, str) for v in urls.values()):
                        raise WorkloadError("UrlsUnavailable", "The API's signed URLs reply has no urls object")
                    self._names = frozenset(urls)
                    return urls
                if res.status_code not in TRANSIENT:
                    raise WorkloadError(
                        "UrlsUnavailable", f"The API refused the job's signed URLs: HTTP {res.status_code}"
                    )
                problem = f"HTTP {res.status_code}"
            except (requests.RequestException, ValueError) as err:
                problem = type(err).__name__
            if time.monotonic() + delay > deadline:
                raise WorkloadError("UrlsUnavailable", f"Could not get the job's signed URLs ({problem})")
            log.warning("asking for the signed URLs failed (%s); retrying in %.1f s", problem, delay)
            time.sleep(delay)
            delay = min(delay * 2, 8.0)

    def has(self, name: str) -> bool:
        """Whether the job has an object of this name (optional inputs: BASE_MODEL_URL, CALIBRATION_URL, ...)."""
        if self._names is None:
            self.fetch()
        return name in (self._names or frozenset())

    def fresh(self, name: str) -> Callable[[], str]:
        """A getter of a freshly signed URL of `name`, for a transfer to call before each attempt."""

        def get() -> str:
            url = self.fetch().get(name)
            if url is None:
                raise WorkloadError("UrlsUnavailable", f"The API gave this job no {name}")
            return url

        return get
