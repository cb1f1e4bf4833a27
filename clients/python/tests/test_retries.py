"""Folder uploads retry answers that say "try again": a proxy in front of the real API answers the
first uploads 503 SERVICE_UNAVAILABLE (as the API does while its object store is down) and passes
everything else through."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlparse

import httpx
import pytest
from edge_vision import EdgeVision, ServiceUnavailableError
from edge_vision.openapi.api.projects import post_data_projects
from edge_vision.openapi.models.create_project import CreateProject

from .conftest import image_folder


class FlakyProxy:
    def __init__(self, target: str, failures: int):
        self.target = target.rstrip("/")
        self.failures = failures
        self.refused = 0
        self.lock = threading.Lock()
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self.forward()

            def do_POST(self) -> None:
                self.forward()

            def forward(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                if self.path.endswith("/data/images/upload"):
                    with proxy.lock:
                        refuse = proxy.refused < proxy.failures
                        proxy.refused += refuse
                    if refuse:
                        payload = json.dumps(
                            {
                                "success": False,
                                "data": None,
                                "error": {
                                    "code": "SERVICE_UNAVAILABLE",
                                    "message": "Object store unreachable",
                                    "details": "",
                                },
                            }
                        ).encode()
                        self.send_response(503)
                        self.send_header("content-type", "application/json")
                        self.send_header("content-length", str(len(payload)))
                        self.end_headers()
                        self.wfile.write(payload)
                        return
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length")}
                upstream = httpx.request(
                    self.command, proxy.target + self.path, headers=headers, content=body, timeout=60
                )
                self.send_response(upstream.status_code)
                for key in ("content-type", "retry-after"):
                    if key in upstream.headers:
                        self.send_header(key, upstream.headers[key])
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
    proxies: list[FlakyProxy] = []

    def make(failures: int) -> EdgeVision:
        proxy = FlakyProxy(f"{origin.scheme}://{origin.netloc}", failures)
        proxies.append(proxy)
        flaky = EdgeVision(proxy.url + origin.path, client._current_token())
        flaky.device_key = client.device_key
        return flaky

    yield make
    for proxy in proxies:
        proxy.close()


def test_uploads_answered_503_are_retried_until_they_succeed(through_proxy, client: EdgeVision, tmp_path: Path):
    project = client.call(post_data_projects, body=CreateProject(name="retries", project_type="classification"))
    flaky = through_proxy(failures=2)
    report = flaky.upload_folder(image_folder(tmp_path, 3, seed=21), project.id, concurrency=1, retries=3)
    assert report.ok and len(report.uploaded) == 3
    assert sorted(r.attempts for r in report.uploaded) == [1, 1, 3]
    assert len(list(client.images(project_id=project.id))) == 3  # each image stored once


def test_without_retries_left_the_file_fails_with_the_typed_error(through_proxy, tmp_path: Path):
    flaky = through_proxy(failures=1)
    report = flaky.upload_folder(image_folder(tmp_path, 2, seed=22), concurrency=1, retries=0)
    assert len(report.uploaded) == 1 and len(report.failed) == 1
    assert isinstance(report.failed[0].error, ServiceUnavailableError)
    assert report.failed[0].attempts == 1
