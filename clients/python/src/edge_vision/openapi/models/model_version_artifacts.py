from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ModelVersionArtifacts")


@_attrs_define
class ModelVersionArtifacts:
    """
    Attributes:
        weights (None | str):
        onnx (None | str):
    """

    weights: None | str
    onnx: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        weights: None | str
        weights = self.weights

        onnx: None | str
        onnx = self.onnx

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "weights": weights,
                "onnx": onnx,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_weights(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weights = _parse_weights(d.pop("weights"))

        def _parse_onnx(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        onnx = _parse_onnx(d.pop("onnx"))

        model_version_artifacts = cls(
            weights=weights,
            onnx=onnx,
        )

        model_version_artifacts.additional_properties = d
        return model_version_artifacts

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
