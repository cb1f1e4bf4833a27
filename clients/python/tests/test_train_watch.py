"""`edge-vision train --watch` and `jobs watch` on a training job: one line per epoch, warnings once."""

from __future__ import annotations

import os
import subprocess
import sys

from edge_vision.cli import parser
from edge_vision.progress import epoch_line, unseen_epochs

from .conftest import env


def test_an_epoch_line_puts_accuracy_before_the_losses_and_aligns_the_count():
    line = epoch_line(3, 100, {"box_loss": 1.23456, "map50": 0.5, "cls_loss": 2.0, "map50_95": 0.25})
    assert line == "epoch   3/100  map50 0.5000  map50_95 0.2500  box_loss 1.2346  cls_loss 2.0000"


def test_only_epochs_after_the_last_shown_are_shown_in_order():
    reported = [{"epoch": 3}, {"epoch": 1}, {"epoch": 2}, {"epoch": 4}]
    assert [e["epoch"] for e in unseen_epochs(reported, 2)] == [3, 4]
    assert unseen_epochs(reported, 4) == []


def test_train_takes_watch_and_export_offers_only_what_an_exporter_produces():
    args = parser().parse_args(["train", "--project", "1", "--dataset-version", "2", "--watch"])
    assert args.watch is True
    export = parser().parse_args(["export", "--model-version", "1", "--format", "openvino"])
    assert export.format == "openvino"
    refused = subprocess.run(
        [sys.executable, "-m", "edge_vision", "export", "--model-version", "1", "--format", "tflite"],
        capture_output=True,
        text=True,
    )
    assert refused.returncode == 2
    assert "invalid choice: 'tflite'" in refused.stderr
    assert [name for name in ("onnx", "openvino", "tensorrt", "hailo") if name in refused.stderr] == [
        "onnx",
        "openvino",
        "tensorrt",
    ]


def test_watching_a_training_job_prints_each_epoch_its_warning_and_how_it_ended(api_url: str, tmp_path):
    job_id = env("EDGE_VISION_TRAINING_JOB")
    environment = {
        **os.environ,
        "EDGE_VISION_CONFIG_DIR": str(tmp_path),
        "EDGE_VISION_TOKEN": env("EDGE_VISION_TEST_TOKEN"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "edge_vision", "--api", api_url, "jobs", "watch", job_id],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "epoch 1/3  map50 0.0000  box_loss 2.5000",
        "epoch 2/3  map50 0.0000  box_loss 2.0000",
        "epoch 3/3  map50 0.0000  box_loss 1.5000",
        "warning: mAP50 has been 0 on all 3 epochs so far",
        f"Training job {job_id} Succeeded.",
    ]
