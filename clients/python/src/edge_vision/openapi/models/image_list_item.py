from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.image_list_item_annotation_status import (
    ImageListItemAnnotationStatus,
    check_image_list_item_annotation_status,
)
from ..models.image_list_item_split import (
    ImageListItemSplit,
    check_image_list_item_split,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.annotation import Annotation
    from ..models.image_list_item_metadata import ImageListItemMetadata


T = TypeVar("T", bound="ImageListItem")


@_attrs_define
class ImageListItem:
    """
    Attributes:
        id (int):
        filename (str):
        width (int):
        height (int):
        content_type (str):
        size_bytes (int):
        sha256 (str):
        batch_id (int):
        batch_name (None | str):
        project_id (int | None):
        project_name (None | str):
        version_name (None | str): Name of the newest dataset version holding the image; null when none does
        device_id (str):
        annotation_status (ImageListItemAnnotationStatus):
        split (ImageListItemSplit):
        split_locked (bool):
        storage_key (str):
        captured_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        metadata (ImageListItemMetadata):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        image_url (str | Unset): Signed address on the API's origin (GET /images/{id}/content), only when requested
        thumbnail_url (str | Unset): Signed address of a JPEG fitting 320x240 (GET /images/{id}/thumbnail), only when
            requested
        annotations (list[Annotation] | Unset): Present only when requested
    """

    id: int
    filename: str
    width: int
    height: int
    content_type: str
    size_bytes: int
    sha256: str
    batch_id: int
    batch_name: None | str
    project_id: int | None
    project_name: None | str
    version_name: None | str
    device_id: str
    annotation_status: ImageListItemAnnotationStatus
    split: ImageListItemSplit
    split_locked: bool
    storage_key: str
    captured_at: None | str
    metadata: ImageListItemMetadata
    created_at: str
    updated_at: str
    image_url: str | Unset = UNSET
    thumbnail_url: str | Unset = UNSET
    annotations: list[Annotation] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        filename = self.filename

        width = self.width

        height = self.height

        content_type = self.content_type

        size_bytes = self.size_bytes

        sha256 = self.sha256

        batch_id = self.batch_id

        batch_name: None | str
        batch_name = self.batch_name

        project_id: int | None
        project_id = self.project_id

        project_name: None | str
        project_name = self.project_name

        version_name: None | str
        version_name = self.version_name

        device_id = self.device_id

        annotation_status: str = self.annotation_status

        split: str = self.split

        split_locked = self.split_locked

        storage_key = self.storage_key

        captured_at: None | str
        captured_at = self.captured_at

        metadata = self.metadata.to_dict()

        created_at = self.created_at

        updated_at = self.updated_at

        image_url = self.image_url

        thumbnail_url = self.thumbnail_url

        annotations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.annotations, Unset):
            annotations = []
            for annotations_item_data in self.annotations:
                annotations_item = annotations_item_data.to_dict()
                annotations.append(annotations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "filename": filename,
                "width": width,
                "height": height,
                "content_type": content_type,
                "size_bytes": size_bytes,
                "sha256": sha256,
                "batch_id": batch_id,
                "batch_name": batch_name,
                "project_id": project_id,
                "project_name": project_name,
                "version_name": version_name,
                "device_id": device_id,
                "annotation_status": annotation_status,
                "split": split,
                "split_locked": split_locked,
                "storage_key": storage_key,
                "captured_at": captured_at,
                "metadata": metadata,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if image_url is not UNSET:
            field_dict["image_url"] = image_url
        if thumbnail_url is not UNSET:
            field_dict["thumbnail_url"] = thumbnail_url
        if annotations is not UNSET:
            field_dict["annotations"] = annotations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.annotation import Annotation
        from ..models.image_list_item_metadata import ImageListItemMetadata

        d = dict(src_dict)
        id = d.pop("id")

        filename = d.pop("filename")

        width = d.pop("width")

        height = d.pop("height")

        content_type = d.pop("content_type")

        size_bytes = d.pop("size_bytes")

        sha256 = d.pop("sha256")

        batch_id = d.pop("batch_id")

        def _parse_batch_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        batch_name = _parse_batch_name(d.pop("batch_name"))

        def _parse_project_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        project_id = _parse_project_id(d.pop("project_id"))

        def _parse_project_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_name = _parse_project_name(d.pop("project_name"))

        def _parse_version_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        version_name = _parse_version_name(d.pop("version_name"))

        device_id = d.pop("device_id")

        annotation_status = check_image_list_item_annotation_status(
            d.pop("annotation_status")
        )

        split = check_image_list_item_split(d.pop("split"))

        split_locked = d.pop("split_locked")

        storage_key = d.pop("storage_key")

        def _parse_captured_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        captured_at = _parse_captured_at(d.pop("captured_at"))

        metadata = ImageListItemMetadata.from_dict(d.pop("metadata"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        image_url = d.pop("image_url", UNSET)

        thumbnail_url = d.pop("thumbnail_url", UNSET)

        _annotations = d.pop("annotations", UNSET)
        annotations: list[Annotation] | Unset = UNSET
        if _annotations is not UNSET:
            annotations = []
            for annotations_item_data in _annotations:
                annotations_item = Annotation.from_dict(annotations_item_data)

                annotations.append(annotations_item)

        image_list_item = cls(
            id=id,
            filename=filename,
            width=width,
            height=height,
            content_type=content_type,
            size_bytes=size_bytes,
            sha256=sha256,
            batch_id=batch_id,
            batch_name=batch_name,
            project_id=project_id,
            project_name=project_name,
            version_name=version_name,
            device_id=device_id,
            annotation_status=annotation_status,
            split=split,
            split_locked=split_locked,
            storage_key=storage_key,
            captured_at=captured_at,
            metadata=metadata,
            created_at=created_at,
            updated_at=updated_at,
            image_url=image_url,
            thumbnail_url=thumbnail_url,
            annotations=annotations,
        )

        image_list_item.additional_properties = d
        return image_list_item

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
