/**
 * The device setup script served at `GET /setup`: POSIX sh. It provisions the device from
 * PROVISIONING_TOKEN, keeps the key in 0600 files, and installs the edge agent (agent/, see
 * docs/agent.md) as a service that survives reboots: a systemd unit where systemd runs, else a
 * Docker container with --restart unless-stopped. A second run updates the service in place;
 * EDGE_VISION_UNINSTALL=1 removes it and the key. The only value put into it is the API's base
 * URL, single-quoted so no shell expansion can happen.
 */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function renderSetupScript(apiBaseUrl: string): string {
  return `#!/bin/sh
# Edge Vision device setup.
#   curl -fsSL ${apiBaseUrl}/setup | PROVISIONING_TOKEN=ptk_... sh
#   curl -fsSL ${apiBaseUrl}/setup | EDGE_VISION_UNINSTALL=1 sh      (remove the agent and its key)
# Settings (environment): PROVISIONING_TOKEN (first run), DEVICE_ID (default: the container
# engine id from \`docker info\`), DEVICE_NAME (default: hostname), EDGE_VISION_DIR (default
# /etc/edge-vision), AGENT_STATE_DIR (default /var/lib/edge-vision-agent), FRAME_SOURCE (a
# folder of camera frames), EDGE_VISION_SERVICE (auto | systemd | docker; auto: systemd where
# it runs, else Docker), AGENT_BUNDLE (run this edge-agent.mjs with node under systemd instead
# of the agent image), AGENT_IMAGE (the agent image), SYSTEMD_UNIT_DIR, EDGE_VISION_ONCE=1
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

install_systemd() {
  if [ -n "\${AGENT_BUNDLE:-}" ]; then
    [ -f "$AGENT_BUNDLE" ] || fail "AGENT_BUNDLE $AGENT_BUNDLE does not exist"
    node=$(command -v node) || fail "AGENT_BUNDLE needs Node.js 20 or newer (node) on the device"
    exec_start="$node $AGENT_BUNDLE"
  else
    command -v "$DOCKER" >/dev/null 2>&1 || fail "the agent runs as a container here: install Docker, or set AGENT_BUNDLE to edge-agent.mjs"
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
