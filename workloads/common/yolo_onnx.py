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


def record_onnx(source: Path, dest: Path, task: str, names: list[str], imgsz: int) -> tuple[Path, int]:
    """An uploaded ONNX model in the form Ultralytics exports, from its model version record: the
    record's task, class names and input size written into the metadata Ultralytics reads (in place
    of any there: the record is what the user declared and what the API's inference uses), a
    symbolic input fixed at [1, 3, S, S], and a detector's `[1, anchors, 4 + classes]` output
    transposed to `[1, 4 + classes, anchors]` (told apart by the number of classes, as the API's
    decoder does). The evaluator, the validation, the conversions and the agent then read one
    layout whichever tool made the file. Returns the file and its input size S (the model's own
    when fixed, else `imgsz`)."""
    import onnx
    from onnx import helper

    try:
        model = onnx.load(str(source))
    except Exception as err:  # noqa: BLE001 - protobuf raises several kinds
        raise WorkloadError("ModelUnavailable", f"The source model is not a readable ONNX file: {err}") from err
    graph = model.graph
    dims = graph.input[0].type.tensor_type.shape.dim if graph.input else []
    fixed = [d.dim_value for d in dims]
    size = fixed[2] if len(fixed) == 4 and fixed[2] > 0 and fixed[2] == fixed[3] else imgsz
    if len(dims) == 4:
        for dim, value in zip(dims, (1, 3, size, size), strict=True):
            if dim.dim_value <= 0:
                dim.dim_value = value  # replaces the symbolic name (a oneof)
    out = graph.output[0] if graph.output else None
    channels = 4 + len(names)
    shape = [d.dim_value for d in out.type.tensor_type.shape.dim] if out is not None else []
    if out is not None and task == "detect" and names and len(shape) == 3 and shape[2] == channels != shape[1]:
        inner = f"{out.name}_anchors_first"
        for node in graph.node:
            node.output[:] = [inner if o == out.name else o for o in node.output]
        graph.node.append(helper.make_node("Transpose", [inner], [out.name], perm=[0, 2, 1]))
        out_dims = out.type.tensor_type.shape.dim
        first, second = onnx.TensorShapeProto.Dimension(), onnx.TensorShapeProto.Dimension()
        first.CopyFrom(out_dims[2])
        second.CopyFrom(out_dims[1])
        out_dims[1].CopyFrom(first)
        out_dims[2].CopyFrom(second)
    del model.metadata_props[:]
    metadata = {
        "description": "written from the model version record (edge-vision)",
        "task": task,
        "names": repr(dict(enumerate(names))),
        "imgsz": repr([size, size]),
        "stride": "32",
        "batch": "1",
    }
    for key, value in metadata.items():
        model.metadata_props.add(key=key, value=value)
    onnx.save(model, str(dest))
    return dest, size


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
