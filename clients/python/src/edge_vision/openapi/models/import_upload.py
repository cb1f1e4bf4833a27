from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..models.import_upload_format import ImportUploadFormat, check_import_upload_format
from ..types import UNSET, File, FileTypes, Unset

T = TypeVar("T", bound="ImportUpload")


@_attrs_define
class ImportUpload:
    """
    Attributes:
        format_ (ImportUploadFormat): `coco`: instances JSON per split; `yolo`: Ultralytics data.yaml with
            images/<split> and labels/<split> (for classification projects, <split>/<class>/<image> folders); `voc`:
            Annotations/*.xml, JPEGImages, ImageSets/Main/<split>.txt; `cvat`: CVAT for images 1.1 annotations.xml with
            images/
        file (File | Unset): The zip archive (this, or `upload_id`)
        upload_id (UUID | Unset): A completed resumable upload (POST /data/large-uploads) of the zip, instead of `file`
    """

    format_: ImportUploadFormat
    file: File | Unset = UNSET
    upload_id: UUID | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_: str = self.format_

        file: FileTypes | Unset = UNSET
        if not isinstance(self.file, Unset):
            file = self.file.to_tuple()

        upload_id: str | Unset = UNSET
        if not isinstance(self.upload_id, Unset):
            upload_id = str(self.upload_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
            }
        )
        if file is not UNSET:
            field_dict["file"] = file
        if upload_id is not UNSET:
            field_dict["upload_id"] = upload_id

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("format", (None, str(self.format_).encode(), "text/plain")))

        if not isinstance(self.file, Unset):
            files.append(("file", self.file.to_tuple()))

        if not isinstance(self.upload_id, Unset):
            files.append(("upload_id", (None, str(self.upload_id), "text/plain")))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        format_ = check_import_upload_format(d.pop("format"))

        _file = d.pop("file", UNSET)
        file: File | Unset
        if isinstance(_file, Unset):
            file = UNSET
        else:
            file = File(payload=BytesIO(_file))

        _upload_id = d.pop("upload_id", UNSET)
        upload_id: UUID | Unset
        if isinstance(_upload_id, Unset):
            upload_id = UNSET
        else:
            upload_id = UUID(_upload_id)

        import_upload = cls(
            format_=format_,
            file=file,
            upload_id=upload_id,
        )

        import_upload.additional_properties = d
        return import_upload

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
