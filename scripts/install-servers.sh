#!/usr/bin/env bash
# Builds the pinned real servers the platform runs against, from the Go module proxy, into a
# cache shared by every checkout. A binary already in the cache is never rebuilt.
#
#   scripts/install-servers.sh ferretdb minio dex      # only what a suite needs
#   scripts/install-servers.sh --print-path dex        # where the binary lives
set -euo pipefail

CACHE="${EDGE_VISION_CACHE:-$HOME/.cache/edge-vision}/bin"
PATCHES="$(cd "$(dirname "$0")" && pwd)/server-patches"
mkdir -p "$CACHE"

# name -> "version|module@version|package to build"
pin() {
  case "$1" in
    ferretdb) echo "v1.24.2|github.com/FerretDB/FerretDB@v1.24.2|./cmd/ferretdb" ;;
    # The Go module proxy here serves only these pseudo-versions of MinIO and Dex: the pins in
    # REAL-SERVERS.md answer "403 This module version is not available" (see issue 2).
    minio)    echo "v0.0.0-20260212201848-7aac2a2c5b7c|github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c|." ;;
    dex)      echo "v0.0.0-20260806151424-ab64ed778070|github.com/dexidp/dex@v0.0.0-20260806151424-ab64ed778070|./cmd/dex" ;;
    etcd)     echo "v3.5.21|go.etcd.io/etcd/server/v3@v3.5.21|." ;;
    # Kubernetes v1.34.2: the newest release before v1.36 whose staging modules (k8s.io/api,
    # k8s.io/cri-client, ...) the proxy serves in full; for v1.32.13 several answer 403.
    kube-apiserver)          echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kube-apiserver" ;;
    kube-controller-manager) echo "v1.34.2|k8s.io/kubernetes@v1.34.2|./cmd/kube-controller-manager" ;;
    helm)         echo "v3.21.4|helm.sh/helm/v3@v3.21.4|./cmd/helm" ;;
    # Later Alertmanager releases embed UI assets their module zip leaves out (REAL-SERVERS.md).
    alertmanager) echo "v0.31.1|github.com/prometheus/alertmanager@v0.31.1|./cmd/alertmanager" ;;
    *) echo "unknown server: $1" >&2; return 1 ;;
  esac
}

# Servers whose source `prepare` changes beyond making it build carry a tag in their cached
# binary's name, so a binary built before the change is never mistaken for the fixed one.
build_tag() {
  case "$1" in
    ferretdb) echo "-idindex-prefilter-seek-typed2-regex-in-del-id-updbatch-memcmp-wlock" ;;
  esac
}

binary_path() {
  echo "$CACHE/$1-$(pin "$1" | cut -d'|' -f1)$(build_tag "$1")"
}

# Puts a writable copy of a dependency at <dir> (relative to the module being built) and builds
# with it instead of the proxy's, so `prepare` can change it as well.
patch_module() {
  local module=$1 version=$2 dir=$3
  # The copy must be of the version the module requires, or the change would swap versions too.
  [ "$(go mod edit -json | jq -r --arg m "$module" '.Require[] | select(.Path == $m) | .Version')" = "$version" ]
  go mod download "$module@$version"
  cp -r "$(go env GOMODCACHE)/$module@$version" "$dir"
  chmod -R u+w "$dir"
  go mod edit -replace "$module=$dir"
}

# Source fixes applied to the module's own code before building; each says why.
prepare() {
  local name=$1 version=$2
  case "$name" in
    ferretdb)
      # The binary reads its version from build/version/version.txt, which FerretDB's release
      # tooling generates and the module zip leaves out; without it the binary panics at start.
      echo "$version" > build/version/version.txt
      # Performance fix (local build tag "-idindex"): the SQLite backend looks documents up by
      # `_ferretdb_sjson->'$._id'` while the `_id` index it creates is on `_ferretdb_sjson->"_id"`.
      # SQLite only uses an expression index for the identical expression, so every UPDATE and
      # DELETE of one document scanned the whole table (updating n documents cost n full scans:
      # about 40 hours for a 100k-image dataset version). `->'_id'` is the same value and matches
      # the index (checked with EXPLAIN QUERY PLAN: "SEARCH ... USING INDEX" instead of "SCAN").
      sed -i "s|IDColumn = DefaultColumn + \"->'\\\$._id'\"|IDColumn = DefaultColumn + \"->'_id'\"|" \
        internal/backends/sqlite/metadata/metadata.go
      grep -q "IDColumn = DefaultColumn + \"->'_id'\"" internal/backends/sqlite/metadata/metadata.go
      # Performance addition (local build tags "-prefilter", "-seek"): top-level equalities on
      # strings and integers become a SQLite prefilter instead of decoding every row in Go, and a
      # seek on an index whose leading fields they cover; why and why it is safe are in the file.
      cp "$PATCHES/ferretdb-equality-prefilter.go" internal/backends/sqlite/equality_prefilter.go
      sed -i 's|^\tq += whereClause$|\twhereClause, args = addEqualityPrefilter(params.Filter, meta.Settings.Indexes, whereClause, args)\n&|' \
        internal/backends/sqlite/collection.go
      grep -q "addEqualityPrefilter(params.Filter, meta.Settings.Indexes" internal/backends/sqlite/collection.go
      # Performance additions (local build tags "-typed", "-regex"): typed twins of the indexes, from which
      # SQLite counts equality matches (countDocuments) and returns a sorted page's candidates in
      # MongoDB's order with an early stop; the handler still filters, sorts, skips and limits.
      # Why and why it is exact: the three files' comments.
      cp "$PATCHES/ferretdb-typed-index.go" internal/backends/sqlite/metadata/typed_index.go
      cp "$PATCHES/ferretdb-ordered-query.go" internal/backends/sqlite/ordered_query.go
      cp "$PATCHES/ferretdb-count-pushdown.go" internal/handler/count_pushdown.go
      cp "$PATCHES/ferretdb-regex-prefilter.go" internal/backends/sqlite/regex_prefilter.go
      # Fix: deletes of more than 32766 documents failed (SQLite's limit of variables).
      cp "$PATCHES/ferretdb-delete-chunks.go" internal/backends/sqlite/delete_chunks.go
      sed -i 's|^func (c \*collection) DeleteAll(ctx context.Context, params \*backends.DeleteAllParams) (\*backends.DeleteAllResult, error) {$|&\n\tif res, ok, err := c.deleteInChunks(ctx, params); ok {\n\t\treturn res, err\n\t}\n|' \
        internal/backends/sqlite/collection.go
      grep -q "c.deleteInChunks(ctx, params)" internal/backends/sqlite/collection.go
      # Performance change (local build tag "-updbatch"): an update of many documents writes them
      # in batches, each one UPDATE statement in one transaction, instead of one statement and one
      # transaction per document; why and why MongoDB's result is unchanged: the files' comments.
      cp "$PATCHES/ferretdb-update-batches.go" internal/handler/common/update_batches.go
      sed -i -E 's|^func UpdateDocument\(ctx context.Context, c backends.Collection, cmd string, iter types.DocumentsIterator, param \*Update\) \(\*UpdateResult, error\) \{|func updateDocuments(ctx context.Context, c backends.Collection, cmd string, iter types.DocumentsIterator, param *Update, batch *updateBatch) (*UpdateResult, error) {|' \
        internal/handler/common/update.go
      sed -i 's|^\t\t\t_, err := c.UpdateAll(ctx, \&backends.UpdateAllParams{Docs: \[\]\*types.Document{doc}})$|\t\t\terr := batch.add(ctx, doc)|' \
        internal/handler/common/update.go
      grep -q "^func updateDocuments(ctx context.Context, c backends.Collection, cmd string, iter types.DocumentsIterator, param \*Update, batch \*updateBatch)" internal/handler/common/update.go
      grep -q "err := batch.add(ctx, doc)" internal/handler/common/update.go
      [ "$(grep -c "c.UpdateAll(" internal/handler/common/update.go)" = 0 ]
      cp "$PATCHES/ferretdb-update-statement.go" internal/backends/sqlite/update_statement.go
      sed -i 's|^func (c \*collection) UpdateAll(ctx context.Context, params \*backends.UpdateAllParams) (\*backends.UpdateAllResult, error) {$|&\n\tif res, ok, err := c.updateInOneStatement(ctx, params); ok {\n\t\treturn res, err\n\t}\n|' \
        internal/backends/sqlite/collection.go
      grep -q "c.updateInOneStatement(ctx, params)" internal/backends/sqlite/collection.go
      # The hints the handler passes (a find's whole filter, sort and skip+limit; a count) and the
      # backend's count, next to FerretDB's own query parameters.
      sed -i 's|^type QueryParams struct {$|&\n\tOrderFilter *types.Document\n\tOrderSort   *types.Document\n\tOrderLimit  int64\n\tCountOnly   bool\n|' \
        internal/backends/collection.go
      sed -i 's|^type QueryResult struct {$|&\n\tCount   int64\n\tCounted bool\n|' internal/backends/collection.go
      sed -i '0,/^\tq := prepareSelectClause(meta.TableName, params.Comment/s||\tif res, ok, err := c.pushdown(ctx, db, meta, params); ok \|\| err != nil {\n\t\treturn res, err\n\t}\n\n&|' \
        internal/backends/sqlite/collection.go
      sed -i 's|^\th.L.DebugContext(ctx, fmt.Sprintf("Converted %+v for %+v to %+v.", params, cInfo, qp))$|\tif !h.DisablePushdown \&\& params.Limit > 0 \&\& params.Sort.Len() > 0 {\n\t\tqp.OrderFilter, qp.OrderSort, qp.OrderLimit = params.Filter, params.Sort, params.Skip+params.Limit\n\t}\n\n&|' \
        internal/handler/msg_find.go
      sed -i 's|^\t\titer, err = processStagesDocuments(ctx, closer, &stagesDocumentsParams{c, qp, stagesDocuments})$|\t\titer, err = countOrProcess(ctx, closer, c, qp, stagesDocuments, aggregationStages, h.DisablePushdown)|' \
        internal/handler/msg_aggregate.go
      sed -i 's|^\t\tif slices.ContainsFunc(c.Settings.Indexes, func(i IndexInfo) bool { return index.Name == i.Name }) {$|\t\tif err := createTypedIndex(ctx, db, c.TableName, index); err != nil {\n\t\t\treturn lazyerrors.Error(err)\n\t\t}\n\n&|' \
        internal/backends/sqlite/metadata/registry.go
      sed -i 's|^\t\tq := fmt.Sprintf("DROP INDEX %q", c.TableName+"_"+name)$|\t\tif err := dropTypedIndex(ctx, db, c.TableName, name); err != nil {\n\t\t\treturn lazyerrors.Error(err)\n\t\t}\n\n&|' \
        internal/backends/sqlite/metadata/registry.go
      # A database written by an older build gains its twins when FerretDB opens it.
      sed -i 's|^\tr.colls\[dbName\] = colls$|\tif err = createTypedIndexes(ctx, db, colls); err != nil {\n\t\treturn lazyerrors.Error(err)\n\t}\n\n&|' \
        internal/backends/sqlite/metadata/registry.go
      grep -q "createTypedIndexes(ctx, db, colls)" internal/backends/sqlite/metadata/registry.go
      grep -q "OrderFilter \*types.Document" internal/backends/collection.go
      grep -q "Counted bool" internal/backends/collection.go
      grep -q "c.pushdown(ctx, db, meta, params)" internal/backends/sqlite/collection.go
      grep -q "qp.OrderFilter, qp.OrderSort, qp.OrderLimit" internal/handler/msg_find.go
      grep -q "countOrProcess(ctx, closer" internal/handler/msg_aggregate.go
      grep -q "createTypedIndex(ctx, db, c.TableName, index)" internal/backends/sqlite/metadata/registry.go
      grep -q "dropTypedIndex(ctx, db, c.TableName, name)" internal/backends/sqlite/metadata/registry.go
      # Fix (local build tag "-wlock"): update, findAndModify and delete read, change in Go and
      # write back (FerretDB#3040), so two conditional updates of one document could both win and
      # concurrent $inc were lost; each now holds its collection's lock from its read through its
      # last write. Why that is enough and cannot deadlock: the file's comment.
      cp "$PATCHES/ferretdb-write-lock.go" internal/handler/write_lock.go
      local lock='\tunlock, err := lockCollectionWrites(connCtx, params.DB, params.Collection)\n\tif err != nil {\n\t\treturn nil, lazyerrors.Error(err)\n\t}\n\tdefer unlock()'
      sed -i "s|^\t_ = params.Ordered\$|&\n\n$lock|" internal/handler/msg_update.go
      sed -i "s|^\tres, err := h.findAndModifyDocument(connCtx, params)\$|$lock\n\n&|" internal/handler/msg_findandmodify.go
      sed -i "0,/^\tdb, err := h.b.Database(params.DB)\$/s||$lock\n\n&|" internal/handler/msg_delete.go
      for file in msg_update.go msg_findandmodify.go msg_delete.go; do
        [ "$(grep -c "lockCollectionWrites(connCtx, params.DB, params.Collection)" "internal/handler/$file")" = 1 ]
      done
      # Performance fix (local build tag "-memcmp"): the pure-Go SQLite's memcmp compared a byte
      # per loop turn, a third of FerretDB's time in bulk updates; why: the file's comment.
      patch_module modernc.org/libc v1.55.3 ../libc
      (
        cd ../libc
        for file in ccgo_linux_amd64.go ccgo_linux_arm64.go ccgo_linux_loong64.go; do
          sed -i 's/^func Xmemcmp(tls \*TLS, vl uintptr, vr uintptr, n Tsize_t) (r1 int32) {$/func xmemcmpTranspiled(tls *TLS, vl uintptr, vr uintptr, n Tsize_t) (r1 int32) {/' "$file"
          grep -q "^func xmemcmpTranspiled(" "$file"
        done
        cp "$PATCHES/libc-memcmp.go" memcmp_fast.go
      )
      ;;
    etcd)
      # etcd's server module replaces its sibling modules (api, client, pkg) with ../ folders
      # that are not in its module zip; use their published versions of the same release.
      go mod edit -json | jq -r '.Replace[]? | select(.New.Path | startswith(".")) | .Old.Path' | while read -r module; do
        go mod edit -dropreplace "$module"
      done
      ;;
    kube-apiserver|kube-controller-manager)
      # k8s.io/kubernetes replaces each k8s.io/<staging> module with ./staging/src/k8s.io/<name>,
      # which the module zip leaves out; point each at its published v0.<minor>.<patch> instead,
      # reading the list from this release's own go.mod.
      local staging="v0${version#v1}"
      grep -E '^\s*k8s.io/[a-z0-9-]+ => ./staging/' go.mod | awk '{print $1}' | while read -r module; do
        go mod edit -replace "$module=$module@$staging"
      done
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
    kube-apiserver|kube-controller-manager)
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
  esac
}

build() {
  local name=$1 version module pkg out work src
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

[ $# -gt 0 ] || set -- ferretdb minio dex
for name in "$@"; do build "$name"; done
