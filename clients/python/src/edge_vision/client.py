"""``EdgeVision``: the generated client plus what takes more than one call.

The generated functions (``edge_vision.openapi.api.<tag>.<operation>``) stay available through
``EdgeVision.call``, which sends the request with the right credentials, raises the typed error for
an error envelope and returns the envelope's typed ``data``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import httpx

from .errors import JobFailedError, error_from_response
from .openapi.api.exports import post_data_datasets_versions_id_export
from .openapi.api.jobs import get_jobs_job_id
from .openapi.client import AuthenticatedClient
from .openapi.models.async_job import AsyncJob
from .openapi.types import Response
from .polling import FIRST_DELAY, poll_until

T = TypeVar("T")

ORGANIZATION_HEADER = "X-Organization-Id"
DEFAULT_TIMEOUT = httpx.Timeout(60.0, connect=10.0)

#: A callable the client asks for the current access token before each request (so a stored
#: token can be renewed in between), or the token itself.
TokenSource = str | Callable[[], str]


class EdgeVision:
    """A signed-in user's view of the API at ``base_url`` (ending in ``/api``)."""

    def __init__(
        self,
        base_url: str,
        token: TokenSource | None = None,
        *,
        device_key: str | None = None,
        organization_id: int | None = None,
        timeout: httpx.Timeout = DEFAULT_TIMEOUT,
    ):
        self.base_url = base_url.rstrip("/")
        self._token = token
        self.device_key = device_key
        self.organization_id = organization_id
        self.timeout = timeout
        self._user_client: AuthenticatedClient | None = None
        self._device_client: AuthenticatedClient | None = None

    # -- the generated client ---------------------------------------------------------------

    def _current_token(self) -> str:
        if self._token is None:
            from .errors import AuthError

            raise AuthError("Not signed in: run `edge-vision login` or pass a token")
        return self._token() if callable(self._token) else self._token

    @property
    def api(self) -> AuthenticatedClient:
        """The generated client, signed in as the user (``Authorization: Bearer``)."""
        token = self._current_token()
        if self._user_client is None or self._user_client.token != token:
            headers = {ORGANIZATION_HEADER: str(self.organization_id)} if self.organization_id else {}
            self._user_client = AuthenticatedClient(
                base_url=self.base_url, token=token, headers=headers, timeout=self.timeout
            )
        return self._user_client

    @property
    def device_api(self) -> AuthenticatedClient:
        """The generated client, signed in as a device (``X-Device-Key``), for device routes."""
        if not self.device_key:
            from .errors import AuthError

            raise AuthError("No device key: device routes (image upload) need one; see `ensure_upload_device`")
        if self._device_client is None:
            self._device_client = AuthenticatedClient(
                base_url=self.base_url,
                token=self.device_key,
                prefix="",
                auth_header_name="X-Device-Key",
                timeout=self.timeout,
            )
        return self._device_client

    def call(self, operation: ModuleType, *, as_device: bool = False, **kwargs: Any) -> Any:
        """Calls a generated operation module; returns the envelope's ``data`` or raises ``ApiError``."""
        return self.call_with_meta(operation, as_device=as_device, **kwargs)[0]

    def call_with_meta(self, operation: ModuleType, *, as_device: bool = False, **kwargs: Any) -> tuple[Any, Any]:
        """Like ``call``, returning ``(data, meta)`` for list operations."""
        client = self.device_api if as_device else self.api
        response: Response[Any] = operation.sync_detailed(client=client, **kwargs)
        return unwrap(response)

    def close(self) -> None:
        for client in (self._user_client, self._device_client):
            if client is not None:
                client.get_httpx_client().close()

    def __enter__(self) -> EdgeVision:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- paging -----------------------------------------------------------------------------

    def paginate(self, operation: ModuleType, *, per_page: int = 100, **kwargs: Any) -> Iterator[Any]:
        """Every item of a page-style list (``page``/``per_page``), fetching pages as needed."""
        page = 1
        while True:
            data, meta = self.call_with_meta(operation, page=page, per_page=per_page, **kwargs)
            yield from data
            if page >= meta.total_pages or not data:
                return
            page += 1

    def iterate_offset(self, operation: ModuleType, *, limit: int = 100, **kwargs: Any) -> Iterator[Any]:
        """Every item of an offset-style list (``limit``/``offset``, e.g. images)."""
        offset = 0
        while True:
            data, meta = self.call_with_meta(operation, limit=limit, offset=offset, **kwargs)
            yield from data
            offset += len(data)
            if not data or offset >= meta.total:
                return

    def iterate_cursor(self, operation: ModuleType, *, limit: int = 100, **kwargs: Any) -> Iterator[Any]:
        """Every item of a list that answers ``meta.next_cursor`` (images): each page a seek, at any depth."""
        cursor: str | None = None
        while True:
            window = {"cursor": cursor} if cursor else {}
            data, meta = self.call_with_meta(operation, limit=limit, **window, **kwargs)
            yield from data
            cursor = meta.next_cursor
            if not data or not cursor:
                return

    def images(self, **filters: Any) -> Iterator[Any]:
        """Every image matching the ``GET /data/images`` filters, in the list's order, page by cursor."""
        from .openapi.api.images import get_data_images

        return self.iterate_cursor(get_data_images, **filters)

    # -- jobs -------------------------------------------------------------------------------

    def wait_for_job(
        self,
        job_id: str,
        *,
        timeout: float = 3600.0,
        interval: float = FIRST_DELAY,
        on_progress: Callable[[AsyncJob], None] | None = None,
    ) -> AsyncJob:
        """Polls ``GET /jobs/{job_id}`` until it completes; raises ``JobFailedError`` if it fails.

        The first pause is ``interval`` seconds, growing by half up to 2 s (``polling.poll_delays``).
        """

        def read() -> AsyncJob:
            job: AsyncJob = self.call(get_jobs_job_id, job_id=job_id)
            if on_progress is not None:
                on_progress(job)
            return job

        job = poll_until(
            read,
            lambda j: j.status in ("completed", "failed"),
            timeout=timeout,
            timed_out=lambda j: TimeoutError(f"job {job_id} still {j.status} after {timeout:.0f} s"),
            first=interval,
        )
        if job.status == "failed":
            raise JobFailedError(job, f"job {job_id} failed: {job.error or job.message}")
        return job

    # -- datasets ---------------------------------------------------------------------------

    def export_dataset_version(
        self,
        version_id: int,
        format: str = "yolo",
        *,
        timeout: float = 3600.0,
        on_progress: Callable[[AsyncJob], None] | None = None,
    ) -> AsyncJob:
        """Starts the version's export and waits for it; the job's ``result`` has the download URL."""
        started = self.call(post_data_datasets_versions_id_export, id=version_id, format_=format)
        return self.wait_for_job(started.job_id, timeout=timeout, on_progress=on_progress)

    def download_dataset_version(
        self,
        version_id: int,
        dest: str | Path,
        format: str = "yolo",
        *,
        on_progress: Callable[[str, float], None] | None = None,
    ) -> Path:
        """Exports the version, downloads the archive and unpacks it into ``dest`` (YOLO or COCO layout)."""
        from .datasets import download_and_unpack

        job = self.export_dataset_version(
            version_id,
            format,
            on_progress=(lambda j: on_progress("export", share_of(j))) if on_progress else None,
        )
        return download_and_unpack(
            job.result.download_url,
            Path(dest),
            on_progress=(lambda share: on_progress("download", share)) if on_progress else None,
        )

    # -- imports ----------------------------------------------------------------------------

    def import_dataset(
        self,
        source: str | Path,
        project_id: int,
        format: str,
        *,
        timeout: float = 3600.0,
        on_upload: Callable[[int, int], None] | None = None,
        on_progress: Callable[[AsyncJob], None] | None = None,
        resume: str | None = None,
    ) -> AsyncJob:
        """Imports a folder or zip (``coco``, ``yolo``, ``voc``, ``cvat``) into the project and waits.

        The archive is sent in parts (``on_upload(sent_bytes, total_bytes)``); a dropped part is sent
        again, and an upload that stopped raises ``PartialUploadError``, whose ``upload_id`` passed as
        ``resume`` sends only the missing parts. The job's ``result`` says how many images and
        annotations were added and how many images were skipped as duplicates; a broken archive
        raises ``JobFailedError`` naming the file.
        """
        from .imports import start_import

        started = start_import(self, Path(source), project_id, format, on_upload, resume=resume)
        return self.wait_for_job(started.job_id, timeout=timeout, on_progress=on_progress)

    # -- uploads ----------------------------------------------------------------------------

    def upload_folder(self, folder: str | Path, project_id: int | None = None, **options: Any) -> Any:
        """Uploads every image under ``folder``; see ``edge_vision.uploads.upload_folder``."""
        from .uploads import upload_folder

        return upload_folder(self, Path(folder), project_id=project_id, **options)


def unwrap(response: Response[Any]) -> tuple[Any, Any]:
    """The envelope's ``(data, meta)``, or the typed error for an error answer."""
    status = int(response.status_code)
    if status >= 400:
        raise error_from_response(status, response.content, response.headers)
    parsed = response.parsed
    if parsed is None:
        raise error_from_response(status, response.content, response.headers)
    data = getattr(parsed, "data", parsed)
    meta = getattr(parsed, "meta", None)
    return data, meta


def share_of(job: AsyncJob) -> float:
    """The job's progress from 0 to 1 (0 while the API has not reported any)."""
    return float(job.progress) if isinstance(job.progress, (int, float)) else 0.0
