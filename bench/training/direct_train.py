"""The training bench's direct baseline: the trainer's Ultralytics run with nothing around it.

    python bench/training/direct_train.py ARCHIVE WORKDIR EPOCHS IMGSZ BATCH [FORMAT ...]

Unpacks the platform's YOLO archive, writes the dataset.yaml the trainer writes, and trains
yolov8n.yaml from scratch with the arguments workloads/trainer/train.py gives on a CPU (no
reports, no checkpoint uploads, no ONNX export, no uploads). Then exports the best weights to
each FORMAT (onnx, openvino, openvino-int8) with Ultralytics' own model.export. Prints
"BENCH <json>" lines of wall times in seconds: one when training is done, one after the exports.
"""

from __future__ import annotations

import json
import os
import sys
import time
import zipfile
from pathlib import Path

STARTED = time.monotonic()


def dataset_yaml(root: Path) -> Path:
    import yaml

    names = yaml.safe_load((root / "data.yaml").read_text(encoding="utf-8"))["names"]
    if isinstance(names, dict):
        names = [names[k] for k in sorted(names)]
    has_val = any((root / "images" / "val").glob("*"))
    val = "val" if has_val else "train"
    spec = {"path": str(root), "train": "images/train", "val": f"images/{val}", "nc": len(names), "names": names}
    path = root / "dataset.yaml"
    path.write_text(yaml.safe_dump(spec), encoding="utf-8")
    return path


def main() -> None:
    archive, work = Path(sys.argv[1]), Path(sys.argv[2])
    epochs, imgsz, batch = (int(v) for v in sys.argv[3:6])
    formats = sys.argv[6:]
    # The same offline settings the workloads set before importing Ultralytics.
    os.environ.setdefault("YOLO_OFFLINE", "True")
    os.environ.setdefault("YOLO_AUTOINSTALL", "False")
    os.environ.setdefault("YOLO_CONFIG_DIR", str(work / "ultralytics-settings"))
    os.environ.setdefault("MPLBACKEND", "Agg")
    os.environ.setdefault("MPLCONFIGDIR", str(work / "matplotlib"))
    with zipfile.ZipFile(archive) as z:
        z.extractall(work / "dataset")
    data = dataset_yaml(work / "dataset")

    from ultralytics import YOLO

    imported = time.monotonic()
    model = YOLO("yolov8n.yaml", task="detect")

    def on_fit_epoch_end(trainer: object) -> None:
        epoch = trainer.epoch + 1  # type: ignore[attr-defined]
        if epoch <= epochs:  # not the extra call after validating best.pt
            print("BENCH " + json.dumps({"epoch": epoch}), flush=True)

    model.add_callback("on_fit_epoch_end", on_fit_epoch_end)
    model.train(
        amp=False,
        data=str(data),
        epochs=epochs,
        imgsz=imgsz,
        batch=batch,
        device="cpu",
        workers=0,
        plots=False,
        project=str(work / "runs"),
        name="train",
        exist_ok=True,
        verbose=True,
    )
    trained = time.monotonic()
    # The bench stops the training clock when this line arrives.
    print("BENCH " + json.dumps({"trained": {"import_s": imported - STARTED, "train_s": trained - imported}}), flush=True)
    best = Path(model.trainer.best) if Path(model.trainer.best).is_file() else Path(model.trainer.last)
    exports: dict[str, float] = {}
    for fmt in formats:
        began = time.monotonic()
        options = {"format": "openvino", "int8": True, "data": str(data)} if fmt == "openvino-int8" else {"format": fmt}
        YOLO(str(best)).export(imgsz=imgsz, device="cpu", **options)
        exports[fmt] = time.monotonic() - began
    print("BENCH " + json.dumps({"exports_s": exports}), flush=True)


if __name__ == "__main__":
    main()
