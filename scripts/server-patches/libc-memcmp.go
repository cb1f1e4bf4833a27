//go:build linux && (amd64 || arm64 || loong64)

// Local change to modernc.org/libc v1.55.3, the C library of the pure-Go SQLite inside FerretDB
// (edge-vision build tag "-memcmp"), copied into the module by scripts/install-servers.sh, which
// renames the transpiled musl memcmp out of the way.
//
// The transpiled memcmp compares one byte per loop turn. SQLite's JSON functions look every
// document text up in a cache of parsed documents by comparing whole texts, and an UPDATE of an
// image computes about 70 JSON index keys of the old and the new document: a CPU profile of
// FerretDB locking 20,000 images' splits spent 35% of its time in this loop. Go's bytes.Compare
// is the runtime's vectorised compare. C callers only rely on the sign (and zero), which it keeps.

package libc

import (
	"bytes"
	"unsafe"
)

// Xmemcmp is int memcmp(const void *s1, const void *s2, size_t n).
func Xmemcmp(tls *TLS, vl uintptr, vr uintptr, n Tsize_t) int32 {
	if n == 0 {
		return 0
	}

	l := unsafe.Slice((*byte)(unsafe.Pointer(vl)), n)
	r := unsafe.Slice((*byte)(unsafe.Pointer(vr)), n)

	return int32(bytes.Compare(l, r))
}
