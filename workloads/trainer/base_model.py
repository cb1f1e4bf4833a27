"""Where training starts from: an architecture (from scratch), a model of this platform, or the hub.

The hub is tried only when it answers within seconds; otherwise the job fails with
BaseModelUnavailable and says what works instead, so no pod ever waits on a download. A hub
checkpoint is pinned: it needs the SHA-256 the platform's operator allowed for it
(BASE_MODEL_SHA256, from the API's WORKLOAD_HUB_SHA256), and a download with other bytes is
deleted unread.
"""

from __future__ import annotations

import re
import socket
from pathlib import Path

from workloads.common.errors import WorkloadError
from workloads.common.transfer import Url, digest, download

HUB_HOST = ("github.com", 443)
HUB_PROBE_S = 5.0
MAX_WEIGHTS_BYTES = 2 * 1024**3
INSTEAD = "use an architecture trained from scratch (e.g. yolov8n.yaml) or model-version:<id> of this platform"


def _hub_reachable() -> bool:
    try:
        with socket.create_connection(HUB_HOST, timeout=HUB_PROBE_S):
            return True
    except OSError:
        return False


def resolve(base_model: str, base_model_url: Url | None, work: Path, pinned_sha256: str | None = None) -> str:
    """A path or architecture name YOLO() accepts; raises BaseModelUnavailable with what to do."""
    if base_model.startswith("model-version:"):
        if not re.fullmatch(r"model-version:[1-9][0-9]*", base_model):
            raise WorkloadError("BaseModelUnavailable", f"{base_model!r} is not model-version:<id>")
        if not base_model_url:
            raise WorkloadError("BaseModelUnavailable", f"{base_model} was given without BASE_MODEL_URL")
        dest = work / "base-model.pt"
        found = download(
            base_model_url,
            dest,
            what=f"weights of {base_model}",
            reason="BaseModelUnavailable",
            max_bytes=MAX_WEIGHTS_BYTES,
            allow_missing=True,
        )
        if not found:
            raise WorkloadError("BaseModelUnavailable", f"The weights of {base_model} are not in the object store")
        return str(dest)
    if base_model.endswith((".yaml", ".yml")):
        from ultralytics.nn.tasks import yaml_model_load

        try:
            yaml_model_load(base_model)  # knows yolov8n.yaml is yolov8.yaml at scale n
            return base_model
        except (FileNotFoundError, AssertionError) as err:
            raise WorkloadError("BaseModelUnavailable", f"Unknown architecture {base_model!r}; {INSTEAD}") from err
    if base_model.endswith(".pt") and re.fullmatch(r"[A-Za-z0-9_.-]+", base_model):
        if not pinned_sha256 or not re.fullmatch(r"[0-9a-f]{64}", pinned_sha256):
            raise WorkloadError(
                "BaseModelUnavailable",
                f"{base_model} has no pinned SHA-256: hub checkpoints are loaded only with the SHA-256 the "
                f"platform allows for them (the API's WORKLOAD_HUB_SHA256); {INSTEAD}",
            )
        if not _hub_reachable():
            raise WorkloadError(
                "BaseModelUnavailable",
                f"{base_model} must be downloaded from the Ultralytics hub, which is not reachable from this "
                f"cluster (no answer from {HUB_HOST[0]} within {HUB_PROBE_S:.0f} s); {INSTEAD}",
            )
        from ultralytics.utils.downloads import attempt_download_asset

        try:
            path = Path(attempt_download_asset(str(work / base_model)))
        except Exception as err:  # noqa: BLE001 - any download failure means the same to the user
            raise WorkloadError("BaseModelUnavailable", f"Could not download {base_model}: {err}; {INSTEAD}") from err
        if not path.is_file():
            raise WorkloadError("BaseModelUnavailable", f"The hub has no {base_model}; {INSTEAD}")
        _, sha256 = digest(path)
        if sha256 != pinned_sha256:
            path.unlink()
            raise WorkloadError(
                "BaseModelUnavailable",
                f"{base_model} from the hub has SHA-256 {sha256}, not the pinned {pinned_sha256}; "
                "it was deleted unread",
            )
        return str(path)
    raise WorkloadError("BaseModelUnavailable", f"BASE_MODEL {base_model!r} is not understood; {INSTEAD}")


# The architecture file of each task at the smallest scale, named in refusals.
TASK_ARCHITECTURES = {"detect": "yolov8n.yaml", "classify": "yolov8n-cls.yaml", "segment": "yolov8n-seg.yaml"}


def check_task(base: str, task: str, base_model: str) -> None:
    """Refuses a base model of another task (a detector for a classification project): Ultralytics
    would fail deep inside training, or train a head that does not fit the dataset."""
    from ultralytics.nn.tasks import guess_model_task

    if base.endswith(".pt"):
        from workloads.common import safe_load

        try:
            checkpoint = safe_load.load(base, map_location="cpu")
            model_task = guess_model_task(checkpoint.get("model") or checkpoint.get("ema"))
        except Exception:  # noqa: BLE001 - an unreadable checkpoint fails as such when loaded
            return
    else:
        model_task = guess_model_task(base)
    if model_task != task:
        raise WorkloadError(
            "BaseModelUnavailable",
            f"{base_model} is a {model_task} model but this {task} job needs a {task} model, "
            f"e.g. {TASK_ARCHITECTURES.get(task, 'one of its task')} or a model version of this project",
        )
