// Local addition to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-prefilter"),
// copied into internal/backends/sqlite by scripts/install-servers.sh.
//
// FerretDB v1 hands SQLite only a filter that is exactly {_id: <string or ObjectId>}; for any
// other filter it reads every row of the collection and decodes each document in Go (about 20 µs
// a document here) before matching it. Every tenant-scoped query carries organization_id, so
// every lookup scanned and decoded whole collections.
//
// This hands SQLite a prefilter for the filter's top-level equalities on strings and integers,
// so rows that cannot match are skipped in SQLite without being decoded. The handler still
// applies the whole filter to each row it gets, so the prefilter only has to keep every row that
// could match: one whose field equals the value (a number of any numeric type), or whose field is
// an array (which may contain the value). Anything else (operators, nested paths, other types)
// is left to the handler as before.
//
// An `_id` equality (string, ObjectId or non-zero integer) next to other conditions goes to the
// `_id` index, as FerretDB already does when it stands alone: an `_id` is never an array, and a
// number's JSON text is the same for every numeric type holding it (Go writes 5.0 as 5), except
// for -0, which is why zero is left out.

package sqlite

import (
	"fmt"
	"regexp"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// prefilterKey is a top-level field name that needs no quoting in a SQLite JSON path.
var prefilterKey = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// addEqualityPrefilter extends a WHERE clause (possibly empty) and its arguments.
func addEqualityPrefilter(filter *types.Document, where string, args []any) (string, []any) {
	if filter == nil {
		return where, args
	}

	seen := map[string]int{}
	for _, key := range filter.Keys() {
		seen[key]++
	}

	var conditions []string

	if id, _ := filter.Get("_id"); where == "" && seen["_id"] == 1 && indexableID(id) {
		conditions = append(conditions, metadata.IDColumn+` = ?`)
		args = append(args, string(must.NotFail(sjson.MarshalSingleValue(id))))
	}

	for _, key := range filter.Keys() {
		if key == "_id" || seen[key] != 1 || !prefilterKey.MatchString(key) {
			continue
		}

		value, _ := filter.Get(key)

		var jsonTypes string
		var arg any

		switch v := value.(type) {
		case string:
			jsonTypes, arg = `= 'text'`, v
		case int32:
			jsonTypes, arg = `IN ('integer', 'real')`, int64(v)
		case int64:
			jsonTypes, arg = `IN ('integer', 'real')`, v
		default:
			continue
		}

		conditions = append(conditions, fmt.Sprintf(
			`((json_type(%[1]s, '$.%[2]s') %[3]s AND %[1]s->>'$.%[2]s' = ?) OR json_type(%[1]s, '$.%[2]s') = 'array')`,
			metadata.DefaultColumn, key, jsonTypes,
		))
		args = append(args, arg)
	}

	for _, condition := range conditions {
		if where == "" {
			where = ` WHERE ` + condition
		} else {
			where += ` AND ` + condition
		}
	}

	return where, args
}

// indexableID reports whether an `_id` value can be looked up by the `_id` index's JSON text.
func indexableID(id any) bool {
	switch v := id.(type) {
	case string, types.ObjectID:
		return true
	case int32:
		return v != 0
	case int64:
		return v != 0
	default:
		return false
	}
}
