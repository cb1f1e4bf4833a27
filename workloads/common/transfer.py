"""Signed-URL transfers: downloads with retries and a size limit, uploads the store verifies.

A transfer takes its URL as a getter (JobUrls.fresh) that asks the API before each attempt, so
the URL is minutes old at most; a 403 (the store's answer to an expired signature) is retried
with a fresh one. A plain string URL is used as it is (403 is then final).
"""

from __future__ import annotations

import base64
import hashlib
import os
import time
from collections.abc import Callable
from pathlib import Path

import requests

from .errors import WorkloadError
from .log import log

CONNECT_TIMEOUT_S = 10.0
READ_TIMEOUT_S = 120.0
ATTEMPTS = 4
CHUNK = 1 << 20


Url = str | Callable[[], str]


class _Retry(requests.ConnectionError):
    """A response worth another attempt; its message (a status, sizes) holds no URL."""


def _transient(status: int, url: Url) -> bool:
    """Worth another attempt: a server-side failure, or a 403 when the next attempt gets a fresh URL."""
    return status >= 500 or status in (408, 429) or (status == 403 and callable(url))


def _current(url: Url) -> str:
    return url() if callable(url) else url


def download(
    url: Url,
    dest: Path,
    *,
    what: str,
    reason: str,
    max_bytes: int,
    allow_missing: bool = False,
) -> bool:
    """GETs `url` into `dest`. Returns False on 404 when `allow_missing`; otherwise a failure
    raises WorkloadError(`reason`) saying what could not be fetched (never the URL: it is a secret).
    """
    delay = 1.0
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with requests.get(_current(url), stream=True, timeout=(CONNECT_TIMEOUT_S, READ_TIMEOUT_S)) as res:
                if res.status_code == 404 and allow_missing:
                    return False
                if res.status_code >= 300:
                    if _transient(res.status_code, url) and attempt < ATTEMPTS:
                        raise _Retry(f"HTTP {res.status_code}")
                    raise WorkloadError(reason, f"Could not download the {what}: HTTP {res.status_code}")
                declared = int(res.headers.get("Content-Length") or 0)
                if declared > max_bytes:
                    raise WorkloadError(reason, f"The {what} is {declared} bytes, over the limit of {max_bytes}")
                size = 0
                with open(dest, "wb") as f:
                    for chunk in res.iter_content(CHUNK):
                        size += len(chunk)
                        if size > max_bytes:
                            raise WorkloadError(reason, f"The {what} is over the limit of {max_bytes} bytes")
                        f.write(chunk)
                if declared and size != declared:
                    raise _Retry(f"got {size} of {declared} bytes")
                log.info("downloaded the %s (%d bytes)", what, size)
                return True
        except requests.RequestException as err:
            if attempt == ATTEMPTS:
                raise WorkloadError(reason, f"Could not download the {what}: {type(err).__name__}") from err
            problem = str(err) if isinstance(err, _Retry) else type(err).__name__
            log.warning("downloading the %s failed (%s); retrying in %.0f s", what, problem, delay)
            time.sleep(delay)
            delay *= 2
    raise AssertionError("unreachable")


def digest(path: Path) -> tuple[int, str]:
    """Size and hex sha256 of a file."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(CHUNK), b""):
            h.update(chunk)
    return os.path.getsize(path), h.hexdigest()


def upload(url: Url, path: Path, *, what: str) -> dict[str, int | str]:
    """PUTs a file with its sha256 in `x-amz-checksum-sha256`, so the object store refuses a
    corrupted body; returns the `{size, sha256}` the report's artifacts carry."""
    size, sha = digest(path)
    headers = {
        "Content-Type": "application/octet-stream",
        "Content-Length": str(size),
        "x-amz-checksum-sha256": base64.b64encode(bytes.fromhex(sha)).decode(),
    }
    delay = 1.0
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with open(path, "rb") as f:
                res = requests.put(_current(url), data=f, headers=headers, timeout=(CONNECT_TIMEOUT_S, READ_TIMEOUT_S))
            if res.status_code < 300:
                log.info("uploaded the %s (%d bytes, sha256 %s)", what, size, sha)
                return {"size": size, "sha256": sha}
            if not _transient(res.status_code, url) or attempt == ATTEMPTS:
                raise WorkloadError("UploadFailed", f"Could not upload the {what}: HTTP {res.status_code}")
            problem = f"HTTP {res.status_code}"
        except requests.RequestException as err:
            if attempt == ATTEMPTS:
                raise WorkloadError("UploadFailed", f"Could not upload the {what}: {type(err).__name__}") from err
            problem = type(err).__name__
        log.warning("uploading the %s failed (%s); retrying in %.0f s", what, problem, delay)
        time.sleep(delay)
        delay *= 2
    raise AssertionError("unreachable")
