"""`python -m workloads.trainer train` (from the repository root, or /app in the image)."""

from workloads.common.runner import run
from workloads.trainer.train import preload, train

if __name__ == "__main__":
    run("train", "trainer", train, preload)
