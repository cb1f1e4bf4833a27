from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetClassDistributionImages")


@_attrs_define
class DatasetClassDistributionImages:
    """Images of the version showing this class, per split

    Attributes:
        train (int):
        val (int):
        test (int):
    """

    train: int
    val: int
    test: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        train = self.train

        val = self.val

        test = self.test

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "train": train,
                "val": val,
                "test": test,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        train = d.pop("train")

        val = d.pop("val")

        test = d.pop("test")

        dataset_class_distribution_images = cls(
            train=train,
            val=val,
            test=test,
        )

        dataset_class_distribution_images.additional_properties = d
        return dataset_class_distribution_images

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
