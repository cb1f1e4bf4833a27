from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alertmanager_alert_status import (
    AlertmanagerAlertStatus,
    check_alertmanager_alert_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.alertmanager_alert_annotations import AlertmanagerAlertAnnotations
    from ..models.alertmanager_alert_labels import AlertmanagerAlertLabels


T = TypeVar("T", bound="AlertmanagerAlert")


@_attrs_define
class AlertmanagerAlert:
    """
    Attributes:
        status (AlertmanagerAlertStatus):
        labels (AlertmanagerAlertLabels):
        starts_at (datetime.datetime): RFC 3339 timestamp
        fingerprint (str): The alert identity Alertmanager derives from its labels
        annotations (AlertmanagerAlertAnnotations | Unset):
        ends_at (datetime.datetime | Unset): RFC 3339 timestamp
        generator_url (str | Unset):  Default: ''.
    """

    status: AlertmanagerAlertStatus
    labels: AlertmanagerAlertLabels
    starts_at: datetime.datetime
    fingerprint: str
    annotations: AlertmanagerAlertAnnotations | Unset = UNSET
    ends_at: datetime.datetime | Unset = UNSET
    generator_url: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        labels = self.labels.to_dict()

        starts_at = self.starts_at.isoformat()

        fingerprint = self.fingerprint

        annotations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.annotations, Unset):
            annotations = self.annotations.to_dict()

        ends_at: str | Unset = UNSET
        if not isinstance(self.ends_at, Unset):
            ends_at = self.ends_at.isoformat()

        generator_url = self.generator_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "labels": labels,
                "startsAt": starts_at,
                "fingerprint": fingerprint,
            }
        )
        if annotations is not UNSET:
            field_dict["annotations"] = annotations
        if ends_at is not UNSET:
            field_dict["endsAt"] = ends_at
        if generator_url is not UNSET:
            field_dict["generatorURL"] = generator_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.alertmanager_alert_annotations import AlertmanagerAlertAnnotations
        from ..models.alertmanager_alert_labels import AlertmanagerAlertLabels

        d = dict(src_dict)
        status = check_alertmanager_alert_status(d.pop("status"))

        labels = AlertmanagerAlertLabels.from_dict(d.pop("labels"))

        starts_at = datetime.datetime.fromisoformat(d.pop("startsAt"))

        fingerprint = d.pop("fingerprint")

        _annotations = d.pop("annotations", UNSET)
        annotations: AlertmanagerAlertAnnotations | Unset
        if isinstance(_annotations, Unset):
            annotations = UNSET
        else:
            annotations = AlertmanagerAlertAnnotations.from_dict(_annotations)

        _ends_at = d.pop("endsAt", UNSET)
        ends_at: datetime.datetime | Unset
        if isinstance(_ends_at, Unset):
            ends_at = UNSET
        else:
            ends_at = datetime.datetime.fromisoformat(_ends_at)

        generator_url = d.pop("generatorURL", UNSET)

        alertmanager_alert = cls(
            status=status,
            labels=labels,
            starts_at=starts_at,
            fingerprint=fingerprint,
            annotations=annotations,
            ends_at=ends_at,
            generator_url=generator_url,
        )

        alertmanager_alert.additional_properties = d
        return alertmanager_alert

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
