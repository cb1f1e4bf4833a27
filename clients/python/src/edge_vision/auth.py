"""Signing in with OIDC: the authorization code flow with PKCE and a loopback redirect (RFC 8252),
and renewing the access token with the refresh token before it expires."""

from __future__ import annotations

import base64
import hashlib
import secrets
import threading
import time
import urllib.parse
import webbrowser
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, HTTPServer

import httpx

from . import config
from .config import Credentials
from .errors import AuthError

#: Renew this long before the access token expires.
RENEW_MARGIN_S = 60


def discover(issuer: str) -> dict[str, str]:
    """The issuer's OpenID configuration (authorization and token endpoints)."""
    try:
        response = httpx.get(f"{issuer.rstrip('/')}/.well-known/openid-configuration", timeout=10.0)
    except httpx.HTTPError as err:
        raise AuthError(f"cannot reach the identity provider at {issuer}: {err}") from err
    if response.status_code != 200:
        raise AuthError(f"{issuer} is not an OpenID provider (HTTP {response.status_code} for its configuration)")
    return response.json()


def _scopes(audience: str) -> str:
    # Dex's cross-client trust: the CLI's token is issued for the API's client id.
    return f"openid email profile offline_access audience:server:client_id:{audience}"


def _store_tokens(creds: Credentials, body: dict[str, object]) -> None:
    access = body.get("access_token")
    if not isinstance(access, str):
        raise AuthError(f"the identity provider answered without an access token: {body.get('error', '')}")
    creds.access_token = access
    refresh = body.get("refresh_token")
    if isinstance(refresh, str):
        creds.refresh_token = refresh
    creds.expires_at = time.time() + float(body.get("expires_in") or 3600)  # type: ignore[arg-type]


class _Callback(BaseHTTPRequestHandler):
    result: dict[str, str] = {}
    done = threading.Event()

    def do_GET(self) -> None:
        query = dict(urllib.parse.parse_qsl(urllib.parse.urlparse(self.path).query))
        if "code" not in query and "error" not in query:
            self.send_response(404)
            self.end_headers()
            return
        type(self).result = query
        ok = "code" in query
        self.send_response(200 if ok else 400)
        self.send_header("content-type", "text/html; charset=utf-8")
        self.end_headers()
        text = "Signed in to Edge Vision; you can close this tab." if ok else "Sign-in failed; see the terminal."
        self.wfile.write(f"<!doctype html><title>Edge Vision</title><p>{text}</p>".encode())
        type(self).done.set()

    def log_message(self, format: str, *args: object) -> None:
        pass


def login(
    api: str,
    issuer: str,
    client_id: str = config.DEFAULT_CLIENT_ID,
    audience: str = config.DEFAULT_AUDIENCE,
    *,
    open_browser: bool = True,
    port: int = 0,
    timeout: float = 300.0,
    show_url: Callable[[str], None] = print,
) -> Credentials:
    """Runs the PKCE loopback flow and stores the tokens (0600) in the config dir."""
    endpoints = discover(issuer)
    verifier = secrets.token_urlsafe(64)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    state = secrets.token_urlsafe(24)

    handler = type("Callback", (_Callback,), {"result": {}, "done": threading.Event()})
    server = HTTPServer(("127.0.0.1", port), handler)
    redirect_uri = f"http://127.0.0.1:{server.server_address[1]}/callback"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = (
            endpoints["authorization_endpoint"]
            + "?"
            + urllib.parse.urlencode(
                {
                    "response_type": "code",
                    "client_id": client_id,
                    "redirect_uri": redirect_uri,
                    "scope": _scopes(audience),
                    "state": state,
                    "code_challenge": challenge,
                    "code_challenge_method": "S256",
                }
            )
        )
        show_url(url)
        if open_browser:
            webbrowser.open(url)
        if not handler.done.wait(timeout):
            raise AuthError(f"no sign-in within {timeout:.0f} s; run `edge-vision login` again")
    finally:
        server.shutdown()
        server.server_close()
    result = handler.result
    if result.get("state") != state:
        raise AuthError("the sign-in answer did not match this login (state mismatch); try again")
    if "error" in result:
        raise AuthError(f"sign-in refused: {result['error']} {result.get('error_description', '')}".strip())

    response = httpx.post(
        endpoints["token_endpoint"],
        data={
            "grant_type": "authorization_code",
            "code": result["code"],
            "redirect_uri": redirect_uri,
            "client_id": client_id,
            "code_verifier": verifier,
        },
        timeout=30.0,
    )
    body = response.json()
    if response.status_code != 200:
        raise AuthError(
            f"the identity provider refused the code: {body.get('error')} {body.get('error_description', '')}"
        )
    return _save_session(api, issuer, client_id, audience, endpoints["token_endpoint"], body)


def _save_session(
    api: str, issuer: str, client_id: str, audience: str, token_endpoint: str, body: dict[str, object]
) -> Credentials:
    creds = config.load()
    if creds.issuer != issuer or creds.api != api:
        creds = Credentials()  # a device key of another organization or API must not carry over
    creds.api, creds.issuer, creds.client_id, creds.audience = api, issuer, client_id, audience
    creds.token_endpoint = token_endpoint
    _store_tokens(creds, body)
    config.save(creds)
    return creds


DEVICE_CODE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"


def login_device(
    api: str,
    issuer: str,
    client_id: str = config.DEFAULT_CLIENT_ID,
    audience: str = config.DEFAULT_AUDIENCE,
    *,
    show_code: Callable[[str, str, str], None],
    sleep: Callable[[float], None] = time.sleep,
) -> Credentials:
    """The device authorization grant (RFC 8628), for machines without a browser: shows an address
    and a code to enter on any other device, then polls the token endpoint until the person
    approved (or refused, or the code expired) and stores the tokens like ``login``."""
    endpoints = discover(issuer)
    device_endpoint = endpoints.get("device_authorization_endpoint")
    if not device_endpoint:
        raise AuthError(
            f"{issuer} does not offer the device authorization grant; "
            "run `edge-vision login` where a browser can open, or use an API key (EDGE_VISION_TOKEN)"
        )
    try:
        response = httpx.post(device_endpoint, data={"client_id": client_id, "scope": _scopes(audience)}, timeout=30.0)
    except httpx.HTTPError as err:
        raise AuthError(f"cannot reach the identity provider at {issuer}: {err}") from err
    grant = response.json()
    if response.status_code != 200 or "device_code" not in grant:
        reason = f"{grant.get('error')} {grant.get('error_description', '')}".strip()
        raise AuthError(f"the identity provider refused a device code: {reason}")
    uri = grant["verification_uri"]
    show_code(uri, grant["user_code"], grant.get("verification_uri_complete") or uri)
    interval = float(grant.get("interval") or 5)
    deadline = time.time() + float(grant.get("expires_in") or 600)
    while time.time() < deadline:
        sleep(interval)
        polled = httpx.post(
            endpoints["token_endpoint"],
            data={"grant_type": DEVICE_CODE_GRANT, "device_code": grant["device_code"], "client_id": client_id},
            timeout=30.0,
        )
        body = polled.json()
        if polled.status_code == 200:
            return _save_session(api, issuer, client_id, audience, endpoints["token_endpoint"], body)
        error = body.get("error")
        if error == "authorization_pending":
            continue
        if error == "slow_down":
            interval += 5  # as RFC 8628 section 3.5 asks
            continue
        if error == "access_denied":
            raise AuthError("the sign-in was refused on the other device")
        raise AuthError(f"the device code is no longer valid ({error}); run `edge-vision login --device` again")
    raise AuthError("the device code expired before anyone approved it; run `edge-vision login --device` again")


def refresh(creds: Credentials) -> Credentials:
    """Renews the access token with the refresh token and stores the new pair."""
    if not creds.refresh_token or not creds.token_endpoint:
        raise AuthError("the session expired; run `edge-vision login`")
    try:
        response = httpx.post(
            creds.token_endpoint,
            data={"grant_type": "refresh_token", "refresh_token": creds.refresh_token, "client_id": creds.client_id},
            timeout=30.0,
        )
    except httpx.HTTPError as err:
        raise AuthError(f"cannot reach the identity provider to renew the session: {err}") from err
    if response.status_code != 200:
        raise AuthError("the session expired or was revoked; run `edge-vision login`")
    _store_tokens(creds, response.json())
    config.save(creds)
    return creds


def stored_token_source(creds: Credentials) -> Callable[[], str]:
    """A token source for ``EdgeVision`` that renews the stored token shortly before it expires."""

    def token() -> str:
        if not creds.access_token:
            raise AuthError("not signed in; run `edge-vision login`")
        if creds.expires_at - RENEW_MARGIN_S < time.time():
            refresh(creds)
        return creds.access_token  # type: ignore[return-value]

    return token
