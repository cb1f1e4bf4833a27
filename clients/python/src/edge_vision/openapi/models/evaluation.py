from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_created_via import (
    EvaluationCreatedVia,
    check_evaluation_created_via,
)
from ..models.evaluation_split import EvaluationSplit, check_evaluation_split
from ..models.job_phase import JobPhase, check_job_phase

if TYPE_CHECKING:
    from ..models.evaluation_conditions_item import EvaluationConditionsItem
    from ..models.evaluation_figures_type_0 import EvaluationFiguresType0
    from ..models.evaluation_metrics import EvaluationMetrics
    from ..models.evaluation_resource import EvaluationResource


T = TypeVar("T", bound="Evaluation")


@_attrs_define
class Evaluation:
    """
    Attributes:
        id (int):
        resource (EvaluationResource): The custom resource in the cluster
        phase (JobPhase): Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early
        progress (float):
        message (None | str):
        attempts (int):
        conditions (list[EvaluationConditionsItem]):
        metrics (EvaluationMetrics):
        log_tail (None | str): A failed job's last words: the failed pod's termination message, which Kubernetes fills
            with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise
        created_via (EvaluationCreatedVia):
        started_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        completed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        project_id (int):
        model_version_id (int):
        dataset_version_id (int):
        split (EvaluationSplit):
        image_size (int):
        figures (EvaluationFiguresType0 | None): Every figure, once the evaluation succeeded
    """

    id: int
    resource: EvaluationResource
    phase: JobPhase
    progress: float
    message: None | str
    attempts: int
    conditions: list[EvaluationConditionsItem]
    metrics: EvaluationMetrics
    log_tail: None | str
    created_via: EvaluationCreatedVia
    started_at: None | str
    completed_at: None | str
    created_at: str
    updated_at: str
    project_id: int
    model_version_id: int
    dataset_version_id: int
    split: EvaluationSplit
    image_size: int
    figures: EvaluationFiguresType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluation_figures_type_0 import EvaluationFiguresType0

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

        model_version_id = self.model_version_id

        dataset_version_id = self.dataset_version_id

        split: str = self.split

        image_size = self.image_size

        figures: dict[str, Any] | None
        if isinstance(self.figures, EvaluationFiguresType0):
            figures = self.figures.to_dict()
        else:
            figures = self.figures

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
                "model_version_id": model_version_id,
                "dataset_version_id": dataset_version_id,
                "split": split,
                "image_size": image_size,
                "figures": figures,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_conditions_item import EvaluationConditionsItem
        from ..models.evaluation_figures_type_0 import EvaluationFiguresType0
        from ..models.evaluation_metrics import EvaluationMetrics
        from ..models.evaluation_resource import EvaluationResource

        d = dict(src_dict)
        id = d.pop("id")

        resource = EvaluationResource.from_dict(d.pop("resource"))

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
            conditions_item = EvaluationConditionsItem.from_dict(conditions_item_data)

            conditions.append(conditions_item)

        metrics = EvaluationMetrics.from_dict(d.pop("metrics"))

        def _parse_log_tail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        log_tail = _parse_log_tail(d.pop("log_tail"))

        created_via = check_evaluation_created_via(d.pop("created_via"))

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

        model_version_id = d.pop("model_version_id")

        dataset_version_id = d.pop("dataset_version_id")

        split = check_evaluation_split(d.pop("split"))

        image_size = d.pop("image_size")

        def _parse_figures(data: object) -> EvaluationFiguresType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                figures_type_0 = EvaluationFiguresType0.from_dict(data)

                return figures_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationFiguresType0 | None, data)

        figures = _parse_figures(d.pop("figures"))

        evaluation = cls(
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
            model_version_id=model_version_id,
            dataset_version_id=dataset_version_id,
            split=split,
            image_size=image_size,
            figures=figures,
        )

        evaluation.additional_properties = d
        return evaluation

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
