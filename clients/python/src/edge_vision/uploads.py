"""Uploading a folder of images: concurrent, with retries for answers that say "try again"."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx

from .errors import ApiError, InternalError, RateLimitedError, ServiceUnavailableError, error_from_response
from .openapi.api.images import post_data_images_upload
from .openapi.models.user_image_upload import UserImageUpload
from .openapi.types import UNSET, File

if TYPE_CHECKING:
    from .client import EdgeVision

IMAGE_TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp"}
RETRYABLE = (ServiceUnavailableError, RateLimitedError, InternalError, httpx.TransportError)


@dataclass
class UploadResult:
    path: Path
    image: Any = None
    error: Exception | None = None
    attempts: int = 0
    #: The image already holding these bytes (SHA-256) in the project: nothing was stored.
    duplicate_of: int | None = None
    batch_id: int | None = None


@dataclass
class UploadReport:
    uploaded: list[UploadResult] = field(default_factory=list)
    failed: list[UploadResult] = field(default_factory=list)
    #: Files the project already held (same bytes): uploading a folder twice adds nothing.
    skipped: list[UploadResult] = field(default_factory=list)
    batch_id: int | None = None

    @property
    def ok(self) -> bool:
        return not self.failed


def image_files(folder: Path) -> list[Path]:
    """JPEG, PNG and WebP files under ``folder`` (recursively), in a stable order."""
    if not folder.is_dir():
        raise FileNotFoundError(f"not a folder: {folder}")
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in IMAGE_TYPES)


def _upload_one(
    client: EdgeVision,
    path: Path,
    project_id: int | None,
    batch_id: int | None,
    retries: int,
) -> UploadResult:
    """Sends one file to the user upload route, retrying answers that say "try again"."""
    result = UploadResult(path)
    delay = 0.5
    while True:
        result.attempts += 1
        try:
            with path.open("rb") as payload:
                body = UserImageUpload(
                    images=[File(payload=payload, file_name=path.name, mime_type=IMAGE_TYPES[path.suffix.lower()])],
                    project_id=project_id if project_id is not None else UNSET,
                    batch_id=batch_id if batch_id is not None else UNSET,
                )
                answer = client.call(post_data_images_upload, body=body)
            result.batch_id = answer.batch_id or None
            if answer.images:
                result.image = answer.images[0]
            elif answer.duplicates:
                result.duplicate_of = answer.duplicates[0].image_id
            elif answer.errors:
                refused = answer.errors[0]
                result.error = error_from_response(
                    415 if refused.code == "UNSUPPORTED_MEDIA_TYPE" else 400,
                    json.dumps({"error": {"code": refused.code, "message": refused.message}}).encode(),
                )
            return result
        except RETRYABLE as err:
            if result.attempts > retries:
                result.error = err
                return result
            wait = err.retry_after if isinstance(err, ApiError) and err.retry_after else delay
            time.sleep(wait)
            delay = min(delay * 2, 10.0)
        except ApiError as err:
            result.error = err
            return result


def upload_folder(
    client: EdgeVision,
    folder: Path,
    *,
    project_id: int | None = None,
    concurrency: int = 4,
    retries: int = 3,
    on_progress: Callable[[UploadResult, int, int], None] | None = None,
) -> UploadReport:
    """Uploads every image under ``folder`` as the signed-in user, ``concurrency`` requests in flight.

    The images go into one batch of their own (no device is registered). A file whose bytes the
    project already holds is not stored again and is listed in ``skipped``.

    Answers that say "try again" (503, 429, 500, dropped connections) are retried ``retries`` times
    with backoff; anything else (e.g. 415 for a file that is not really an image) fails that file
    only. The report lists both; nothing is raised for a single file.
    """
    files = image_files(folder)
    report = UploadReport()
    if not files:
        return report

    def record(result: UploadResult, done: int) -> None:
        target = report.failed if result.error else report.skipped if result.duplicate_of else report.uploaded
        target.append(result)
        report.batch_id = report.batch_id or result.batch_id
        if on_progress is not None:
            on_progress(result, done, len(files))

    # The first file opens the upload's batch; the others join it.
    first = _upload_one(client, files[0], project_id, None, retries)
    record(first, 1)
    client.api.get_httpx_client()  # created once, before the threads share it
    with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
        futures = [pool.submit(_upload_one, client, p, project_id, report.batch_id, retries) for p in files[1:]]
        for done, future in enumerate(as_completed(futures), start=2):
            record(future.result(), done)
    for results in (report.uploaded, report.failed, report.skipped):
        results.sort(key=lambda r: r.path)
    return report
