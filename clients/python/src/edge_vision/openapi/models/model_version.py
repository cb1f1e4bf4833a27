from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.model_version_role import ModelVersionRole, check_model_version_role
from ..models.model_version_source import ModelVersionSource, check_model_version_source

if TYPE_CHECKING:
    from ..models.model_version_artifacts import ModelVersionArtifacts
    from ..models.model_version_exports_item import ModelVersionExportsItem
    from ..models.model_version_metrics import ModelVersionMetrics


T = TypeVar("T", bound="ModelVersion")


@_attrs_define
class ModelVersion:
    """
    Attributes:
        id (int):
        project_id (int | None):
        name (str):
        version (int):
        source (ModelVersionSource):
        training_job_id (int | None):
        task (str): What the model predicts: detect (boxes), classify (one class per image), segment (instance outlines;
            also SAM). Models trained before tasks were recorded read as detect
        role (ModelVersionRole):
        class_names (list[str]):
        input_size (int):
        metrics (ModelVersionMetrics):
        artifacts (ModelVersionArtifacts):
        exports (list[ModelVersionExportsItem]): Artifacts of the export jobs that succeeded for this model
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    project_id: int | None
    name: str
    version: int
    source: ModelVersionSource
    training_job_id: int | None
    task: str
    role: ModelVersionRole
    class_names: list[str]
    input_size: int
    metrics: ModelVersionMetrics
    artifacts: ModelVersionArtifacts
    exports: list[ModelVersionExportsItem]
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        project_id: int | None
        project_id = self.project_id

        name = self.name

        version = self.version

        source: str = self.source

        training_job_id: int | None
        training_job_id = self.training_job_id

        task = self.task

        role: str = self.role

        class_names = self.class_names

        input_size = self.input_size

        metrics = self.metrics.to_dict()

        artifacts = self.artifacts.to_dict()

        exports = []
        for exports_item_data in self.exports:
            exports_item = exports_item_data.to_dict()
            exports.append(exports_item)

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "project_id": project_id,
                "name": name,
                "version": version,
                "source": source,
                "training_job_id": training_job_id,
                "task": task,
                "role": role,
                "class_names": class_names,
                "input_size": input_size,
                "metrics": metrics,
                "artifacts": artifacts,
                "exports": exports,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.model_version_artifacts import ModelVersionArtifacts
        from ..models.model_version_exports_item import ModelVersionExportsItem
        from ..models.model_version_metrics import ModelVersionMetrics

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_project_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        project_id = _parse_project_id(d.pop("project_id"))

        name = d.pop("name")

        version = d.pop("version")

        source = check_model_version_source(d.pop("source"))

        def _parse_training_job_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        training_job_id = _parse_training_job_id(d.pop("training_job_id"))

        task = d.pop("task")

        role = check_model_version_role(d.pop("role"))

        class_names = cast(list[str], d.pop("class_names"))

        input_size = d.pop("input_size")

        metrics = ModelVersionMetrics.from_dict(d.pop("metrics"))

        artifacts = ModelVersionArtifacts.from_dict(d.pop("artifacts"))

        exports = []
        _exports = d.pop("exports")
        for exports_item_data in _exports:
            exports_item = ModelVersionExportsItem.from_dict(exports_item_data)

            exports.append(exports_item)

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        model_version = cls(
            id=id,
            project_id=project_id,
            name=name,
            version=version,
            source=source,
            training_job_id=training_job_id,
            task=task,
            role=role,
            class_names=class_names,
            input_size=input_size,
            metrics=metrics,
            artifacts=artifacts,
            exports=exports,
            created_at=created_at,
            updated_at=updated_at,
        )

        model_version.additional_properties = d
        return model_version

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
