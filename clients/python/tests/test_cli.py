"""The `edge-vision` CLI end to end, as a separate process, including `login` against the real Dex
(its login form driven over HTTP the way a browser would)."""

from __future__ import annotations

import html
import json
import os
import re
import stat
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlparse

import httpx
import pytest

from .conftest import env, image_folder


def cli(config_dir: Path, *args: str, **kwargs) -> subprocess.CompletedProcess:
    environment = {**os.environ, "EDGE_VISION_CONFIG_DIR": str(config_dir)}
    environment.pop("EDGE_VISION_TOKEN", None)
    return subprocess.run(
        [sys.executable, "-m", "edge_vision", *args],
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        **kwargs,
    )


def sign_in_like_a_browser(authorize_url: str, email: str, password: str) -> None:
    """Follows Dex's redirects, fills its login form and lands on the CLI's loopback redirect."""
    with httpx.Client(follow_redirects=False, timeout=30.0) as browser:
        url, method, data = authorize_url, "GET", None
        for _ in range(12):
            response = browser.request(method, url, data=data)
            if response.is_redirect:
                url, method, data = urljoin(url, response.headers["location"]), "GET", None
                if urlparse(url).hostname == "127.0.0.1" and urlparse(url).path == "/callback":
                    assert "code" in parse_qs(urlparse(url).query), url
                    page = browser.get(url)
                    assert page.status_code == 200 and "Signed in" in page.text
                    return
                continue
            form = re.search(r'<form[^>]*method="post"[^>]*action="([^"]+)"', response.text)
            assert response.status_code == 200 and form and 'name="password"' in response.text, response.text[:500]
            url, method, data = (
                urljoin(url, html.unescape(form.group(1))),
                "POST",
                {"login": email, "password": password},
            )
        raise AssertionError("Dex never redirected back to the CLI")


@pytest.fixture(scope="module")
def config_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("config")


@pytest.fixture(scope="module")
def logged_in(config_dir: Path, api_url: str):
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "edge_vision",
            "--api",
            api_url,
            "--json",
            "login",
            "--no-browser",
            "--issuer",
            env("EDGE_VISION_ISSUER"),
        ],
        env={**os.environ, "EDGE_VISION_CONFIG_DIR": str(config_dir)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    lines = []
    for line in proc.stderr:
        lines.append(line)
        if line.startswith("http"):
            break
    else:
        pytest.fail("login printed no address: " + "".join(lines))
    sign_in_like_a_browser(line.strip(), env("EDGE_VISION_LOGIN_EMAIL"), "password")
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stdout + stderr
    return json.loads(stdout)


def test_login_stores_renewable_tokens_readable_only_by_the_user(logged_in, config_dir: Path):
    assert logged_in["organization"]["id"] > 0
    creds = config_dir / "credentials.json"
    assert stat.S_IMODE(creds.stat().st_mode) == 0o600
    stored = json.loads(creds.read_text())
    assert stored["access_token"] and stored["refresh_token"]


def test_an_expired_access_token_is_renewed_with_the_refresh_token(logged_in, config_dir: Path):
    creds = config_dir / "credentials.json"
    stored = json.loads(creds.read_text())
    stored["expires_at"] = time.time() - 10
    time.sleep(1.1)  # a token issued in another second, so renewal shows as a different token
    creds.write_text(json.dumps(stored))
    result = cli(config_dir, "--json", "orgs")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)[0]["id"] == logged_in["organization"]["id"]
    renewed = json.loads(creds.read_text())
    assert renewed["access_token"] != stored["access_token"]
    assert renewed["expires_at"] > time.time() + 60
    assert stat.S_IMODE(creds.stat().st_mode) == 0o600


def test_without_login_commands_exit_3_with_a_hint(tmp_path: Path):
    result = cli(tmp_path, "orgs")
    assert result.returncode == 3
    assert "edge-vision login" in result.stderr


@pytest.fixture(scope="module")
def project_id(logged_in, config_dir: Path) -> int:
    result = cli(config_dir, "--json", "projects", "create", "cli test", "--classes", "cat,dog")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)["id"]


def test_upload_datasets_and_download_from_the_command_line(config_dir: Path, project_id: int, tmp_path: Path, client):
    folder = image_folder(tmp_path, 4, seed=7)
    result = cli(config_dir, "--json", "upload", str(folder), "--project", str(project_id))
    assert result.returncode == 0, result.stderr
    uploaded = json.loads(result.stdout)["uploaded"]
    assert len(uploaded) == 4
    # Uploading the same folder again adds nothing: every file is already in the project.
    again = cli(config_dir, "--json", "upload", str(folder), "--project", str(project_id))
    assert again.returncode == 0, again.stderr
    summary = json.loads(again.stdout)
    assert summary["uploaded"] == [] and len(summary["skipped"]) == 4
    assert sorted(s["duplicate_of"] for s in summary["skipped"]) == sorted(u["image_id"] for u in uploaded)

    created = cli(
        config_dir,
        "--json",
        "datasets",
        "create",
        "--project",
        str(project_id),
        "--name",
        "all",
        "--include-unannotated",
    )
    assert created.returncode == 0, created.stderr
    version = json.loads(created.stdout)
    assert version["image_count"] == 4

    listed = cli(config_dir, "--json", "datasets", "list", "--project", str(project_id))
    assert [v["id"] for v in json.loads(listed.stdout)] == [version["id"]]

    out = tmp_path / "coco"
    downloaded = cli(
        config_dir, "--json", "datasets", "download", str(version["id"]), "--format", "coco", "--out", str(out)
    )
    assert downloaded.returncode == 0, downloaded.stderr
    images = sorted(p.name for p in out.rglob("*.png"))
    assert len(images) == 4
    # Exports keep the uploaded files' names.
    assert {Path(u["path"]).name for u in uploaded} == set(images)


def test_a_partly_failed_upload_exits_7_and_names_the_file(config_dir: Path, project_id: int, tmp_path: Path):
    folder = image_folder(tmp_path, 1, seed=9)
    (folder / "broken.png").write_bytes(b"definitely not a png")
    result = cli(config_dir, "upload", str(folder), "--project", str(project_id))
    assert result.returncode == 7
    assert "broken.png" in result.stdout and "UNSUPPORTED_MEDIA_TYPE" in result.stdout


def test_api_errors_give_their_exit_codes_and_messages(config_dir: Path, logged_in):
    missing = cli(config_dir, "--json", "datasets", "download", "987654321")
    assert missing.returncode == 4
    assert json.loads(missing.stdout)["error"]["code"] == "NOT_FOUND"
    assert "NOT_FOUND" in missing.stderr

    invalid = cli(config_dir, "projects", "create", "")
    assert invalid.returncode == 5
    assert "VALIDATION_ERROR" in invalid.stderr and "name" in invalid.stderr


def test_jobs_watch_follows_an_export_to_completion(config_dir: Path, logged_in, client, project_id: int):
    from edge_vision.openapi.api.datasets import get_data_datasets

    token = json.loads((config_dir / "credentials.json").read_text())["access_token"]
    from edge_vision import EdgeVision
    from edge_vision.openapi.api.exports import post_data_datasets_versions_id_export

    user = EdgeVision(client.base_url, token)
    version = next(iter(user.paginate(get_data_datasets, project_id=project_id)))
    job = user.call(post_data_datasets_versions_id_export, id=version.id, format_="yolo")
    result = cli(config_dir, "--json", "jobs", "watch", job.job_id)
    assert result.returncode == 0, result.stderr
    watched = json.loads(result.stdout)
    assert watched["status"] == "completed" and watched["result"]["download_url"]


def test_upload_registers_no_device(config_dir: Path, project_id: int, tmp_path: Path):
    folder = image_folder(tmp_path, 1, seed=11)
    assert cli(config_dir, "upload", str(folder), "--project", str(project_id)).returncode == 0
    result = cli(config_dir, "--json", "devices")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []
    assert "device_key" not in json.loads((config_dir / "credentials.json").read_text()) or not json.loads(
        (config_dir / "credentials.json").read_text()
    ).get("device_key")


def test_import_a_yolo_folder_then_list_its_images(config_dir: Path, logged_in, tmp_path: Path):
    created = cli(config_dir, "--json", "projects", "create", "import test")
    assert created.returncode == 0, created.stderr
    project = json.loads(created.stdout)["id"]
    folder = tmp_path / "yolo"
    images = image_folder(tmp_path, 2, seed=31)
    (folder / "images" / "train").mkdir(parents=True)
    (folder / "labels" / "train").mkdir(parents=True)
    for path in images.rglob("*.png"):
        (folder / "images" / "train" / path.name).write_bytes(path.read_bytes())
        (folder / "labels" / "train" / f"{path.stem}.txt").write_text("0 0.5 0.5 0.25 0.25\n")
    (folder / "data.yaml").write_text("names: [bolt]\n")
    result = cli(config_dir, "--json", "import", str(folder), "--format", "yolo", "--project", str(project))
    assert result.returncode == 0, result.stderr
    job = json.loads(result.stdout)
    assert job["status"] == "completed" and job["result"]["images_added"] == 2
    assert job["result"]["classes_added"] == ["bolt"]

    listed = cli(config_dir, "--json", "images", "--project", str(project))
    assert sorted(i["filename"] for i in json.loads(listed.stdout)) == sorted(p.name for p in images.rglob("*.png"))

    broken = tmp_path / "broken"
    (broken / "labels" / "train").mkdir(parents=True)
    (broken / "labels" / "train" / "ghost.txt").write_text("0 0.5 0.5 0.1 0.1\n")
    (broken / "data.yaml").write_text("names: [bolt]\n")
    failed = cli(config_dir, "import", str(broken), "--format", "yolo", "--project", str(project))
    assert failed.returncode == 8
    assert "ghost.txt" in failed.stderr


def test_json_output_into_a_closed_pipe_exits_quietly(config_dir: Path, project_id: int):
    environment = {**os.environ, "EDGE_VISION_CONFIG_DIR": str(config_dir)}
    environment.pop("EDGE_VISION_TOKEN", None)
    # The reader is gone before the CLI writes (as `--json | head` once head has read enough).
    process = subprocess.Popen(
        [sys.executable, "-m", "edge_vision", "--json", "images", "--project", str(project_id)],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0
    assert "Traceback" not in stderr and "BrokenPipe" not in stderr


def test_train_and_export_without_a_cluster_exit_6_saying_why(config_dir: Path, project_id: int):
    train = cli(config_dir, "train", "--project", str(project_id), "--dataset-version", "1")
    assert train.returncode == 6
    assert "SERVICE_UNAVAILABLE" in train.stderr and "Kubernetes" in train.stderr
    export = cli(config_dir, "--json", "export", "--model-version", "1", "--format", "onnx")
    assert export.returncode == 6
    assert json.loads(export.stdout)["error"]["code"] == "SERVICE_UNAVAILABLE"


def test_eval_names_an_unknown_evaluation_and_needs_a_cluster_to_start_one(config_dir: Path, project_id: int):
    unknown = cli(config_dir, "eval", "999999")
    assert unknown.returncode == 4 and "not found" in unknown.stderr
    start = cli(config_dir, "eval", "--model-version", "1", "--dataset-version", "1")
    assert start.returncode == 6 and "Kubernetes" in start.stderr
    assert cli(config_dir, "eval").returncode == 2


def test_infer_uploads_the_file_then_names_the_unknown_model(config_dir: Path, project_id: int, tmp_path: Path):
    from edge_vision import EdgeVision

    image = image_folder(tmp_path, 1, seed=13) / "img-13-0.png"
    result = cli(config_dir, "--json", "infer", str(image), "--project", str(project_id), "--model-version", "987654")
    assert result.returncode == 5, result.stdout + result.stderr
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "VALIDATION_ERROR" and error["details"] == "body.model_version_id"
    stored = json.loads((config_dir / "credentials.json").read_text())
    user = EdgeVision(stored["api"], stored["access_token"])
    assert [i.filename for i in user.images(project_id=project_id, filename="img-13-0.png")] == ["img-13-0.png"]


def approve_device_code(address: str, email: str, password: str) -> str:
    """On "another device": opens Dex's device page, submits the code, signs in; returns the last page."""
    with httpx.Client(follow_redirects=False, timeout=30.0) as browser:
        url, method, data = address, "GET", None
        for _ in range(15):
            response = browser.request(method, url, data=data)
            if response.is_redirect:
                url, method, data = urljoin(url, response.headers["location"]), "GET", None
                continue
            assert response.status_code == 200, response.text[:500]
            form = re.search(r'<form[^>]*method="post"[^>]*action="([^"]+)"', response.text)
            if form and 'name="password"' in response.text:
                data = {"login": email, "password": password}
            elif form and 'name="user_code"' in response.text:
                code = re.search(r'name="user_code"[^>]*value="([^"]+)"', response.text)
                assert code, response.text[:500]
                data = {"user_code": code.group(1)}
            else:
                return response.text
            url, method = urljoin(url, html.unescape(form.group(1))), "POST"
        raise AssertionError("Dex never finished the device sign-in")


def test_login_with_a_device_code_signs_in_where_no_browser_runs(tmp_path: Path, api_url: str):
    proc = subprocess.Popen(
        [sys.executable, "-m", "edge_vision", "--api", api_url, "--json", "login", "--device"]
        + ["--issuer", env("EDGE_VISION_ISSUER")],
        env={**os.environ, "EDGE_VISION_CONFIG_DIR": str(tmp_path)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    lines = []
    for line in proc.stderr:
        lines.append(line)
        if line.startswith("http"):
            break
    else:
        pytest.fail("login --device printed no address: " + "".join(lines))
    assert re.search(r"enter the code [A-Z]{4}-[A-Z]{4}", lines[0]), lines
    # Nothing is stored before the person approves on the other device.
    assert not (tmp_path / "credentials.json").exists()
    approve_device_code(line.strip(), env("EDGE_VISION_LOGIN_EMAIL"), "password")
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stdout + stderr
    signed_in = json.loads(stdout)
    stored = json.loads((tmp_path / "credentials.json").read_text())
    assert stored["access_token"] and stored["refresh_token"]
    assert stat.S_IMODE((tmp_path / "credentials.json").stat().st_mode) == 0o600
    result = cli(tmp_path, "--json", "orgs")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)[0]["id"] == signed_in["organization"]["id"]


def test_a_personal_api_key_works_for_the_sdk_and_the_cli_until_revoked(client, api_url: str, tmp_path: Path):
    from edge_vision import EdgeVision
    from edge_vision.openapi.api.api_keys import delete_organization_api_keys_id, post_organization_api_keys
    from edge_vision.openapi.api.organization import get_organization
    from edge_vision.openapi.models.create_api_key import CreateApiKey

    created = client.call(post_organization_api_keys, body=CreateApiKey(name="pytest", role="viewer"))
    assert created.key.startswith("evk_")
    with EdgeVision(api_url, created.key) as by_key:
        org = by_key.call(get_organization)
    assert org.id == client.call(get_organization).id and org.role == "viewer"
    environment = {**os.environ, "EDGE_VISION_CONFIG_DIR": str(tmp_path), "EDGE_VISION_TOKEN": created.key}
    listed = subprocess.run(
        [sys.executable, "-m", "edge_vision", "--api", api_url, "--json", "orgs"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout)[0]["role"] == "viewer"
    client.call(delete_organization_api_keys_id, id=created.id)
    refused = subprocess.run(
        [sys.executable, "-m", "edge_vision", "--api", api_url, "orgs"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode != 0
    assert "UNAUTHORIZED" in refused.stderr or "401" in refused.stderr, refused.stderr
