from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.split_ratios import SplitRatios


T = TypeVar("T", bound="CreateDatasetVersion")


@_attrs_define
class CreateDatasetVersion:
    """
    Attributes:
        project_id (int):
        name (str):
        batch_ids (list[int] | Unset): Only images of these batches (all of the project's images when absent)
        split (SplitRatios | Unset): Shares of train, val and test, each 0 to 1, summing to 1
        seed (int | Unset): The same images, annotations and seed always give the same splits Default: 42.
        only_annotated (bool | Unset): Only images whose annotation_status is completed Default: True.
    """

    project_id: int
    name: str
    batch_ids: list[int] | Unset = UNSET
    split: SplitRatios | Unset = UNSET
    seed: int | Unset = 42
    only_annotated: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        name = self.name

        batch_ids: list[int] | Unset = UNSET
        if not isinstance(self.batch_ids, Unset):
            batch_ids = self.batch_ids

        split: dict[str, Any] | Unset = UNSET
        if not isinstance(self.split, Unset):
            split = self.split.to_dict()

        seed = self.seed

        only_annotated = self.only_annotated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "project_id": project_id,
                "name": name,
            }
        )
        if batch_ids is not UNSET:
            field_dict["batch_ids"] = batch_ids
        if split is not UNSET:
            field_dict["split"] = split
        if seed is not UNSET:
            field_dict["seed"] = seed
        if only_annotated is not UNSET:
            field_dict["only_annotated"] = only_annotated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.split_ratios import SplitRatios

        d = dict(src_dict)
        project_id = d.pop("project_id")

        name = d.pop("name")

        batch_ids = cast(list[int], d.pop("batch_ids", UNSET))

        _split = d.pop("split", UNSET)
        split: SplitRatios | Unset
        if isinstance(_split, Unset):
            split = UNSET
        else:
            split = SplitRatios.from_dict(_split)

        seed = d.pop("seed", UNSET)

        only_annotated = d.pop("only_annotated", UNSET)

        create_dataset_version = cls(
            project_id=project_id,
            name=name,
            batch_ids=batch_ids,
            split=split,
            seed=seed,
            only_annotated=only_annotated,
        )

        create_dataset_version.additional_properties = d
        return create_dataset_version

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
