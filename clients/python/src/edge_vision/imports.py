"""Importing a labelled dataset (a folder or a zip in COCO, YOLO, VOC or CVAT layout) into a project."""

from __future__ import annotations

import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from .openapi.api.imports import post_data_projects_id_import
from .openapi.models.import_upload import ImportUpload
from .openapi.models.import_upload_format import IMPORT_UPLOAD_FORMAT_VALUES, check_import_upload_format
from .openapi.types import File

if TYPE_CHECKING:
    from .client import EdgeVision

FORMATS = sorted(IMPORT_UPLOAD_FORMAT_VALUES)
#: Already compressed: stored as they are, so zipping a folder costs no CPU for them.
STORED = {".jpg", ".jpeg", ".png", ".webp"}


class _CountingReader:
    """A file whose reads report how many bytes went out (the upload's progress)."""

    def __init__(self, raw: IO[bytes], on_bytes: Callable[[int], None] | None):
        self._raw = raw
        self._sent = 0
        self._on_bytes = on_bytes

    def read(self, size: int = -1) -> bytes:
        chunk = self._raw.read(size)
        self._sent += len(chunk)
        if self._on_bytes is not None:
            self._on_bytes(self._sent)
        return chunk

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)


def zip_folder(folder: Path, dest: Path) -> Path:
    """The folder as a zip (paths relative to it); images stored, text deflated."""
    with zipfile.ZipFile(dest, "w") as archive:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            method = zipfile.ZIP_STORED if path.suffix.lower() in STORED else zipfile.ZIP_DEFLATED
            archive.write(path, path.relative_to(folder).as_posix(), compress_type=method)
    return dest


def start_import(
    client: EdgeVision,
    source: Path,
    project_id: int,
    format: str,
    on_bytes: Callable[[int, int], None] | None = None,
) -> Any:
    """Sends ``source`` (a zip, or a folder zipped on the fly into a temporary file); returns the queued job."""
    if format not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}")
    with tempfile.TemporaryDirectory() as tmp:
        if source.is_dir():
            archive = zip_folder(source, Path(tmp) / f"{source.name or 'dataset'}.zip")
        elif source.is_file():
            archive = source
        else:
            raise FileNotFoundError(f"no such folder or zip: {source}")
        total = archive.stat().st_size
        with archive.open("rb") as raw:
            reader = _CountingReader(raw, (lambda sent: on_bytes(sent, total)) if on_bytes else None)
            body = ImportUpload(
                file=File(payload=reader, file_name=archive.name, mime_type="application/zip"),  # type: ignore[arg-type]
                format_=check_import_upload_format(format),
            )
            return client.call(post_data_projects_id_import, id=project_id, body=body)
