"""Export: the source model (best.pt or model.onnx) -> FORMAT at PRECISION, validated on the
dataset's val split next to the source model so a user sees what the conversion cost."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

from workloads.common import dataset as datasets
from workloads.common.classify_dataset import load_classification
from workloads.common.config import json_env
from workloads.common.errors import WorkloadError
from workloads.common.log import log
from workloads.common.report import Reporter
from workloads.common.transfer import download, upload
from workloads.common.urls import JobUrls
from workloads.common.yolo_onnx import export_onnx, input_size, record_onnx, slim_onnx
from workloads.exporter.openvino_ir import to_openvino
from workloads.exporter.tensorrt_engine import to_tensorrt
from workloads.exporter.validate import validate

FORMATS_FILE = Path(__file__).resolve().parent / "formats.json"
MAX_MODEL_BYTES = 2 * 1024**3
MAX_ARCHIVE_BYTES = 20 * 1024**3


def formats() -> dict[str, dict[str, Any]]:
    with open(FORMATS_FILE, encoding="utf-8") as f:
        found: dict[str, dict[str, Any]] = json.load(f)["formats"]
    return found


def check_request(fmt: str, precision: str, has_calibration: bool) -> dict[str, Any]:
    known = formats()
    spec = known.get(fmt)
    offered = "; ".join(f"{name}: {', '.join(s['precisions'])}" for name, s in known.items())
    if spec is None or precision not in spec["precisions"]:
        raise WorkloadError("FormatUnsupported", f"This exporter cannot produce {fmt} {precision}; it offers {offered}")
    if spec.get("needs_gpu"):
        import torch

        if not torch.cuda.is_available():
            raise WorkloadError("GpuUnavailable", f"{fmt} needs a GPU and this node has none")
    if precision in spec.get("needs_calibration", []) and not has_calibration:
        raise WorkloadError("ConfigInvalid", f"{fmt} {precision} needs calibration images (CALIBRATION_URL)")
    return spec


def _zip_folder(folder: Path, dest: Path) -> Path:
    with zipfile.ZipFile(dest, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                z.write(path, str(path.relative_to(folder.parent)))
    return dest


def source_onnx(
    source: Path, out: Path, imgsz: int, names: list[str], reporter: Reporter, task: str
) -> tuple[Path, int]:
    """The source model as a simplified ONNX file, and the input size the export will have."""
    if source.suffix == ".pt":
        return export_onnx(source, imgsz, len(names) or None, task), imgsz
    onnx_path = slim_onnx(source, out / "source-slim.onnx", task)
    fixed = input_size(onnx_path)
    if fixed and fixed != imgsz:
        # A static ONNX model cannot be resized; its own size is what it was trained for.
        reporter.send({"message": f"The source ONNX takes {fixed} px input; exporting at {fixed}, not {imgsz}"})
        return onnx_path, fixed
    return onnx_path, imgsz


def export(config: dict[str, str], reporter: Reporter, urls: JobUrls, work: Path) -> dict[str, Any]:
    fmt, precision, imgsz = config["FORMAT"], config["PRECISION"], int(config["IMAGE_SIZE"])
    task = config.get("TASK", "detect")
    names = [str(n) for n in json_env(config, "CLASS_NAMES", list, [])]
    file_name = config["MODEL_FILE_NAME"]
    if Path(file_name).suffix not in (".pt", ".onnx") or Path(file_name).name != file_name:
        raise WorkloadError("ConfigInvalid", f"MODEL_FILE_NAME must be a .pt or .onnx file name, not {file_name!r}")
    check_request(fmt, precision, urls.has("CALIBRATION_URL"))

    reporter.set_state(0.02, "Downloading the model")
    source_dir = work / "source"
    source_dir.mkdir()
    source = source_dir / file_name
    download(urls.fresh("MODEL_URL"), source, what="source model", reason="ModelUnavailable", max_bytes=MAX_MODEL_BYTES)
    if source.suffix == ".onnx":
        # An uploaded model may come from any tool: converted and validated as its record says,
        # and the export carries the record's task, names and size for whoever runs it.
        source, _ = record_onnx(source, source_dir / "recorded.onnx", task, names, imgsz)

    calibration: list[Path] = []
    if precision == "int8" and urls.has("CALIBRATION_URL"):
        reporter.set_state(0.1, "Downloading the calibration images")
        archive = work / "calibration.zip"
        download(
            urls.fresh("CALIBRATION_URL"),
            archive,
            what="calibration archive",
            reason="CalibrationInvalid",
            max_bytes=MAX_ARCHIVE_BYTES,
        )
        datasets.unpack(archive, work / "calibration", reason="CalibrationInvalid", what="calibration archive")
        calibration = sorted(
            # images/<split>/ of a YOLO archive, <split>/<class>/ of a classification one
            p
            for p in (work / "calibration").rglob("*")
            if p.suffix.lower() in datasets.IMAGE_SUFFIXES
        )

    reporter.set_state(0.2, f"Converting to {fmt} {precision}")
    out = work / "out"
    out.mkdir()
    if fmt == "tensorrt":
        # Ultralytics' engine export makes its own ONNX, on the GPU the engine is built for.
        exported = validate_path = to_tensorrt(source, out, precision, imgsz, task)
    else:
        onnx_path, imgsz = source_onnx(source, out, imgsz, names, reporter, task)
        if fmt == "onnx":
            exported = validate_path = out / "model.onnx"
            shutil.copyfile(onnx_path, exported)
        elif fmt == "openvino":
            validate_path = to_openvino(onnx_path, out, precision, imgsz, names, calibration, task)
            exported = _zip_folder(validate_path, out / "model_openvino_model.zip")
        else:  # formats.json lists it but nothing here produces it
            raise WorkloadError("FormatUnsupported", f"This exporter has no converter for {fmt}")

    result: dict[str, Any] = {"progress": 1.0}
    if urls.has("VALIDATION_DATASET_URL"):
        reporter.set_state(0.6, "Validating the export and the source model on the val split")
        archive = work / "validation.zip"
        download(
            urls.fresh("VALIDATION_DATASET_URL"),
            archive,
            what="validation dataset",
            reason="DatasetUnavailable",
            max_bytes=MAX_ARCHIVE_BYTES,
        )
        datasets.unpack(archive, work / "validation")
        if task == "classify":
            data = load_classification(work / "validation", need_train=False, verify_images=False)
        else:
            data = datasets.load(work / "validation", need_train=False, verify_images=False, segment=task == "segment")
        src = validate(source, data.yaml_path, imgsz, task)
        exp = validate(validate_path, data.yaml_path, imgsz, task)
        result["metrics"] = {
            **{f"source_{name}": value for name, value in src.items()},
            **{f"export_{name}": value for name, value in exp.items()},
        }
        log.info("validation: source %s, export %s", src, exp)

    reporter.set_state(0.9, "Uploading the export")
    result["artifacts"] = {"exported": upload(urls.fresh("ARTIFACT_UPLOAD_URL"), exported, what=f"{fmt} export")}
    return result
