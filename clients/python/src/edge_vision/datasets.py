"""Downloading a dataset version's export archive and unpacking it into a YOLO or COCO folder."""

from __future__ import annotations

import shutil
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath

import httpx

from .errors import EdgeVisionError


def download(url: str, target: Path, on_progress: Callable[[float], None] | None = None) -> Path:
    """Streams ``url`` (a signed object-store URL, no credentials needed) into ``target``."""
    with httpx.stream("GET", url, timeout=httpx.Timeout(300.0, connect=10.0), follow_redirects=True) as response:
        if response.status_code != 200:
            raise EdgeVisionError(f"downloading the archive failed: HTTP {response.status_code}")
        total = int(response.headers.get("content-length") or 0)
        done = 0
        with target.open("wb") as out:
            for chunk in response.iter_bytes(1 << 20):
                out.write(chunk)
                done += len(chunk)
                if on_progress is not None and total:
                    on_progress(done / total)
    return target


def unpack(archive: Path, dest: Path) -> Path:
    """Extracts the archive into ``dest``, refusing entries that would land outside it."""
    dest.mkdir(parents=True, exist_ok=True)
    root = dest.resolve()
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            name = PurePosixPath(info.filename)
            target = (root / name).resolve()
            if name.is_absolute() or ".." in name.parts or not target.is_relative_to(root):
                raise EdgeVisionError(f"refusing archive entry outside the folder: {info.filename}")
            if info.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            with zf.open(info) as src, target.open("wb") as out:
                shutil.copyfileobj(src, out)
    return dest


def download_and_unpack(url: str, dest: Path, on_progress: Callable[[float], None] | None = None) -> Path:
    """Downloads the archive to a temporary file and unpacks it into ``dest``."""
    with tempfile.TemporaryDirectory(prefix="edge-vision-") as tmp:
        archive = download(url, Path(tmp) / "export.zip", on_progress)
        return unpack(archive, dest)
