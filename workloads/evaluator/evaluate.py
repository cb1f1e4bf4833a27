"""Evaluation: run the model on every image of one split of the dataset archive and upload what
it predicted (boxes or tags, with scores; segment: each instance's outline too) as a Predictions
JSON file. The API matches them to the
version's labels and computes every figure (api/modules/ml/evaluation/), so this decides nothing
itself: a figure means the same whichever program ran the model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from workloads.common import dataset as datasets
from workloads.common.config import json_env
from workloads.common.errors import WorkloadError
from workloads.common.report import Reporter
from workloads.common.transfer import download, upload
from workloads.common.urls import JobUrls
from workloads.common.yolo_onnx import record_onnx

MAX_MODEL_BYTES = 2 * 1024**3
MAX_ARCHIVE_BYTES = 20 * 1024**3
# Low enough that the PR curves reach their end; NMS as Ultralytics validates.
CONFIDENCE = 0.001
NMS_IOU = 0.7
MAX_DETECTIONS = 100
TOP_TAGS = 5
# An instance's outline: simplified (Douglas-Peucker) from 1/500 of the image, about a pixel at
# 640 px, coarser until it fits the contract's MAX_POLYGON_POINTS; 4 decimals (0.06 px at 640).
MAX_POLYGON_POINTS = 100
POLYGON_TOLERANCE = 0.002


def preload() -> None:
    import ultralytics  # noqa: F401


def split_images(root: Path, split: str, task: str) -> dict[str, Path]:
    """The split's images by file name: `images/<split>/` of a YOLO archive, or `<split>/<class>/`
    of a classification one (an image filed under several classes has one name, evaluated once)."""
    folder = root / split if task == "classify" else root / "images" / split
    found: dict[str, Path] = {}
    for path in sorted(folder.rglob("*")) if folder.is_dir() else []:
        if path.is_file() and path.suffix.lower() in datasets.IMAGE_SUFFIXES:
            datasets.verify_image(path, str(path.relative_to(root)))
            found.setdefault(path.name, path)
    return found


def _figure(value: float) -> float:
    return round(float(value), 6)


def outline_of(points: Any) -> list[float] | None:
    """A mask's contour (N x 2 fractions of the image, as Ultralytics' `masks.xyn`) as the
    contract's flat x, y, ... list of at most MAX_POLYGON_POINTS points; None when it has fewer
    than 3 (an empty mask, which matches nothing)."""
    import cv2
    import numpy as np

    contour = np.asarray(points, dtype=np.float32).reshape(-1, 1, 2)
    if len(contour) < 3:
        return None
    tolerance = POLYGON_TOLERANCE
    simplified = cv2.approxPolyDP(contour, tolerance, True)
    while len(simplified) > MAX_POLYGON_POINTS:
        tolerance *= 2
        simplified = cv2.approxPolyDP(contour, tolerance, True)
    if len(simplified) < 3:
        return None
    return [round(min(1.0, max(0.0, float(v))), 4) for v in simplified.reshape(-1)]


def predictions_of(result: Any, task: str, classes: int) -> dict[str, Any]:
    """One Ultralytics result as the Predictions body's image entry (without its file name)."""
    if task == "classify":
        top = [int(i) for i in result.probs.top5][:TOP_TAGS]
        scores = [float(s) for s in result.probs.top5conf][:TOP_TAGS]
        return {"tags": [{"class_index": i, "score": _figure(s)} for i, s in zip(top, scores, strict=True)]}
    boxes = []
    count = len(result.boxes)
    # One contour per box, in the boxes' order; none when the model has no mask head.
    contours = result.masks.xyn if task == "segment" and result.masks is not None else [None] * count
    if len(contours) != count:
        raise WorkloadError("ModelInvalid", f"The model gave {len(contours)} masks for {count} instances")
    for (x1, y1, x2, y2), cls, score, contour in zip(
        result.boxes.xyxyn.tolist(), result.boxes.cls.tolist(), result.boxes.conf.tolist(), contours, strict=True
    ):
        if int(cls) >= classes:
            raise WorkloadError("ModelInvalid", f"The model predicted class {int(cls)}; it has {classes} classes")
        polygon = outline_of(contour) if contour is not None else None
        boxes.append(
            {
                "class_index": int(cls),
                "score": _figure(min(1.0, max(0.0, score))),
                **{k: _figure(v) for k, v in (("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2))},
                **({"polygon": polygon} if polygon is not None else {}),
            }
        )
    return {"boxes": boxes}


def evaluate(config: dict[str, str], reporter: Reporter, urls: JobUrls, work: Path) -> dict[str, Any]:
    task, split, imgsz = config["TASK"], config["SPLIT"], int(config["IMAGE_SIZE"])
    names = [str(n) for n in json_env(config, "CLASS_NAMES", list, [])]
    file_name = config["MODEL_FILE_NAME"]
    if Path(file_name).suffix not in (".pt", ".onnx") or Path(file_name).name != file_name:
        raise WorkloadError("ConfigInvalid", f"MODEL_FILE_NAME must be a .pt or .onnx file name, not {file_name!r}")

    reporter.set_state(0.02, "Downloading the model and the dataset")
    (work / "model").mkdir()
    model_path = work / "model" / file_name
    download(urls.fresh("MODEL_URL"), model_path, what="model", reason="ModelUnavailable", max_bytes=MAX_MODEL_BYTES)
    archive = work / "dataset.zip"
    download(
        urls.fresh("DATASET_URL"), archive, what="dataset archive", reason="DatasetInvalid", max_bytes=MAX_ARCHIVE_BYTES
    )
    datasets.unpack(archive, work / "dataset")
    archive.unlink()
    images = split_images(work / "dataset", split, task)
    if not images:
        raise WorkloadError("DatasetInvalid", f"The {split} split of the archive has no images")

    reporter.set_state(0.1, f"Running the model on {len(images)} {split} images")
    if model_path.suffix == ".onnx":
        # An uploaded model may come from any tool: run it as its record (task, names, size) says.
        model_path, imgsz = record_onnx(model_path, work / "model" / "recorded.onnx", task, names, imgsz)
    from ultralytics import YOLO

    model = YOLO(str(model_path), task=task)
    entries: list[dict[str, Any]] = []
    for done, (name, path) in enumerate(images.items(), start=1):
        [result] = model.predict(
            str(path),
            imgsz=imgsz,
            conf=CONFIDENCE,
            iou=NMS_IOU,
            max_det=MAX_DETECTIONS,
            device="cpu",
            verbose=False,
        )
        entries.append({"file": name, **predictions_of(result, task, len(names) or 10**6)})
        reporter.set_state(0.1 + 0.8 * done / len(images), f"Ran the model on {done} of {len(images)} images")

    reporter.set_state(0.95, "Uploading the predictions")
    predictions = work / "predictions.json"
    predictions.write_text(json.dumps({"images": entries}, separators=(",", ":")), encoding="utf-8")
    return {"artifacts": {"predictions": upload(urls.fresh("PREDICTIONS_UPLOAD_URL"), predictions, what="predictions")}}
