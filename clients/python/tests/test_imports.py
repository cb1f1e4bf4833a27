"""Imports send their archive in parts (``/data/large-uploads``): a proxy in front of the real API
drops the connection of chosen part requests, as a flaky network does, and passes everything else
through."""

from __future__ import annotations

import os
import struct
import threading
import zipfile
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlparse
from uuid import UUID

import httpx
import pytest
from edge_vision import EdgeVision, PartialUploadError
from edge_vision.large_uploads import send_in_parts
from edge_vision.openapi.api.imports import get_data_large_uploads_id, post_data_large_uploads
from edge_vision.openapi.models.create_large_upload import CreateLargeUpload
from edge_vision.openapi.api.projects import post_data_projects
from edge_vision.openapi.models.create_project import CreateProject

#: The part size the test API is started with (test/clients/python.test.ts): S3's least, 5 MiB.
PART_BYTES = 5 * 1024 * 1024


class PartDroppingProxy:
    """Forwards requests to the API; the first ``drops[n]`` requests for part ``n`` lose their connection."""

    def __init__(self, target: str, drops: dict[int, int]):
        self.target = target.rstrip("/")
        self.drops = dict(drops)
        self.parts_seen: list[int] = []
        self.lock = threading.Lock()
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                self.forward()

            def do_POST(self) -> None:
                self.forward()

            def do_PUT(self) -> None:
                self.forward()

            def forward(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                if "/parts/" in self.path:
                    number = int(self.path.rsplit("/", 1)[1])
                    with proxy.lock:
                        proxy.parts_seen.append(number)
                        drop = proxy.drops.get(number, 0) > 0
                        if drop:
                            proxy.drops[number] -= 1
                    if drop:
                        self.close_connection = True
                        self.connection.close()  # no answer at all: the client sees the connection drop
                        return
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length")}
                upstream = httpx.request(
                    self.command, proxy.target + self.path, headers=headers, content=body, timeout=60
                )
                self.send_response(upstream.status_code)
                self.send_header("content-type", upstream.headers.get("content-type", "application/json"))
                self.send_header("content-length", str(len(upstream.content)))
                self.end_headers()
                self.wfile.write(upstream.content)

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def through_proxy(client: EdgeVision, api_url: str):
    origin = urlparse(api_url)
    proxies: list[PartDroppingProxy] = []

    def make(drops: dict[int, int]) -> tuple[EdgeVision, PartDroppingProxy]:
        proxy = PartDroppingProxy(f"{origin.scheme}://{origin.netloc}", drops)
        proxies.append(proxy)
        return EdgeVision(proxy.url + origin.path, client._current_token()), proxy

    yield make
    for proxy in proxies:
        proxy.close()


def noise_png(side: int) -> bytes:
    """A real PNG of random pixels: it does not compress, so a few make an archive of several parts."""
    raw = b"".join(b"\x00" + os.urandom(side * 3) for _ in range(side))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")


@pytest.fixture(scope="module")
def yolo_zip(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A YOLO archive of three labelled images, about 11 MB: three parts of 5 MiB."""
    path = tmp_path_factory.mktemp("imports") / "yolo.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("data.yaml", "names: [crate]\n")
        for i in range(3):
            archive.writestr(f"images/train/noise-{i}.png", noise_png(1100), compress_type=zipfile.ZIP_STORED)
            archive.writestr(f"labels/train/noise-{i}.txt", "0 0.5 0.5 0.2 0.2\n")
    assert path.stat().st_size > 2 * PART_BYTES
    return path


def new_project(client: EdgeVision, name: str) -> int:
    return client.call(post_data_projects, body=CreateProject(name=name, project_type="object_detection")).id


def test_an_import_is_sent_in_parts_and_a_dropped_part_is_sent_again(through_proxy, client, yolo_zip: Path):
    flaky, proxy = through_proxy({2: 1})
    progress: list[tuple[int, int]] = []
    job = flaky.import_dataset(
        yolo_zip, new_project(client, "parts"), "yolo", on_upload=lambda sent, total: progress.append((sent, total))
    )
    assert job.status == "completed", job.error
    assert job.result.images_added == 3 and job.result.annotations_added == 3
    assert sorted(proxy.parts_seen) == [1, 2, 2, 3], "part 2 sent again after its connection dropped"
    size = yolo_zip.stat().st_size
    assert progress[-1] == (size, size)
    assert all(0 <= sent <= total == size for sent, total in progress)


def test_an_upload_that_stopped_resumes_with_only_the_missing_parts(through_proxy, client, yolo_zip: Path):
    dropping, _ = through_proxy({2: 99})
    with pytest.raises(PartialUploadError) as stopped:
        send_in_parts(dropping, yolo_zip, retries=0)
    upload_id = stopped.value.upload_id
    left = client.call(get_data_large_uploads_id, id=UUID(upload_id))
    assert sorted(left.parts_received) == [1, 3] and left.status == "open"

    counting, proxy = through_proxy({})
    job = counting.import_dataset(yolo_zip, new_project(client, "resumed"), "yolo", resume=upload_id)
    assert job.status == "completed", job.error
    assert job.result.images_added == 3
    assert proxy.parts_seen == [2], "only the part that had not arrived"


def test_resuming_with_another_file_is_refused_before_anything_is_sent(client, yolo_zip: Path, tmp_path: Path):
    size = yolo_zip.stat().st_size
    upload = client.call(post_data_large_uploads, body=CreateLargeUpload(filename=yolo_zip.name, size_bytes=size))
    other = tmp_path / "other.zip"
    with zipfile.ZipFile(other, "w") as archive:
        archive.writestr("data.yaml", "names: [crate]\n")
    with pytest.raises(ValueError, match="not other.zip"):
        send_in_parts(client, other, resume=upload.id)
    assert client.call(get_data_large_uploads_id, id=UUID(upload.id)).parts_received == []
