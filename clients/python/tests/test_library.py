"""The Python library against the real API: the path an ML engineer takes, and the typed errors."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import httpx
import pytest

from edge_vision import EdgeVision, NotFoundError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError
from edge_vision.openapi.api.annotations import post_data_annotations
from edge_vision.openapi.api.datasets import post_data_datasets
from edge_vision.openapi.api.exports import post_data_datasets_versions_id_export
from edge_vision.openapi.api.images import get_data_images
from edge_vision.openapi.api.organization import get_organization
from edge_vision.openapi.api.projects import get_data_projects_id, post_data_projects
from edge_vision.openapi.models.create_annotation import CreateAnnotation
from edge_vision.openapi.models.create_dataset_version import CreateDatasetVersion
from edge_vision.openapi.models.create_project import CreateProject

from .conftest import image_folder

IMAGES = 7


@pytest.fixture(scope="module")
def project(client: EdgeVision):
    return client.call(
        post_data_projects,
        body=CreateProject(name="library test", project_type="object_detection", classes=["cat", "dog"]),
    )


@pytest.fixture(scope="module")
def uploaded(client: EdgeVision, project, tmp_path_factory):
    folder = image_folder(tmp_path_factory.mktemp("upload"), IMAGES)
    (folder / "notes.jpg").write_text("not an image at all")
    seen: list[int] = []
    report = client.upload_folder(
        folder, project.id, concurrency=3, on_progress=lambda r, done, total: seen.append(done)
    )
    return folder, report, seen


def test_signed_in_user_has_an_organization(client: EdgeVision):
    org = client.call(get_organization)
    assert org.id > 0 and org.name


def test_folder_upload_sends_every_image_and_reports_the_file_that_is_not_one(uploaded, project):
    _, report, seen = uploaded
    assert sorted(r.path.name for r in report.uploaded) == sorted(f"img-0-{i}.png" for i in range(IMAGES))
    assert all(r.image.project_id == project.id for r in report.uploaded)
    assert [r.path.name for r in report.failed] == ["notes.jpg"]
    assert isinstance(report.failed[0].error, UnsupportedMediaTypeError)
    assert report.failed[0].attempts == 1  # a 415 is not retried
    assert sorted(seen) == list(range(1, IMAGES + 2))


def test_images_page_through_every_upload_once(client: EdgeVision, project, uploaded):
    _, report, _ = uploaded
    ids = [image.id for image in client.iterate_offset(get_data_images, limit=2, project_id=project.id)]
    assert len(ids) == IMAGES and len(set(ids)) == IMAGES
    assert set(ids) == {r.image.id for r in report.uploaded}
    assert [i.id for i in client.images(project_id=project.id)] == ids
    assert [i.id for i in client.iterate_cursor(get_data_images, limit=2, project_id=project.id)] == ids


@pytest.fixture(scope="module")
def version(client: EdgeVision, project, uploaded):
    _, report, _ = uploaded
    for n, result in enumerate(report.uploaded):
        client.call(
            post_data_annotations,
            body=CreateAnnotation(
                image_id=result.image.id,
                type_="bbox",
                class_value="cat" if n % 2 else "dog",
                x_center=0.5,
                y_center=0.5,
                width=0.25,
                height=0.5,
            ),
        )
    return client.call(post_data_datasets, body=CreateDatasetVersion(project_id=project.id, name="v1"))


def test_dataset_version_holds_the_annotated_images(version):
    assert version.image_count == IMAGES
    assert sorted(version.classes) == ["cat", "dog"]


def api_export(client: EdgeVision, version_id: int, fmt: str) -> zipfile.ZipFile:
    """The API's own archive, fetched without the library's download helper."""
    job = client.call(post_data_datasets_versions_id_export, id=version_id, format_=fmt)
    done = client.wait_for_job(job.job_id)
    return zipfile.ZipFile(io.BytesIO(httpx.get(done.result.download_url).content))


@pytest.mark.parametrize("fmt", ["yolo", "coco"])
def test_download_unpacks_exactly_the_apis_export(client: EdgeVision, version, tmp_path: Path, fmt: str):
    stages: list[tuple[str, float]] = []
    dest = client.download_dataset_version(
        version.id, tmp_path / fmt, fmt, on_progress=lambda s, p: stages.append((s, p))
    )
    archive = api_export(client, version.id, fmt)
    expected = {i.filename: archive.read(i) for i in archive.infolist() if not i.is_dir()}
    got = {str(p.relative_to(dest)): p.read_bytes() for p in dest.rglob("*") if p.is_file()}
    assert got.keys() == expected.keys()
    # The zip's images and labels are identical; only metadata with timestamps may differ between exports.
    for name, content in expected.items():
        if name.endswith((".png", ".txt")):
            assert got[name] == content, name
    if fmt == "yolo":
        assert "data.yaml" in got
        assert sum(1 for n in got if n.startswith("labels/") and n.endswith(".txt")) == IMAGES
    else:
        annotations = [json.loads(got[n]) for n in got if n.startswith("annotations/")]
        assert sum(len(a["images"]) for a in annotations) == IMAGES
    assert ("export", 1.0) in stages or any(s == "export" for s, _ in stages)
    assert any(s == "download" for s, _ in stages)


def test_waiting_returns_the_finished_job_and_reads_a_finished_one_once(client: EdgeVision, version):
    started = client.call(post_data_datasets_versions_id_export, id=version.id, format_="yolo")
    reads: list = []
    done = client.wait_for_job(started.job_id, on_progress=reads.append)
    assert done.status == "completed" and done.result.download_url
    assert reads[-1].status == "completed"
    assert all(r.status != "completed" for r in reads[:-1])
    again: list = []
    client.wait_for_job(started.job_id, on_progress=again.append)
    assert [r.status for r in again] == ["completed"]


def test_missing_resource_is_a_typed_not_found(client: EdgeVision):
    with pytest.raises(NotFoundError) as caught:
        client.call(get_data_projects_id, id=987654321)
    assert caught.value.status == 404 and caught.value.code == "NOT_FOUND"


def test_another_organizations_project_is_not_found(other_client: EdgeVision, project):
    with pytest.raises(NotFoundError):
        other_client.call(get_data_projects_id, id=project.id)


def test_invalid_body_is_a_validation_error_naming_the_field(client: EdgeVision):
    with pytest.raises(ValidationError) as caught:
        client.call(post_data_projects, body=CreateProject(name="", project_type="object_detection"))
    assert caught.value.status == 400
    assert "name" in caught.value.details


def test_bad_token_is_unauthorized(api_url: str):
    with pytest.raises(UnauthorizedError) as caught:
        EdgeVision(api_url, "not-a-token").call(get_organization)
    assert caught.value.status == 401
