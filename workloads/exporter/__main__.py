"""`python -m workloads.exporter export` (from the repository root, or /app in the image)."""

from workloads.common.runner import run
from workloads.exporter.export import export

if __name__ == "__main__":
    run("export", "exporter", export)
