"""The platform's YOLO archive (data.yaml, images/<split>/<id>.<ext>, labels/<split>/<id>.txt),
unpacked safely and checked before any training starts: a bad archive fails in seconds with
DatasetInvalid and says which file is wrong, instead of failing deep inside a training run."""

from __future__ import annotations

import math
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import yaml
from PIL import Image

from .errors import WorkloadError

SPLITS = ("train", "val", "test")
IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".bmp", ".webp", ".tif", ".tiff"}
MAX_UNPACKED_BYTES = 50 * 1024**3


@dataclass
class Dataset:
    root: Path
    yaml_path: Path
    names: list[str]
    images: dict[str, list[Path]] = field(default_factory=dict)

    def count(self, split: str) -> int:
        return len(self.images.get(split, []))


def unpack(archive: Path, dest: Path, reason: str = "DatasetInvalid", what: str = "dataset archive") -> None:
    """Extracts a zip, refusing entries that would land outside `dest` and oversized contents."""
    try:
        with zipfile.ZipFile(archive) as z:
            total = 0
            for info in z.infolist():
                name = PurePosixPath(info.filename)
                if name.is_absolute() or ".." in name.parts:
                    raise WorkloadError(reason, f"The {what} has an unsafe entry name: {info.filename[:200]}")
                total += info.file_size
            if total > MAX_UNPACKED_BYTES:
                raise WorkloadError(reason, f"The {what} unpacks to {total} bytes, over {MAX_UNPACKED_BYTES}")
            bad = z.testzip()
            if bad is not None:
                raise WorkloadError(reason, f"The {what} is corrupt: {bad[:200]} fails its CRC check")
            z.extractall(dest)
    except zipfile.BadZipFile as err:
        raise WorkloadError(reason, f"The {what} is not a readable zip file ({err})") from err


def verify_image(image: Path, shown_as: str) -> None:
    """Fails with DatasetInvalid naming the image (as `shown_as`, its path in the archive) when it does not decode."""
    try:
        with Image.open(image) as im:
            im.verify()
    except Exception as err:  # noqa: BLE001 - PIL raises many kinds
        raise WorkloadError("DatasetInvalid", f"{shown_as} is not a readable image") from err


def _names(data: object) -> list[str]:
    if not isinstance(data, dict):
        raise WorkloadError("DatasetInvalid", "data.yaml is not a YAML mapping")
    names = data.get("names")
    if isinstance(names, dict):
        names = [names[k] for k in sorted(names)]
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise WorkloadError("DatasetInvalid", "data.yaml has no list of class names (names: [...])")
    nc = data.get("nc", len(names))
    if nc != len(names):
        raise WorkloadError("DatasetInvalid", f"data.yaml says nc: {nc} but lists {len(names)} names")
    return [str(n) for n in names]


def _check_label(path: Path, classes: int) -> None:
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        parts = line.split()
        if not parts:
            continue
        where = f"{path.parent.name}/{path.name} line {number}"
        try:
            cls = int(parts[0])
            values = [float(v) for v in parts[1:]]
        except ValueError as err:
            raise WorkloadError("DatasetInvalid", f"{where} is not 'class x y w h' numbers") from err
        if not 0 <= cls < classes:
            raise WorkloadError("DatasetInvalid", f"{where} has class {cls}; data.yaml has {classes} classes")
        if len(values) != 4 and (len(values) < 6 or len(values) % 2):
            raise WorkloadError("DatasetInvalid", f"{where} has {len(values)} values; a box has 4, a polygon 6+")
        if not all(math.isfinite(v) and -0.01 <= v <= 1.01 for v in values):
            raise WorkloadError("DatasetInvalid", f"{where} has coordinates outside 0..1 (they are normalised)")


def read_names(root: Path) -> list[str]:
    """The class names of the archive's data.yaml, in index order."""
    data_yaml = root / "data.yaml"
    if not data_yaml.is_file():
        raise WorkloadError("DatasetInvalid", "The archive has no data.yaml at its top level")
    try:
        return _names(yaml.safe_load(data_yaml.read_text(encoding="utf-8")))
    except yaml.YAMLError as err:
        raise WorkloadError("DatasetInvalid", f"data.yaml is not valid YAML: {err}") from err


def boxes_as_polygons(label: Path) -> None:
    """Rewrites a label file's box lines as their rectangle outlines: Ultralytics trains a
    segmentation model only when every line of an image is a polygon (a box line would be read
    as a two-point outline)."""
    lines = []
    for line in label.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) == 5:
            x, y, w, h = (float(v) for v in parts[1:])
            corners = (x - w / 2, y - h / 2, x + w / 2, y - h / 2, x + w / 2, y + h / 2, x - w / 2, y + h / 2)
            line = " ".join([parts[0], *(f"{min(1.0, max(0.0, v)):.6f}" for v in corners)])
        lines.append(line)
    label.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def load(root: Path, *, need_train: bool = True, verify_images: bool = True, segment: bool = False) -> Dataset:
    """Checks an unpacked archive and writes `dataset.yaml` (absolute paths) for Ultralytics.

    Every label line must fit the classes; every image must decode. A missing or empty val split
    is replaced by the train split (small datasets), which the caller may mention. For
    segmentation (`segment`), boxes become rectangle polygons.
    """
    names = read_names(root)
    dataset = Dataset(root=root, yaml_path=root / "dataset.yaml", names=names)
    for split in SPLITS:
        folder = root / "images" / split
        images = sorted(p for p in folder.glob("*") if p.suffix.lower() in IMAGE_SUFFIXES) if folder.is_dir() else []
        for image in images:
            if verify_images:
                verify_image(image, f"images/{split}/{image.name}")
            label = root / "labels" / split / f"{image.stem}.txt"
            if label.is_file():
                _check_label(label, len(names))
                if segment:
                    boxes_as_polygons(label)
        dataset.images[split] = images
    if need_train and not dataset.images["train"]:
        raise WorkloadError("DatasetInvalid", "The train split has no images (images/train/ is empty)")
    val = "val" if dataset.images["val"] else "train"
    if not dataset.images[val]:
        raise WorkloadError("DatasetInvalid", "The archive has no images in train/ or val/")
    spec = {"path": str(root), "train": f"images/{'train' if dataset.images['train'] else val}", "val": f"images/{val}"}
    if dataset.images["test"]:
        spec["test"] = "images/test"
    dataset.yaml_path.write_text(yaml.safe_dump({**spec, "nc": len(names), "names": names}), encoding="utf-8")
    return dataset
