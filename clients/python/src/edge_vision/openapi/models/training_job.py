from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.job_phase import JobPhase, check_job_phase
from ..models.training_job_created_via import (
    TrainingJobCreatedVia,
    check_training_job_created_via,
)
from ..models.training_job_task import TrainingJobTask, check_training_job_task

if TYPE_CHECKING:
    from ..models.training_job_conditions_item import TrainingJobConditionsItem
    from ..models.training_job_epoch_type_0 import TrainingJobEpochType0
    from ..models.training_job_hyperparameters import TrainingJobHyperparameters
    from ..models.training_job_metrics import TrainingJobMetrics
    from ..models.training_job_resource import TrainingJobResource


T = TypeVar("T", bound="TrainingJob")


@_attrs_define
class TrainingJob:
    """
    Attributes:
        id (int):
        resource (TrainingJobResource): The custom resource in the cluster
        phase (JobPhase): Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early
        progress (float):
        message (None | str):
        attempts (int):
        conditions (list[TrainingJobConditionsItem]):
        metrics (TrainingJobMetrics):
        log_tail (None | str): A failed job's last words: the failed pod's termination message, which Kubernetes fills
            with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise
        created_via (TrainingJobCreatedVia):
        started_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        completed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        project_id (int):
        dataset_version_id (int):
        task (TrainingJobTask): What the model learns: the project's task (detect, classify, segment)
        base_model (str):
        epochs (int):
        image_size (int):
        batch_size (int):
        hyperparameters (TrainingJobHyperparameters):
        model_version_id (int | None): The model version created when it succeeded
        epoch (None | TrainingJobEpochType0): The last finished epoch; its figures are in metrics, every epoch in
            /metrics
        warnings (list[str]): What the epochs so far call for, e.g. the task's accuracy (mAP50, mask mAP50, top-1) still
            0 after several epochs; empty when all is well
    """

    id: int
    resource: TrainingJobResource
    phase: JobPhase
    progress: float
    message: None | str
    attempts: int
    conditions: list[TrainingJobConditionsItem]
    metrics: TrainingJobMetrics
    log_tail: None | str
    created_via: TrainingJobCreatedVia
    started_at: None | str
    completed_at: None | str
    created_at: str
    updated_at: str
    project_id: int
    dataset_version_id: int
    task: TrainingJobTask
    base_model: str
    epochs: int
    image_size: int
    batch_size: int
    hyperparameters: TrainingJobHyperparameters
    model_version_id: int | None
    epoch: None | TrainingJobEpochType0
    warnings: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.training_job_epoch_type_0 import TrainingJobEpochType0

        id = self.id

        resource = self.resource.to_dict()

        phase: str = self.phase

        progress = self.progress

        message: None | str
        message = self.message

        attempts = self.attempts

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item = conditions_item_data.to_dict()
            conditions.append(conditions_item)

        metrics = self.metrics.to_dict()

        log_tail: None | str
        log_tail = self.log_tail

        created_via: str = self.created_via

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        created_at = self.created_at

        updated_at = self.updated_at

        project_id = self.project_id

        dataset_version_id = self.dataset_version_id

        task: str = self.task

        base_model = self.base_model

        epochs = self.epochs

        image_size = self.image_size

        batch_size = self.batch_size

        hyperparameters = self.hyperparameters.to_dict()

        model_version_id: int | None
        model_version_id = self.model_version_id

        epoch: dict[str, Any] | None
        if isinstance(self.epoch, TrainingJobEpochType0):
            epoch = self.epoch.to_dict()
        else:
            epoch = self.epoch

        warnings = self.warnings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "resource": resource,
                "phase": phase,
                "progress": progress,
                "message": message,
                "attempts": attempts,
                "conditions": conditions,
                "metrics": metrics,
                "log_tail": log_tail,
                "created_via": created_via,
                "started_at": started_at,
                "completed_at": completed_at,
                "created_at": created_at,
                "updated_at": updated_at,
                "project_id": project_id,
                "dataset_version_id": dataset_version_id,
                "task": task,
                "base_model": base_model,
                "epochs": epochs,
                "image_size": image_size,
                "batch_size": batch_size,
                "hyperparameters": hyperparameters,
                "model_version_id": model_version_id,
                "epoch": epoch,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_job_conditions_item import TrainingJobConditionsItem
        from ..models.training_job_epoch_type_0 import TrainingJobEpochType0
        from ..models.training_job_hyperparameters import TrainingJobHyperparameters
        from ..models.training_job_metrics import TrainingJobMetrics
        from ..models.training_job_resource import TrainingJobResource

        d = dict(src_dict)
        id = d.pop("id")

        resource = TrainingJobResource.from_dict(d.pop("resource"))

        phase = check_job_phase(d.pop("phase"))

        progress = d.pop("progress")

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        attempts = d.pop("attempts")

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = TrainingJobConditionsItem.from_dict(conditions_item_data)

            conditions.append(conditions_item)

        metrics = TrainingJobMetrics.from_dict(d.pop("metrics"))

        def _parse_log_tail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        log_tail = _parse_log_tail(d.pop("log_tail"))

        created_via = check_training_job_created_via(d.pop("created_via"))

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        project_id = d.pop("project_id")

        dataset_version_id = d.pop("dataset_version_id")

        task = check_training_job_task(d.pop("task"))

        base_model = d.pop("base_model")

        epochs = d.pop("epochs")

        image_size = d.pop("image_size")

        batch_size = d.pop("batch_size")

        hyperparameters = TrainingJobHyperparameters.from_dict(d.pop("hyperparameters"))

        def _parse_model_version_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        model_version_id = _parse_model_version_id(d.pop("model_version_id"))

        def _parse_epoch(data: object) -> None | TrainingJobEpochType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                epoch_type_0 = TrainingJobEpochType0.from_dict(data)

                return epoch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrainingJobEpochType0, data)

        epoch = _parse_epoch(d.pop("epoch"))

        warnings = cast(list[str], d.pop("warnings"))

        training_job = cls(
            id=id,
            resource=resource,
            phase=phase,
            progress=progress,
            message=message,
            attempts=attempts,
            conditions=conditions,
            metrics=metrics,
            log_tail=log_tail,
            created_via=created_via,
            started_at=started_at,
            completed_at=completed_at,
            created_at=created_at,
            updated_at=updated_at,
            project_id=project_id,
            dataset_version_id=dataset_version_id,
            task=task,
            base_model=base_model,
            epochs=epochs,
            image_size=image_size,
            batch_size=batch_size,
            hyperparameters=hyperparameters,
            model_version_id=model_version_id,
            epoch=epoch,
            warnings=warnings,
        )

        training_job.additional_properties = d
        return training_job

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
