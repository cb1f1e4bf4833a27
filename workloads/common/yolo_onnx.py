"""The ONNX file the platform's inference runs: static [1, 3, S, S] input, simplified by onnxslim,
with the outputs of its task (common/tasks.py): detection [1, 4 + classes, anchors] (boxes cx,
cy, w, h in input pixels, then one score per class), segmentation that plus mask coefficients
and prototypes, classification [1, classes] probabilities."""

from __future__ import annotations

from pathlib import Path

from .errors import WorkloadError
from .tasks import onnx_layout_problem

# Opset 17 runs in every onnxruntime the platform and devices use.
OPSET = 17


def output_shapes(path: Path) -> list[list[int]]:
    import onnx

    graph = onnx.load(str(path), load_external_data=False).graph
    return [[d.dim_value for d in out.type.tensor_type.shape.dim] for out in graph.output]


def onnx_metadata(path: Path) -> dict[str, str]:
    import onnx

    return {p.key: p.value for p in onnx.load(str(path), load_external_data=False).metadata_props}


def check_layout(path: Path, classes: int | None, task: str = "detect") -> None:
    problem = onnx_layout_problem(task, output_shapes(path), classes)
    if problem:
        raise WorkloadError("ExportFailed", problem)


def input_size(path: Path) -> int | None:
    """The square input size of a static ONNX model, None when it is dynamic or not square."""
    import onnx

    dims = [
        d.dim_value for d in onnx.load(str(path), load_external_data=False).graph.input[0].type.tensor_type.shape.dim
    ]
    return dims[2] if len(dims) == 4 and dims[2] > 0 and dims[2] == dims[3] else None


def export_onnx(weights: Path, imgsz: int, classes: int | None, task: str = "detect") -> Path:
    """Ultralytics' ONNX export of `weights` (written beside them), checked for the task's layout."""
    from ultralytics import YOLO

    from workloads.common import safe_load

    safe_load.install()  # the weights load with weights_only=True
    out = Path(
        YOLO(str(weights), task=task).export(
            format="onnx", imgsz=imgsz, opset=OPSET, simplify=True, dynamic=False, nms=False, device="cpu"
        )
    )
    check_layout(out, classes, task)
    return out


def slim_onnx(source: Path, dest: Path, task: str = "detect") -> Path:
    """An ONNX model given as such, simplified again (cheap, and a no-op on a slimmed one)."""
    import onnx
    import onnxslim

    try:
        model = onnx.load(str(source))
    except Exception as err:  # noqa: BLE001 - protobuf raises several kinds
        raise WorkloadError("ModelUnavailable", f"The source model is not a readable ONNX file: {err}") from err
    onnx.save(onnxslim.slim(model), str(dest))
    check_layout(dest, None, task)
    return dest
