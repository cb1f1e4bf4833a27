"""Figures of a model (PyTorch, ONNX, an OpenVINO folder or a TensorRT engine) on a dataset's val
split, with Ultralytics' own validator, so the source and the export are measured the same way:
box mAP (detect), box and mask mAP (segment), top-1 and top-5 accuracy (classify)."""

from __future__ import annotations

import math
from pathlib import Path


def _figure(value: float) -> float:
    return round(float(value), 6) if math.isfinite(value) else 0.0


def validate(model_path: Path, data: Path, imgsz: int, task: str = "detect") -> dict[str, float]:
    """`data` is the dataset.yaml of a detect or segment dataset, or a classify dataset's folder."""
    from ultralytics import YOLO

    model = YOLO(str(model_path), task=task)
    metrics = model.val(
        data=str(data),
        imgsz=imgsz,
        batch=1,
        device=0 if model_path.suffix == ".engine" else "cpu",  # an engine runs only on its GPU
        plots=False,
        workers=0,
        split="val",
        verbose=False,
        project=str(data.parent / "val-runs"),
        exist_ok=True,
    )
    if task == "classify":
        return {"top1": _figure(metrics.top1), "top5": _figure(metrics.top5)}
    out = {"map50": _figure(metrics.box.map50), "map50_95": _figure(metrics.box.map)}
    if task == "segment":
        out.update(mask_map50=_figure(metrics.seg.map50), mask_map50_95=_figure(metrics.seg.map))
    return out
