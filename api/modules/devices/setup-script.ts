/**
 * The device setup script served at `GET /setup`: POSIX sh, provisions the device from
 * PROVISIONING_TOKEN, keeps the key in a 0600 file, and starts check-ins. The only value put
 * into it is the API's base URL, single-quoted so no shell expansion can happen.
 */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function renderSetupScript(apiBaseUrl: string): string {
  return `#!/bin/sh
# Edge Vision device setup.
#   curl -fsSL ${apiBaseUrl}/setup | PROVISIONING_TOKEN=ptk_... sh
# Settings (environment): PROVISIONING_TOKEN (first run), DEVICE_ID (default: the container
# engine id from \`docker info\`), DEVICE_NAME (default: hostname), EDGE_VISION_DIR (default
# /etc/edge-vision), CHECKIN_INTERVAL seconds (default 60), EDGE_VISION_ONCE=1 (one check-in, no loop).
set -eu

API_URL=${shellQuote(apiBaseUrl)}
DIR="\${EDGE_VISION_DIR:-/etc/edge-vision}"
HEADERS_FILE="$DIR/device-key.header"
CHECKIN_INTERVAL="\${CHECKIN_INTERVAL:-60}"

fail() {
  echo "edge-vision setup: $*" >&2
  exit 1
}

command -v curl >/dev/null 2>&1 || fail "curl is required"

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\\\/\\\\\\\\/g; s/"/\\\\"/g')"
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
  echo "edge-vision setup: device $DEVICE_ID provisioned; key stored in $HEADERS_FILE"
}

checkin() {
  uptime_s=$(cut -d' ' -f1 /proc/uptime 2>/dev/null | cut -d. -f1)
  curl -fsS -X POST -H @"$HEADERS_FILE" -H 'Content-Type: application/json' \\
    --data-binary "{\\"status\\":\\"ok\\",\\"uptime_s\\":\${uptime_s:-0}}" "$API_URL/device/checkin" >/dev/null
}

umask 077
mkdir -p "$DIR"
[ -s "$HEADERS_FILE" ] || provision
checkin || fail "the first check-in failed"
echo "edge-vision setup: check-in sent"

if [ "\${EDGE_VISION_ONCE:-0}" != 1 ]; then
  cat >"$DIR/checkin-loop.sh" <<LOOP
#!/bin/sh
while :; do
  curl -fsS -X POST -H @"$HEADERS_FILE" -H 'Content-Type: application/json' --data-binary '{"status":"ok"}' '$API_URL/device/checkin' >/dev/null 2>&1 || true
  sleep $CHECKIN_INTERVAL
done
LOOP
  chmod 700 "$DIR/checkin-loop.sh"
  nohup "$DIR/checkin-loop.sh" >/dev/null 2>&1 &
  echo "edge-vision setup: check-ins every $CHECKIN_INTERVAL s (process $!)"
fi
`;
}
