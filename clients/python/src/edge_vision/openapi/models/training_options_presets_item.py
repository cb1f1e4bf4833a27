from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_options_presets_item_name import (
    TrainingOptionsPresetsItemName,
    check_training_options_presets_item_name,
)

if TYPE_CHECKING:
    from ..models.training_options_presets_item_resources import (
        TrainingOptionsPresetsItemResources,
    )


T = TypeVar("T", bound="TrainingOptionsPresetsItem")


@_attrs_define
class TrainingOptionsPresetsItem:
    """
    Attributes:
        name (TrainingOptionsPresetsItemName):
        label (str):
        epochs (int):
        image_size (int):
        batch_size (int):
        resources (TrainingOptionsPresetsItemResources):
    """

    name: TrainingOptionsPresetsItemName
    label: str
    epochs: int
    image_size: int
    batch_size: int
    resources: TrainingOptionsPresetsItemResources
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name: str = self.name

        label = self.label

        epochs = self.epochs

        image_size = self.image_size

        batch_size = self.batch_size

        resources = self.resources.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "label": label,
                "epochs": epochs,
                "image_size": image_size,
                "batch_size": batch_size,
                "resources": resources,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_options_presets_item_resources import (
            TrainingOptionsPresetsItemResources,
        )

        d = dict(src_dict)
        name = check_training_options_presets_item_name(d.pop("name"))

        label = d.pop("label")

        epochs = d.pop("epochs")

        image_size = d.pop("image_size")

        batch_size = d.pop("batch_size")

        resources = TrainingOptionsPresetsItemResources.from_dict(d.pop("resources"))

        training_options_presets_item = cls(
            name=name,
            label=label,
            epochs=epochs,
            image_size=image_size,
            batch_size=batch_size,
            resources=resources,
        )

        training_options_presets_item.additional_properties = d
        return training_options_presets_item

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
