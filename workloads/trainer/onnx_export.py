"""The ONNX file the platform's inference runs: static [1, 3, S, S] input, output [1, 4 + classes,
anchors] (boxes cx, cy, w, h in input pixels, then one score per class), simplified by onnxslim."""

from __future__ import annotations

from pathlib import Path

from workloads.common.errors import WorkloadError

# Opset 17 runs in every onnxruntime the platform and devices use.
OPSET = 17


def export_onnx(weights: Path, imgsz: int, classes: int) -> Path:
    import onnx
    from ultralytics import YOLO

    out = Path(YOLO(str(weights)).export(format="onnx", imgsz=imgsz, opset=OPSET, simplify=True,
                                         dynamic=False, nms=False, device="cpu"))  # fmt: skip
    graph = onnx.load(str(out), load_external_data=False).graph
    dims = [d.dim_value for d in graph.output[0].type.tensor_type.shape.dim]
    if len(dims) != 3 or dims[0] != 1 or dims[1] != 4 + classes:
        raise WorkloadError("ExportFailed", f"The ONNX output is {dims}, not [1, {4 + classes}, anchors]")
    return out
