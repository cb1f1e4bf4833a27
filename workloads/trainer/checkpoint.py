"""Resuming from an earlier attempt's checkpoint (a retried pod continues, it does not start over)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workloads.common.log import log


def prepare_resume(path: Path, args: dict[str, Any], epochs: int) -> int | None:
    """Points the checkpoint's saved arguments at this attempt's dataset, folders and device, and
    returns the number of epochs it completed; None when it cannot be resumed (then training
    starts over, which is slower but right)."""
    import torch

    try:
        ckpt = torch.load(path, map_location="cpu", weights_only=False)
    except Exception as err:  # noqa: BLE001 - an unreadable checkpoint only costs the progress
        log.warning("the checkpoint cannot be read (%s); training from the start", type(err).__name__)
        return None
    train_args = ckpt.get("train_args") if isinstance(ckpt, dict) else None
    done = int(ckpt.get("epoch", -1)) + 1 if isinstance(ckpt, dict) else 0
    if not isinstance(train_args, dict) or ckpt.get("optimizer") is None:
        log.warning("the checkpoint holds no training state; training from the start")
        return None
    if int(train_args.get("epochs", 0)) != epochs or not 0 < done < epochs:
        log.warning(
            "the checkpoint (epoch %d of %s) does not fit %d epochs; training from the start",
            done,
            train_args.get("epochs"),
            epochs,
        )
        return None
    for key in ("data", "device", "workers", "plots", "project", "name", "exist_ok", "imgsz", "batch"):
        train_args[key] = args[key]
    train_args.pop("save_dir", None)
    torch.save(ckpt, path)
    return done
