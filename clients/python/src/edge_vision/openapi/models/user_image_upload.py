from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..types import UNSET, File, FileTypes, Unset

T = TypeVar("T", bound="UserImageUpload")


@_attrs_define
class UserImageUpload:
    """
    Attributes:
        images (list[File] | Unset): The JPEG, PNG or WebP files, at most 100 per request (required)
        project_id (int | Unset): The project the images join
        batch_id (int | Unset): Add to this batch (one an earlier request answered); a new batch is made otherwise
    """

    images: list[File] | Unset = UNSET
    project_id: int | Unset = UNSET
    batch_id: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        images: list[FileTypes] | Unset = UNSET
        if not isinstance(self.images, Unset):
            images = []
            for images_item_data in self.images:
                images_item = images_item_data.to_tuple()

                images.append(images_item)

        project_id = self.project_id

        batch_id = self.batch_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if images is not UNSET:
            field_dict["images"] = images
        if project_id is not UNSET:
            field_dict["project_id"] = project_id
        if batch_id is not UNSET:
            field_dict["batch_id"] = batch_id

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        if not isinstance(self.images, Unset):
            for images_item_element in self.images:
                files.append(("images", images_item_element.to_tuple()))

        if not isinstance(self.project_id, Unset):
            files.append(
                ("project_id", (None, str(self.project_id).encode(), "text/plain"))
            )

        if not isinstance(self.batch_id, Unset):
            files.append(
                ("batch_id", (None, str(self.batch_id).encode(), "text/plain"))
            )

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _images = d.pop("images", UNSET)
        images: list[File] | Unset = UNSET
        if _images is not UNSET:
            images = []
            for images_item_data in _images:
                images_item = File(payload=BytesIO(images_item_data))

                images.append(images_item)

        project_id = d.pop("project_id", UNSET)

        batch_id = d.pop("batch_id", UNSET)

        user_image_upload = cls(
            images=images,
            project_id=project_id,
            batch_id=batch_id,
        )

        user_image_upload.additional_properties = d
        return user_image_upload

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
