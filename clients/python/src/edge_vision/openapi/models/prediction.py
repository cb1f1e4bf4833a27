from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.prediction_type import PredictionType, check_prediction_type

T = TypeVar("T", bound="Prediction")


@_attrs_define
class Prediction:
    """
    Attributes:
        id (int):
        type_ (PredictionType): `bbox` (a detector's box), `polygon` (a segmentation model's or SAM's outline, with its
            bounding box) or `tag` (a classifier's class for the whole image; its box is the whole image)
        class_value (str):
        confidence (float):
        x_center (float):
        y_center (float):
        width (float):
        height (float):
        geometry (list[float] | None): The outline of a segmentation model or of SAM, flat normalised x, y pairs; null
            for boxes and tags
        annotation_id (int | None): The annotation it became, if applied
    """

    id: int
    type_: PredictionType
    class_value: str
    confidence: float
    x_center: float
    y_center: float
    width: float
    height: float
    geometry: list[float] | None
    annotation_id: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str = self.type_

        class_value = self.class_value

        confidence = self.confidence

        x_center = self.x_center

        y_center = self.y_center

        width = self.width

        height = self.height

        geometry: list[float] | None
        if isinstance(self.geometry, list):
            geometry = self.geometry

        else:
            geometry = self.geometry

        annotation_id: int | None
        annotation_id = self.annotation_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "class_value": class_value,
                "confidence": confidence,
                "x_center": x_center,
                "y_center": y_center,
                "width": width,
                "height": height,
                "geometry": geometry,
                "annotation_id": annotation_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_prediction_type(d.pop("type"))

        class_value = d.pop("class_value")

        confidence = d.pop("confidence")

        x_center = d.pop("x_center")

        y_center = d.pop("y_center")

        width = d.pop("width")

        height = d.pop("height")

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

        def _parse_annotation_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        annotation_id = _parse_annotation_id(d.pop("annotation_id"))

        prediction = cls(
            id=id,
            type_=type_,
            class_value=class_value,
            confidence=confidence,
            x_center=x_center,
            y_center=y_center,
            width=width,
            height=height,
            geometry=geometry,
            annotation_id=annotation_id,
        )

        prediction.additional_properties = d
        return prediction

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
