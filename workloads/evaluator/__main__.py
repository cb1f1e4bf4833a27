"""`python -m workloads.evaluator evaluate` (from the repository root, or /app in the image)."""

from workloads.common.runner import run
from workloads.evaluator.evaluate import evaluate, preload

if __name__ == "__main__":
    run("evaluate", "evaluator", evaluate, preload)
