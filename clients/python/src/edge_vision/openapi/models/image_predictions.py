from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.image_predictions_status import (
    ImagePredictionsStatus,
    check_image_predictions_status,
)

if TYPE_CHECKING:
    from ..models.prediction import Prediction


T = TypeVar("T", bound="ImagePredictions")


@_attrs_define
class ImagePredictions:
    """
    Attributes:
        image_id (int):
        status (ImagePredictionsStatus): `skipped`: deleted since the request, or already annotated (apply_annotations
            without overwrite)
        predictions (list[Prediction]):
    """

    image_id: int
    status: ImagePredictionsStatus
    predictions: list[Prediction]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image_id = self.image_id

        status: str = self.status

        predictions = []
        for predictions_item_data in self.predictions:
            predictions_item = predictions_item_data.to_dict()
            predictions.append(predictions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "image_id": image_id,
                "status": status,
                "predictions": predictions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.prediction import Prediction

        d = dict(src_dict)
        image_id = d.pop("image_id")

        status = check_image_predictions_status(d.pop("status"))

        predictions = []
        _predictions = d.pop("predictions")
        for predictions_item_data in _predictions:
            predictions_item = Prediction.from_dict(predictions_item_data)

            predictions.append(predictions_item)

        image_predictions = cls(
            image_id=image_id,
            status=status,
            predictions=predictions,
        )

        image_predictions.additional_properties = d
        return image_predictions

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
