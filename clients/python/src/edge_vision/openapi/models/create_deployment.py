from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_deployment_format import (
    CreateDeploymentFormat,
    check_create_deployment_format,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_deployment_match_labels import CreateDeploymentMatchLabels
    from ..models.create_deployment_rollout import CreateDeploymentRollout


T = TypeVar("T", bound="CreateDeployment")


@_attrs_define
class CreateDeployment:
    """
    Attributes:
        model_version_id (int):
        export_job_id (int | Unset): A specific export; default: the newest of the format
        format_ (CreateDeploymentFormat | Unset):  Default: 'onnx'.
        device_ids (list[str] | Unset):
        match_labels (CreateDeploymentMatchLabels | Unset): Devices with all these labels
        rollout (CreateDeploymentRollout | Unset):
        rollback_on_failure (bool | Unset):  Default: True.
        accept_accuracy_drop (bool | Unset): Deploy an export whose validated accuracy (mAP50, mask mAP50 or top-1 on
            the val split) dropped more than the organization's deployment_max_accuracy_drop below its source model; refused
            (400) otherwise Default: False.
    """

    model_version_id: int
    export_job_id: int | Unset = UNSET
    format_: CreateDeploymentFormat | Unset = "onnx"
    device_ids: list[str] | Unset = UNSET
    match_labels: CreateDeploymentMatchLabels | Unset = UNSET
    rollout: CreateDeploymentRollout | Unset = UNSET
    rollback_on_failure: bool | Unset = True
    accept_accuracy_drop: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model_version_id = self.model_version_id

        export_job_id = self.export_job_id

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_

        device_ids: list[str] | Unset = UNSET
        if not isinstance(self.device_ids, Unset):
            device_ids = self.device_ids

        match_labels: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match_labels, Unset):
            match_labels = self.match_labels.to_dict()

        rollout: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rollout, Unset):
            rollout = self.rollout.to_dict()

        rollback_on_failure = self.rollback_on_failure

        accept_accuracy_drop = self.accept_accuracy_drop

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model_version_id": model_version_id,
            }
        )
        if export_job_id is not UNSET:
            field_dict["export_job_id"] = export_job_id
        if format_ is not UNSET:
            field_dict["format"] = format_
        if device_ids is not UNSET:
            field_dict["device_ids"] = device_ids
        if match_labels is not UNSET:
            field_dict["match_labels"] = match_labels
        if rollout is not UNSET:
            field_dict["rollout"] = rollout
        if rollback_on_failure is not UNSET:
            field_dict["rollback_on_failure"] = rollback_on_failure
        if accept_accuracy_drop is not UNSET:
            field_dict["accept_accuracy_drop"] = accept_accuracy_drop

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_deployment_match_labels import CreateDeploymentMatchLabels
        from ..models.create_deployment_rollout import CreateDeploymentRollout

        d = dict(src_dict)
        model_version_id = d.pop("model_version_id")

        export_job_id = d.pop("export_job_id", UNSET)

        _format_ = d.pop("format", UNSET)
        format_: CreateDeploymentFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = check_create_deployment_format(_format_)

        device_ids = cast(list[str], d.pop("device_ids", UNSET))

        _match_labels = d.pop("match_labels", UNSET)
        match_labels: CreateDeploymentMatchLabels | Unset
        if isinstance(_match_labels, Unset):
            match_labels = UNSET
        else:
            match_labels = CreateDeploymentMatchLabels.from_dict(_match_labels)

        _rollout = d.pop("rollout", UNSET)
        rollout: CreateDeploymentRollout | Unset
        if isinstance(_rollout, Unset):
            rollout = UNSET
        else:
            rollout = CreateDeploymentRollout.from_dict(_rollout)

        rollback_on_failure = d.pop("rollback_on_failure", UNSET)

        accept_accuracy_drop = d.pop("accept_accuracy_drop", UNSET)

        create_deployment = cls(
            model_version_id=model_version_id,
            export_job_id=export_job_id,
            format_=format_,
            device_ids=device_ids,
            match_labels=match_labels,
            rollout=rollout,
            rollback_on_failure=rollback_on_failure,
            accept_accuracy_drop=accept_accuracy_drop,
        )

        create_deployment.additional_properties = d
        return create_deployment

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
