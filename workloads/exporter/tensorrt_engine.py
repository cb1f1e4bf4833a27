"""TensorRT engines, built on the node's own GPU (an engine is tied to the GPU model and TensorRT
version that built it, which is why this format runs only on a GPU node: the API asks for one)."""

from __future__ import annotations

import shutil
from pathlib import Path

from workloads.common.errors import WorkloadError


def to_tensorrt(source: Path, out: Path, precision: str, imgsz: int, task: str = "detect") -> Path:
    """Builds `out/model.engine` from the trainer's weights with Ultralytics' exporter, which
    embeds the class names and input size Ultralytics' validator reads back."""
    if source.suffix != ".pt":
        raise WorkloadError(
            "FormatUnsupported",
            "TensorRT engines are built from a trained model's PyTorch weights; "
            "this model version has only an ONNX file",
        )
    try:
        import tensorrt  # noqa: F401 - only the CUDA images carry it (workloads/requirements-cuda.txt)
    except ImportError as err:
        raise WorkloadError(
            "FormatUnsupported", "This exporter image has no TensorRT; use the CUDA variant (VARIANT=cuda)"
        ) from err
    from ultralytics import YOLO

    built = Path(YOLO(str(source), task=task).export(format="engine", half=precision == "fp16", imgsz=imgsz, device=0))
    engine = out / "model.engine"
    shutil.move(str(built), engine)
    return engine
