"""Fixtures for tests against a running API (test/clients/python.test.ts starts it and sets the env)."""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

import pytest

from edge_vision import EdgeVision


def env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.fail(f"{name} is not set: run these tests through `npm test -- test/clients/python.test.ts`")
    return value


def png(width: int, height: int, seed: int) -> bytes:
    """A real PNG (unique per seed) without any imaging library."""
    raw = b"".join(
        b"\x00"
        + b"".join(bytes(((x * 7 + y * 3 + seed * 31) % 256, (seed * 53) % 256, (x + y) % 256)) for x in range(width))
        for y in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def image_folder(root: Path, count: int, seed: int = 0) -> Path:
    folder = root / "images"
    (folder / "nested").mkdir(parents=True, exist_ok=True)
    for i in range(count):
        target = folder / ("nested" if i % 2 else "") / f"img-{seed}-{i}.png"
        target.write_bytes(png(32 + i, 24, seed * 100 + i))
    return folder


@pytest.fixture(scope="session")
def api_url() -> str:
    return env("EDGE_VISION_API")


@pytest.fixture(scope="session")
def client(api_url: str) -> EdgeVision:
    return EdgeVision(api_url, env("EDGE_VISION_TEST_TOKEN"))


@pytest.fixture(scope="session")
def other_client(api_url: str) -> EdgeVision:
    return EdgeVision(api_url, env("EDGE_VISION_OTHER_TOKEN"))
