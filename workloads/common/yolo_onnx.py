"""The ONNX file the platform's inference runs: static [1, 3, S, S] input, output [1, 4 + classes,
anchors] (boxes cx, cy, w, h in input pixels, then one score per class), simplified by onnxslim."""

from __future__ import annotations

from pathlib import Path

from .errors import WorkloadError

# Opset 17 runs in every onnxruntime the platform and devices use.
OPSET = 17


def check_layout(path: Path, classes: int | None) -> None:
    import onnx

    graph = onnx.load(str(path), load_external_data=False).graph
    dims = [d.dim_value for d in graph.output[0].type.tensor_type.shape.dim]
    fits = len(dims) == 3 and dims[0] == 1 and dims[1] > 4 and (classes is None or dims[1] == 4 + classes)
    if not fits:
        want = f"[1, {4 + classes}, anchors]" if classes else "[1, 4 + classes, anchors]"
        raise WorkloadError("ExportFailed", f"The ONNX output is {dims}, not {want}")


def input_size(path: Path) -> int | None:
    """The square input size of a static ONNX model, None when it is dynamic or not square."""
    import onnx

    dims = [
        d.dim_value for d in onnx.load(str(path), load_external_data=False).graph.input[0].type.tensor_type.shape.dim
    ]
    return dims[2] if len(dims) == 4 and dims[2] > 0 and dims[2] == dims[3] else None


def export_onnx(weights: Path, imgsz: int, classes: int | None) -> Path:
    """Ultralytics' ONNX export of `weights` (written beside them), checked for the layout."""
    from ultralytics import YOLO

    from workloads.common import safe_load

    safe_load.install()  # the weights load with weights_only=True
    out = Path(
        YOLO(str(weights)).export(
            format="onnx", imgsz=imgsz, opset=OPSET, simplify=True, dynamic=False, nms=False, device="cpu"
        )
    )
    check_layout(out, classes)
    return out


def slim_onnx(source: Path, dest: Path) -> Path:
    """An ONNX model given as such, simplified again (cheap, and a no-op on a slimmed one)."""
    import onnx
    import onnxslim

    try:
        model = onnx.load(str(source))
    except Exception as err:  # noqa: BLE001 - protobuf raises several kinds
        raise WorkloadError("ModelUnavailable", f"The source model is not a readable ONNX file: {err}") from err
    onnx.save(onnxslim.slim(model), str(dest))
    check_layout(dest, None)
    return dest
