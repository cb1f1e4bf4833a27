"""The package builds into a wheel that installs the `edge-vision` command and the generated code."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import edge_vision

PACKAGE = Path(__file__).resolve().parents[1]


def test_wheel_installs_a_working_cli(tmp_path: Path):
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(PACKAGE),
        ],
        check=True,
    )
    (wheel,) = tmp_path.glob("edge_vision-*.whl")
    assert wheel.name == f"edge_vision-{edge_vision.__version__}-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    assert "edge_vision/openapi/api/projects/post_data_projects.py" in names
    assert not any("tests/" in n for n in names)

    # Installed on its own (its dependencies come from this venv), the CLI runs from the wheel's code.
    target = tmp_path / "installed"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)], check=True
    )
    assert (target / "bin" / "edge-vision").is_file()
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import edge_vision, edge_vision.cli as c; print(edge_vision.__file__); c.main(['--version'])",
        ],
        capture_output=True,
        text=True,
        check=False,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(target)},
    )
    assert result.returncode == 0, result.stderr
    where, version = result.stdout.strip().splitlines()
    assert where.startswith(str(target))
    assert version == f"edge-vision {edge_vision.__version__}"
