"""The platform's classification archive (data.yaml, <split>/<class folder>/<image id>.<ext>),
checked and laid out for Ultralytics as `<split>/<class index>/` with the names in
`.ndjson.yaml`, so class index i is the version's i-th class (Ultralytics would otherwise number
the classes by their folders' sorted names) and every split has every class."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from urllib.parse import unquote

import yaml

from .dataset import IMAGE_SUFFIXES, SPLITS, Dataset, read_names, verify_image
from .errors import WorkloadError


def folder_name(class_name: str) -> str:
    """The folder of a class in the archive: its name, percent-encoded where a path would break
    (api/modules/data/exports/classification.ts writes the same; docs/workloads.md documents it)."""
    out = "".join(
        "".join(f"%{b:02X}" for b in c.encode()) if c in "/\\%" or unicodedata.category(c) == "Cc" else c
        for c in class_name
    )
    return "%2E" + out[1:] if out.startswith(".") else out


def load_classification(root: Path, *, need_train: bool = True, verify_images: bool = True) -> Dataset:
    """Checks an unpacked classification archive and links its images into `root/ultralytics`.

    A folder that is no class of data.yaml fails with DatasetInvalid; a missing or empty val
    split is replaced by the train split, as for detection.
    """
    names = read_names(root)
    index = {folder_name(n): i for i, n in enumerate(names)}
    out = root / "ultralytics"
    dataset = Dataset(root=root, yaml_path=out, names=names)
    for split in SPLITS:
        images: list[Path] = []
        folder = root / split
        for class_dir in sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []:
            if class_dir.name not in index:
                raise WorkloadError(
                    "DatasetInvalid", f"{split}/{unquote(class_dir.name)[:100]}/ is not a class of data.yaml"
                )
            for image in sorted(p for p in class_dir.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES):
                if verify_images:
                    verify_image(image, f"{split}/{class_dir.name}/{image.name}")
                images.append(image)
        dataset.images[split] = images
    if need_train and not dataset.images["train"]:
        raise WorkloadError("DatasetInvalid", "The train split has no images (train/<class>/ is empty)")
    val = "val" if dataset.images["val"] else "train"
    if not dataset.images[val]:
        raise WorkloadError("DatasetInvalid", "The archive has no images in train/ or val/")
    splits = {"train": "train" if dataset.images["train"] else val, "val": val}
    if dataset.images["test"]:
        splits["test"] = "test"
    for target, source in splits.items():
        for i in range(len(names)):
            (out / target / str(i)).mkdir(parents=True, exist_ok=True)
        for image in dataset.images[source]:
            link = out / target / str(index[image.parent.name]) / image.name
            if not link.exists():
                link.symlink_to(image)
    (out / ".ndjson.yaml").write_text(yaml.safe_dump({"names": dict(enumerate(names))}), encoding="utf-8")
    return dataset
