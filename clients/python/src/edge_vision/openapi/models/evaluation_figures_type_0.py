from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_figures_type_0_task import (
    EvaluationFiguresType0Task,
    check_evaluation_figures_type_0_task,
)

if TYPE_CHECKING:
    from ..models.evaluation_figures_type_0_confusion import (
        EvaluationFiguresType0Confusion,
    )
    from ..models.evaluation_figures_type_0_image_errors_item import (
        EvaluationFiguresType0ImageErrorsItem,
    )
    from ..models.evaluation_figures_type_0_per_class_item import (
        EvaluationFiguresType0PerClassItem,
    )
    from ..models.evaluation_figures_type_0_pr_curves_item import (
        EvaluationFiguresType0PrCurvesItem,
    )
    from ..models.evaluation_figures_type_0f1_curve_item import (
        EvaluationFiguresType0F1CurveItem,
    )
    from ..models.evaluation_overall import EvaluationOverall


T = TypeVar("T", bound="EvaluationFiguresType0")


@_attrs_define
class EvaluationFiguresType0:
    """Every figure, once the evaluation succeeded

    Attributes:
        task (EvaluationFiguresType0Task):
        classes (list[str]): The model's classes, then the version's it does not know
        image_count (int):
        overall (EvaluationOverall): Means over the classes with labels; null where the task has none
        per_class (list[EvaluationFiguresType0PerClassItem]):
        confidence_threshold (float | None): The confidence where the mean F1 over the classes peaks; precision, recall
            and the matrix are read there
        f1_curve (list[EvaluationFiguresType0F1CurveItem]):
        pr_curves (list[EvaluationFiguresType0PrCurvesItem]): Per class, the precision envelope at recall 0, 0.01, ...,
            1 (IoU 0.5)
        confusion (EvaluationFiguresType0Confusion):
        image_errors (list[EvaluationFiguresType0ImageErrorsItem]):
    """

    task: EvaluationFiguresType0Task
    classes: list[str]
    image_count: int
    overall: EvaluationOverall
    per_class: list[EvaluationFiguresType0PerClassItem]
    confidence_threshold: float | None
    f1_curve: list[EvaluationFiguresType0F1CurveItem]
    pr_curves: list[EvaluationFiguresType0PrCurvesItem]
    confusion: EvaluationFiguresType0Confusion
    image_errors: list[EvaluationFiguresType0ImageErrorsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task: str = self.task

        classes = self.classes

        image_count = self.image_count

        overall = self.overall.to_dict()

        per_class = []
        for per_class_item_data in self.per_class:
            per_class_item = per_class_item_data.to_dict()
            per_class.append(per_class_item)

        confidence_threshold: float | None
        confidence_threshold = self.confidence_threshold

        f1_curve = []
        for f1_curve_item_data in self.f1_curve:
            f1_curve_item = f1_curve_item_data.to_dict()
            f1_curve.append(f1_curve_item)

        pr_curves = []
        for pr_curves_item_data in self.pr_curves:
            pr_curves_item = pr_curves_item_data.to_dict()
            pr_curves.append(pr_curves_item)

        confusion = self.confusion.to_dict()

        image_errors = []
        for image_errors_item_data in self.image_errors:
            image_errors_item = image_errors_item_data.to_dict()
            image_errors.append(image_errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task": task,
                "classes": classes,
                "image_count": image_count,
                "overall": overall,
                "per_class": per_class,
                "confidence_threshold": confidence_threshold,
                "f1_curve": f1_curve,
                "pr_curves": pr_curves,
                "confusion": confusion,
                "image_errors": image_errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_figures_type_0_confusion import (
            EvaluationFiguresType0Confusion,
        )
        from ..models.evaluation_figures_type_0_image_errors_item import (
            EvaluationFiguresType0ImageErrorsItem,
        )
        from ..models.evaluation_figures_type_0_per_class_item import (
            EvaluationFiguresType0PerClassItem,
        )
        from ..models.evaluation_figures_type_0_pr_curves_item import (
            EvaluationFiguresType0PrCurvesItem,
        )
        from ..models.evaluation_figures_type_0f1_curve_item import (
            EvaluationFiguresType0F1CurveItem,
        )
        from ..models.evaluation_overall import EvaluationOverall

        d = dict(src_dict)
        task = check_evaluation_figures_type_0_task(d.pop("task"))

        classes = cast(list[str], d.pop("classes"))

        image_count = d.pop("image_count")

        overall = EvaluationOverall.from_dict(d.pop("overall"))

        per_class = []
        _per_class = d.pop("per_class")
        for per_class_item_data in _per_class:
            per_class_item = EvaluationFiguresType0PerClassItem.from_dict(
                per_class_item_data
            )

            per_class.append(per_class_item)

        def _parse_confidence_threshold(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        confidence_threshold = _parse_confidence_threshold(
            d.pop("confidence_threshold")
        )

        f1_curve = []
        _f1_curve = d.pop("f1_curve")
        for f1_curve_item_data in _f1_curve:
            f1_curve_item = EvaluationFiguresType0F1CurveItem.from_dict(
                f1_curve_item_data
            )

            f1_curve.append(f1_curve_item)

        pr_curves = []
        _pr_curves = d.pop("pr_curves")
        for pr_curves_item_data in _pr_curves:
            pr_curves_item = EvaluationFiguresType0PrCurvesItem.from_dict(
                pr_curves_item_data
            )

            pr_curves.append(pr_curves_item)

        confusion = EvaluationFiguresType0Confusion.from_dict(d.pop("confusion"))

        image_errors = []
        _image_errors = d.pop("image_errors")
        for image_errors_item_data in _image_errors:
            image_errors_item = EvaluationFiguresType0ImageErrorsItem.from_dict(
                image_errors_item_data
            )

            image_errors.append(image_errors_item)

        evaluation_figures_type_0 = cls(
            task=task,
            classes=classes,
            image_count=image_count,
            overall=overall,
            per_class=per_class,
            confidence_threshold=confidence_threshold,
            f1_curve=f1_curve,
            pr_curves=pr_curves,
            confusion=confusion,
            image_errors=image_errors,
        )

        evaluation_figures_type_0.additional_properties = d
        return evaluation_figures_type_0

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
