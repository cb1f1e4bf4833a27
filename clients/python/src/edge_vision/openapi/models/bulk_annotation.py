from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_annotation_source import (
    BulkAnnotationSource,
    check_bulk_annotation_source,
)
from ..models.bulk_annotation_type import BulkAnnotationType, check_bulk_annotation_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="BulkAnnotation")


@_attrs_define
class BulkAnnotation:
    """
    Attributes:
        class_value (str):
        type_ (BulkAnnotationType | Unset):  Default: 'bbox'.
        source (BulkAnnotationSource | Unset):  Default: 'manual'.
        confidence (float | None | Unset):
        x_center (float | Unset):
        y_center (float | Unset):
        width (float | Unset):
        height (float | Unset):
        geometry (list[float] | Unset): Flat list of normalised x, y pairs (at least three points)
        z_order (int | Unset):
    """

    class_value: str
    type_: BulkAnnotationType | Unset = "bbox"
    source: BulkAnnotationSource | Unset = "manual"
    confidence: float | None | Unset = UNSET
    x_center: float | Unset = UNSET
    y_center: float | Unset = UNSET
    width: float | Unset = UNSET
    height: float | Unset = UNSET
    geometry: list[float] | Unset = UNSET
    z_order: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        class_value = self.class_value

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_

        source: str | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source

        confidence: float | None | Unset
        if isinstance(self.confidence, Unset):
            confidence = UNSET
        else:
            confidence = self.confidence

        x_center = self.x_center

        y_center = self.y_center

        width = self.width

        height = self.height

        geometry: list[float] | Unset = UNSET
        if not isinstance(self.geometry, Unset):
            geometry = self.geometry

        z_order = self.z_order

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "class_value": class_value,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if source is not UNSET:
            field_dict["source"] = source
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if x_center is not UNSET:
            field_dict["x_center"] = x_center
        if y_center is not UNSET:
            field_dict["y_center"] = y_center
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height
        if geometry is not UNSET:
            field_dict["geometry"] = geometry
        if z_order is not UNSET:
            field_dict["z_order"] = z_order

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        class_value = d.pop("class_value")

        _type_ = d.pop("type", UNSET)
        type_: BulkAnnotationType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_bulk_annotation_type(_type_)

        _source = d.pop("source", UNSET)
        source: BulkAnnotationSource | Unset
        if isinstance(_source, Unset):
            source = UNSET
        else:
            source = check_bulk_annotation_source(_source)

        def _parse_confidence(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        confidence = _parse_confidence(d.pop("confidence", UNSET))

        x_center = d.pop("x_center", UNSET)

        y_center = d.pop("y_center", UNSET)

        width = d.pop("width", UNSET)

        height = d.pop("height", UNSET)

        geometry = cast(list[float], d.pop("geometry", UNSET))

        z_order = d.pop("z_order", UNSET)

        bulk_annotation = cls(
            class_value=class_value,
            type_=type_,
            source=source,
            confidence=confidence,
            x_center=x_center,
            y_center=y_center,
            width=width,
            height=height,
            geometry=geometry,
            z_order=z_order,
        )

        bulk_annotation.additional_properties = d
        return bulk_annotation

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
