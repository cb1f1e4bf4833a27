from __future__ import annotations

import datetime
from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..types import UNSET, File, FileTypes, Unset

T = TypeVar("T", bound="ImageUpload")


@_attrs_define
class ImageUpload:
    """
    Attributes:
        image (File | Unset): The JPEG, PNG or WebP file (required)
        project_id (int | Unset):
        captured_at (datetime.datetime | Unset): When the camera took it (RFC 3339)
        metadata (str | Unset): A JSON object, as text (keys without a leading $, dots or NUL; at most 16 levels deep)
        idempotency_key (str | Unset): The device's key for this frame: an upload repeating a key the device already
            used answers 200 with the image stored the first time and stores nothing new
        detections (str | Unset): The edge model's detections as JSON text, `{"model_version_id": 3, "boxes":
            [{"class_name": "car", "confidence": 0.9, "x_center": 0.5, "y_center": 0.5, "width": 0.2, "height": 0.1}]}`
            (normalised to the image; at most 500): stored as `source: model` annotations with their confidence. A box may
            say `"type": "polygon"` with `geometry` (an instance outline, flat normalised x, y pairs; its box the bounds) or
            `"type": "tag"` (a classifier's class of the whole image; its box is ignored)
    """

    image: File | Unset = UNSET
    project_id: int | Unset = UNSET
    captured_at: datetime.datetime | Unset = UNSET
    metadata: str | Unset = UNSET
    idempotency_key: str | Unset = UNSET
    detections: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image: FileTypes | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_tuple()

        project_id = self.project_id

        captured_at: str | Unset = UNSET
        if not isinstance(self.captured_at, Unset):
            captured_at = self.captured_at.isoformat()

        metadata = self.metadata

        idempotency_key = self.idempotency_key

        detections = self.detections

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if image is not UNSET:
            field_dict["image"] = image
        if project_id is not UNSET:
            field_dict["project_id"] = project_id
        if captured_at is not UNSET:
            field_dict["captured_at"] = captured_at
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if idempotency_key is not UNSET:
            field_dict["idempotency_key"] = idempotency_key
        if detections is not UNSET:
            field_dict["detections"] = detections

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        if not isinstance(self.image, Unset):
            files.append(("image", self.image.to_tuple()))

        if not isinstance(self.project_id, Unset):
            files.append(
                ("project_id", (None, str(self.project_id).encode(), "text/plain"))
            )

        if not isinstance(self.captured_at, Unset):
            files.append(
                (
                    "captured_at",
                    (None, self.captured_at.isoformat().encode(), "text/plain"),
                )
            )

        if not isinstance(self.metadata, Unset):
            files.append(
                ("metadata", (None, str(self.metadata).encode(), "text/plain"))
            )

        if not isinstance(self.idempotency_key, Unset):
            files.append(
                (
                    "idempotency_key",
                    (None, str(self.idempotency_key).encode(), "text/plain"),
                )
            )

        if not isinstance(self.detections, Unset):
            files.append(
                ("detections", (None, str(self.detections).encode(), "text/plain"))
            )

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _image = d.pop("image", UNSET)
        image: File | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = File(payload=BytesIO(_image))

        project_id = d.pop("project_id", UNSET)

        _captured_at = d.pop("captured_at", UNSET)
        captured_at: datetime.datetime | Unset
        if isinstance(_captured_at, Unset):
            captured_at = UNSET
        else:
            captured_at = datetime.datetime.fromisoformat(_captured_at)

        metadata = d.pop("metadata", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        detections = d.pop("detections", UNSET)

        image_upload = cls(
            image=image,
            project_id=project_id,
            captured_at=captured_at,
            metadata=metadata,
            idempotency_key=idempotency_key,
            detections=detections,
        )

        image_upload.additional_properties = d
        return image_upload

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
