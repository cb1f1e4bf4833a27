from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..models.model_upload_role import ModelUploadRole, check_model_upload_role
from ..models.model_upload_task import ModelUploadTask, check_model_upload_task
from ..types import UNSET, File, FileTypes, Unset

T = TypeVar("T", bound="ModelUpload")


@_attrs_define
class ModelUpload:
    """
    Attributes:
        name (str):
        file (File | Unset): The ONNX model file (required)
        task (ModelUploadTask | Unset): The model's task. Absent: read from its outputs (`[1, classes]` classify; `[1, 4
            + classes + 32, anchors]` with prototypes `[1, 32, h, w]` segment, YOLOv8-seg; `[1, 4 + classes, anchors]` or
            its transpose detect), `segment` for SAM; outputs in none of these layouts are refused naming `role`
        role (ModelUploadRole | Unset): `detector` / `open_vocab_detector`: YOLOv8 layout, one image input [1, 3, S, S]
            and output [1, 4 + classes, anchors]; `sam_encoder`: image [1, 3, S, S] to embeddings [1, C, h, w];
            `sam_decoder`: the SAM export (image_embeddings, point_coords, point_labels, mask_input, has_mask_input,
            orig_im_size -> masks, iou_predictions) Default: 'detector'.
        class_names (str | Unset): Required for detectors, classifiers and segmenters: the class names in output order
            (index 0 first), as a JSON array or comma-separated; evaluations match them to the dataset version's labels by
            name. None for SAM Default: '[]'.
        input_size (int | Unset): The square input side the model was trained at; default the model's own fixed size.
            Required when the model's image input has symbolic dimensions (SAM: default 1024). Inference, evaluation, export
            and devices all run the model at this size
        project_id (int | Unset):
    """

    name: str
    file: File | Unset = UNSET
    task: ModelUploadTask | Unset = UNSET
    role: ModelUploadRole | Unset = "detector"
    class_names: str | Unset = "[]"
    input_size: int | Unset = UNSET
    project_id: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        file: FileTypes | Unset = UNSET
        if not isinstance(self.file, Unset):
            file = self.file.to_tuple()

        task: str | Unset = UNSET
        if not isinstance(self.task, Unset):
            task = self.task

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role

        class_names = self.class_names

        input_size = self.input_size

        project_id = self.project_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if file is not UNSET:
            field_dict["file"] = file
        if task is not UNSET:
            field_dict["task"] = task
        if role is not UNSET:
            field_dict["role"] = role
        if class_names is not UNSET:
            field_dict["class_names"] = class_names
        if input_size is not UNSET:
            field_dict["input_size"] = input_size
        if project_id is not UNSET:
            field_dict["project_id"] = project_id

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("name", (None, str(self.name).encode(), "text/plain")))

        if not isinstance(self.file, Unset):
            files.append(("file", self.file.to_tuple()))

        if not isinstance(self.task, Unset):
            files.append(("task", (None, str(self.task).encode(), "text/plain")))

        if not isinstance(self.role, Unset):
            files.append(("role", (None, str(self.role).encode(), "text/plain")))

        if not isinstance(self.class_names, Unset):
            files.append(
                ("class_names", (None, str(self.class_names).encode(), "text/plain"))
            )

        if not isinstance(self.input_size, Unset):
            files.append(
                ("input_size", (None, str(self.input_size).encode(), "text/plain"))
            )

        if not isinstance(self.project_id, Unset):
            files.append(
                ("project_id", (None, str(self.project_id).encode(), "text/plain"))
            )

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _file = d.pop("file", UNSET)
        file: File | Unset
        if isinstance(_file, Unset):
            file = UNSET
        else:
            file = File(payload=BytesIO(_file))

        _task = d.pop("task", UNSET)
        task: ModelUploadTask | Unset
        if isinstance(_task, Unset):
            task = UNSET
        else:
            task = check_model_upload_task(_task)

        _role = d.pop("role", UNSET)
        role: ModelUploadRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = check_model_upload_role(_role)

        class_names = d.pop("class_names", UNSET)

        input_size = d.pop("input_size", UNSET)

        project_id = d.pop("project_id", UNSET)

        model_upload = cls(
            name=name,
            file=file,
            task=task,
            role=role,
            class_names=class_names,
            input_size=input_size,
            project_id=project_id,
        )

        model_upload.additional_properties = d
        return model_upload

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
