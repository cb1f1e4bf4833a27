"""A one-line progress bar on stderr, drawn only when stderr is a terminal (never into --json output)."""

from __future__ import annotations

import sys
import time


class Progress:
    def __init__(self, label: str, total: float = 1.0, enabled: bool | None = None, unit: str = ""):
        self.label = label
        self.total = total or 1.0
        #: "bytes": counts shown in MB (an upload); otherwise items, or a percentage for a share.
        self.unit = unit
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self._last = 0.0

    def update(self, done: float, note: str = "", total: float | None = None) -> None:
        if total:
            self.total = total
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last < 0.1 and done < self.total:
            return
        self._last = now
        share = max(0.0, min(1.0, done / self.total))
        bar = "#" * int(share * 30)
        if self.unit == "bytes":
            count = f"{done / 1e6:.1f}/{self.total / 1e6:.1f} MB"
        else:
            count = f"{int(done)}/{int(self.total)}" if self.total > 1 else f"{share * 100:5.1f}%"
        sys.stderr.write(f"\r{self.label} [{bar:<30}] {count} {note}"[:120].ljust(60))
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()


def epoch_line(epoch: int, epochs: int, metrics: dict[str, float]) -> str:
    """One finished epoch as `train --watch` prints it: accuracy figures first, then the losses.

    >>> epoch_line(3, 10, {"box_loss": 1.23456, "map50": 0.5})
    'epoch  3/10  map50 0.5000  box_loss 1.2346'
    """
    names = sorted(metrics, key=lambda name: (name.endswith("loss"), name))
    figures = "  ".join(f"{name} {metrics[name]:.4f}" for name in names)
    width = len(str(epochs))
    return f"epoch {epoch:>{width}}/{epochs}  {figures}".rstrip()


def unseen_epochs(reported: list[dict], last_shown: int) -> list[dict]:
    """The epochs after `last_shown`, in order (a retried epoch already shown is not shown again)."""
    return sorted((e for e in reported if e["epoch"] > last_shown), key=lambda e: e["epoch"])
