from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.batch_closed_reason_type_1 import (
    BatchClosedReasonType1,
    check_batch_closed_reason_type_1,
)
from ..models.batch_closed_reason_type_2_type_1 import (
    BatchClosedReasonType2Type1,
    check_batch_closed_reason_type_2_type_1,
)
from ..models.batch_closed_reason_type_3_type_1 import (
    BatchClosedReasonType3Type1,
    check_batch_closed_reason_type_3_type_1,
)
from ..models.batch_stage import BatchStage, check_batch_stage

T = TypeVar("T", bound="Batch")


@_attrs_define
class Batch:
    """
    Attributes:
        id (int):
        name (str):
        stage (BatchStage): `collecting` -> `complete`: closed by PATCH (stage=complete) or on its own once the
            organization's batch timeout has passed since its last image (when auto-close is on). A closed batch takes no
            new images; the device's next upload opens a new batch.
        device_id (str):
        project_id (int | None):
        image_count (int):
        labeled_count (int): How many of the batch's images are labeled (annotation_status `completed`)
        last_image_at (None | str): When an image last joined the batch, recorded at most every 5 seconds (the timed
            closure counts from the newest image exactly) Example: 2026-11-21T10:00:00.000Z.
        closed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        closed_reason (BatchClosedReasonType1 | BatchClosedReasonType2Type1 | BatchClosedReasonType3Type1 | None):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    name: str
    stage: BatchStage
    device_id: str
    project_id: int | None
    image_count: int
    labeled_count: int
    last_image_at: None | str
    closed_at: None | str
    closed_reason: (
        BatchClosedReasonType1
        | BatchClosedReasonType2Type1
        | BatchClosedReasonType3Type1
        | None
    )
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        stage: str = self.stage

        device_id = self.device_id

        project_id: int | None
        project_id = self.project_id

        image_count = self.image_count

        labeled_count = self.labeled_count

        last_image_at: None | str
        last_image_at = self.last_image_at

        closed_at: None | str
        closed_at = self.closed_at

        closed_reason: None | str
        if (
            isinstance(self.closed_reason, str)
            or isinstance(self.closed_reason, str)
            or isinstance(self.closed_reason, str)
        ):
            closed_reason = self.closed_reason
        else:
            closed_reason = self.closed_reason

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "stage": stage,
                "device_id": device_id,
                "project_id": project_id,
                "image_count": image_count,
                "labeled_count": labeled_count,
                "last_image_at": last_image_at,
                "closed_at": closed_at,
                "closed_reason": closed_reason,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        stage = check_batch_stage(d.pop("stage"))

        device_id = d.pop("device_id")

        def _parse_project_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        project_id = _parse_project_id(d.pop("project_id"))

        image_count = d.pop("image_count")

        labeled_count = d.pop("labeled_count")

        def _parse_last_image_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_image_at = _parse_last_image_at(d.pop("last_image_at"))

        def _parse_closed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        closed_at = _parse_closed_at(d.pop("closed_at"))

        def _parse_closed_reason(
            data: object,
        ) -> (
            BatchClosedReasonType1
            | BatchClosedReasonType2Type1
            | BatchClosedReasonType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_reason_type_1 = check_batch_closed_reason_type_1(data)

                return closed_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_reason_type_2_type_1 = check_batch_closed_reason_type_2_type_1(
                    data
                )

                return closed_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_reason_type_3_type_1 = check_batch_closed_reason_type_3_type_1(
                    data
                )

                return closed_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BatchClosedReasonType1
                | BatchClosedReasonType2Type1
                | BatchClosedReasonType3Type1
                | None,
                data,
            )

        closed_reason = _parse_closed_reason(d.pop("closed_reason"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        batch = cls(
            id=id,
            name=name,
            stage=stage,
            device_id=device_id,
            project_id=project_id,
            image_count=image_count,
            labeled_count=labeled_count,
            last_image_at=last_image_at,
            closed_at=closed_at,
            closed_reason=closed_reason,
            created_at=created_at,
            updated_at=updated_at,
        )

        batch.additional_properties = d
        return batch

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
