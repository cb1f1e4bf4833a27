from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.post_internal_operator_evaluation_jobs_sync_body_spec import (
        PostInternalOperatorEvaluationJobsSyncBodySpec,
    )


T = TypeVar("T", bound="PostInternalOperatorEvaluationJobsSyncBody")


@_attrs_define
class PostInternalOperatorEvaluationJobsSyncBody:
    """
    Attributes:
        namespace (str):
        name (str):
        uid (str):
        spec (PostInternalOperatorEvaluationJobsSyncBodySpec):
    """

    namespace: str
    name: str
    uid: str
    spec: PostInternalOperatorEvaluationJobsSyncBodySpec
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        namespace = self.namespace

        name = self.name

        uid = self.uid

        spec = self.spec.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "namespace": namespace,
                "name": name,
                "uid": uid,
                "spec": spec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_internal_operator_evaluation_jobs_sync_body_spec import (
            PostInternalOperatorEvaluationJobsSyncBodySpec,
        )

        d = dict(src_dict)
        namespace = d.pop("namespace")

        name = d.pop("name")

        uid = d.pop("uid")

        spec = PostInternalOperatorEvaluationJobsSyncBodySpec.from_dict(d.pop("spec"))

        post_internal_operator_evaluation_jobs_sync_body = cls(
            namespace=namespace,
            name=name,
            uid=uid,
            spec=spec,
        )

        post_internal_operator_evaluation_jobs_sync_body.additional_properties = d
        return post_internal_operator_evaluation_jobs_sync_body

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
