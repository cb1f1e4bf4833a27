/**
 * The device setup script served at `GET /setup`: POSIX sh. It provisions the device from
 * PROVISIONING_TOKEN, keeps the key in 0600 files, and installs the edge agent (agent/, see
 * docs/agent.md) as a service that survives reboots: a systemd unit where systemd runs, else a
 * Docker container with --restart unless-stopped. A second run updates the service in place;
 * EDGE_VISION_UNINSTALL=1 removes it and the key. Under systemd, with Node.js 20+ on the device,
 * the agent comes from the API itself (GET /setup/agent/{arch}, checked against the SHA-256 this
 * script carries), so a device needs no registry. The only values put into it are the API's base
 * URL and the archives' SHA-256, single-quoted so no shell expansion can happen.
 */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function renderSetupScript(apiBaseUrl: string, bundles: { arch: string; sha256: string }[] = []): string {
  const sha256 = (arch: string) => shellQuote(bundles.find((b) => b.arch === arch)?.sha256 ?? '');
  return `#!/bin/sh
# Edge Vision device setup.
#   curl -fsSL ${apiBaseUrl}/setup | PROVISIONING_TOKEN=ptk_... sh
#   curl -fsSL ${apiBaseUrl}/setup | EDGE_VISION_UNINSTALL=1 sh      (remove the agent and its key)
# Settings (environment): PROVISIONING_TOKEN (first run), DEVICE_ID (default: the container
# engine id from \`docker info\`), DEVICE_NAME (default: hostname), EDGE_VISION_DIR (default
# /etc/edge-vision), AGENT_STATE_DIR (default /var/lib/edge-vision-agent), FRAME_SOURCE (a
# folder of camera frames), EDGE_VISION_SERVICE (auto | systemd | docker; auto: systemd where
# it runs, else Docker), EDGE_VISION_AGENT (auto | bundle | image; auto: under systemd, the
# platform's agent archive when Node.js 20+ is installed, else the agent image), AGENT_DIR (where
# the archive is unpacked, default /opt/edge-vision-agent), AGENT_BUNDLE (run this
# edge-agent.mjs instead), AGENT_IMAGE (the agent image), SYSTEMD_UNIT_DIR, EDGE_VISION_ONCE=1
# (provision and check in once, install no service).
# Running it again updates the agent in place: one service, one key.
set -eu

API_URL=${shellQuote(apiBaseUrl)}
DIR="\${EDGE_VISION_DIR:-/etc/edge-vision}"
HEADERS_FILE="$DIR/device-key.header"
KEY_FILE="$DIR/device.key"
AGENT_CONFIG_FILE="$DIR/agent.json"
STATE_DIR="\${AGENT_STATE_DIR:-/var/lib/edge-vision-agent}"
SERVICE="edge-vision-agent"
UNIT_DIR="\${SYSTEMD_UNIT_DIR:-/etc/systemd/system}"
UNIT_FILE="$UNIT_DIR/$SERVICE.service"
SYSTEMCTL="\${SYSTEMCTL:-systemctl}"
DOCKER="\${DOCKER:-docker}"
AGENT_IMAGE="\${AGENT_IMAGE:-ghcr.io/edge-vision/edge-agent:0.1.0}"
AGENT_DIR="\${AGENT_DIR:-/opt/edge-vision-agent}"
# The SHA-256 of the agent archives this platform serves, per architecture (empty: none).
AGENT_SHA256_X64=${sha256('x64')}
AGENT_SHA256_ARM64=${sha256('arm64')}

fail() {
  echo "edge-vision setup: $*" >&2
  exit 1
}

say() {
  echo "edge-vision setup: $*"
}

command -v curl >/dev/null 2>&1 || fail "curl is required"

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\\\/\\\\\\\\/g; s/"/\\\\"/g')"
}

service_manager() {
  case "\${EDGE_VISION_SERVICE:-auto}" in
  systemd | docker) echo "\${EDGE_VISION_SERVICE}" ;;
  auto)
    if [ -d /run/systemd/system ] && command -v "$SYSTEMCTL" >/dev/null 2>&1; then
      echo systemd
    elif command -v "$DOCKER" >/dev/null 2>&1; then
      echo docker
    else
      echo none
    fi
    ;;
  *) fail "EDGE_VISION_SERVICE must be auto, systemd or docker" ;;
  esac
}

uninstall() {
  manager=$(service_manager)
  if [ -f "$UNIT_FILE" ]; then
    "$SYSTEMCTL" disable --now "$SERVICE" >/dev/null 2>&1 || true
    rm -f "$UNIT_FILE"
    "$SYSTEMCTL" daemon-reload >/dev/null 2>&1 || true
    say "removed the systemd service $SERVICE"
  fi
  if [ "$manager" = docker ]; then
    "$DOCKER" rm -f "$SERVICE" >/dev/null 2>&1 || true
    say "removed the container $SERVICE"
  fi
  rm -f "$KEY_FILE" "$HEADERS_FILE" "$AGENT_CONFIG_FILE" "$DIR/provisioning.json"
  rm -f "$DIR/checkin-loop.sh"
  say "removed the device key and the agent configuration from $DIR (the device record stays on the platform)"
}

provision() {
  [ -n "\${PROVISIONING_TOKEN:-}" ] || fail "set PROVISIONING_TOKEN to a token from the platform"
  if [ -z "\${DEVICE_ID:-}" ] && command -v docker >/dev/null 2>&1; then
    DEVICE_ID=$(docker info --format '{{.ID}}' 2>/dev/null || true)
  fi
  [ -n "\${DEVICE_ID:-}" ] || fail "set DEVICE_ID to the container engine id (docker info --format '{{.ID}}')"
  name="\${DEVICE_NAME:-$(hostname)}"
  body="{\\"token\\":$(json_string "$PROVISIONING_TOKEN"),\\"device_id\\":$(json_string "$DEVICE_ID"),\\"name\\":$(json_string "$name"),\\"hostname\\":$(json_string "$(hostname)"),\\"platform\\":$(json_string "$(uname -sm)")}"
  response=$(printf '%s' "$body" | curl -sS -X POST -H 'Content-Type: application/json' --data-binary @- "$API_URL/devices/provision") ||
    fail "could not reach $API_URL"
  key=$(printf '%s' "$response" | sed -n 's/.*"api_key":"\\(adk_[A-Za-z0-9_-]*\\)".*/\\1/p')
  [ -n "$key" ] || fail "provisioning was refused: $response"
  printf 'X-Device-Key: %s\\n' "$key" >"$HEADERS_FILE.tmp"
  chmod 600 "$HEADERS_FILE.tmp"
  mv "$HEADERS_FILE.tmp" "$HEADERS_FILE"
  printf '%s\\n' "$response" >"$DIR/provisioning.json"
  chmod 600 "$DIR/provisioning.json"
  say "device $DEVICE_ID provisioned; key stored in $KEY_FILE"
}

checkin() {
  uptime_s=$(cut -d' ' -f1 /proc/uptime 2>/dev/null | cut -d. -f1)
  curl -fsS -X POST -H @"$HEADERS_FILE" -H 'Content-Type: application/json' \\
    --data-binary "{\\"status\\":\\"ok\\",\\"uptime_s\\":\${uptime_s:-0}}" "$API_URL/device/checkin" >/dev/null
}

# The agent reads the bare key; the header file stays for curl and for devices set up before.
write_agent_files() {
  sed -n 's/^X-Device-Key: //p' "$HEADERS_FILE" >"$KEY_FILE.tmp"
  chmod 600 "$KEY_FILE.tmp"
  mv "$KEY_FILE.tmp" "$KEY_FILE"
  frames=""
  if [ -n "\${FRAME_SOURCE:-}" ]; then
    frames=",\\"frames\\":{\\"source\\":$(json_string "$FRAME_SOURCE")}"
  fi
  printf '{"api_url":%s,"key_file":%s,"state_dir":%s%s}\\n' "$(json_string "$API_URL")" \\
    "$(json_string "$KEY_FILE")" "$(json_string "$STATE_DIR")" "$frames" >"$AGENT_CONFIG_FILE.tmp"
  chmod 600 "$AGENT_CONFIG_FILE.tmp"
  mv "$AGENT_CONFIG_FILE.tmp" "$AGENT_CONFIG_FILE"
  mkdir -p "$STATE_DIR"
}

agent_arch() {
  case "$(uname -m)" in
  x86_64 | amd64) echo x64 ;;
  aarch64 | arm64) echo arm64 ;;
  *) uname -m ;;
  esac
}

agent_sha256() {
  case "$1" in
  x64) echo "$AGENT_SHA256_X64" ;;
  arm64) echo "$AGENT_SHA256_ARM64" ;;
  esac
}

sha256_of() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d' ' -f1
  else
    shasum -a 256 "$1" | cut -d' ' -f1
  fi
}

node_20() {
  command -v node >/dev/null 2>&1 &&
    node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' >/dev/null 2>&1
}

# The agent from the platform: download this architecture's archive, check its SHA-256 against
# the one above before anything is unpacked, then swap it in for the previous version.
install_agent_archive() {
  arch=$(agent_arch)
  expected=$(agent_sha256 "$arch")
  [ -n "$expected" ] || fail "the platform serves no agent for linux-$arch: use the agent image (EDGE_VISION_AGENT=image)"
  mkdir -p "$AGENT_DIR"
  download="$AGENT_DIR/.download.tar.gz"
  curl -fsSL -o "$download" "$API_URL/setup/agent/$arch" || fail "could not download the agent from $API_URL/setup/agent/$arch"
  actual=$(sha256_of "$download")
  if [ "$actual" != "$expected" ]; then
    rm -f "$download"
    fail "the downloaded agent's SHA-256 is $actual, not $expected: nothing installed"
  fi
  rm -rf "$AGENT_DIR/.unpacked"
  mkdir "$AGENT_DIR/.unpacked"
  tar -xzf "$download" -C "$AGENT_DIR/.unpacked" || fail "could not unpack the agent into $AGENT_DIR"
  rm -f "$download"
  rm -rf "$AGENT_DIR/edge-agent"
  mv "$AGENT_DIR/.unpacked/edge-agent" "$AGENT_DIR/edge-agent"
  rmdir "$AGENT_DIR/.unpacked"
  say "agent for linux-$arch installed in $AGENT_DIR/edge-agent (SHA-256 $actual checked)"
}

agent_source() {
  case "\${EDGE_VISION_AGENT:-auto}" in
  bundle | image) echo "\${EDGE_VISION_AGENT}" ;;
  auto)
    if node_20 && [ -n "$(agent_sha256 "$(agent_arch)")" ]; then echo bundle; else echo image; fi
    ;;
  *) fail "EDGE_VISION_AGENT must be auto, bundle or image" ;;
  esac
}

install_systemd() {
  environment=""
  if [ -n "\${AGENT_BUNDLE:-}" ]; then
    [ -f "$AGENT_BUNDLE" ] || fail "AGENT_BUNDLE $AGENT_BUNDLE does not exist"
    node=$(command -v node) || fail "AGENT_BUNDLE needs Node.js 20 or newer (node) on the device"
    exec_start="$node $AGENT_BUNDLE"
  elif [ "$(agent_source)" = bundle ]; then
    node_20 || fail "the agent needs Node.js 20 or newer (node) on the device, or Docker (EDGE_VISION_AGENT=image)"
    install_agent_archive
    exec_start="$(command -v node) $AGENT_DIR/edge-agent/edge-agent.mjs"
    # OpenVINO's runtime ships in the archive: the agent runs OpenVINO IR models with it.
    environment="Environment=OPENVINO_LIBS=$AGENT_DIR/edge-agent/openvino/libs"
  else
    command -v "$DOCKER" >/dev/null 2>&1 || fail "the agent runs as a container here: install Docker, or Node.js 20 or newer"
    exec_start="$(command -v "$DOCKER") run --rm --name $SERVICE -v $DIR:$DIR:ro -v $STATE_DIR:$STATE_DIR -e AGENT_CONFIG=$AGENT_CONFIG_FILE $AGENT_IMAGE"
  fi
  mkdir -p "$UNIT_DIR"
  cat >"$UNIT_FILE.tmp" <<UNIT
[Unit]
Description=Edge Vision agent (check-ins, deployments, edge inference, uploads)
After=network-online.target
Wants=network-online.target

[Service]
Environment=AGENT_CONFIG=$AGENT_CONFIG_FILE
$environment
ExecStart=$exec_start
Restart=always
RestartSec=5

[Install]
WantedBy=multi-user.target
UNIT
  mv "$UNIT_FILE.tmp" "$UNIT_FILE"
  "$SYSTEMCTL" daemon-reload
  "$SYSTEMCTL" enable "$SERVICE" >/dev/null
  "$SYSTEMCTL" restart "$SERVICE"
  say "agent installed as the systemd service $SERVICE ($UNIT_FILE); it starts at boot"
}

install_docker() {
  "$DOCKER" rm -f "$SERVICE" >/dev/null 2>&1 || true
  "$DOCKER" run -d --name "$SERVICE" --restart unless-stopped -v "$DIR:$DIR:ro" -v "$STATE_DIR:$STATE_DIR" \\
    -e "AGENT_CONFIG=$AGENT_CONFIG_FILE" "$AGENT_IMAGE" >/dev/null
  say "agent running as the container $SERVICE (--restart unless-stopped): it starts with Docker at boot"
}

umask 077
if [ "\${EDGE_VISION_UNINSTALL:-0}" = 1 ]; then
  uninstall
  exit 0
fi
mkdir -p "$DIR"
[ -s "$HEADERS_FILE" ] || provision
checkin || fail "the first check-in failed"
say "check-in sent"

if [ "\${EDGE_VISION_ONCE:-0}" != 1 ]; then
  write_agent_files
  case "$(service_manager)" in
  systemd) install_systemd ;;
  docker) install_docker ;;
  *) fail "neither systemd nor Docker found: start the agent yourself with AGENT_CONFIG=$AGENT_CONFIG_FILE node edge-agent.mjs" ;;
  esac
fi
`;
}
