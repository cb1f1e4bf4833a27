"""One logger for the workload's own lines (Ultralytics prints its own); never given URLs or tokens."""

import logging
import sys

log = logging.getLogger("edge-vision")
if not log.handlers:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s workload: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
