from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_batch_stage import UpdateBatchStage, check_update_batch_stage
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateBatch")


@_attrs_define
class UpdateBatch:
    """
    Attributes:
        stage (UpdateBatchStage | Unset): `complete` closes the batch
        name (str | Unset):
        project_id (int | None | Unset): Assigns the batch and its images to a project (null unassigns)
    """

    stage: UpdateBatchStage | Unset = UNSET
    name: str | Unset = UNSET
    project_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stage: str | Unset = UNSET
        if not isinstance(self.stage, Unset):
            stage = self.stage

        name = self.name

        project_id: int | None | Unset
        if isinstance(self.project_id, Unset):
            project_id = UNSET
        else:
            project_id = self.project_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if stage is not UNSET:
            field_dict["stage"] = stage
        if name is not UNSET:
            field_dict["name"] = name
        if project_id is not UNSET:
            field_dict["project_id"] = project_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _stage = d.pop("stage", UNSET)
        stage: UpdateBatchStage | Unset
        if isinstance(_stage, Unset):
            stage = UNSET
        else:
            stage = check_update_batch_stage(_stage)

        name = d.pop("name", UNSET)

        def _parse_project_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        project_id = _parse_project_id(d.pop("project_id", UNSET))

        update_batch = cls(
            stage=stage,
            name=name,
            project_id=project_id,
        )

        update_batch.additional_properties = d
        return update_batch

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
