from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.batch_split_summary_class_distribution import (
        BatchSplitSummaryClassDistribution,
    )
    from ..models.batch_split_summary_locked_counts import BatchSplitSummaryLockedCounts
    from ..models.batch_split_summary_split_counts import BatchSplitSummarySplitCounts


T = TypeVar("T", bound="BatchSplitSummary")


@_attrs_define
class BatchSplitSummary:
    """
    Attributes:
        batch_id (int):
        total (int):
        annotated_total (int):
        unsplit (int):
        has_annotations (bool):
        split_counts (BatchSplitSummarySplitCounts): Images per split name (train, val, test, none)
        locked_counts (BatchSplitSummaryLockedCounts): Images with a locked split, per split name
        class_distribution (BatchSplitSummaryClassDistribution): Annotations per class value
    """

    batch_id: int
    total: int
    annotated_total: int
    unsplit: int
    has_annotations: bool
    split_counts: BatchSplitSummarySplitCounts
    locked_counts: BatchSplitSummaryLockedCounts
    class_distribution: BatchSplitSummaryClassDistribution
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_id = self.batch_id

        total = self.total

        annotated_total = self.annotated_total

        unsplit = self.unsplit

        has_annotations = self.has_annotations

        split_counts = self.split_counts.to_dict()

        locked_counts = self.locked_counts.to_dict()

        class_distribution = self.class_distribution.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batch_id": batch_id,
                "total": total,
                "annotated_total": annotated_total,
                "unsplit": unsplit,
                "has_annotations": has_annotations,
                "split_counts": split_counts,
                "locked_counts": locked_counts,
                "class_distribution": class_distribution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_split_summary_class_distribution import (
            BatchSplitSummaryClassDistribution,
        )
        from ..models.batch_split_summary_locked_counts import (
            BatchSplitSummaryLockedCounts,
        )
        from ..models.batch_split_summary_split_counts import (
            BatchSplitSummarySplitCounts,
        )

        d = dict(src_dict)
        batch_id = d.pop("batch_id")

        total = d.pop("total")

        annotated_total = d.pop("annotated_total")

        unsplit = d.pop("unsplit")

        has_annotations = d.pop("has_annotations")

        split_counts = BatchSplitSummarySplitCounts.from_dict(d.pop("split_counts"))

        locked_counts = BatchSplitSummaryLockedCounts.from_dict(d.pop("locked_counts"))

        class_distribution = BatchSplitSummaryClassDistribution.from_dict(
            d.pop("class_distribution")
        )

        batch_split_summary = cls(
            batch_id=batch_id,
            total=total,
            annotated_total=annotated_total,
            unsplit=unsplit,
            has_annotations=has_annotations,
            split_counts=split_counts,
            locked_counts=locked_counts,
            class_distribution=class_distribution,
        )

        batch_split_summary.additional_properties = d
        return batch_split_summary

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
