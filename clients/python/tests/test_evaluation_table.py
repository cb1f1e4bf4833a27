"""`edge-vision eval`'s tables from fixed figures (the API computes them; this only prints)."""

from __future__ import annotations

from edge_vision.evaluation import comparison_lines, evaluation_lines

EVALUATION = {
    "id": 4,
    "model_version_id": 2,
    "dataset_version_id": 3,
    "split": "test",
    "phase": "Succeeded",
    "figures": {
        "image_count": 3,
        "per_class": [
            {"name": "car", "support": 3, "precision": 1.0, "recall": 2 / 3, "ap50": 2 / 3, "ap50_95": 2 / 3},
            {"name": "person", "support": 2, "precision": 1.0, "recall": 0.5, "ap50": 0.5, "ap50_95": 0.35},
        ],
        "overall": {
            "precision": 1.0,
            "recall": 7 / 12,
            "map50": 7 / 12,
            "map50_95": 0.508333,
            "accuracy": None,
            "top5_accuracy": None,
        },
        "confidence_threshold": 0.61,
        "confusion": {
            "classes": ["car", "person"],
            "background": True,
            "matrix": [[2, 0, 1], [0, 1, 1], [0, 0, 0]],
        },
    },
}


def test_prints_per_class_figures_overall_threshold_and_matrix():
    lines = evaluation_lines(EVALUATION)
    assert lines[0] == "Evaluation 4: model version 2 on dataset version 3 (test), Succeeded"
    assert lines[2].split() == ["CLASS", "SUPPORT", "PRECISION", "RECALL", "AP50", "AP50_95"]
    assert lines[3].split() == ["car", "3", "1.000", "0.667", "0.667", "0.667"]
    assert lines[4].split() == ["person", "2", "1.000", "0.500", "0.500", "0.350"]
    assert "map50 0.583" in lines[6] and "accuracy" not in lines[6]
    assert lines[7].startswith("recommended confidence threshold 0.610")
    assert lines[-1].split() == ["background", "0", "0", "0"]
    assert lines[-3].split() == ["car", "2", "0", "1"]


def test_prints_a_segmentations_mask_figures_after_its_box_ones():
    segment = {**EVALUATION, "figures": {**EVALUATION["figures"], "task": "segment"}}
    segment["figures"]["per_class"] = [
        {**row, "mask_ap50": 0.25, "mask_ap50_95": 0.125} for row in EVALUATION["figures"]["per_class"]
    ]
    segment["figures"]["overall"] = {**EVALUATION["figures"]["overall"], "mask_map50": 0.25, "mask_map50_95": 0.125}
    lines = evaluation_lines(segment)
    assert lines[2].split()[-2:] == ["MASK_AP50", "MASK_AP50_95"]
    assert lines[3].split()[-2:] == ["0.250", "0.125"]
    assert "map50_95 0.508  mask_map50 0.250  mask_map50_95 0.125" in lines[6]


def test_an_unfinished_evaluation_says_so():
    pending = {**EVALUATION, "phase": "Running", "figures": None, "message": "Running the model on 3 test images"}
    assert evaluation_lines(pending)[1] == "Running the model on 3 test images"


def test_prints_a_comparison_side_by_side_with_the_difference():
    side = {"a": 0.5, "b": 0.75, "difference": 0.25}
    none = {"a": None, "b": None, "difference": None}
    comparison = {
        "a": {"id": 4, "model_version_id": 2},
        "b": {"id": 5, "model_version_id": 3},
        "overall": {"map50": side, "accuracy": none},
        "per_class": [
            {"name": "car", "support": none, "precision": side, "recall": none, "ap50": none, "ap50_95": none}
        ],
        "disagreements": [{"image_id": 9, "a_errors": 2, "b_errors": 0}],
    }
    lines = comparison_lines(comparison)
    assert lines[1].split() == ["FIGURE", "A", "(#4)", "B", "(#5)", "B", "-", "A"]
    assert lines[2].split() == ["map50", "0.500", "0.750", "+0.250"]
    assert lines[3].split() == ["car", "precision", "0.500", "0.750", "+0.250"]
    assert len(lines) == 7 and lines[-1] == "  image 9: 2, 0"
