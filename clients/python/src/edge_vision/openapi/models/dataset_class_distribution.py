from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dataset_class_distribution_annotations import (
        DatasetClassDistributionAnnotations,
    )
    from ..models.dataset_class_distribution_images import (
        DatasetClassDistributionImages,
    )


T = TypeVar("T", bound="DatasetClassDistribution")


@_attrs_define
class DatasetClassDistribution:
    """
    Attributes:
        class_value (str):
        annotations (DatasetClassDistributionAnnotations): The version's annotations of this class, per split
        images (DatasetClassDistributionImages): Images of the version showing this class, per split
    """

    class_value: str
    annotations: DatasetClassDistributionAnnotations
    images: DatasetClassDistributionImages
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        class_value = self.class_value

        annotations = self.annotations.to_dict()

        images = self.images.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "class_value": class_value,
                "annotations": annotations,
                "images": images,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dataset_class_distribution_annotations import (
            DatasetClassDistributionAnnotations,
        )
        from ..models.dataset_class_distribution_images import (
            DatasetClassDistributionImages,
        )

        d = dict(src_dict)
        class_value = d.pop("class_value")

        annotations = DatasetClassDistributionAnnotations.from_dict(
            d.pop("annotations")
        )

        images = DatasetClassDistributionImages.from_dict(d.pop("images"))

        dataset_class_distribution = cls(
            class_value=class_value,
            annotations=annotations,
            images=images,
        )

        dataset_class_distribution.additional_properties = d
        return dataset_class_distribution

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
