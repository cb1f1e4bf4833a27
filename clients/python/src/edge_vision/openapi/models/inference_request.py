from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.inference_request_request_type import (
    InferenceRequestRequestType,
    check_inference_request_request_type,
)
from ..models.inference_request_status import (
    InferenceRequestStatus,
    check_inference_request_status,
)

T = TypeVar("T", bound="InferenceRequest")


@_attrs_define
class InferenceRequest:
    """
    Attributes:
        id (int):
        project_id (int):
        model_version_id (int): The detector that ran; in SAM mode (`request_type` `sam_auto`) the SAM mask decoder (see
            the auto-annotate route)
        request_type (InferenceRequestRequestType):
        status (InferenceRequestStatus): `pending` (queued) -> `running` -> `completed`, `failed` (see `error_message`)
            or `cancelled`; a pending or running request may be cancelled
        image_ids (list[int]):
        image_count (int):
        confidence_threshold (float):
        iou_threshold (float):
        applied_to_images (bool): True once the predictions were written as annotations
        results (list[int]): Ids of the stored predictions (read them with GET /ml/inference-requests/{id}/predictions)
        error_message (None | str):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        completed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    project_id: int
    model_version_id: int
    request_type: InferenceRequestRequestType
    status: InferenceRequestStatus
    image_ids: list[int]
    image_count: int
    confidence_threshold: float
    iou_threshold: float
    applied_to_images: bool
    results: list[int]
    error_message: None | str
    created_at: str
    updated_at: str
    completed_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        project_id = self.project_id

        model_version_id = self.model_version_id

        request_type: str = self.request_type

        status: str = self.status

        image_ids = self.image_ids

        image_count = self.image_count

        confidence_threshold = self.confidence_threshold

        iou_threshold = self.iou_threshold

        applied_to_images = self.applied_to_images

        results = self.results

        error_message: None | str
        error_message = self.error_message

        created_at = self.created_at

        updated_at = self.updated_at

        completed_at: None | str
        completed_at = self.completed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "project_id": project_id,
                "model_version_id": model_version_id,
                "request_type": request_type,
                "status": status,
                "image_ids": image_ids,
                "image_count": image_count,
                "confidence_threshold": confidence_threshold,
                "iou_threshold": iou_threshold,
                "applied_to_images": applied_to_images,
                "results": results,
                "error_message": error_message,
                "created_at": created_at,
                "updated_at": updated_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        project_id = d.pop("project_id")

        model_version_id = d.pop("model_version_id")

        request_type = check_inference_request_request_type(d.pop("request_type"))

        status = check_inference_request_status(d.pop("status"))

        image_ids = cast(list[int], d.pop("image_ids"))

        image_count = d.pop("image_count")

        confidence_threshold = d.pop("confidence_threshold")

        iou_threshold = d.pop("iou_threshold")

        applied_to_images = d.pop("applied_to_images")

        results = cast(list[int], d.pop("results"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("error_message"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        inference_request = cls(
            id=id,
            project_id=project_id,
            model_version_id=model_version_id,
            request_type=request_type,
            status=status,
            image_ids=image_ids,
            image_count=image_count,
            confidence_threshold=confidence_threshold,
            iou_threshold=iou_threshold,
            applied_to_images=applied_to_images,
            results=results,
            error_message=error_message,
            created_at=created_at,
            updated_at=updated_at,
            completed_at=completed_at,
        )

        inference_request.additional_properties = d
        return inference_request

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
