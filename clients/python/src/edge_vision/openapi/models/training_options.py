from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_options_task import (
    TrainingOptionsTask,
    check_training_options_task,
)

if TYPE_CHECKING:
    from ..models.training_options_base_models_item import TrainingOptionsBaseModelsItem
    from ..models.training_options_presets_item import TrainingOptionsPresetsItem


T = TypeVar("T", bound="TrainingOptions")


@_attrs_define
class TrainingOptions:
    """
    Attributes:
        task (TrainingOptionsTask):
        default_base_model (str): The project's latest model version when it has one (fine-tuned), else a pinned
            pretrained hub checkpoint of the task, else the task's smallest architecture
        base_models (list[TrainingOptionsBaseModelsItem]): This organization's model versions of the task with weights
            (the project's first), hub checkpoints pinned in WORKLOAD_HUB_SHA256 (only those: the cluster reaches the hub
            for them), then architectures
        presets (list[TrainingOptionsPresetsItem]): Sized for a CPU node and, when JOB_MAX_GPU allows one, a GPU node;
            within the caps
    """

    task: TrainingOptionsTask
    default_base_model: str
    base_models: list[TrainingOptionsBaseModelsItem]
    presets: list[TrainingOptionsPresetsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task: str = self.task

        default_base_model = self.default_base_model

        base_models = []
        for base_models_item_data in self.base_models:
            base_models_item = base_models_item_data.to_dict()
            base_models.append(base_models_item)

        presets = []
        for presets_item_data in self.presets:
            presets_item = presets_item_data.to_dict()
            presets.append(presets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task": task,
                "default_base_model": default_base_model,
                "base_models": base_models,
                "presets": presets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_options_base_models_item import (
            TrainingOptionsBaseModelsItem,
        )
        from ..models.training_options_presets_item import TrainingOptionsPresetsItem

        d = dict(src_dict)
        task = check_training_options_task(d.pop("task"))

        default_base_model = d.pop("default_base_model")

        base_models = []
        _base_models = d.pop("base_models")
        for base_models_item_data in _base_models:
            base_models_item = TrainingOptionsBaseModelsItem.from_dict(
                base_models_item_data
            )

            base_models.append(base_models_item)

        presets = []
        _presets = d.pop("presets")
        for presets_item_data in _presets:
            presets_item = TrainingOptionsPresetsItem.from_dict(presets_item_data)

            presets.append(presets_item)

        training_options = cls(
            task=task,
            default_base_model=default_base_model,
            base_models=base_models,
            presets=presets,
        )

        training_options.additional_properties = d
        return training_options

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
