from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.evaluation_comparison_confidence_threshold import (
        EvaluationComparisonConfidenceThreshold,
    )
    from ..models.evaluation_comparison_confusion_type_0 import (
        EvaluationComparisonConfusionType0,
    )
    from ..models.evaluation_comparison_disagreements_item import (
        EvaluationComparisonDisagreementsItem,
    )
    from ..models.evaluation_comparison_overall import EvaluationComparisonOverall
    from ..models.evaluation_comparison_per_class_item import (
        EvaluationComparisonPerClassItem,
    )
    from ..models.evaluation_summary import EvaluationSummary


T = TypeVar("T", bound="EvaluationComparison")


@_attrs_define
class EvaluationComparison:
    """
    Attributes:
        a (EvaluationSummary): An evaluation without its figures (metrics holds the overall ones)
        b (EvaluationSummary): An evaluation without its figures (metrics holds the overall ones)
        overall (EvaluationComparisonOverall):
        confidence_threshold (EvaluationComparisonConfidenceThreshold):
        per_class (list[EvaluationComparisonPerClassItem]):
        confusion (EvaluationComparisonConfusionType0 | None): When both models have the same classes in the same order
        disagreements (list[EvaluationComparisonDisagreementsItem]): Images whose error counts differ, the largest gap
            first
    """

    a: EvaluationSummary
    b: EvaluationSummary
    overall: EvaluationComparisonOverall
    confidence_threshold: EvaluationComparisonConfidenceThreshold
    per_class: list[EvaluationComparisonPerClassItem]
    confusion: EvaluationComparisonConfusionType0 | None
    disagreements: list[EvaluationComparisonDisagreementsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluation_comparison_confusion_type_0 import (
            EvaluationComparisonConfusionType0,
        )

        a = self.a.to_dict()

        b = self.b.to_dict()

        overall = self.overall.to_dict()

        confidence_threshold = self.confidence_threshold.to_dict()

        per_class = []
        for per_class_item_data in self.per_class:
            per_class_item = per_class_item_data.to_dict()
            per_class.append(per_class_item)

        confusion: dict[str, Any] | None
        if isinstance(self.confusion, EvaluationComparisonConfusionType0):
            confusion = self.confusion.to_dict()
        else:
            confusion = self.confusion

        disagreements = []
        for disagreements_item_data in self.disagreements:
            disagreements_item = disagreements_item_data.to_dict()
            disagreements.append(disagreements_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "overall": overall,
                "confidence_threshold": confidence_threshold,
                "per_class": per_class,
                "confusion": confusion,
                "disagreements": disagreements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_comparison_confidence_threshold import (
            EvaluationComparisonConfidenceThreshold,
        )
        from ..models.evaluation_comparison_confusion_type_0 import (
            EvaluationComparisonConfusionType0,
        )
        from ..models.evaluation_comparison_disagreements_item import (
            EvaluationComparisonDisagreementsItem,
        )
        from ..models.evaluation_comparison_overall import EvaluationComparisonOverall
        from ..models.evaluation_comparison_per_class_item import (
            EvaluationComparisonPerClassItem,
        )
        from ..models.evaluation_summary import EvaluationSummary

        d = dict(src_dict)
        a = EvaluationSummary.from_dict(d.pop("a"))

        b = EvaluationSummary.from_dict(d.pop("b"))

        overall = EvaluationComparisonOverall.from_dict(d.pop("overall"))

        confidence_threshold = EvaluationComparisonConfidenceThreshold.from_dict(
            d.pop("confidence_threshold")
        )

        per_class = []
        _per_class = d.pop("per_class")
        for per_class_item_data in _per_class:
            per_class_item = EvaluationComparisonPerClassItem.from_dict(
                per_class_item_data
            )

            per_class.append(per_class_item)

        def _parse_confusion(data: object) -> EvaluationComparisonConfusionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                confusion_type_0 = EvaluationComparisonConfusionType0.from_dict(data)

                return confusion_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationComparisonConfusionType0 | None, data)

        confusion = _parse_confusion(d.pop("confusion"))

        disagreements = []
        _disagreements = d.pop("disagreements")
        for disagreements_item_data in _disagreements:
            disagreements_item = EvaluationComparisonDisagreementsItem.from_dict(
                disagreements_item_data
            )

            disagreements.append(disagreements_item)

        evaluation_comparison = cls(
            a=a,
            b=b,
            overall=overall,
            confidence_threshold=confidence_threshold,
            per_class=per_class,
            confusion=confusion,
            disagreements=disagreements,
        )

        evaluation_comparison.additional_properties = d
        return evaluation_comparison

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
