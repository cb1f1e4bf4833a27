"""Tables of a model evaluation and of a comparison of two, as `edge-vision eval` prints them."""

from __future__ import annotations

from typing import Any

# A segmentation's mask figures follow its box ones; other tasks have none (their columns drop).
OVERALL = ("precision", "recall", "map50", "map50_95", "mask_map50", "mask_map50_95", "accuracy", "top5_accuracy")
PER_CLASS = ("support", "precision", "recall", "ap50", "ap50_95", "mask_ap50", "mask_ap50_95")


def figure(value: Any) -> str:
    """A share with three decimals, a count as it is, `-` for a figure the task does not have."""
    if value is None:
        return "-"
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return f"{float(value):.3f}"


def difference(value: Any) -> str:
    return "-" if value is None else f"{float(value):+.3f}"


def _aligned(rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in rows]


def evaluation_lines(evaluation: dict[str, Any]) -> list[str]:
    """The per-class table, the overall row, the threshold and the confusion matrix."""
    head = (
        f"Evaluation {evaluation['id']}: model version {evaluation['model_version_id']} on dataset version "
        f"{evaluation['dataset_version_id']} ({evaluation['split']}), {evaluation['phase']}"
    )
    figures = evaluation.get("figures")
    if not figures:
        return [head, evaluation.get("message") or "No figures yet."]
    columns = [c for c in PER_CLASS if any(row.get(c) is not None for row in figures["per_class"])]
    rows = [["CLASS", *(c.upper() for c in columns)]]
    rows += [[row["name"], *(figure(row.get(c)) for c in columns)] for row in figures["per_class"]]
    overall = figures["overall"]
    shown = [k for k in OVERALL if overall.get(k) is not None]
    lines = [head, f"{figures['image_count']} images", *_aligned(rows), ""]
    lines.append("  ".join(f"{k} {figure(overall[k])}" for k in shown))
    if figures.get("confidence_threshold") is not None:
        lines.append(f"recommended confidence threshold {figure(figures['confidence_threshold'])} (best mean F1)")
    confusion = figures["confusion"]
    names = [*confusion["classes"], *(["background"] if confusion["background"] else [])]
    matrix = [["TRUTH \\ PREDICTED", *names]]
    matrix += [[names[i], *(str(v) for v in row)] for i, row in enumerate(confusion["matrix"])]
    return [*lines, "", *_aligned(matrix)]


def comparison_lines(comparison: dict[str, Any]) -> list[str]:
    """Every figure of a and b side by side with b - a, then the images where they disagree most."""
    a, b = comparison["a"], comparison["b"]
    rows = [["FIGURE", f"A (#{a['id']})", f"B (#{b['id']})", "B - A"]]
    for name, side in comparison["overall"].items():
        if side["a"] is not None or side["b"] is not None:
            rows.append([name, figure(side["a"]), figure(side["b"]), difference(side["difference"])])
    for row in comparison["per_class"]:
        for name in PER_CLASS[1:]:
            side = row.get(name)
            if side and (side["a"] is not None or side["b"] is not None):
                rows.append(
                    [f"{row['name']} {name}", figure(side["a"]), figure(side["b"]), difference(side["difference"])]
                )
    lines = [
        f"Model version {a['model_version_id']} (A) and {b['model_version_id']} (B) on the same split",
        *_aligned(rows),
    ]
    disagreements = comparison["disagreements"]
    if disagreements:
        lines += ["", "Images where they disagree most (errors of A, B):"]
        lines += [f"  image {d['image_id']}: {d['a_errors']}, {d['b_errors']}" for d in disagreements[:20]]
    return lines
