"""Where the CLI keeps its settings and credentials: one JSON file, readable by the user only."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

DEFAULT_API = "http://127.0.0.1:8080/api"
DEFAULT_ISSUER = "http://127.0.0.1:5556/dex"
DEFAULT_CLIENT_ID = "edge-vision-cli"
#: The client `login --device` uses (the local Dex needs a separate one for the device grant).
DEFAULT_DEVICE_CLIENT_ID = "edge-vision-cli-device"
DEFAULT_AUDIENCE = "edge-vision"


def config_dir() -> Path:
    """``$EDGE_VISION_CONFIG_DIR``, else ``$XDG_CONFIG_HOME/edge-vision``, else ``~/.config/edge-vision``."""
    explicit = os.environ.get("EDGE_VISION_CONFIG_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "edge-vision"


@dataclass
class Credentials:
    api: str = DEFAULT_API
    issuer: str = DEFAULT_ISSUER
    client_id: str = DEFAULT_CLIENT_ID
    audience: str = DEFAULT_AUDIENCE
    access_token: str | None = None
    refresh_token: str | None = None
    expires_at: float = 0.0
    token_endpoint: str | None = None
    device_key: str | None = None
    organization_id: int | None = None


def credentials_path() -> Path:
    return config_dir() / "credentials.json"


def load() -> Credentials:
    path = credentials_path()
    if not path.exists():
        return Credentials()
    raw = json.loads(path.read_text())
    known = {f.name for f in fields(Credentials)}
    return Credentials(**{k: v for k, v in raw.items() if k in known})


def save(credentials: Credentials) -> Path:
    """Writes the file with mode 0600 from the start (never briefly readable by others)."""
    path = credentials_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        json.dump(asdict(credentials), out, indent=2)
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)
    return path
