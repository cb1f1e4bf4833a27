"""The trainer workload: trains an Ultralytics YOLO detector on a dataset version (args: train)."""
