from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.auto_annotate_request_model_type import (
    AutoAnnotateRequestModelType,
    check_auto_annotate_request_model_type,
)
from ..models.auto_annotate_request_sam_prompt_source import (
    AutoAnnotateRequestSamPromptSource,
    check_auto_annotate_request_sam_prompt_source,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoAnnotateRequest")


@_attrs_define
class AutoAnnotateRequest:
    """
    Attributes:
        batch_id (int | Unset): Annotate the batch's images that belong to the project; without it, the project's images
            whose annotation_status is pending (oldest first, at most 1000 per request)
        apply_annotations (bool | Unset): Write the predictions as annotations (`source` `model`, or `sam` in SAM mode,
            with `confidence`). Default false: predictions are only stored on the request Default: False.
        confidence_threshold (float | Unset): Minimum class score of a kept box, 0 to 1 inclusive (default 0.25)
            Default: 0.25.
        iou_threshold (float | Unset): Boxes of one class overlapping more than this are suppressed (NMS), 0 to 1
            inclusive (default 0.45) Default: 0.45.
        model_version_id (int | Unset): Required unless `model_type` is `sam_auto`: the detector. In SAM mode it
            optionally names the SAM mask decoder (role `sam_decoder`); the default decoder and encoder are
            SAM_DECODER_MODEL_ID / SAM_ENCODER_MODEL_ID when they name one of the organization's models, else its newest of
            each role
        model_type (AutoAnnotateRequestModelType | Unset): `sam_auto` opts into SAM mode: prompt boxes become polygon
            masks Default: 'detector'.
        sam_prompt_source (AutoAnnotateRequestSamPromptSource | Unset): SAM mode only, and required there: where the
            prompt boxes come from. `detector`: the model in `detector_model_version_id`; `text`: the open-vocabulary
            detector (OPEN_VOCAB_DETECTOR_MODEL_ID, else the organization's newest `open_vocab_detector`), keeping the
            classes named in `text_classes`
        detector_model_version_id (int | Unset): Required when `sam_prompt_source` is `detector`
        text_classes (list[str] | Unset): Required (non-empty) when `sam_prompt_source` is `text`: class names of the
            open-vocabulary detector's vocabulary (its `class_names`, matched case-insensitively)
        overwrite (bool | Unset): With `apply_annotations`: replace earlier machine annotations (`source` `model` or
            `sam`) of the images; manual ones always stay. Without it, images that already have annotations are skipped
            Default: False.
    """

    batch_id: int | Unset = UNSET
    apply_annotations: bool | Unset = False
    confidence_threshold: float | Unset = 0.25
    iou_threshold: float | Unset = 0.45
    model_version_id: int | Unset = UNSET
    model_type: AutoAnnotateRequestModelType | Unset = "detector"
    sam_prompt_source: AutoAnnotateRequestSamPromptSource | Unset = UNSET
    detector_model_version_id: int | Unset = UNSET
    text_classes: list[str] | Unset = UNSET
    overwrite: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_id = self.batch_id

        apply_annotations = self.apply_annotations

        confidence_threshold = self.confidence_threshold

        iou_threshold = self.iou_threshold

        model_version_id = self.model_version_id

        model_type: str | Unset = UNSET
        if not isinstance(self.model_type, Unset):
            model_type = self.model_type

        sam_prompt_source: str | Unset = UNSET
        if not isinstance(self.sam_prompt_source, Unset):
            sam_prompt_source = self.sam_prompt_source

        detector_model_version_id = self.detector_model_version_id

        text_classes: list[str] | Unset = UNSET
        if not isinstance(self.text_classes, Unset):
            text_classes = self.text_classes

        overwrite = self.overwrite

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if batch_id is not UNSET:
            field_dict["batch_id"] = batch_id
        if apply_annotations is not UNSET:
            field_dict["apply_annotations"] = apply_annotations
        if confidence_threshold is not UNSET:
            field_dict["confidence_threshold"] = confidence_threshold
        if iou_threshold is not UNSET:
            field_dict["iou_threshold"] = iou_threshold
        if model_version_id is not UNSET:
            field_dict["model_version_id"] = model_version_id
        if model_type is not UNSET:
            field_dict["model_type"] = model_type
        if sam_prompt_source is not UNSET:
            field_dict["sam_prompt_source"] = sam_prompt_source
        if detector_model_version_id is not UNSET:
            field_dict["detector_model_version_id"] = detector_model_version_id
        if text_classes is not UNSET:
            field_dict["text_classes"] = text_classes
        if overwrite is not UNSET:
            field_dict["overwrite"] = overwrite

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        batch_id = d.pop("batch_id", UNSET)

        apply_annotations = d.pop("apply_annotations", UNSET)

        confidence_threshold = d.pop("confidence_threshold", UNSET)

        iou_threshold = d.pop("iou_threshold", UNSET)

        model_version_id = d.pop("model_version_id", UNSET)

        _model_type = d.pop("model_type", UNSET)
        model_type: AutoAnnotateRequestModelType | Unset
        if isinstance(_model_type, Unset):
            model_type = UNSET
        else:
            model_type = check_auto_annotate_request_model_type(_model_type)

        _sam_prompt_source = d.pop("sam_prompt_source", UNSET)
        sam_prompt_source: AutoAnnotateRequestSamPromptSource | Unset
        if isinstance(_sam_prompt_source, Unset):
            sam_prompt_source = UNSET
        else:
            sam_prompt_source = check_auto_annotate_request_sam_prompt_source(
                _sam_prompt_source
            )

        detector_model_version_id = d.pop("detector_model_version_id", UNSET)

        text_classes = cast(list[str], d.pop("text_classes", UNSET))

        overwrite = d.pop("overwrite", UNSET)

        auto_annotate_request = cls(
            batch_id=batch_id,
            apply_annotations=apply_annotations,
            confidence_threshold=confidence_threshold,
            iou_threshold=iou_threshold,
            model_version_id=model_version_id,
            model_type=model_type,
            sam_prompt_source=sam_prompt_source,
            detector_model_version_id=detector_model_version_id,
            text_classes=text_classes,
            overwrite=overwrite,
        )

        auto_annotate_request.additional_properties = d
        return auto_annotate_request

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
