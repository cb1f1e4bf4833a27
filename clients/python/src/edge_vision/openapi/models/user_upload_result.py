from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.image import Image
    from ..models.user_upload_result_duplicates_item import (
        UserUploadResultDuplicatesItem,
    )
    from ..models.user_upload_result_errors_item import UserUploadResultErrorsItem


T = TypeVar("T", bound="UserUploadResult")


@_attrs_define
class UserUploadResult:
    """
    Attributes:
        batch_id (int | None): The batch holding the images; null when none was stored
        images (list[Image]): The images stored by this request
        duplicates (list[UserUploadResultDuplicatesItem]): Files whose bytes (SHA-256) the project already holds: not
            stored again
        errors (list[UserUploadResultErrorsItem]): Files refused (not an image, cut off, too large): nothing of them is
            kept
    """

    batch_id: int | None
    images: list[Image]
    duplicates: list[UserUploadResultDuplicatesItem]
    errors: list[UserUploadResultErrorsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_id: int | None
        batch_id = self.batch_id

        images = []
        for images_item_data in self.images:
            images_item = images_item_data.to_dict()
            images.append(images_item)

        duplicates = []
        for duplicates_item_data in self.duplicates:
            duplicates_item = duplicates_item_data.to_dict()
            duplicates.append(duplicates_item)

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batch_id": batch_id,
                "images": images,
                "duplicates": duplicates,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.image import Image
        from ..models.user_upload_result_duplicates_item import (
            UserUploadResultDuplicatesItem,
        )
        from ..models.user_upload_result_errors_item import UserUploadResultErrorsItem

        d = dict(src_dict)

        def _parse_batch_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        batch_id = _parse_batch_id(d.pop("batch_id"))

        images = []
        _images = d.pop("images")
        for images_item_data in _images:
            images_item = Image.from_dict(images_item_data)

            images.append(images_item)

        duplicates = []
        _duplicates = d.pop("duplicates")
        for duplicates_item_data in _duplicates:
            duplicates_item = UserUploadResultDuplicatesItem.from_dict(
                duplicates_item_data
            )

            duplicates.append(duplicates_item)

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = UserUploadResultErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        user_upload_result = cls(
            batch_id=batch_id,
            images=images,
            duplicates=duplicates,
            errors=errors,
        )

        user_upload_result.additional_properties = d
        return user_upload_result

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
