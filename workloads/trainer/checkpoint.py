"""Resuming from an earlier attempt's checkpoint (a retried pod continues, it does not start over)."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path
from typing import Any

from workloads.common.log import log
from workloads.common.report import Reporter
from workloads.common.transfer import upload


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


class CheckpointUploader:
    """Uploads checkpoints in the background while training goes on.

    The file is copied first (Ultralytics rewrites last.pt every epoch), one upload runs at a
    time, and a checkpoint that comes due while the previous one is still uploading waits for
    it: uploads never pile up, and the newest saved epoch is what a retried pod resumes from.
    """

    def __init__(self, url: str, reporter: Reporter, scratch: Path) -> None:
        self._url = url
        self._reporter = reporter
        self._scratch = scratch
        self._thread: threading.Thread | None = None

    def save(self, last: Path, epoch: int) -> None:
        self.wait()
        shutil.copyfile(last, self._scratch)
        self._thread = threading.Thread(target=self._upload, args=(epoch,), name="checkpoint", daemon=True)
        self._thread.start()

    def _upload(self, epoch: int) -> None:
        try:
            artifact = upload(self._url, self._scratch, what=f"checkpoint (epoch {epoch})")
        except Exception as err:  # noqa: BLE001 - a lost checkpoint costs a retry its head start, not the job
            log.warning("the checkpoint after epoch %d was not saved (%s)", epoch, err)
            return
        self._reporter.post({"message": f"Checkpoint after epoch {epoch} saved", "artifacts": {"checkpoint": artifact}})

    def wait(self) -> None:
        if self._thread is not None:
            self._thread.join()
            self._thread = None
