"""Importing a labelled dataset (a folder or a zip in COCO, YOLO, VOC or CVAT layout) into a project."""

from __future__ import annotations

import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any
from uuid import UUID

from .large_uploads import send_in_parts
from .openapi.api.imports import post_data_projects_id_import
from .openapi.models.import_upload import ImportUpload
from .openapi.models.import_upload_format import IMPORT_UPLOAD_FORMAT_VALUES, check_import_upload_format

if TYPE_CHECKING:
    from .client import EdgeVision

FORMATS = sorted(IMPORT_UPLOAD_FORMAT_VALUES)
#: Already compressed: stored as they are, so zipping a folder costs no CPU for them.
STORED = {".jpg", ".jpeg", ".png", ".webp"}


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
    *,
    resume: str | None = None,
) -> Any:
    """Sends ``source`` (a zip, or a folder zipped into a temporary file) in parts; returns the queued job.

    The archive goes up as a resumable upload (``edge_vision.large_uploads``), so a dropped
    connection costs one part, not the whole archive; ``resume`` continues an earlier upload of the
    same zip (``PartialUploadError.upload_id``). The import then reads it by ``upload_id``.
    """
    if format not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}")
    with tempfile.TemporaryDirectory() as tmp:
        if source.is_dir():
            archive = zip_folder(source, Path(tmp) / f"{source.name or 'dataset'}.zip")
        elif source.is_file():
            archive = source
        else:
            raise FileNotFoundError(f"no such folder or zip: {source}")
        upload_id = send_in_parts(client, archive, on_bytes=on_bytes, resume=resume)
    body = ImportUpload(upload_id=UUID(upload_id), format_=check_import_upload_format(format))
    return client.call(post_data_projects_id_import, id=project_id, body=body)
