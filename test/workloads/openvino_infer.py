"""Runs an exported OpenVINO IR (the exporter's zip) on one input tensor with OpenVINO's own
runtime: `python openvino_infer.py model.zip input.f32 SIZE output.f32`; prints the output shape.
Computes in f32: on CPUs with bf16 units OpenVINO would otherwise run an FP32 IR in bf16."""

import json
import sys
import tempfile
import zipfile
from pathlib import Path

import numpy as np
import openvino as ov

archive, tensor, size, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
with tempfile.TemporaryDirectory() as folder:
    zipfile.ZipFile(archive).extractall(folder)
    xml = next(Path(folder).rglob("*.xml"))
    compiled = ov.Core().compile_model(str(xml), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    x = np.fromfile(tensor, dtype=np.float32).reshape(1, 3, size, size)
    y = np.asarray(compiled(x)[compiled.output(0)], dtype=np.float32)
    y.tofile(out)
    print(json.dumps(list(y.shape)))
