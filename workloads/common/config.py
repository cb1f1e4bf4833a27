"""The workload's environment, checked against the contract's JSON Schema before any work starts.

The schemas in workloads/contract/ are generated from contracts/workload-contract.ts (the one
definition); this checks the subset of JSON Schema they use (string, pattern, minLength, enum,
required), so the workloads need no schema library.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import WorkloadError

CONTRACT_DIR = Path(__file__).resolve().parent.parent / "contract"
SECRET_KEYS = ("CALLBACK_TOKEN",)


def _definition(schema: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        found: dict[str, Any] = schema["$defs"][ref.removeprefix("#/$defs/")]
        return found
    return schema


def load_schema(name: str) -> dict[str, Any]:
    with open(CONTRACT_DIR / f"{name}.schema.json", encoding="utf-8") as f:
        return _definition(json.load(f))


def check_env(name: str, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The contract's variables from `environ`; raises WorkloadError(ConfigInvalid) naming each problem.

    Only names and rules are reported, never values (some are signed URLs or tokens).
    """
    env = os.environ if environ is None else environ
    schema = load_schema(name)
    properties: dict[str, dict[str, Any]] = schema.get("properties", {})
    problems: list[str] = []
    config: dict[str, str] = {}
    for key in schema.get("required", []):
        if key not in env:
            problems.append(f"{key} is required")
    for key, rule in properties.items():
        if key not in env:
            continue
        value = env[key]
        if "minLength" in rule and len(value) < int(rule["minLength"]):
            problems.append(f"{key} must not be empty")
        elif "pattern" in rule and not re.search(str(rule["pattern"]), value):
            problems.append(f"{key} must match {rule['pattern']}")
        elif "enum" in rule and value not in rule["enum"]:
            problems.append(f"{key} must be one of {', '.join(map(str, rule['enum']))}")
        config[key] = value
    if problems:
        raise WorkloadError(
            "ConfigInvalid", f"The {name} environment does not fit the contract: " + "; ".join(problems)
        )
    return config


def json_env(config: Mapping[str, str], key: str, kind: type, default: Any) -> Any:
    """A variable holding JSON of the given kind (dict or list); ConfigInvalid when it is not."""
    raw = config.get(key)
    if raw is None or raw == "":
        return default
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as err:
        raise WorkloadError("ConfigInvalid", f"{key} is not valid JSON: {err.msg}") from err
    if not isinstance(value, kind):
        raise WorkloadError("ConfigInvalid", f"{key} must be a JSON {'object' if kind is dict else 'array'}")
    return value
