"""Resuming from an earlier attempt's checkpoint (a retried pod continues, it does not start over)."""

from __future__ import annotations

import shutil
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workloads.common import safe_load
from workloads.common.log import log
from workloads.common.report import Reporter
from workloads.common.transfer import Url, upload


@dataclass
class Resume:
    """Where a checkpoint leaves off: epochs completed, and the last one's figures (Ultralytics'
    results.csv columns, kept in the checkpoint), empty when it has none."""

    epoch: int
    last_epoch_values: dict[str, float]


def last_epoch_values(ckpt: dict[str, Any], epoch: int) -> dict[str, float]:
    results = ckpt.get("train_results")
    if not isinstance(results, dict) or epoch not in (results.get("epoch") or []):
        return {}
    row = list(results["epoch"]).index(epoch)
    values: dict[str, float] = {}
    for key, column in results.items():
        if isinstance(column, list) and row < len(column) and isinstance(column[row], (int, float)):
            values[key.strip()] = float(column[row])
    return values


def prepare_resume(path: Path, args: dict[str, Any], epochs: int) -> Resume | None:
    """Points the checkpoint's saved arguments at this attempt's dataset, folders and device, and
    says where it leaves off; None when it cannot be resumed (then training starts over, which is
    slower but right)."""
    import torch

    try:
        ckpt = safe_load.load(path, map_location="cpu")
    except Exception as err:  # noqa: BLE001 - an unreadable (or refused) checkpoint only costs the progress
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
    return Resume(done, last_epoch_values(ckpt, done))


class CheckpointUploader:
    """Uploads checkpoints in the background while training goes on, each before its epoch's report.

    The file is copied first (Ultralytics rewrites last.pt every epoch) and uploaded from the
    reporter's background lane, which then sends the epoch's report: reports stay in order, and a
    reported checkpoint epoch is one a retried pod resumes after. One upload is in flight at a
    time; a checkpoint that comes due while the previous one still uploads waits for it.
    """

    def __init__(self, url: Url, reporter: Reporter, work: Path) -> None:
        self._url = url
        self._reporter = reporter
        self._work = work
        self._idle = threading.Event()
        self._idle.set()

    def save_and_report(self, last: Path, epoch: int, report: dict[str, Any]) -> None:
        self._idle.wait()
        self._idle.clear()
        copy = self._work / f"checkpoint-epoch-{epoch}.pt"
        try:
            shutil.copyfile(last, copy)
        except OSError:
            self._idle.set()
            raise

        def upload_then_report() -> dict[str, Any]:
            try:
                artifact = upload(self._url, copy, what=f"checkpoint (epoch {epoch})")
                return {**report, "artifacts": {"checkpoint": artifact}}
            except Exception as err:  # noqa: BLE001 - a lost checkpoint costs a retry its head start, not the job
                log.warning("the checkpoint after epoch %d was not saved (%s)", epoch, err)
                return report
            finally:
                copy.unlink(missing_ok=True)
                self._idle.set()

        self._reporter.post(upload_then_report)

    def wait(self) -> None:
        self._idle.wait()
