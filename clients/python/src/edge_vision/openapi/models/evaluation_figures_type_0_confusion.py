from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.evaluation_figures_type_0_confusion_cells import (
        EvaluationFiguresType0ConfusionCells,
    )
    from ..models.evaluation_figures_type_0_confusion_per_class_item import (
        EvaluationFiguresType0ConfusionPerClassItem,
    )


T = TypeVar("T", bound="EvaluationFiguresType0Confusion")


@_attrs_define
class EvaluationFiguresType0Confusion:
    """
    Attributes:
        classes (list[str]):
        background (bool): Whether the last row and column are the background (not classify)
        matrix (list[list[int]]): matrix[truth][predicted]
        cells (EvaluationFiguresType0ConfusionCells): The image ids behind each non-empty cell, keyed "truth,predicted"
        per_class (list[EvaluationFiguresType0ConfusionPerClassItem]):
    """

    classes: list[str]
    background: bool
    matrix: list[list[int]]
    cells: EvaluationFiguresType0ConfusionCells
    per_class: list[EvaluationFiguresType0ConfusionPerClassItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        classes = self.classes

        background = self.background

        matrix = []
        for matrix_item_data in self.matrix:
            matrix_item = matrix_item_data

            matrix.append(matrix_item)

        cells = self.cells.to_dict()

        per_class = []
        for per_class_item_data in self.per_class:
            per_class_item = per_class_item_data.to_dict()
            per_class.append(per_class_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "classes": classes,
                "background": background,
                "matrix": matrix,
                "cells": cells,
                "perClass": per_class,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_figures_type_0_confusion_cells import (
            EvaluationFiguresType0ConfusionCells,
        )
        from ..models.evaluation_figures_type_0_confusion_per_class_item import (
            EvaluationFiguresType0ConfusionPerClassItem,
        )

        d = dict(src_dict)
        classes = cast(list[str], d.pop("classes"))

        background = d.pop("background")

        matrix = []
        _matrix = d.pop("matrix")
        for matrix_item_data in _matrix:
            matrix_item = cast(list[int], matrix_item_data)

            matrix.append(matrix_item)

        cells = EvaluationFiguresType0ConfusionCells.from_dict(d.pop("cells"))

        per_class = []
        _per_class = d.pop("perClass")
        for per_class_item_data in _per_class:
            per_class_item = EvaluationFiguresType0ConfusionPerClassItem.from_dict(
                per_class_item_data
            )

            per_class.append(per_class_item)

        evaluation_figures_type_0_confusion = cls(
            classes=classes,
            background=background,
            matrix=matrix,
            cells=cells,
            per_class=per_class,
        )

        evaluation_figures_type_0_confusion.additional_properties = d
        return evaluation_figures_type_0_confusion

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
