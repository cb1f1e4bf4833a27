from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_image_annotation_status import (
    UpdateImageAnnotationStatus,
    check_update_image_annotation_status,
)
from ..models.update_image_split import UpdateImageSplit, check_update_image_split
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateImage")


@_attrs_define
class UpdateImage:
    """
    Attributes:
        project_id (int | None | Unset):
        split (UpdateImageSplit | Unset):
        split_locked (bool | Unset):
        annotation_status (UpdateImageAnnotationStatus | Unset): Set explicitly; annotation changes no longer move it
    """

    project_id: int | None | Unset = UNSET
    split: UpdateImageSplit | Unset = UNSET
    split_locked: bool | Unset = UNSET
    annotation_status: UpdateImageAnnotationStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id: int | None | Unset
        if isinstance(self.project_id, Unset):
            project_id = UNSET
        else:
            project_id = self.project_id

        split: str | Unset = UNSET
        if not isinstance(self.split, Unset):
            split = self.split

        split_locked = self.split_locked

        annotation_status: str | Unset = UNSET
        if not isinstance(self.annotation_status, Unset):
            annotation_status = self.annotation_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if project_id is not UNSET:
            field_dict["project_id"] = project_id
        if split is not UNSET:
            field_dict["split"] = split
        if split_locked is not UNSET:
            field_dict["split_locked"] = split_locked
        if annotation_status is not UNSET:
            field_dict["annotation_status"] = annotation_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_project_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        project_id = _parse_project_id(d.pop("project_id", UNSET))

        _split = d.pop("split", UNSET)
        split: UpdateImageSplit | Unset
        if isinstance(_split, Unset):
            split = UNSET
        else:
            split = check_update_image_split(_split)

        split_locked = d.pop("split_locked", UNSET)

        _annotation_status = d.pop("annotation_status", UNSET)
        annotation_status: UpdateImageAnnotationStatus | Unset
        if isinstance(_annotation_status, Unset):
            annotation_status = UNSET
        else:
            annotation_status = check_update_image_annotation_status(_annotation_status)

        update_image = cls(
            project_id=project_id,
            split=split,
            split_locked=split_locked,
            annotation_status=annotation_status,
        )

        update_image.additional_properties = d
        return update_image

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
