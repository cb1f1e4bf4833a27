from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deployment_created_via import (
    DeploymentCreatedVia,
    check_deployment_created_via,
)
from ..models.deployment_format import DeploymentFormat, check_deployment_format
from ..models.deployment_phase import DeploymentPhase, check_deployment_phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deployment_devices_item import DeploymentDevicesItem
    from ..models.deployment_resource import DeploymentResource
    from ..models.deployment_rollout import DeploymentRollout
    from ..models.deployment_targets import DeploymentTargets


T = TypeVar("T", bound="Deployment")


@_attrs_define
class Deployment:
    """
    Attributes:
        id (int):
        job_id (str): The id devices report phases under: POST /device/deployment-jobs/{job_id}/phase
        resource (DeploymentResource):
        model_version_id (int):
        export_job_id (int | None):
        format_ (DeploymentFormat):
        targets (DeploymentTargets):
        rollout (DeploymentRollout):
        rollback_on_failure (bool):
        phase (DeploymentPhase): Pending -> Running -> Succeeded | Failed; RolledBack when a failure triggered the
            rollback
        progress (float):
        message (None | str):
        created_via (DeploymentCreatedVia):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        devices (list[DeploymentDevicesItem] | Unset): Per-device progress (in GET by id)
    """

    id: int
    job_id: str
    resource: DeploymentResource
    model_version_id: int
    export_job_id: int | None
    format_: DeploymentFormat
    targets: DeploymentTargets
    rollout: DeploymentRollout
    rollback_on_failure: bool
    phase: DeploymentPhase
    progress: float
    message: None | str
    created_via: DeploymentCreatedVia
    created_at: str
    updated_at: str
    devices: list[DeploymentDevicesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        job_id = self.job_id

        resource = self.resource.to_dict()

        model_version_id = self.model_version_id

        export_job_id: int | None
        export_job_id = self.export_job_id

        format_: str = self.format_

        targets = self.targets.to_dict()

        rollout = self.rollout.to_dict()

        rollback_on_failure = self.rollback_on_failure

        phase: str = self.phase

        progress = self.progress

        message: None | str
        message = self.message

        created_via: str = self.created_via

        created_at = self.created_at

        updated_at = self.updated_at

        devices: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.devices, Unset):
            devices = []
            for devices_item_data in self.devices:
                devices_item = devices_item_data.to_dict()
                devices.append(devices_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "job_id": job_id,
                "resource": resource,
                "model_version_id": model_version_id,
                "export_job_id": export_job_id,
                "format": format_,
                "targets": targets,
                "rollout": rollout,
                "rollback_on_failure": rollback_on_failure,
                "phase": phase,
                "progress": progress,
                "message": message,
                "created_via": created_via,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if devices is not UNSET:
            field_dict["devices"] = devices

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deployment_devices_item import DeploymentDevicesItem
        from ..models.deployment_resource import DeploymentResource
        from ..models.deployment_rollout import DeploymentRollout
        from ..models.deployment_targets import DeploymentTargets

        d = dict(src_dict)
        id = d.pop("id")

        job_id = d.pop("job_id")

        resource = DeploymentResource.from_dict(d.pop("resource"))

        model_version_id = d.pop("model_version_id")

        def _parse_export_job_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        export_job_id = _parse_export_job_id(d.pop("export_job_id"))

        format_ = check_deployment_format(d.pop("format"))

        targets = DeploymentTargets.from_dict(d.pop("targets"))

        rollout = DeploymentRollout.from_dict(d.pop("rollout"))

        rollback_on_failure = d.pop("rollback_on_failure")

        phase = check_deployment_phase(d.pop("phase"))

        progress = d.pop("progress")

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        created_via = check_deployment_created_via(d.pop("created_via"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        _devices = d.pop("devices", UNSET)
        devices: list[DeploymentDevicesItem] | Unset = UNSET
        if _devices is not UNSET:
            devices = []
            for devices_item_data in _devices:
                devices_item = DeploymentDevicesItem.from_dict(devices_item_data)

                devices.append(devices_item)

        deployment = cls(
            id=id,
            job_id=job_id,
            resource=resource,
            model_version_id=model_version_id,
            export_job_id=export_job_id,
            format_=format_,
            targets=targets,
            rollout=rollout,
            rollback_on_failure=rollback_on_failure,
            phase=phase,
            progress=progress,
            message=message,
            created_via=created_via,
            created_at=created_at,
            updated_at=updated_at,
            devices=devices,
        )

        deployment.additional_properties = d
        return deployment

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
