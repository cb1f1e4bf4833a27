from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.annotation_source import AnnotationSource, check_annotation_source
from ..models.annotation_type import AnnotationType, check_annotation_type

T = TypeVar("T", bound="Annotation")


@_attrs_define
class Annotation:
    """
    Attributes:
        id (int):
        image_id (int):
        class_value (str):
        type_ (AnnotationType):
        source (AnnotationSource):
        confidence (float | None):
        x_center (float | None):
        y_center (float | None):
        width (float | None):
        height (float | None):
        geometry (list[float] | None):
        z_order (int):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    image_id: int
    class_value: str
    type_: AnnotationType
    source: AnnotationSource
    confidence: float | None
    x_center: float | None
    y_center: float | None
    width: float | None
    height: float | None
    geometry: list[float] | None
    z_order: int
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        image_id = self.image_id

        class_value = self.class_value

        type_: str = self.type_

        source: str = self.source

        confidence: float | None
        confidence = self.confidence

        x_center: float | None
        x_center = self.x_center

        y_center: float | None
        y_center = self.y_center

        width: float | None
        width = self.width

        height: float | None
        height = self.height

        geometry: list[float] | None
        if isinstance(self.geometry, list):
            geometry = self.geometry

        else:
            geometry = self.geometry

        z_order = self.z_order

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "image_id": image_id,
                "class_value": class_value,
                "type": type_,
                "source": source,
                "confidence": confidence,
                "x_center": x_center,
                "y_center": y_center,
                "width": width,
                "height": height,
                "geometry": geometry,
                "z_order": z_order,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        image_id = d.pop("image_id")

        class_value = d.pop("class_value")

        type_ = check_annotation_type(d.pop("type"))

        source = check_annotation_source(d.pop("source"))

        def _parse_confidence(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        confidence = _parse_confidence(d.pop("confidence"))

        def _parse_x_center(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        x_center = _parse_x_center(d.pop("x_center"))

        def _parse_y_center(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        y_center = _parse_y_center(d.pop("y_center"))

        def _parse_width(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_geometry(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                geometry_type_0 = cast(list[float], data)

                return geometry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        geometry = _parse_geometry(d.pop("geometry"))

        z_order = d.pop("z_order")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        annotation = cls(
            id=id,
            image_id=image_id,
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
            created_at=created_at,
            updated_at=updated_at,
        )

        annotation.additional_properties = d
        return annotation

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
