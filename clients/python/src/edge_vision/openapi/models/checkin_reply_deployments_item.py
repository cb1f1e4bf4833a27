from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CheckinReplyDeploymentsItem")


@_attrs_define
class CheckinReplyDeploymentsItem:
    """
    Attributes:
        job_id (str):
        deployment_id (int):
        rollback (bool):
        model_version_id (int | None):
        format_ (str):
        artifact_url (None | str):
        artifact_sha256 (None | str):
        class_names (list[str]):
    """

    job_id: str
    deployment_id: int
    rollback: bool
    model_version_id: int | None
    format_: str
    artifact_url: None | str
    artifact_sha256: None | str
    class_names: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        deployment_id = self.deployment_id

        rollback = self.rollback

        model_version_id: int | None
        model_version_id = self.model_version_id

        format_ = self.format_

        artifact_url: None | str
        artifact_url = self.artifact_url

        artifact_sha256: None | str
        artifact_sha256 = self.artifact_sha256

        class_names = self.class_names

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "deployment_id": deployment_id,
                "rollback": rollback,
                "model_version_id": model_version_id,
                "format": format_,
                "artifact_url": artifact_url,
                "artifact_sha256": artifact_sha256,
                "class_names": class_names,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        job_id = d.pop("job_id")

        deployment_id = d.pop("deployment_id")

        rollback = d.pop("rollback")

        def _parse_model_version_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        model_version_id = _parse_model_version_id(d.pop("model_version_id"))

        format_ = d.pop("format")

        def _parse_artifact_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        artifact_url = _parse_artifact_url(d.pop("artifact_url"))

        def _parse_artifact_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        artifact_sha256 = _parse_artifact_sha256(d.pop("artifact_sha256"))

        class_names = cast(list[str], d.pop("class_names"))

        checkin_reply_deployments_item = cls(
            job_id=job_id,
            deployment_id=deployment_id,
            rollback=rollback,
            model_version_id=model_version_id,
            format_=format_,
            artifact_url=artifact_url,
            artifact_sha256=artifact_sha256,
            class_names=class_names,
        )

        checkin_reply_deployments_item.additional_properties = d
        return checkin_reply_deployments_item

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
