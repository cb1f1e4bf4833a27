"""Uploading a folder of images: concurrent, with retries for answers that say "try again"."""

from __future__ import annotations

import json
import socket
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx

from .errors import ApiError, InternalError, RateLimitedError, ServiceUnavailableError
from .openapi.api.devices import post_device_images_upload, post_devices_provision
from .openapi.api.provisioning import post_provisioning_tokens
from .openapi.models.create_provisioning_token import CreateProvisioningToken
from .openapi.models.image_upload import ImageUpload
from .openapi.models.provision_device import ProvisionDevice
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


@dataclass
class UploadReport:
    uploaded: list[UploadResult] = field(default_factory=list)
    failed: list[UploadResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failed


def image_files(folder: Path) -> list[Path]:
    """JPEG, PNG and WebP files under ``folder`` (recursively), in a stable order."""
    if not folder.is_dir():
        raise FileNotFoundError(f"not a folder: {folder}")
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in IMAGE_TYPES)


def ensure_upload_device(client: EdgeVision, name: str | None = None) -> str:
    """Registers this machine as an uploading device of the user's organization; returns its key.

    Image uploads are a device route (``X-Device-Key``). A provisioning token is created and used
    at once, so the key belongs to the signed-in user's organization; keep it (the CLI stores it
    with the profile) instead of registering a new device per upload.
    """
    host = socket.gethostname() or "host"
    created = client.call(
        post_provisioning_tokens, body=CreateProvisioningToken(name=f"edge-vision CLI on {host}", expires_in_hours=1)
    )
    device_id = f"cli-{uuid.uuid4().hex[:12]}"
    provisioned = client.call(
        post_devices_provision,
        body=ProvisionDevice(token=created.token, device_id=device_id, name=name or f"Uploads from {host}"),
    )
    client.device_key = provisioned.api_key
    client._device_client = None
    return provisioned.api_key


def _upload_one(
    client: EdgeVision, path: Path, project_id: int | None, metadata: dict[str, Any] | None, retries: int
) -> UploadResult:
    result = UploadResult(path)
    delay = 0.5
    while True:
        result.attempts += 1
        try:
            with path.open("rb") as payload:
                body = ImageUpload(
                    image=File(payload=payload, file_name=path.name, mime_type=IMAGE_TYPES[path.suffix.lower()]),
                    project_id=project_id if project_id is not None else UNSET,
                    metadata=json.dumps(metadata) if metadata else UNSET,
                )
                result.image = client.call(post_device_images_upload, as_device=True, body=body)
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
    metadata: dict[str, Any] | None = None,
    on_progress: Callable[[UploadResult, int, int], None] | None = None,
) -> UploadReport:
    """Uploads every image under ``folder`` with ``concurrency`` requests in flight.

    Answers that say "try again" (503, 429, 500, dropped connections) are retried ``retries`` times
    with backoff; anything else (e.g. 415 for a file that is not really an image) fails that file
    only. The report lists both; nothing is raised for a single file.
    """
    files = image_files(folder)
    report = UploadReport()
    if not files:
        return report
    if not client.device_key:
        ensure_upload_device(client)
    client.device_api.get_httpx_client()  # created once, before the threads share it
    with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
        futures = [pool.submit(_upload_one, client, p, project_id, metadata, retries) for p in files]
        for done, future in enumerate(as_completed(futures), start=1):
            result = future.result()
            (report.failed if result.error else report.uploaded).append(result)
            if on_progress is not None:
                on_progress(result, done, len(files))
    report.uploaded.sort(key=lambda r: r.path)
    report.failed.sort(key=lambda r: r.path)
    return report
