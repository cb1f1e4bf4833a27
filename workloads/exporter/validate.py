"""mAP of a model (PyTorch, ONNX, an OpenVINO folder or a TensorRT engine) on a dataset's val split, with Ultralytics'
own validator, so the source and the export are measured the same way."""

from __future__ import annotations

import math
from pathlib import Path


def validate(model_path: Path, data_yaml: Path, imgsz: int) -> dict[str, float]:
    from ultralytics import YOLO

    model = YOLO(str(model_path), task="detect")
    metrics = model.val(
        data=str(data_yaml),
        imgsz=imgsz,
        batch=1,
        device=0 if model_path.suffix == ".engine" else "cpu",  # an engine runs only on its GPU
        plots=False,
        workers=0,
        split="val",
        verbose=False,
        project=str(data_yaml.parent / "val-runs"),
        exist_ok=True,
    )
    box = metrics.box
    return {
        "map50": round(float(box.map50), 6) if math.isfinite(box.map50) else 0.0,
        "map50_95": round(float(box.map), 6) if math.isfinite(box.map) else 0.0,
    }
