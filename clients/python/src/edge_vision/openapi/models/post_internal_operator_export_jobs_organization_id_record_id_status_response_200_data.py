from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar(
    "T",
    bound="PostInternalOperatorExportJobsOrganizationIdRecordIdStatusResponse200Data",
)


@_attrs_define
class PostInternalOperatorExportJobsOrganizationIdRecordIdStatusResponse200Data:
    """
    Attributes:
        model_version_id (int | None):
        artifact_key (None | str):
    """

    model_version_id: int | None
    artifact_key: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model_version_id: int | None
        model_version_id = self.model_version_id

        artifact_key: None | str
        artifact_key = self.artifact_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model_version_id": model_version_id,
                "artifact_key": artifact_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_model_version_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        model_version_id = _parse_model_version_id(d.pop("model_version_id"))

        def _parse_artifact_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        artifact_key = _parse_artifact_key(d.pop("artifact_key"))

        post_internal_operator_export_jobs_organization_id_record_id_status_response_200_data = cls(
            model_version_id=model_version_id,
            artifact_key=artifact_key,
        )

        post_internal_operator_export_jobs_organization_id_record_id_status_response_200_data.additional_properties = d
        return post_internal_operator_export_jobs_organization_id_record_id_status_response_200_data

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
