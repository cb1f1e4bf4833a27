"""Training: dataset -> checks -> Ultralytics train (resuming a checkpoint) -> weights + ONNX.

Reports after every epoch, a heartbeat while one runs, a checkpoint every CHECKPOINT_EVERY epochs
(a retried pod resumes from it), and at the end the artifacts with their sizes and sha256.
"""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from workloads.common import dataset as datasets
from workloads.common import safe_load
from workloads.common.classify_dataset import load_classification
from workloads.common.config import json_env
from workloads.common.errors import WorkloadError
from workloads.common.log import log
from workloads.common.report import Reporter
from workloads.common.tasks import EPOCH_FIGURES, HEADLINE
from workloads.common.transfer import download, upload
from workloads.common.urls import JobUrls
from workloads.common.yolo_onnx import export_onnx
from workloads.trainer.base_model import check_task, resolve
from workloads.trainer.checkpoint import CheckpointUploader, prepare_resume

MAX_DATASET_BYTES = 20 * 1024**3
MAX_CHECKPOINT_BYTES = 4 * 1024**3

# Training arguments a job may set through HYPERPARAMETERS; the rest (data, device, paths, plots,
# workers, epochs, imgsz, batch) belong to the platform.
ALLOWED = {
    "lr0",
    "lrf",
    "momentum",
    "weight_decay",
    "warmup_epochs",
    "warmup_momentum",
    "warmup_bias_lr",
    "optimizer",
    "cos_lr",
    "patience",
    "seed",
    "deterministic",
    "single_cls",
    "rect",
    "freeze",
    "dropout",
    "nbs",
    "fraction",
    "cache",
    "amp",
    "close_mosaic",
    "multi_scale",
    "box",
    "cls",
    "dfl",
    "hsv_h",
    "hsv_s",
    "hsv_v",
    "degrees",
    "translate",
    "scale",
    "shear",
    "perspective",
    "flipud",
    "fliplr",
    "bgr",
    "mosaic",
    "mixup",
    "cutmix",
    "copy_paste",
    "erasing",
    "overlap_mask",
    "mask_ratio",
}


def hyperparameters(config: dict[str, str]) -> dict[str, Any]:
    from ultralytics.cfg import DEFAULT_CFG_DICT

    given: dict[str, Any] = json_env(config, "HYPERPARAMETERS", dict, {})
    refused = sorted(k for k in given if k not in ALLOWED or k not in DEFAULT_CFG_DICT)
    if refused:
        raise WorkloadError(
            "ConfigInvalid",
            f"HYPERPARAMETERS may not set {', '.join(refused)}; allowed: {', '.join(sorted(ALLOWED))}",
        )
    return given


def figures(values: dict[str, Any], task: str = "detect") -> dict[str, float]:
    """The report's figures of `task` from Ultralytics' dict, without NaN/inf (not JSON)."""
    out: dict[str, float] = {}
    for key, name in EPOCH_FIGURES[task].items():
        if key in values:
            value = float(values[key])
            if math.isfinite(value):
                # Six significant digits, as Ultralytics' results.csv keeps them: an epoch re-sent
                # from a checkpoint's copy of that file then carries exactly the same figures.
                out[name] = float(f"{value:.6g}")
    return out


def preload() -> None:
    """What train() imports once the dataset is checked: about a second and a half of CPU that
    the runner spends in the background meanwhile (runner.preload_in_background)."""
    import torch  # noqa: F401
    from ultralytics import YOLO  # noqa: F401


def train(config: dict[str, str], reporter: Reporter, urls: JobUrls, work: Path) -> dict[str, Any]:
    epochs = int(config["EPOCHS"])
    imgsz = int(config["IMAGE_SIZE"])
    batch = int(config["BATCH_SIZE"])
    every = int(config["CHECKPOINT_EVERY"])
    task = config["TASK"]

    reporter.set_state(0.01, "Downloading the dataset")
    archive = work / "dataset.zip"
    download(
        urls.fresh("DATASET_URL"),
        archive,
        what="dataset archive",
        reason="DatasetUnavailable",
        max_bytes=MAX_DATASET_BYTES,
    )
    reporter.set_state(0.02, "Checking the dataset")
    datasets.unpack(archive, work / "dataset")
    archive.unlink()
    if task == "classify":
        data = load_classification(work / "dataset")
    else:
        data = datasets.load(work / "dataset", segment=task == "segment")
    names = data.names
    note = "" if data.count("val") else " (no val split: validating on train)"
    reporter.send(
        {
            "progress": 0.03,
            "class_names": names,
            "message": f"Dataset: {data.count('train')} train and {data.count('val')} val images, "
            f"{len(names)} classes{note}",
        }
    )

    extra = hyperparameters(config)
    import torch
    from ultralytics import YOLO

    # Every .pt the trainer loads (checkpoint, base model, hub download) goes through weights_only=True.
    safe_load.install()
    device = "0" if torch.cuda.is_available() else "cpu"
    args: dict[str, Any] = {
        "amp": device != "cpu",
        **extra,
        "data": str(data.yaml_path),
        "epochs": epochs,
        "imgsz": imgsz,
        "batch": batch,
        "device": device,
        "workers": 0,
        "plots": False,
        "project": str(work / "runs"),
        "name": "train",
        "exist_ok": True,
        "verbose": True,
    }

    checkpoint = work / "checkpoint.pt"
    resumed = download(
        urls.fresh("CHECKPOINT_URL"),
        checkpoint,
        what="checkpoint",
        reason="CheckpointUnavailable",
        max_bytes=MAX_CHECKPOINT_BYTES,
        allow_missing=True,
    )
    resume = prepare_resume(checkpoint, args, epochs) if resumed else None
    start_epoch = resume.epoch if resume else None
    if resume is not None:
        # The killed pod may have stored this checkpoint without getting its epoch's report out.
        report: dict[str, Any] = {"message": f"Resuming from the checkpoint after epoch {resume.epoch}"}
        if resume.last_epoch_values:
            metrics = figures(resume.last_epoch_values, task)
            report.update(epoch={"epoch": resume.epoch, "epochs": epochs, "metrics": metrics}, metrics=metrics)
        reporter.send(report)
        model = YOLO(str(checkpoint))
        train_kwargs: dict[str, Any] = {"resume": True}
    else:
        base_url = urls.fresh("BASE_MODEL_URL") if urls.has("BASE_MODEL_URL") else None
        base = resolve(config["BASE_MODEL"], base_url, work, config.get("BASE_MODEL_SHA256"))
        check_task(base, task, config["BASE_MODEL"])
        model = YOLO(base, task=task)
        train_kwargs = args

    state = {"batch": 0, "epoch": -1}
    checkpoints = CheckpointUploader(urls.fresh("CHECKPOINT_UPLOAD_URL"), reporter, work)

    def on_train_epoch_start(trainer: Any) -> None:
        state["batch"] = 0

    def on_train_epoch_end(trainer: Any) -> None:
        state["epoch"] = trainer.epoch

    def on_train_batch_end(trainer: Any) -> None:
        state["batch"] += 1
        batches = max(1, len(trainer.train_loader))
        done = trainer.epoch + min(1.0, state["batch"] / batches)
        reporter.set_state(
            0.05 + 0.85 * done / epochs, f"Epoch {trainer.epoch + 1}/{epochs}: batch {state['batch']}/{batches}"
        )

    def on_fit_epoch_end(trainer: Any) -> None:
        if trainer.epoch != state["epoch"]:
            return  # Ultralytics calls it once more after validating best.pt (final_eval), as epoch + 1
        state["epoch"] = -1
        epoch = trainer.epoch + 1
        values = {**trainer.label_loss_items(trainer.tloss, prefix="train"), **(trainer.metrics or {})}
        metrics = figures(values, task)
        headline, label = HEADLINE[task]
        report = {
            "progress": 0.05 + 0.85 * epoch / epochs,
            "message": f"Epoch {epoch}/{epochs} done: {label} {metrics.get(headline, 0):.3f}",
            "epoch": {"epoch": epoch, "epochs": epochs, "metrics": metrics},
            "metrics": metrics,
        }
        if epoch % every == 0 and epoch < epochs and Path(trainer.last).is_file():
            checkpoints.save_and_report(Path(trainer.last), epoch, report)
        else:
            reporter.post(report)

    model.add_callback("on_train_epoch_start", on_train_epoch_start)
    model.add_callback("on_train_batch_end", on_train_batch_end)
    model.add_callback("on_train_epoch_end", on_train_epoch_end)
    model.add_callback("on_fit_epoch_end", on_fit_epoch_end)
    log.info(
        "training %d epochs at %d px on %s%s",
        epochs,
        imgsz,
        device,
        f", resuming after epoch {start_epoch}" if start_epoch is not None else "",
    )
    model.train(**train_kwargs)
    checkpoints.wait()

    trainer = model.trainer
    best = Path(trainer.best) if Path(trainer.best).is_file() else Path(trainer.last)
    final = figures({**(trainer.metrics or {})}, task)
    reporter.set_state(0.92, "Exporting ONNX and uploading the weights")
    # The upload waits on the network and the export on the CPU: side by side they overlap.
    with ThreadPoolExecutor(max_workers=1) as pool:
        weights_upload = pool.submit(upload, urls.fresh("WEIGHTS_UPLOAD_URL"), best, what="weights")
        onnx_path = export_onnx(best, imgsz, len(names), task)
        reporter.set_state(0.96, "Uploading the ONNX model")
        onnx = upload(urls.fresh("ONNX_UPLOAD_URL"), onnx_path, what="ONNX model")
        weights = weights_upload.result()
    return {
        "progress": 1.0,
        "metrics": final,
        "class_names": names,
        "artifacts": {"weights": weights, "onnx": onnx},
    }
