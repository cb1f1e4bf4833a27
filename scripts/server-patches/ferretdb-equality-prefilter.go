// Local addition to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-prefilter-seek"),
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
// is left to the handler as before, except literal patterns (regex_prefilter.go).
//
// Where the equalities cover the leading fields of one of the collection's indexes, the
// prefilter is written so SQLite seeks that index instead of reading every row (see
// indexedPrefilter). FerretDB creates its indexes on the JSON text of each field
// (`_ferretdb_sjson->"field"`), and SQLite uses an expression index only for the identical
// expression, compared with the same JSON text the document holds.
//
// An `_id` equality (string, ObjectId or non-zero integer) next to other conditions goes to the
// `_id` index, as FerretDB already does when it stands alone: an `_id` is never an array, and a
// number's JSON text is the same for every numeric type holding it (Go writes 5.0 as 5), except
// for -0, which is why zero is left out.

package sqlite

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// prefilterKey is a top-level field name that needs no quoting in a SQLite JSON path.
var prefilterKey = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// maxExactInteger bounds the integers whose JSON text every numeric type holding them shares:
// beyond 2^53 a double holding a nearby value may compare equal to an integer with other digits.
const maxExactInteger = 1 << 53

// condition is one SQL term of the prefilter and its arguments.
type condition struct {
	sql  string
	args []any
}

// equality is a top-level `field: value` of the filter that the prefilter can use.
type equality struct {
	// scan keeps the rows that could match, evaluated row by row.
	scan condition
	// jsonTexts are the values' JSON texts as FerretDB stores them (one for an equality, one per
	// element of an $in); empty when one cannot be relied on for an index seek.
	jsonTexts []string
}

// addEqualityPrefilter extends a WHERE clause (possibly empty) and its arguments.
func addEqualityPrefilter(filter *types.Document, indexes []metadata.IndexInfo, where string, args []any) (string, []any) {
	if filter == nil {
		return where, args
	}

	seen := map[string]int{}
	for _, key := range filter.Keys() {
		seen[key]++
	}

	var conditions []condition

	if id, _ := filter.Get("_id"); where == "" && seen["_id"] == 1 && indexableID(id) {
		conditions = append(conditions, condition{
			sql:  metadata.IDColumn + ` = ?`,
			args: []any{string(must.NotFail(sjson.MarshalSingleValue(id)))},
		})
	} else if ids, ok := indexableIDs(id); where == "" && seen["_id"] == 1 && ok {
		// {_id: {$in: [...]}} (a bulk update by ids): seeks on the `_id` index, by the same rule.
		marks := strings.TrimSuffix(strings.Repeat(`?, `, len(ids)), `, `)
		conditions = append(conditions, condition{sql: metadata.IDColumn + ` IN (` + marks + `)`, args: ids})
	}

	equalities := map[string]equality{}
	var order []string
	var patterns []condition

	for _, key := range filter.Keys() {
		if key == "_id" || seen[key] != 1 || !prefilterKey.MatchString(key) || strings.HasPrefix(key, "_ferretdb_") {
			continue
		}

		value, _ := filter.Get(key)
		if eq, ok := newEquality(key, value); ok {
			equalities[key] = eq
			order = append(order, key)
		} else if re, ok := regexPrefilter(key, value); ok {
			patterns = append(patterns, re)
		}
	}

	// Next to an `_id` seek the other equalities stay row checks: SQLite, without statistics,
	// takes an equality on another index for about ten rows and would seek that index instead
	// (an organization's 100,000 images for each chunk of a bulk update by ids).
	if len(conditions) > 0 {
		indexes = nil
	}

	if seek, fields := indexedPrefilter(equalities, indexes); len(fields) > 0 {
		conditions = append(conditions, seek)
		for _, field := range fields {
			delete(equalities, field)
		}
	}

	for _, key := range order {
		if eq, ok := equalities[key]; ok {
			conditions = append(conditions, eq.scan)
		}
	}

	conditions = append(conditions, patterns...)

	for _, c := range conditions {
		if where == "" {
			where = ` WHERE ` + c.sql
		} else {
			where += ` AND ` + c.sql
		}

		args = append(args, c.args...)
	}

	return where, args
}

// newEquality describes `key: value` for the prefilter, if its type is one the prefilter handles:
// a string or an integer, or an $in of them (a bulk read by a list of ids) whose JSON texts can
// all be relied on.
func newEquality(key string, value any) (equality, bool) {
	if in, ok := value.(*types.Document); ok {
		return newInEquality(key, in)
	}

	var jsonTypes string
	var arg any
	var text string

	switch v := value.(type) {
	case string:
		jsonTypes, arg = `= 'text'`, v
		// Go's JSON encoder wrote the stored text; a string it escapes (quotes, <, >, &, control
		// characters, invalid UTF-8) might come back from SQLite escaped differently, so only
		// strings written as themselves are compared as JSON text.
		if encoded := string(must.NotFail(json.Marshal(v))); encoded == `"`+v+`"` {
			text = encoded
		}
	case int32:
		jsonTypes, arg, text = `IN ('integer', 'real')`, int64(v), integerText(int64(v))
	case int64:
		jsonTypes, arg, text = `IN ('integer', 'real')`, v, integerText(v)
	default:
		return equality{}, false
	}

	var texts []string
	if text != "" {
		texts = []string{text}
	}

	return equality{
		scan: condition{
			sql: fmt.Sprintf(
				`((json_type(%[1]s, '$.%[2]s') %[3]s AND %[1]s->>'$.%[2]s' = ?) OR json_type(%[1]s, '$.%[2]s') = 'array')`,
				metadata.DefaultColumn, key, jsonTypes,
			),
			args: []any{arg},
		},
		jsonTexts: texts,
	}, true
}

// newInEquality describes `key: {$in: [values]}`: a document matches when its field's JSON text
// is one of the values' (as for an equality) or the field is an array.
func newInEquality(key string, in *types.Document) (equality, bool) {
	if in.Len() != 1 || in.Keys()[0] != "$in" {
		return equality{}, false
	}

	v, _ := in.Get("$in")

	list, ok := v.(*types.Array)
	if !ok || list.Len() == 0 || list.Len() > 10000 {
		return equality{}, false
	}

	texts := make([]string, 0, list.Len())
	args := make([]any, 0, list.Len())

	for i := 0; i < list.Len(); i++ {
		eq, ok := newEquality(key, must.NotFail(list.Get(i)))
		if _, nested := must.NotFail(list.Get(i)).(*types.Document); !ok || nested || len(eq.jsonTexts) != 1 {
			return equality{}, false
		}

		texts = append(texts, eq.jsonTexts[0])
		args = append(args, eq.jsonTexts[0])
	}

	return equality{
		scan: condition{
			sql: fmt.Sprintf(
				`(%[1]s->%[2]q IN (%[3]s) OR json_type(%[1]s, '$.%[2]s') = 'array')`,
				metadata.DefaultColumn, key, strings.TrimSuffix(strings.Repeat(`?, `, len(args)), `, `),
			),
			args: args,
		},
		jsonTexts: texts,
	}, true
}

// integerText is the JSON text of an integer that every numeric type holding it shares, or "".
func integerText(v int64) string {
	if v == 0 || v <= -maxExactInteger || v >= maxExactInteger {
		return "" // -0 is written "-0"; large values are left to the row-by-row check
	}

	return strconv.FormatInt(v, 10)
}

// indexedPrefilter picks the index whose leading fields the equalities cover furthest and writes
// a prefilter SQLite answers with seeks on it, returning the fields it covers.
//
// With f1..fk the covered fields, a row can match only if each fi equals its value or is an
// array. Every such row is in one of these, each a seek on the index:
//
//	f1 = v1 AND ... AND fk = vk
//	f1 = v1 AND ... AND f(i-1) = v(i-1) AND fi is an array    (for each i)
//
// (take the first field that does not equal its value: it is an array, and the ones before it
// are equal). An array's JSON text starts with '[', so "is an array" is the range ['[', '\').
func indexedPrefilter(equalities map[string]equality, indexes []metadata.IndexInfo) (condition, []string) {
	var best []string

	for _, index := range indexes {
		var fields []string

		for _, key := range index.Key {
			eq, ok := equalities[key.Field]
			if !ok || len(eq.jsonTexts) == 0 {
				break
			}

			fields = append(fields, key.Field)
		}

		if len(fields) > len(best) {
			best = fields
		}
	}

	if len(best) == 0 {
		return condition{}, nil
	}

	expr := func(field string) string { return fmt.Sprintf("%s->%q", metadata.DefaultColumn, field) }
	isArray := func(field string) string { return fmt.Sprintf(`(%[1]s >= '[' AND %[1]s < '\')`, expr(field)) }

	var alternatives []string
	var args []any

	for i := 0; i <= len(best); i++ {
		var terms []string

		for _, field := range best[:i] {
			texts := equalities[field].jsonTexts
			terms = append(terms, expr(field)+` IN (`+strings.TrimSuffix(strings.Repeat(`?, `, len(texts)), `, `)+`)`)

			for _, text := range texts {
				args = append(args, text)
			}
		}

		if i < len(best) {
			terms = append(terms, isArray(best[i]))
		}

		alternatives = append(alternatives, `(`+strings.Join(terms, ` AND `)+`)`)
	}

	return condition{sql: `(` + strings.Join(alternatives, ` OR `) + `)`, args: args}, best
}

// indexableIDs are the JSON texts of an {$in: [...]} of ids indexableID accepts, if all are.
func indexableIDs(value any) ([]any, bool) {
	in, ok := value.(*types.Document)
	if !ok || in.Len() != 1 || in.Keys()[0] != "$in" {
		return nil, false
	}

	v, _ := in.Get("$in")

	list, ok := v.(*types.Array)
	if !ok || list.Len() == 0 || list.Len() > 10000 {
		return nil, false
	}

	ids := make([]any, 0, list.Len())

	for i := 0; i < list.Len(); i++ {
		id := must.NotFail(list.Get(i))
		if !indexableID(id) {
			return nil, false
		}

		ids = append(ids, string(must.NotFail(sjson.MarshalSingleValue(id))))
	}

	return ids, true
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
