"""The ``edge-vision`` command-line tool.

Exit codes scripts can trust: 0 success, 1 an API error not listed here, 2 a usage error,
3 not signed in or the session was refused (UNAUTHORIZED, FORBIDDEN), 4 NOT_FOUND,
5 VALIDATION_ERROR (or another 4xx the input caused), 6 retry later (SERVICE_UNAVAILABLE,
RATE_LIMITED, network errors), 7 partly done (some files of an upload failed), 8 a job failed,
130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

import httpx

from . import auth, config
from ._version import __version__
from .client import EdgeVision, share_of
from .polling import MAX_DELAY, poll_until
from .errors import (
    HINTS,
    ApiError,
    AuthError,
    EdgeVisionError,
    ForbiddenError,
    JobFailedError,
    NotFoundError,
    RateLimitedError,
    ServiceUnavailableError,
    UnauthorizedError,
)
from .openapi.api.datasets import get_data_datasets, post_data_datasets
from .openapi.api.devices_operators import get_core_devices
from .openapi.api.evaluations import get_ml_evaluations_compare, get_ml_evaluations_id, post_ml_evaluations
from .openapi.api.export_jobs import get_ml_export_jobs_id, post_ml_export_jobs
from .openapi.api.inference import (
    get_ml_inference_requests_id,
    get_ml_inference_requests_id_predictions,
    post_ml_projects_id_inference,
)
from .openapi.api.organization import get_organization
from .openapi.api.projects import get_data_projects, post_data_projects
from .openapi.api.models import get_ml_models, get_ml_models_id_download
from .openapi.api.training_jobs import (
    get_ml_training_jobs_id,
    get_ml_training_jobs_id_metrics,
    post_ml_training_jobs,
)
from .evaluation import comparison_lines, evaluation_lines
from .openapi.models.create_dataset_version import CreateDatasetVersion
from .openapi.models.create_evaluation import CreateEvaluation
from .openapi.models.create_evaluation_split import CreateEvaluationSplit
from .openapi.models.create_export_job import CreateExportJob
from .openapi.models.create_export_job_format import CREATE_EXPORT_JOB_FORMAT_VALUES
from .openapi.models.create_inference_request import CreateInferenceRequest
from .openapi.models.create_project import CreateProject
from .openapi.models.create_training_job import CreateTrainingJob
from .openapi.types import UNSET
from .imports import FORMATS as IMPORT_FORMATS
from .large_uploads import PartialUploadError
from .progress import Progress, epoch_line, unseen_epochs

EXIT_API, EXIT_USAGE, EXIT_AUTH, EXIT_NOT_FOUND, EXIT_INVALID, EXIT_RETRY, EXIT_PARTIAL, EXIT_JOB = (
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
)


class Output:
    def __init__(self, as_json: bool):
        self.as_json = as_json

    def result(self, value: Any, lines: list[str] | None = None) -> None:
        if self.as_json:
            print(json.dumps(plain(value), indent=2, sort_keys=True))
        else:
            for line in lines if lines is not None else [json.dumps(plain(value), indent=2)]:
                print(line)

    def info(self, message: str) -> None:
        print(message, file=sys.stderr)


def plain(value: Any) -> Any:
    """Generated models and lists of them as JSON-ready values."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, Path):
        return str(value)
    return value


def table(rows: list[dict[str, Any]], columns: list[str]) -> list[str]:
    if not rows:
        return ["(none)"]
    widths = {c: max(len(c), *(len(str(r.get(c, ""))) for r in rows)) for c in columns}
    head = "  ".join(c.upper().ljust(widths[c]) for c in columns)
    return [head] + ["  ".join(str(r.get(c, "")).ljust(widths[c]) for c in columns) for r in rows]


def connect(args: argparse.Namespace) -> tuple[EdgeVision, config.Credentials]:
    creds = config.load()
    api = args.api or os.environ.get("EDGE_VISION_API") or creds.api
    token: Any
    if os.environ.get("EDGE_VISION_TOKEN"):
        token = os.environ["EDGE_VISION_TOKEN"]
    elif creds.access_token:
        token = auth.stored_token_source(creds)
    else:
        raise AuthError("not signed in; run `edge-vision login`")
    org = args.org if args.org is not None else creds.organization_id
    client = EdgeVision(api, token, device_key=creds.device_key, organization_id=org)
    return client, creds


# -- commands --------------------------------------------------------------------------------


def cmd_login(args: argparse.Namespace, out: Output) -> int:
    creds = config.load()
    api = args.api or os.environ.get("EDGE_VISION_API") or creds.api
    issuer = args.issuer or os.environ.get("EDGE_VISION_ISSUER") or creds.issuer
    if args.device:
        saved = auth.login_device(
            api,
            issuer,
            args.client_id or config.DEFAULT_DEVICE_CLIENT_ID,
            args.audience or creds.audience,
            show_code=lambda uri, code, complete: out.info(
                f"On any device, open {uri} and enter the code {code}, or open:\n{complete}"
            ),
        )
    else:
        saved = auth.login(
            api,
            issuer,
            args.client_id or creds.client_id,
            args.audience or creds.audience,
            open_browser=not args.no_browser,
            port=args.port,
            show_url=lambda url: out.info(f"Open this address to sign in:\n{url}"),
        )
    client = EdgeVision(api, saved.access_token)
    org = client.call(get_organization)
    out.result(
        {"api": api, "issuer": issuer, "organization": plain(org), "credentials": str(config.credentials_path())},
        [f"Signed in to {api} (organization {org.name}, id {org.id})."],
    )
    return 0


def cmd_logout(args: argparse.Namespace, out: Output) -> int:
    path = config.credentials_path()
    if path.exists():
        path.unlink()
    out.result({"signed_out": True}, ["Signed out; stored credentials removed."])
    return 0


def cmd_orgs(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    org = client.call(get_organization)
    out.result([org], table([plain(org)], ["id", "name", "role"]))
    return 0


def cmd_devices(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    devices = list(client.paginate(get_core_devices))
    out.result(devices, table([plain(d) for d in devices], ["id", "device_id", "name", "status", "online"]))
    return 0


def cmd_projects_list(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    projects = list(client.paginate(get_data_projects))
    out.result(projects, table([plain(p) for p in projects], ["id", "name", "project_type"]))
    return 0


def cmd_projects_create(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    classes = [c for c in (args.classes or "").split(",") if c]
    project = client.call(
        post_data_projects, body=CreateProject(name=args.name, project_type=args.type, classes=classes)
    )
    out.result(project, [f"Created project {project.id} ({project.name})."])
    return 0


def cmd_upload(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    bar = Progress("upload", enabled=False if out.as_json else None)

    def progress(result: Any, done: int, total: int) -> None:
        bar.total = total
        bar.update(done, result.path.name)

    try:
        report = client.upload_folder(
            args.folder,
            project_id=args.project,
            concurrency=args.concurrency,
            retries=args.retries,
            on_progress=progress,
        )
    finally:
        bar.close()
    summary = {
        "batch_id": report.batch_id,
        "uploaded": [{"path": str(r.path), "image_id": r.image.id} for r in report.uploaded],
        "skipped": [{"path": str(r.path), "duplicate_of": r.duplicate_of} for r in report.skipped],
        "failed": [{"path": str(r.path), "error": str(r.error)} for r in report.failed],
    }
    lines = [
        f"Uploaded {len(report.uploaded)} images"
        + (f" to project {args.project}" if args.project else "")
        + (f" ({len(report.skipped)} already there, skipped)." if report.skipped else ".")
    ]
    lines += [f"FAILED {r.path}: {r.error}" for r in report.failed]
    out.result(summary, lines)
    return 0 if report.ok else EXIT_PARTIAL


def cmd_datasets_create(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    body = CreateDatasetVersion(project_id=args.project, name=args.name, only_annotated=not args.include_unannotated)
    version = client.call(post_data_datasets, body=body)
    out.result(
        version,
        [
            f"Created dataset version {version.id} (v{version.version}, {version.image_count} images, "
            f"classes {', '.join(version.classes) or '-'})."
        ],
    )
    return 0


def cmd_datasets_list(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    versions = list(client.paginate(get_data_datasets, project_id=args.project if args.project else UNSET))
    out.result(versions, table([plain(v) for v in versions], ["id", "project_id", "name", "version", "image_count"]))
    return 0


def cmd_datasets_download(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    dest = Path(args.out or f"dataset-{args.version_id}-{args.format}")
    bars: dict[str, Progress] = {}

    def progress(stage: str, share: float) -> None:
        if stage not in bars:
            for bar in bars.values():
                bar.close()
            bars[stage] = Progress(stage, enabled=False if out.as_json else None)
        bars[stage].update(share)

    try:
        client.download_dataset_version(args.version_id, dest, args.format, on_progress=progress)
    finally:
        for bar in bars.values():
            bar.close()
    files = sorted(str(p.relative_to(dest)) for p in dest.rglob("*") if p.is_file())
    out.result(
        {"path": str(dest), "format": args.format, "files": len(files)},
        [f"Downloaded dataset version {args.version_id} ({args.format}, {len(files)} files) into {dest}."],
    )
    return 0


def cmd_jobs_watch(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    if args.job_id.isdigit() and args.kind == "training":
        return follow_training(client, int(args.job_id), out, args.timeout)
    if args.job_id.isdigit():
        return watch_ml_job(client, args, out)
    bar = Progress(f"job {args.job_id}", enabled=False if out.as_json else None)
    try:
        job = client.wait_for_job(
            args.job_id, timeout=args.timeout, on_progress=lambda j: bar.update(share_of(j), j.status)
        )
    finally:
        bar.close()
    url = getattr(job.result, "download_url", None) if job.result else None
    out.result(job, [f"Job {job.job_id} {job.status}." + (f" Download: {url}" if url else "")])
    return 0


def cmd_train(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    body = CreateTrainingJob(
        project_id=args.project,
        dataset_version_id=args.dataset_version,
        epochs=args.epochs,
        image_size=args.image_size,
    )
    if args.base_model:
        body.base_model = args.base_model
    job = client.call(post_ml_training_jobs, body=body)
    if not args.watch:
        out.result(job, [f"Training job {job.id} created ({job.phase})."])
        return 0
    out.info(f"Training job {job.id} created ({job.phase}); following it (Ctrl-C stops watching, not the job).")
    return follow_training(client, job.id, out, args.timeout, args.interval)


#: The phases after which a training job, model export job or evaluation changes no more.
FINAL_PHASES = ("Succeeded", "Failed", "Cancelled")


def ended(resource: Any) -> bool:
    return str(resource.phase) in FINAL_PHASES


def follow_training(client: EdgeVision, job_id: int, out: Output, timeout: float, interval: float = MAX_DELAY) -> int:
    """Prints each epoch as the trainer reports it, and each warning once, until the job ends.

    The lines go to stdout, or to stderr with --json (whose stdout is the final job alone).
    Reads the job by ``poll_delays``, whose pauses grow to ``interval`` seconds.
    """
    show = out.info if out.as_json else print
    shown_epoch = 0
    shown_warnings: set[str] = set()

    def read() -> Any:
        nonlocal shown_epoch
        job = client.call(get_ml_training_jobs_id, id=job_id)
        reached = job.epoch.epoch if job.epoch else 0
        if reached > shown_epoch:
            # Only the pages holding unseen epochs (100 a page, first epoch first).
            first_page = shown_epoch // 100 + 1
            reported: list[dict] = []
            for page in range(first_page, (reached - 1) // 100 + 2):
                data, _ = client.call_with_meta(get_ml_training_jobs_id_metrics, id=job_id, page=page, per_page=100)
                reported.extend(plain(e) for e in data)
            for epoch in unseen_epochs(reported, shown_epoch):
                show(epoch_line(epoch["epoch"], epoch["epochs"], epoch["metrics"]))
                shown_epoch = epoch["epoch"]
        for warning in job.warnings:
            if warning not in shown_warnings:
                shown_warnings.add(warning)
                show(f"warning: {warning}")
        return job

    job = poll_until(
        read,
        ended,
        timeout=timeout,
        timed_out=lambda j: EdgeVisionError(f"training job {job_id} still {j.phase} after {timeout:.0f} s"),
        cap=interval,
    )
    phase = str(job.phase)
    model = f": model version {job.model_version_id}" if job.model_version_id else ""
    reason = f": {job.message}" if phase != "Succeeded" and job.message else ""
    out.result(job, [f"Training job {job.id} {phase}{model}{reason}."])
    return 0 if phase == "Succeeded" else EXIT_JOB


def cmd_export(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    job = client.call(
        post_ml_export_jobs,
        body=CreateExportJob(model_version_id=args.model_version, format_=args.format, precision=args.precision),
    )
    out.result(job, [f"Export job {job.id} created ({job.phase})."])
    return 0


def cmd_eval(args: argparse.Namespace, out: Output) -> int:
    """Shows an evaluation's figures (starting one first with --model-version and --dataset-version),
    or with --compare, it and another evaluation of the same split side by side."""
    client, _ = connect(args)
    if args.evaluation_id is None:
        if args.model_version is None or args.dataset_version is None:
            out.info("error: give an evaluation id, or --model-version and --dataset-version to start one")
            return EXIT_USAGE
        body = CreateEvaluation(model_version_id=args.model_version, dataset_version_id=args.dataset_version)
        if args.split:
            body.split = CreateEvaluationSplit(args.split)
        evaluation = client.call(post_ml_evaluations, body=body)
        out.info(f"Evaluation {evaluation.id} created ({evaluation.phase}).")
        args.evaluation_id = evaluation.id
    if args.compare is not None:
        comparison = client.call(get_ml_evaluations_compare, a=args.evaluation_id, b=args.compare)
        out.result(comparison, comparison_lines(plain(comparison)))
        return 0
    evaluation = poll_until(
        lambda: client.call(get_ml_evaluations_id, id=args.evaluation_id),
        lambda e: not args.wait or ended(e),
        timeout=args.timeout,
        timed_out=lambda e: EdgeVisionError(
            f"evaluation {args.evaluation_id} still {e.phase} after {args.timeout:.0f} s"
        ),
    )
    out.result(evaluation, evaluation_lines(plain(evaluation)))
    return EXIT_JOB if str(evaluation.phase) in ("Failed", "Cancelled") else 0


def cmd_infer(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    if args.image.isdigit():
        image_id = int(args.image)
    else:
        path = Path(args.image)
        if not path.is_file():
            raise EdgeVisionError(f"no such image file: {path}")
        from .uploads import _upload_one

        result = _upload_one(client, path, args.project, None, 3)
        if result.error:
            raise result.error
        image_id = result.image.id if result.image else result.duplicate_of
    request = client.call(
        post_ml_projects_id_inference,
        id=args.project,
        body=CreateInferenceRequest(image_ids=[image_id], model_version_id=args.model_version),
    )
    request = poll_until(
        lambda: client.call(get_ml_inference_requests_id, id=request.id),
        lambda r: r.status not in ("pending", "running"),
        timeout=args.timeout,
        timed_out=lambda r: EdgeVisionError(f"inference request {r.id} still {r.status} after {args.timeout} s"),
    )
    if request.status != "completed":
        out.result(request, [f"Inference request {request.id} {request.status}: {request.error_message}"])
        return EXIT_JOB
    predictions = list(client.paginate(get_ml_inference_requests_id_predictions, id=request.id))
    out.result(predictions, [json.dumps(plain(p)) for p in predictions])
    return 0


def cmd_import(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    sending = Progress("upload", unit="bytes", enabled=False if out.as_json else None)
    bar: Progress | None = None

    def on_job(job: Any) -> None:
        nonlocal bar
        if bar is None:
            sending.close()
            bar = Progress("import", enabled=False if out.as_json else None)
        bar.update(share_of(job), job.message)

    try:
        job = client.import_dataset(
            args.source,
            args.project,
            args.format,
            timeout=args.timeout,
            on_upload=lambda sent, total: sending.update(sent, total=total),
            on_progress=on_job,
            resume=args.resume,
        )
    finally:
        (bar or sending).close()
    result = job.result
    out.result(
        job,
        [
            f"Imported {result.images_added} images and {result.annotations_added} annotations into project "
            f"{args.project}; {result.duplicates_skipped} duplicates skipped"
            + (f"; new classes: {', '.join(result.classes_added)}." if result.classes_added else ".")
        ],
    )
    return 0


def cmd_images(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    filters = {
        "project_id": args.project,
        "batch_id": args.batch,
        "annotation_status": args.status,
        "split": args.split,
        "search": args.search,
    }
    found = []
    for image in client.images(**{k: v for k, v in filters.items() if v is not None}):
        found.append(image)
        if len(found) >= args.limit:
            break
    columns = ["id", "filename", "project_id", "split", "annotation_status", "width", "height"]
    out.result(found, table([plain(i) for i in found], columns))
    return 0


def cmd_models_list(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    models = list(client.paginate(get_ml_models, project_id=args.project if args.project else UNSET))
    out.result(models, table([plain(m) for m in models], ["id", "project_id", "name", "task", "created_at"]))
    return 0


def cmd_models_download(args: argparse.Namespace, out: Output) -> int:
    client, _ = connect(args)
    link = client.call(get_ml_models_id_download, id=args.model_id, artifact=args.artifact)
    dest = args.out or Path(link.file_name)
    if dest.is_dir():
        dest = dest / link.file_name
    size = 0
    with httpx.stream("GET", link.url, timeout=60.0) as response:
        response.raise_for_status()
        with dest.open("wb") as file:
            for chunk in response.iter_bytes():
                file.write(chunk)
                size += len(chunk)
    out.result({"path": str(dest), "bytes": size}, [f"Downloaded model {args.model_id} ({args.artifact}) to {dest}."])
    return 0


def watch_ml_job(client: EdgeVision, args: argparse.Namespace, out: Output) -> int:
    """Follows a model export job (numbered) until it ends (training: follow_training)."""
    bar = Progress(f"{args.kind} job {args.job_id}", enabled=False if out.as_json else None)

    def read() -> Any:
        job = client.call(get_ml_export_jobs_id, id=int(args.job_id))
        bar.update(job.progress, str(job.phase))
        return job

    try:
        job = poll_until(
            read,
            ended,
            timeout=args.timeout,
            timed_out=lambda j: EdgeVisionError(
                f"{args.kind} job {args.job_id} still {j.phase} after {args.timeout:.0f} s"
            ),
        )
    finally:
        bar.close()
    out.result(job, [f"{args.kind.capitalize()} job {job.id} {job.phase}."])
    return 0 if str(job.phase) == "Succeeded" else EXIT_JOB


# -- parsing ---------------------------------------------------------------------------------


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="edge-vision", description="Edge Vision Platform from the command line.")
    p.add_argument("--version", action="version", version=f"edge-vision {__version__}")
    p.add_argument("--api", help="API base URL ending in /api (default: the one you logged in to, or $EDGE_VISION_API)")
    p.add_argument("--org", type=int, help="organization id, for users in several organizations")
    p.add_argument("--json", action="store_true", help="machine-readable output on stdout")
    sub = p.add_subparsers(dest="command", required=True, metavar="command")

    login = sub.add_parser("login", help="sign in with your identity provider (PKCE, loopback redirect)")
    login.add_argument("--issuer", help=f"OIDC issuer URL (default {config.DEFAULT_ISSUER} or $EDGE_VISION_ISSUER)")
    login.add_argument(
        "--client-id",
        help=f"OIDC client id (default {config.DEFAULT_CLIENT_ID}, with --device {config.DEFAULT_DEVICE_CLIENT_ID})",
    )
    login.add_argument("--audience", help=f"the API's client id (default {config.DEFAULT_AUDIENCE})")
    login.add_argument("--no-browser", action="store_true", help="print the address instead of opening a browser")
    login.add_argument("--port", type=int, default=0, help="loopback port for the redirect (default: any free port)")
    login.add_argument(
        "--device",
        action="store_true",
        help="sign in from another device with a code (OAuth device authorization grant): no browser needed here",
    )
    login.set_defaults(run=cmd_login)
    sub.add_parser("logout", help="remove stored credentials").set_defaults(run=cmd_logout)
    sub.add_parser("orgs", help="your organization").set_defaults(run=cmd_orgs)
    sub.add_parser("devices", help="devices of your organization").set_defaults(run=cmd_devices)

    projects = sub.add_parser("projects", help="list or create projects").add_subparsers(dest="action", required=True)
    projects.add_parser("list").set_defaults(run=cmd_projects_list)
    pc = projects.add_parser("create")
    pc.add_argument("name")
    pc.add_argument(
        "--type", default="object_detection", choices=["object_detection", "classification", "segmentation"]
    )
    pc.add_argument("--classes", help="comma-separated class names")
    pc.set_defaults(run=cmd_projects_create)

    up = sub.add_parser("upload", help="upload a folder of JPEG/PNG/WebP images")
    up.add_argument("folder", type=Path)
    up.add_argument("--project", type=int, help="project id the images join")
    up.add_argument("--concurrency", type=int, default=4)
    up.add_argument("--retries", type=int, default=3)
    up.set_defaults(run=cmd_upload)

    imp = sub.add_parser("import", help="import a labelled dataset (folder or zip) into a project")
    imp.add_argument("source", type=Path, help="a folder (zipped on the fly) or a .zip")
    imp.add_argument("--format", required=True, choices=IMPORT_FORMATS)
    imp.add_argument("--project", type=int, required=True)
    imp.add_argument("--timeout", type=float, default=3600.0)
    imp.add_argument(
        "--resume", metavar="UPLOAD_ID", help="continue an upload of the same zip that stopped (sends the missing parts)"
    )
    imp.set_defaults(run=cmd_import)

    images = sub.add_parser("images", help="list images")
    images.add_argument("--project", type=int)
    images.add_argument("--batch", type=int)
    images.add_argument("--status", choices=["pending", "completed"])
    images.add_argument("--split", choices=["train", "val", "test", "none"])
    images.add_argument("--search", help="file name substring")
    images.add_argument("--limit", type=int, default=100, help="at most this many (default 100)")
    images.set_defaults(run=cmd_images)

    models = sub.add_parser("models", help="model versions").add_subparsers(dest="action", required=True)
    ml = models.add_parser("list")
    ml.add_argument("--project", type=int)
    ml.set_defaults(run=cmd_models_list)
    md = models.add_parser("download", help="download a model version's ONNX file or weights")
    md.add_argument("model_id", type=int)
    md.add_argument("--artifact", choices=["onnx", "weights"], default="onnx")
    md.add_argument("--out", type=Path, help="file or folder to write (default: the file's own name here)")
    md.set_defaults(run=cmd_models_download)

    datasets = sub.add_parser("datasets", help="dataset versions").add_subparsers(dest="action", required=True)
    dc = datasets.add_parser("create", help="freeze a project's images into a new dataset version")
    dc.add_argument("--project", type=int, required=True)
    dc.add_argument("--name", required=True)
    dc.add_argument("--include-unannotated", action="store_true")
    dc.set_defaults(run=cmd_datasets_create)
    dl = datasets.add_parser("list")
    dl.add_argument("--project", type=int)
    dl.set_defaults(run=cmd_datasets_list)
    dd = datasets.add_parser("download", help="export a version and unpack it into a folder")
    dd.add_argument("version_id", type=int)
    dd.add_argument("--format", choices=["yolo", "coco", "voc", "cvat"], default="yolo")
    dd.add_argument("--out", help="folder to unpack into (default dataset-<id>-<format>)")
    dd.set_defaults(run=cmd_datasets_download)

    jobs = sub.add_parser("jobs", help="asynchronous jobs").add_subparsers(dest="action", required=True)
    jw = jobs.add_parser("watch", help="wait for a job (import, export, training or model export), showing progress")
    jw.add_argument("job_id", help="a data job's id (a UUID), or a training or model export job's number")
    jw.add_argument("--kind", choices=["training", "export"], default="training", help="for a number: which ML job")
    jw.add_argument("--timeout", type=float, default=3600.0)
    jw.set_defaults(run=cmd_jobs_watch)

    train = sub.add_parser("train", help="start a training job")
    train.add_argument("--project", type=int, required=True)
    train.add_argument("--dataset-version", type=int, required=True)
    train.add_argument("--epochs", type=int, default=100)
    train.add_argument("--base-model")
    train.add_argument("--image-size", type=int, default=640, help="training image size (a multiple of 32)")
    train.add_argument("--watch", action="store_true", help="follow the job, printing each epoch's figures")
    train.add_argument("--timeout", type=float, default=24 * 3600.0, help="with --watch: give up after this many s")
    train.add_argument("--interval", type=float, default=MAX_DELAY, help=argparse.SUPPRESS)
    train.set_defaults(run=cmd_train)

    export = sub.add_parser("export", help="start a model export job")
    export.add_argument("--model-version", type=int, required=True)
    # The API's own list (CreateExportJob.format in the OpenAPI document): formats an exporter produces.
    export.add_argument("--format", required=True, choices=sorted(CREATE_EXPORT_JOB_FORMAT_VALUES))
    export.add_argument("--precision", default="fp32", choices=["fp32", "fp16", "int8"])
    export.set_defaults(run=cmd_export)

    ev = sub.add_parser("eval", help="a model evaluation's figures as a table (or start one, or compare two)")
    ev.add_argument("evaluation_id", type=int, nargs="?", help="an evaluation's id")
    ev.add_argument("--model-version", type=int, help="start an evaluation of this model version ...")
    ev.add_argument("--dataset-version", type=int, help="... on this dataset version")
    ev.add_argument("--split", choices=["test", "val", "train"], help="default: test, or val when it is empty")
    ev.add_argument("--compare", type=int, metavar="OTHER_ID", help="set another evaluation of the split beside it")
    ev.add_argument("--wait", action="store_true", help="wait until it has finished")
    ev.add_argument("--timeout", type=float, default=3600.0)
    ev.set_defaults(run=cmd_eval)

    infer = sub.add_parser("infer", help="run a model on an image (a file, uploaded first, or an image id)")
    infer.add_argument("image")
    infer.add_argument("--project", type=int, required=True)
    infer.add_argument("--model-version", type=int, required=True)
    infer.add_argument("--timeout", type=float, default=300.0)
    infer.set_defaults(run=cmd_infer)
    return p


def exit_code_for(err: Exception) -> int:
    if isinstance(err, (AuthError, UnauthorizedError, ForbiddenError)):
        return EXIT_AUTH
    if isinstance(err, NotFoundError):
        return EXIT_NOT_FOUND
    if isinstance(err, (ServiceUnavailableError, RateLimitedError, httpx.TransportError, PartialUploadError)):
        return EXIT_RETRY
    if isinstance(err, JobFailedError):
        return EXIT_JOB
    if isinstance(err, ApiError) and 400 <= err.status < 500:
        return EXIT_INVALID
    return EXIT_API


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    out = Output(args.json)
    try:
        code = args.run(args, out)
        sys.stdout.flush()  # a closed pipe is noticed here, not at exit
        return code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`--json | head`): stop quietly, and keep Python from complaining
        # again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except (EdgeVisionError, httpx.TransportError, FileNotFoundError) as err:
        code = exit_code_for(err)
        if isinstance(err, ApiError):
            hint = HINTS.get(err.code, "")
            message = f"error: {err}" + (f"\n{hint}" if hint else "")
            payload = {"code": err.code, "status": err.status, "message": err.message, "details": err.details}
        elif isinstance(err, httpx.TransportError):
            message = f"error: cannot reach the API: {err}"
            payload = {"code": "NETWORK_ERROR", "message": str(err)}
        elif isinstance(err, PartialUploadError):
            message = f"error: {err}\nrun the same command with --resume {err.upload_id} to send only the missing parts"
            payload = {"code": "UPLOAD_STOPPED", "message": str(err), "upload_id": err.upload_id}
        else:
            message = f"error: {err}"
            payload = {"code": type(err).__name__, "message": str(err)}
        if args.json:
            print(json.dumps({"error": payload}), file=sys.stdout)
        print(message, file=sys.stderr)
        return code


if __name__ == "__main__":
    sys.exit(main())
