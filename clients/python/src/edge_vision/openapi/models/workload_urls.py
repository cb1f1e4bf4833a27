from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.evaluator_urls import EvaluatorUrls
    from ..models.exporter_urls import ExporterUrls
    from ..models.trainer_urls import TrainerUrls


T = TypeVar("T", bound="WorkloadUrls")


@_attrs_define
class WorkloadUrls:
    """The reply of POST URLS_URL (inside the API envelope's data)

    Attributes:
        urls (EvaluatorUrls | ExporterUrls | TrainerUrls):
        expires_in_s (int): Seconds each URL stays valid (WORKLOAD_URL_TTL_S); a transfer started in time runs to its
            end
    """

    urls: EvaluatorUrls | ExporterUrls | TrainerUrls
    expires_in_s: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.exporter_urls import ExporterUrls
        from ..models.trainer_urls import TrainerUrls

        urls: dict[str, Any]
        if isinstance(self.urls, TrainerUrls) or isinstance(self.urls, ExporterUrls):
            urls = self.urls.to_dict()
        else:
            urls = self.urls.to_dict()

        expires_in_s = self.expires_in_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "urls": urls,
                "expires_in_s": expires_in_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluator_urls import EvaluatorUrls
        from ..models.exporter_urls import ExporterUrls
        from ..models.trainer_urls import TrainerUrls

        d = dict(src_dict)

        def _parse_urls(data: object) -> EvaluatorUrls | ExporterUrls | TrainerUrls:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                urls_type_0 = TrainerUrls.from_dict(data)

                return urls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                urls_type_1 = ExporterUrls.from_dict(data)

                return urls_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            urls_type_2 = EvaluatorUrls.from_dict(data)

            return urls_type_2

        urls = _parse_urls(d.pop("urls"))

        expires_in_s = d.pop("expires_in_s")

        workload_urls = cls(
            urls=urls,
            expires_in_s=expires_in_s,
        )

        workload_urls.additional_properties = d
        return workload_urls

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
