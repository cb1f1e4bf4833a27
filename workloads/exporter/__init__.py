"""The exporter workload: converts a model version to another format and precision (args: export)."""
