"""OpenVINO IR from the ONNX model: FP32, FP16 (compressed weights) or INT8 (NNCF post-training
quantization on the platform's calibration images). Written as an Ultralytics-style
`model_openvino_model/` folder (model.xml, model.bin, metadata.yaml) that Ultralytics and
OpenVINO load as is; uploaded as one zip of that folder."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import yaml

from workloads.common.errors import WorkloadError
from workloads.common.log import log

MAX_CALIBRATION_IMAGES = 300


def letterbox(path: Path, size: int) -> np.ndarray:
    """What Ultralytics feeds a static model: resized into size x size keeping the aspect ratio,
    padded with grey 114 around the centre, RGB, NCHW float32 in 0..1."""
    import cv2

    image = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if image is None:
        raise WorkloadError("CalibrationInvalid", f"{path.name} is not a readable image")
    h, w = image.shape[:2]
    r = min(size / h, size / w)
    nh, nw = round(h * r), round(w * r)
    resized = cv2.resize(image, (nw, nh), interpolation=cv2.INTER_LINEAR) if (nh, nw) != (h, w) else image
    canvas = np.full((size, size, 3), 114, dtype=np.uint8)
    top, left = (size - nh) // 2, (size - nw) // 2
    canvas[top : top + nh, left : left + nw] = resized
    rgb = canvas[:, :, ::-1].transpose(2, 0, 1)
    return np.ascontiguousarray(rgb, dtype=np.float32)[None] / 255.0


def to_openvino(
    onnx_path: Path,
    out_dir: Path,
    precision: str,
    imgsz: int,
    names: list[str],
    calibration: list[Path],
    task: str = "detect",
) -> Path:
    import openvino as ov

    model = ov.convert_model(str(onnx_path))
    if precision == "int8":
        import nncf

        if not calibration:
            raise WorkloadError("CalibrationInvalid", "The calibration archive has no images")
        images = calibration[:MAX_CALIBRATION_IMAGES]
        log.info("quantizing to INT8 on %d calibration images", len(images))
        # The box decoding of the head (DFL, anchors, strides) stays in float: quantizing it
        # moves every box, which costs far more mAP than it saves time.
        ignored = nncf.IgnoredScope(
            patterns=[r".*/dfl/.*", r".*/model\.\d+/(Add|Sub|Mul|Div|Concat|Sigmoid|Split|Slice)[_0-9]*$"],
            types=["Sigmoid"],
            validate=False,
        )
        model = nncf.quantize(
            model,
            nncf.Dataset(images, lambda p: letterbox(p, imgsz)),
            preset=nncf.QuantizationPreset.MIXED,
            subset_size=len(images),
            ignored_scope=ignored,
        )
    folder = out_dir / "model_openvino_model"
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    ov.save_model(model, str(folder / "model.xml"), compress_to_fp16=precision == "fp16")
    metadata = {
        "description": f"Edge Vision export, OpenVINO {precision.upper()}",
        "task": task,
        "stride": 1 if task == "classify" else 32,
        "batch": 1,
        "imgsz": [imgsz, imgsz],
        "names": dict(enumerate(names)),
        "args": {"int8": precision == "int8", "half": precision == "fp16"},
    }
    (folder / "metadata.yaml").write_text(yaml.safe_dump(metadata, sort_keys=False), encoding="utf-8")
    return folder
