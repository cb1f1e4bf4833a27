from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_project_project_type import (
    CreateProjectProjectType,
    check_create_project_project_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateProject")


@_attrs_define
class CreateProject:
    """
    Attributes:
        name (str):
        project_type (CreateProjectProjectType):
        description (str | Unset):  Default: ''.
        classes (list[str] | Unset):
    """

    name: str
    project_type: CreateProjectProjectType
    description: str | Unset = ""
    classes: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        project_type: str = self.project_type

        description = self.description

        classes: list[str] | Unset = UNSET
        if not isinstance(self.classes, Unset):
            classes = self.classes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "project_type": project_type,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if classes is not UNSET:
            field_dict["classes"] = classes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        project_type = check_create_project_project_type(d.pop("project_type"))

        description = d.pop("description", UNSET)

        classes = cast(list[str], d.pop("classes", UNSET))

        create_project = cls(
            name=name,
            project_type=project_type,
            description=description,
            classes=classes,
        )

        create_project.additional_properties = d
        return create_project

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
