from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dataset_split_counts import DatasetSplitCounts
    from ..models.dataset_version_split_ratios import DatasetVersionSplitRatios


T = TypeVar("T", bound="DatasetVersion")


@_attrs_define
class DatasetVersion:
    """
    Attributes:
        id (int):
        name (str):
        version (int):
        image_count (int):
        batch_count (int):
        class_count (int):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        project_id (int):
        classes (list[str]): Class values in the version's annotations; the position is the class index in exports
        split_counts (DatasetSplitCounts): Images per split
        split_ratios (DatasetVersionSplitRatios):
        seed (int):
        only_annotated (bool):
        batch_ids (list[int] | None): The batches it was limited to, if any
        splits_locked (bool): Whether every image of the version is locked in its split yet. The version is usable as
            soon as it is created; its images are locked right after (seconds, about a minute for 100,000 images on the
            local database), and the next version of the project waits for that.
    """

    id: int
    name: str
    version: int
    image_count: int
    batch_count: int
    class_count: int
    created_at: str
    project_id: int
    classes: list[str]
    split_counts: DatasetSplitCounts
    split_ratios: DatasetVersionSplitRatios
    seed: int
    only_annotated: bool
    batch_ids: list[int] | None
    splits_locked: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        version = self.version

        image_count = self.image_count

        batch_count = self.batch_count

        class_count = self.class_count

        created_at = self.created_at

        project_id = self.project_id

        classes = self.classes

        split_counts = self.split_counts.to_dict()

        split_ratios = self.split_ratios.to_dict()

        seed = self.seed

        only_annotated = self.only_annotated

        batch_ids: list[int] | None
        if isinstance(self.batch_ids, list):
            batch_ids = self.batch_ids

        else:
            batch_ids = self.batch_ids

        splits_locked = self.splits_locked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "version": version,
                "image_count": image_count,
                "batch_count": batch_count,
                "class_count": class_count,
                "created_at": created_at,
                "project_id": project_id,
                "classes": classes,
                "split_counts": split_counts,
                "split_ratios": split_ratios,
                "seed": seed,
                "only_annotated": only_annotated,
                "batch_ids": batch_ids,
                "splits_locked": splits_locked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dataset_split_counts import DatasetSplitCounts
        from ..models.dataset_version_split_ratios import DatasetVersionSplitRatios

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        version = d.pop("version")

        image_count = d.pop("image_count")

        batch_count = d.pop("batch_count")

        class_count = d.pop("class_count")

        created_at = d.pop("created_at")

        project_id = d.pop("project_id")

        classes = cast(list[str], d.pop("classes"))

        split_counts = DatasetSplitCounts.from_dict(d.pop("split_counts"))

        split_ratios = DatasetVersionSplitRatios.from_dict(d.pop("split_ratios"))

        seed = d.pop("seed")

        only_annotated = d.pop("only_annotated")

        def _parse_batch_ids(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                batch_ids_type_0 = cast(list[int], data)

                return batch_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        batch_ids = _parse_batch_ids(d.pop("batch_ids"))

        splits_locked = d.pop("splits_locked")

        dataset_version = cls(
            id=id,
            name=name,
            version=version,
            image_count=image_count,
            batch_count=batch_count,
            class_count=class_count,
            created_at=created_at,
            project_id=project_id,
            classes=classes,
            split_counts=split_counts,
            split_ratios=split_ratios,
            seed=seed,
            only_annotated=only_annotated,
            batch_ids=batch_ids,
            splits_locked=splits_locked,
        )

        dataset_version.additional_properties = d
        return dataset_version

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
