from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alert_status import AlertStatus, check_alert_status

if TYPE_CHECKING:
    from ..models.alert_annotations_item import AlertAnnotationsItem
    from ..models.alert_labels_item import AlertLabelsItem


T = TypeVar("T", bound="Alert")


@_attrs_define
class Alert:
    """
    Attributes:
        id (int):
        fingerprint (str):
        status (AlertStatus):
        alertname (None | str): The `alertname` label
        severity (None | str): The `severity` label
        device_id (None | str): The `device_id` label, when the alert names a device
        labels (list[AlertLabelsItem]): Every label, sorted by name
        annotations (list[AlertAnnotationsItem]): Every annotation, sorted by name
        starts_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        ends_at (None | str): When the alert resolved; null while firing Example: 2026-11-21T10:00:00.000Z.
        generator_url (str):
        receiver (str):
        first_received_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        last_received_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    fingerprint: str
    status: AlertStatus
    alertname: None | str
    severity: None | str
    device_id: None | str
    labels: list[AlertLabelsItem]
    annotations: list[AlertAnnotationsItem]
    starts_at: str
    ends_at: None | str
    generator_url: str
    receiver: str
    first_received_at: str
    last_received_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        fingerprint = self.fingerprint

        status: str = self.status

        alertname: None | str
        alertname = self.alertname

        severity: None | str
        severity = self.severity

        device_id: None | str
        device_id = self.device_id

        labels = []
        for labels_item_data in self.labels:
            labels_item = labels_item_data.to_dict()
            labels.append(labels_item)

        annotations = []
        for annotations_item_data in self.annotations:
            annotations_item = annotations_item_data.to_dict()
            annotations.append(annotations_item)

        starts_at = self.starts_at

        ends_at: None | str
        ends_at = self.ends_at

        generator_url = self.generator_url

        receiver = self.receiver

        first_received_at = self.first_received_at

        last_received_at = self.last_received_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "fingerprint": fingerprint,
                "status": status,
                "alertname": alertname,
                "severity": severity,
                "device_id": device_id,
                "labels": labels,
                "annotations": annotations,
                "starts_at": starts_at,
                "ends_at": ends_at,
                "generator_url": generator_url,
                "receiver": receiver,
                "first_received_at": first_received_at,
                "last_received_at": last_received_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.alert_annotations_item import AlertAnnotationsItem
        from ..models.alert_labels_item import AlertLabelsItem

        d = dict(src_dict)
        id = d.pop("id")

        fingerprint = d.pop("fingerprint")

        status = check_alert_status(d.pop("status"))

        def _parse_alertname(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        alertname = _parse_alertname(d.pop("alertname"))

        def _parse_severity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        severity = _parse_severity(d.pop("severity"))

        def _parse_device_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        device_id = _parse_device_id(d.pop("device_id"))

        labels = []
        _labels = d.pop("labels")
        for labels_item_data in _labels:
            labels_item = AlertLabelsItem.from_dict(labels_item_data)

            labels.append(labels_item)

        annotations = []
        _annotations = d.pop("annotations")
        for annotations_item_data in _annotations:
            annotations_item = AlertAnnotationsItem.from_dict(annotations_item_data)

            annotations.append(annotations_item)

        starts_at = d.pop("starts_at")

        def _parse_ends_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))

        generator_url = d.pop("generator_url")

        receiver = d.pop("receiver")

        first_received_at = d.pop("first_received_at")

        last_received_at = d.pop("last_received_at")

        alert = cls(
            id=id,
            fingerprint=fingerprint,
            status=status,
            alertname=alertname,
            severity=severity,
            device_id=device_id,
            labels=labels,
            annotations=annotations,
            starts_at=starts_at,
            ends_at=ends_at,
            generator_url=generator_url,
            receiver=receiver,
            first_received_at=first_received_at,
            last_received_at=last_received_at,
        )

        alert.additional_properties = d
        return alert

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
