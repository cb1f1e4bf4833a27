from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.evaluation_comparison_per_class_item_ap_50 import (
        EvaluationComparisonPerClassItemAp50,
    )
    from ..models.evaluation_comparison_per_class_item_ap_5095 import (
        EvaluationComparisonPerClassItemAp5095,
    )
    from ..models.evaluation_comparison_per_class_item_mask_ap_50 import (
        EvaluationComparisonPerClassItemMaskAp50,
    )
    from ..models.evaluation_comparison_per_class_item_mask_ap_5095 import (
        EvaluationComparisonPerClassItemMaskAp5095,
    )
    from ..models.evaluation_comparison_per_class_item_precision import (
        EvaluationComparisonPerClassItemPrecision,
    )
    from ..models.evaluation_comparison_per_class_item_recall import (
        EvaluationComparisonPerClassItemRecall,
    )
    from ..models.evaluation_comparison_per_class_item_support import (
        EvaluationComparisonPerClassItemSupport,
    )


T = TypeVar("T", bound="EvaluationComparisonPerClassItem")


@_attrs_define
class EvaluationComparisonPerClassItem:
    """
    Attributes:
        name (str):
        support (EvaluationComparisonPerClassItemSupport):
        precision (EvaluationComparisonPerClassItemPrecision):
        recall (EvaluationComparisonPerClassItemRecall):
        ap50 (EvaluationComparisonPerClassItemAp50):
        ap50_95 (EvaluationComparisonPerClassItemAp5095):
        mask_ap50 (EvaluationComparisonPerClassItemMaskAp50 | Unset): When either evaluation is a segmentation
        mask_ap50_95 (EvaluationComparisonPerClassItemMaskAp5095 | Unset):
    """

    name: str
    support: EvaluationComparisonPerClassItemSupport
    precision: EvaluationComparisonPerClassItemPrecision
    recall: EvaluationComparisonPerClassItemRecall
    ap50: EvaluationComparisonPerClassItemAp50
    ap50_95: EvaluationComparisonPerClassItemAp5095
    mask_ap50: EvaluationComparisonPerClassItemMaskAp50 | Unset = UNSET
    mask_ap50_95: EvaluationComparisonPerClassItemMaskAp5095 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        support = self.support.to_dict()

        precision = self.precision.to_dict()

        recall = self.recall.to_dict()

        ap50 = self.ap50.to_dict()

        ap50_95 = self.ap50_95.to_dict()

        mask_ap50: dict[str, Any] | Unset = UNSET
        if not isinstance(self.mask_ap50, Unset):
            mask_ap50 = self.mask_ap50.to_dict()

        mask_ap50_95: dict[str, Any] | Unset = UNSET
        if not isinstance(self.mask_ap50_95, Unset):
            mask_ap50_95 = self.mask_ap50_95.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "support": support,
                "precision": precision,
                "recall": recall,
                "ap50": ap50,
                "ap50_95": ap50_95,
            }
        )
        if mask_ap50 is not UNSET:
            field_dict["mask_ap50"] = mask_ap50
        if mask_ap50_95 is not UNSET:
            field_dict["mask_ap50_95"] = mask_ap50_95

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_comparison_per_class_item_ap_50 import (
            EvaluationComparisonPerClassItemAp50,
        )
        from ..models.evaluation_comparison_per_class_item_ap_5095 import (
            EvaluationComparisonPerClassItemAp5095,
        )
        from ..models.evaluation_comparison_per_class_item_mask_ap_50 import (
            EvaluationComparisonPerClassItemMaskAp50,
        )
        from ..models.evaluation_comparison_per_class_item_mask_ap_5095 import (
            EvaluationComparisonPerClassItemMaskAp5095,
        )
        from ..models.evaluation_comparison_per_class_item_precision import (
            EvaluationComparisonPerClassItemPrecision,
        )
        from ..models.evaluation_comparison_per_class_item_recall import (
            EvaluationComparisonPerClassItemRecall,
        )
        from ..models.evaluation_comparison_per_class_item_support import (
            EvaluationComparisonPerClassItemSupport,
        )

        d = dict(src_dict)
        name = d.pop("name")

        support = EvaluationComparisonPerClassItemSupport.from_dict(d.pop("support"))

        precision = EvaluationComparisonPerClassItemPrecision.from_dict(
            d.pop("precision")
        )

        recall = EvaluationComparisonPerClassItemRecall.from_dict(d.pop("recall"))

        ap50 = EvaluationComparisonPerClassItemAp50.from_dict(d.pop("ap50"))

        ap50_95 = EvaluationComparisonPerClassItemAp5095.from_dict(d.pop("ap50_95"))

        _mask_ap50 = d.pop("mask_ap50", UNSET)
        mask_ap50: EvaluationComparisonPerClassItemMaskAp50 | Unset
        if isinstance(_mask_ap50, Unset):
            mask_ap50 = UNSET
        else:
            mask_ap50 = EvaluationComparisonPerClassItemMaskAp50.from_dict(_mask_ap50)

        _mask_ap50_95 = d.pop("mask_ap50_95", UNSET)
        mask_ap50_95: EvaluationComparisonPerClassItemMaskAp5095 | Unset
        if isinstance(_mask_ap50_95, Unset):
            mask_ap50_95 = UNSET
        else:
            mask_ap50_95 = EvaluationComparisonPerClassItemMaskAp5095.from_dict(
                _mask_ap50_95
            )

        evaluation_comparison_per_class_item = cls(
            name=name,
            support=support,
            precision=precision,
            recall=recall,
            ap50=ap50,
            ap50_95=ap50_95,
            mask_ap50=mask_ap50,
            mask_ap50_95=mask_ap50_95,
        )

        evaluation_comparison_per_class_item.additional_properties = d
        return evaluation_comparison_per_class_item

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
