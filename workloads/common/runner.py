"""The life of a workload process: check the env, report, map every ending to an outcome and exit code.

Exit codes: 0 succeeded, 1 failed (the outcome's reason says why), 2 wrong arguments, 143 cancelled
by SIGTERM (128 + 15, what Kubernetes shows for a terminated container).
"""

from __future__ import annotations

import math
import os
import signal
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any, NoReturn

from .config import check_env
from .errors import Cancelled, WorkloadError
from .log import log
from .report import Reporter
from .urls import JobUrls

# contracts/workload-contract.ts PERMANENT_FAILURE_EXIT_CODE: a failure that would repeat, not retried.
PERMANENT_FAILURE_EXIT_CODE = 3

Main = Callable[[dict[str, str], Reporter, JobUrls, Path], dict[str, Any]]


def preload_in_background(load: Callable[[], None]) -> None:
    """Imports a workload's heavy libraries (PyTorch, Ultralytics: seconds of CPU) in a thread
    while the main thread waits on the network (the first report, the downloads) and checks the
    dataset, so the start costs the longer of the two instead of their sum.

    Nothing waits for it: the main thread's own `import` of a module the thread is loading
    blocks on Python's import lock until it is loaded (and a SIGTERM still interrupts that
    wait). A failure is left to that import, which raises it where the workload handles errors.
    """

    def target() -> None:
        try:
            load()
        except BaseException:  # noqa: BLE001, S110 - the main thread's import raises it again
            pass

    threading.Thread(target=target, name="preload", daemon=True).start()


def offline_environment(work: Path) -> None:
    """Keeps Ultralytics from reaching the network on its own (settings sync, fonts, auto-installs)
    and gives it a writable settings folder. Must run before `ultralytics` is imported."""
    os.environ.setdefault("YOLO_OFFLINE", "True")
    os.environ.setdefault("YOLO_AUTOINSTALL", "False")
    os.environ.setdefault("YOLO_CONFIG_DIR", str(work / "ultralytics-settings"))
    os.environ.setdefault("MPLBACKEND", "Agg")
    os.environ.setdefault("MPLCONFIGDIR", str(work / "matplotlib"))
    limit = cpu_limit()
    if limit is not None:
        for name in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
            os.environ.setdefault(name, str(limit))


def cpu_limit() -> int | None:
    """The container's CPU limit in whole CPUs (cgroup v2 or v1), None when unlimited.

    PyTorch and OpenCV size their thread pools by the node's cores; in a pod limited to 2 CPUs
    on a 64-core node that is 64 threads fighting over 2 CPUs' quota, many times slower."""
    try:
        quota, period = Path("/sys/fs/cgroup/cpu.max").read_text().split()[:2]
        if quota != "max":
            return max(1, math.ceil(int(quota) / int(period)))
        return None
    except (OSError, ValueError):
        pass
    try:
        quota_us = int(Path("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").read_text())
        period_us = int(Path("/sys/fs/cgroup/cpu/cpu.cfs_period_us").read_text())
        return max(1, math.ceil(quota_us / period_us)) if quota_us > 0 else None
    except (OSError, ValueError):
        return None


def _on_sigterm(_signum: int, _frame: FrameType | None) -> None:
    # Later signals are ignored while the cancellation is reported.
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise Cancelled()


def run(command: str, schema: str, main: Main, preload: Callable[[], None] | None = None) -> NoReturn:
    """Runs `main(config, reporter, urls, workdir)` for `<program> <command>` and exits.

    `main` returns the final report body (artifacts, metrics, ...); the outcome is added here.
    `preload` imports the libraries `main` needs later, in the background from the moment the
    offline environment is set (see preload_in_background).
    """
    if sys.argv[1:] != [command]:
        print(f"usage: python -m workloads.{schema} {command}", file=sys.stderr)
        sys.exit(2)
    signal.signal(signal.SIGTERM, _on_sigterm)
    heartbeat_s = float(os.environ.get("HEARTBEAT_S") or 15)
    reporter: Reporter | None = None
    if os.environ.get("CALLBACK_URL") and os.environ.get("CALLBACK_TOKEN"):
        reporter = Reporter(os.environ["CALLBACK_URL"], os.environ["CALLBACK_TOKEN"], heartbeat_s=heartbeat_s)
    code = 1
    outcome: dict[str, Any]
    final: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix=f"edge-vision-{schema}-") as tmp:
        work = Path(tmp)
        offline_environment(work)
        if preload is not None:
            preload_in_background(preload)
        try:
            config = check_env(f"{schema}-env")
            if reporter is None:
                raise WorkloadError("ConfigInvalid", "CALLBACK_URL and CALLBACK_TOKEN are required")
            reporter.send({"progress": 0.0, "message": "Starting"}, budget_s=30)
            reporter.start_heartbeat()
            final = main(config, reporter, JobUrls(config["URLS_URL"], config["CALLBACK_TOKEN"]), work)
            outcome = {"status": "succeeded"}
            code = 0
        except Cancelled:
            log.warning("SIGTERM: cancelled")
            outcome = {"status": "cancelled", "reason": "Cancelled", "message": "The job was cancelled (SIGTERM)"}
            code = 143
        except WorkloadError as err:
            log.error("%s: %s", err.reason, err.message)
            outcome = {"status": "failed", "reason": err.reason, "message": err.message[:4000]}
            # Would fail the same way again: the Job's podFailurePolicy does not retry this code.
            code = PERMANENT_FAILURE_EXIT_CODE
        except Exception as err:  # noqa: BLE001 - every crash must still end with a report
            traceback.print_exc()
            outcome = {
                "status": "failed",
                "reason": "WorkloadCrashed",
                "message": f"{type(err).__name__}: {err}"[:4000],
            }
        if reporter is not None:
            reporter.stop_heartbeat()
            try:
                signal.signal(signal.SIGTERM, signal.SIG_IGN)
                message = "Succeeded" if code == 0 else outcome.get("message", "")
                cancelled = code == 143
                reporter.send(
                    {**final, "message": message, "outcome": outcome},
                    budget_s=20 if cancelled else 60,
                    after_queued=not cancelled,
                )
            except Exception:  # noqa: BLE001
                traceback.print_exc()
    sys.stdout.flush()
    os._exit(code)


def fail(reason: str, message: str) -> NoReturn:
    raise WorkloadError(reason, message)
