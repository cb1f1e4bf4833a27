"""Unpacking refuses archives whose entries would land outside the target folder (zip slip)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from edge_vision.datasets import unpack
from edge_vision.errors import EdgeVisionError


@pytest.mark.parametrize("name", ["../escaped.txt", "labels/../../escaped.txt", "/tmp/escaped-absolute.txt"])
def test_an_entry_outside_the_folder_is_refused_and_nothing_escapes(tmp_path: Path, name: str):
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("data.yaml", "names: []\n")
        zf.writestr(name, "gotcha")
    dest = tmp_path / "out" / "dataset"
    with pytest.raises(EdgeVisionError, match="outside the folder"):
        unpack(archive, dest)
    assert not (tmp_path / "out" / "escaped.txt").exists()
    assert not (tmp_path / "escaped.txt").exists()
    assert not Path("/tmp/escaped-absolute.txt").exists()


def test_a_normal_archive_unpacks_with_its_folders(tmp_path: Path):
    archive = tmp_path / "ok.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("images/train/", "")
        zf.writestr("images/train/1.png", b"\x89PNG")
        zf.writestr("labels/train/1.txt", "0 0.5 0.5 0.1 0.1\n")
    dest = unpack(archive, tmp_path / "ds")
    assert (dest / "images" / "train" / "1.png").read_bytes() == b"\x89PNG"
    assert (dest / "labels" / "train" / "1.txt").read_text().startswith("0 ")
