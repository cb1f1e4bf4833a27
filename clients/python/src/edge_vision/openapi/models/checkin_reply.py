from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.checkin_reply_deployments_item import CheckinReplyDeploymentsItem


T = TypeVar("T", bound="CheckinReply")


@_attrs_define
class CheckinReply:
    """
    Attributes:
        device_id (str):
        server_time (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        next_checkin_s (int): When the platform expects the next check-in
        deployments (list[CheckinReplyDeploymentsItem]): Deployment jobs waiting for this device; report phases under
            their job_id. A rollout released through another API replica appears here at most 5 seconds after its release.
    """

    device_id: str
    server_time: str
    next_checkin_s: int
    deployments: list[CheckinReplyDeploymentsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        device_id = self.device_id

        server_time = self.server_time

        next_checkin_s = self.next_checkin_s

        deployments = []
        for deployments_item_data in self.deployments:
            deployments_item = deployments_item_data.to_dict()
            deployments.append(deployments_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "device_id": device_id,
                "server_time": server_time,
                "next_checkin_s": next_checkin_s,
                "deployments": deployments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.checkin_reply_deployments_item import CheckinReplyDeploymentsItem

        d = dict(src_dict)
        device_id = d.pop("device_id")

        server_time = d.pop("server_time")

        next_checkin_s = d.pop("next_checkin_s")

        deployments = []
        _deployments = d.pop("deployments")
        for deployments_item_data in _deployments:
            deployments_item = CheckinReplyDeploymentsItem.from_dict(
                deployments_item_data
            )

            deployments.append(deployments_item)

        checkin_reply = cls(
            device_id=device_id,
            server_time=server_time,
            next_checkin_s=next_checkin_s,
            deployments=deployments,
        )

        checkin_reply.additional_properties = d
        return checkin_reply

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
