"""Checkpoints and weights load with `torch.load(weights_only=True)`, never with full unpickling.

An Ultralytics `.pt` file pickles the whole model (its layer classes), so `weights_only=True`
refuses it unless those classes are allowed. They are, by an explicit allow-list: the classes
*defined in* a few module trees whose objects carry no behaviour on unpickling (PyTorch's and
Ultralytics' layers and model classes), plus a few named value types. Unpickling such an object
only creates it and fills its `__dict__`; what makes a pickle dangerous (calling `os.system`,
`eval`, `subprocess`, any function) stays refused, because no function or other module is on the
list. Ultralytics' own loader (`ultralytics.utils.patches.torch_load`, which forces
`weights_only=False`) is replaced by `load`, so every load in the trainer and the exporter goes
through the same check: a checkpoint the API handed back, a base model, a hub download.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path
from typing import Any

# Trees whose classes a checkpoint may hold (layers and containers), and the model classes'
# module. Not all of `ultralytics.nn`: its text models check for packages when imported. A
# classifier's checkpoint also holds its preprocessing (torchvision's Compose, Resize, ...).
ALLOWED_MODULE_TREES = (
    "torch.nn.modules",
    "ultralytics.nn.modules",
    "ultralytics.nn.tasks",
    "torchvision.transforms.transforms",
)
# Value types found in Ultralytics checkpoints beyond those trees.
ALLOWED_NAMES = (
    ("ultralytics.utils", "IterableSimpleNamespace"),
    ("torchvision.transforms.functional", "InterpolationMode"),
    ("types", "SimpleNamespace"),
    ("pathlib", "PosixPath"),
    ("pathlib", "WindowsPath"),
    ("numpy._core.multiarray", "scalar"),
    ("numpy._core.multiarray", "_reconstruct"),
    ("numpy", "ndarray"),
    ("numpy", "dtype"),
)

_allowed: list[type] | None = None


def _classes_of_tree(root: str) -> list[type]:
    package = importlib.import_module(root)
    modules = [package]
    for info in pkgutil.walk_packages(getattr(package, "__path__", []), prefix=f"{root}."):
        try:
            modules.append(importlib.import_module(info.name))
        except Exception:  # noqa: BLE001 - a submodule needing an optional package holds no class we load
            continue
    classes = []
    for module in modules:
        for _, value in inspect.getmembers(module, inspect.isclass):
            # Only classes defined in the tree: a name a module merely imports (say `subprocess.Popen`)
            # does not become loadable by being imported there.
            if value.__module__.startswith(root):
                classes.append(value)
    return classes


def allowed_globals() -> list[Any]:
    """The allow-list (built once): every class defined under ALLOWED_MODULE_TREES, and ALLOWED_NAMES."""
    global _allowed
    if _allowed is None:
        import numpy

        found: list[Any] = []
        for root in ALLOWED_MODULE_TREES:
            found.extend(_classes_of_tree(root))
        for module, name in ALLOWED_NAMES:
            try:
                found.append(getattr(importlib.import_module(module), name))
            except (ImportError, AttributeError):
                continue
        # numpy scalars (metrics) pickle their dtype class, e.g. numpy.dtypes.Float64DType.
        found.extend(value for _, value in inspect.getmembers(numpy.dtypes, inspect.isclass))
        _allowed = list(dict.fromkeys(found))
    return _allowed


def load(path: str | Path, *args: Any, **kwargs: Any) -> Any:
    """`torch.load` with `weights_only=True` and the allow-list; a caller's `weights_only=False` is ignored."""
    import torch

    kwargs["weights_only"] = True
    with torch.serialization.safe_globals(allowed_globals()):
        return torch.load(path, *args, **kwargs)


def install() -> None:
    """Routes Ultralytics' loads through `load` (idempotent)."""
    import ultralytics.nn.tasks
    import ultralytics.utils.patches
    import ultralytics.utils.torch_utils

    for module in (ultralytics.utils.patches, ultralytics.nn.tasks, ultralytics.utils.torch_utils):
        module.torch_load = load  # type: ignore[attr-defined]
