from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_training_job_hyperparameters import (
        CreateTrainingJobHyperparameters,
    )
    from ..models.create_training_job_resources import CreateTrainingJobResources


T = TypeVar("T", bound="CreateTrainingJob")


@_attrs_define
class CreateTrainingJob:
    """
    Attributes:
        project_id (int):
        dataset_version_id (int):
        base_model (str | Unset): model-version:<id> fine-tunes a model version of this platform (of the same task); an
            architecture such as yolov8n.yaml (yolov8n-cls.yaml, yolov8n-seg.yaml) trains from scratch; a hub checkpoint
            such as yolov8n.pt needs the cluster to reach the hub and a SHA-256 pin in WORKLOAD_HUB_SHA256 (else 400).
            Default: the smallest architecture of the project's task (yolov8n.yaml, yolov8n-cls.yaml or yolov8n-seg.yaml)
        epochs (int | Unset):  Default: 100.
        image_size (int | Unset):  Default: 640.
        batch_size (int | Unset):  Default: 16.
        hyperparameters (CreateTrainingJobHyperparameters | Unset):
        resources (CreateTrainingJobResources | Unset):
    """

    project_id: int
    dataset_version_id: int
    base_model: str | Unset = UNSET
    epochs: int | Unset = 100
    image_size: int | Unset = 640
    batch_size: int | Unset = 16
    hyperparameters: CreateTrainingJobHyperparameters | Unset = UNSET
    resources: CreateTrainingJobResources | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        dataset_version_id = self.dataset_version_id

        base_model = self.base_model

        epochs = self.epochs

        image_size = self.image_size

        batch_size = self.batch_size

        hyperparameters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hyperparameters, Unset):
            hyperparameters = self.hyperparameters.to_dict()

        resources: dict[str, Any] | Unset = UNSET
        if not isinstance(self.resources, Unset):
            resources = self.resources.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "project_id": project_id,
                "dataset_version_id": dataset_version_id,
            }
        )
        if base_model is not UNSET:
            field_dict["base_model"] = base_model
        if epochs is not UNSET:
            field_dict["epochs"] = epochs
        if image_size is not UNSET:
            field_dict["image_size"] = image_size
        if batch_size is not UNSET:
            field_dict["batch_size"] = batch_size
        if hyperparameters is not UNSET:
            field_dict["hyperparameters"] = hyperparameters
        if resources is not UNSET:
            field_dict["resources"] = resources

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_training_job_hyperparameters import (
            CreateTrainingJobHyperparameters,
        )
        from ..models.create_training_job_resources import CreateTrainingJobResources

        d = dict(src_dict)
        project_id = d.pop("project_id")

        dataset_version_id = d.pop("dataset_version_id")

        base_model = d.pop("base_model", UNSET)

        epochs = d.pop("epochs", UNSET)

        image_size = d.pop("image_size", UNSET)

        batch_size = d.pop("batch_size", UNSET)

        _hyperparameters = d.pop("hyperparameters", UNSET)
        hyperparameters: CreateTrainingJobHyperparameters | Unset
        if isinstance(_hyperparameters, Unset):
            hyperparameters = UNSET
        else:
            hyperparameters = CreateTrainingJobHyperparameters.from_dict(
                _hyperparameters
            )

        _resources = d.pop("resources", UNSET)
        resources: CreateTrainingJobResources | Unset
        if isinstance(_resources, Unset):
            resources = UNSET
        else:
            resources = CreateTrainingJobResources.from_dict(_resources)

        create_training_job = cls(
            project_id=project_id,
            dataset_version_id=dataset_version_id,
            base_model=base_model,
            epochs=epochs,
            image_size=image_size,
            batch_size=batch_size,
            hyperparameters=hyperparameters,
            resources=resources,
        )

        create_training_job.additional_properties = d
        return create_training_job

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
