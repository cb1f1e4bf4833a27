"""The three tasks the workloads know (contracts/workload-contract.ts TASKS): each one's report figures
and the ONNX layout its models have, so the trainer and the exporter agree on both."""

from __future__ import annotations

from typing import Any

TASKS = ("detect", "classify", "segment")

_BOX_FIGURES = {
    "train/box_loss": "box_loss",
    "train/cls_loss": "cls_loss",
    "train/dfl_loss": "dfl_loss",
    "metrics/precision(B)": "precision",
    "metrics/recall(B)": "recall",
    "metrics/mAP50(B)": "map50",
    "metrics/mAP50-95(B)": "map50_95",
    "val/box_loss": "val_box_loss",
    "val/cls_loss": "val_cls_loss",
    "val/dfl_loss": "val_dfl_loss",
}

# Ultralytics' names -> the report's names, per task.
EPOCH_FIGURES: dict[str, dict[str, str]] = {
    "detect": _BOX_FIGURES,
    "segment": {
        **_BOX_FIGURES,
        "train/seg_loss": "seg_loss",
        "val/seg_loss": "val_seg_loss",
        "metrics/precision(M)": "mask_precision",
        "metrics/recall(M)": "mask_recall",
        "metrics/mAP50(M)": "mask_map50",
        "metrics/mAP50-95(M)": "mask_map50_95",
    },
    "classify": {
        "train/loss": "loss",
        "val/loss": "val_loss",
        "metrics/accuracy_top1": "top1",
        "metrics/accuracy_top5": "top5",
    },
}

# The figure an epoch's message names, as (report name, label).
HEADLINE = {"detect": ("map50", "mAP50"), "segment": ("mask_map50", "mask mAP50"), "classify": ("top1", "top-1")}

# The mask prototypes of a YOLOv8 segmentation head.
MASK_PROTOTYPES = 32


def onnx_layout_problem(task: str, outputs: list[list[int]], classes: int | None) -> str | None:
    """Why ONNX outputs of these shapes are not a `task` model of `classes` classes, or None.

    detect: [1, 4 + classes, anchors]; segment: that with 32 mask coefficients more per anchor,
    then the prototypes [1, 32, h, w]; classify: [1, classes] probabilities.
    """
    first = outputs[0] if outputs else []
    if task == "classify":
        if len(first) == 2 and first[0] == 1 and first[1] > 0 and classes in (None, first[1]):
            return None
        return f"The ONNX output is {first}, not [1, {classes or 'classes'}]"
    extra = MASK_PROTOTYPES if task == "segment" else 0
    fits = len(first) == 3 and first[0] == 1 and first[1] > 4 + extra
    fits = fits and (classes is None or first[1] == 4 + classes + extra)
    if task == "segment":
        protos = outputs[1] if len(outputs) > 1 else []
        fits = fits and len(protos) == 4 and protos[:2] == [1, MASK_PROTOTYPES]
    if fits:
        return None
    plus = f" + {extra}" if extra else ""
    want = f"[1, 4{plus} + {classes or 'classes'}, anchors]" + (", [1, 32, h, w]" if extra else "")
    return f"The ONNX outputs are {outputs}, not {want}"


def onnx_task(metadata: dict[str, Any]) -> str | None:
    """The task an Ultralytics ONNX export names in its metadata, None when it names none."""
    task = metadata.get("task")
    return task if task in TASKS else None
