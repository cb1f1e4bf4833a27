"""Sending a large file (a dataset archive) as a resumable upload in parts (``/data/large-uploads``).

A dropped connection costs the part in flight, which is sent again with backoff; the parts that
arrived stay stored. If the process itself stops, ``send_in_parts(..., resume=upload_id)`` asks the
API which parts arrived and sends only the others.
"""

from __future__ import annotations

import io
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any
from uuid import UUID

from .errors import ApiError, EdgeVisionError
from .openapi.api.imports import (
    get_data_large_uploads_id,
    post_data_large_uploads,
    post_data_large_uploads_id_complete,
    put_data_large_uploads_id_parts_number,
)
from .openapi.models.create_large_upload import CreateLargeUpload
from .openapi.models.large_upload_part import LargeUploadPart
from .openapi.types import File
from .uploads import RETRYABLE

if TYPE_CHECKING:
    from .client import EdgeVision

#: Parts in flight at once: enough to fill the connection, few enough to keep memory low (a part is
#: read whole, LARGE_UPLOAD_PART_BYTES, 8 MiB by default).
CONCURRENCY = 3


class PartialUploadError(EdgeVisionError):
    """Some parts could not be sent; ``upload_id`` resumes the upload (``resume=``) while it lasts."""

    def __init__(self, upload_id: str, cause: Exception):
        super().__init__(f"the upload stopped ({cause}); resume it with upload id {upload_id}")
        self.upload_id = upload_id
        self.__cause__ = cause


class _CountingReader:
    """A part's bytes whose reads report how many went out (the upload's progress)."""

    def __init__(self, raw: IO[bytes], on_sent: Callable[[int], None]):
        self._raw = raw
        self._on_sent = on_sent

    def read(self, size: int = -1) -> bytes:
        chunk = self._raw.read(size)
        self._on_sent(len(chunk))
        return chunk

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)


def parts_to_send(upload: Any) -> list[int]:
    """The part numbers still missing, in order."""
    have = set(upload.parts_received)
    return [n for n in range(1, upload.part_count + 1) if n not in have]


def part_range(upload: Any, number: int) -> tuple[int, int]:
    """The bytes ``[start, end)`` of part ``number`` (from 1): the API checks the size exactly."""
    start = (number - 1) * upload.part_size
    return start, min(upload.size_bytes, start + upload.part_size)


class _Progress:
    """Bytes stored plus bytes of parts in flight, reported as one figure across threads."""

    def __init__(self, stored: int, total: int, on_bytes: Callable[[int, int], None] | None):
        self.stored = stored
        self.total = total
        self.in_flight: dict[int, int] = {}
        self.lock = threading.Lock()
        self.on_bytes = on_bytes

    def _report(self) -> None:
        if self.on_bytes is not None:
            self.on_bytes(self.stored + sum(self.in_flight.values()), self.total)

    def sending(self, number: int, sent: int, limit: int) -> None:
        with self.lock:
            # The multipart framing is read through the same file: never count more than the part.
            self.in_flight[number] = min(limit, self.in_flight.get(number, 0) + sent)
            self._report()

    def dropped(self, number: int) -> None:
        with self.lock:
            self.in_flight.pop(number, None)
            self._report()

    def arrived(self, number: int, size: int) -> None:
        with self.lock:
            self.in_flight.pop(number, None)
            self.stored += size
            self._report()


def _send_part(
    client: EdgeVision, path: Path, upload: Any, number: int, progress: _Progress, retries: int
) -> None:
    start, end = part_range(upload, number)
    with path.open("rb") as file:
        file.seek(start)
        data = file.read(end - start)
    delay = 0.5
    for attempt in range(1, retries + 2):
        reader = _CountingReader(io.BytesIO(data), lambda sent: progress.sending(number, sent, end - start))
        body = LargeUploadPart(part=File(payload=reader, file_name=f"{path.name}.part{number}"))  # type: ignore[arg-type]
        try:
            client.call(put_data_large_uploads_id_parts_number, id=UUID(upload.id), number=number, body=body)
            progress.arrived(number, end - start)
            return
        except RETRYABLE as err:
            progress.dropped(number)
            if attempt > retries:
                raise
            wait = err.retry_after if isinstance(err, ApiError) and err.retry_after else delay
            time.sleep(wait)
            delay = min(delay * 2, 10.0)


def send_in_parts(
    client: EdgeVision,
    path: Path,
    *,
    on_bytes: Callable[[int, int], None] | None = None,
    resume: str | None = None,
    retries: int = 5,
    concurrency: int = CONCURRENCY,
) -> str:
    """Sends ``path`` in parts and completes the upload; returns its id, for an import's ``upload_id``.

    ``resume``: the id of an earlier upload of the same file (same name and size) that stopped:
    only the parts the API has not stored are sent. A part whose connection dropped, or that was
    answered "try again" (503, 429, 500), is sent again ``retries`` times with backoff; past that,
    ``PartialUploadError`` carries the id to resume with.
    """
    size = path.stat().st_size
    if resume:
        upload = client.call(get_data_large_uploads_id, id=UUID(resume))
        if upload.filename != path.name or upload.size_bytes != size:
            raise ValueError(
                f"upload {resume} is of {upload.filename} ({upload.size_bytes} bytes), not {path.name} ({size} bytes)"
            )
    else:
        upload = client.call(post_data_large_uploads, body=CreateLargeUpload(filename=path.name, size_bytes=size))
    progress = _Progress(upload.bytes_received, size, on_bytes)
    progress._report()
    missing = parts_to_send(upload) if upload.status == "open" else []
    client.api.get_httpx_client()  # created once, before the threads share it
    try:
        with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
            futures = [pool.submit(_send_part, client, path, upload, n, progress, retries) for n in missing]
            try:
                for future in futures:
                    future.result()
            except BaseException:
                # No new part starts; the pool's exit waits for those in flight, so the upload's
                # list of arrived parts is final when the error reaches the caller.
                for future in futures:
                    future.cancel()
                raise
        if upload.status == "open":
            client.call(post_data_large_uploads_id_complete, id=UUID(upload.id))
    except RETRYABLE as err:
        raise PartialUploadError(upload.id, err) from err
    return upload.id
