// Local addition to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-typed"), copied
// into internal/backends/sqlite/metadata by scripts/install-servers.sh.
//
// FerretDB indexes each key on its JSON text (`_ferretdb_sjson->"field"`). That text does not
// say the value's BSON type (a date, a timestamp and a long are all JSON numbers; an ObjectId, a
// regex and a string are all JSON strings) and does not sort like MongoDB (numbers compare as
// text), so SQLite can neither count matches nor return them in MongoDB's order from it.
//
// Next to every index whose keys are top-level fields, this keeps a "typed" twin: per key, the
// value's MongoDB comparison class (taken from the type FerretDB stores in the document's "$s"
// schema, with int, long and double one class "number", as MongoDB compares them) and the value
// itself as SQLite reads it (`->>`: an integer for a date's milliseconds, the unescaped string for
// a string). Within one class other than "number", SQLite's order of that value is MongoDB's
// order, and equality of class and value is MongoDB's equality for scalars (arrays are class
// "array" and are always left to the handler). ordered_query.go in the sqlite package uses it.
//
// The twin is created with its index, and when FerretDB opens a database whose indexes lack
// one (written by an older build): once, about a second per index of 100,000 documents.

package metadata

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/FerretDB/FerretDB/internal/util/fsql"
)

// typedKey is a top-level field name that needs no quoting inside a SQLite JSON path.
var typedKey = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// TypedClassExpr is the SQL expression for a field's MongoDB comparison class (NULL when the
// field is missing); an array whose elements are all strings (a list of tags) is "strings", so
// its JSON text can be searched for a string exactly. It must stay byte for byte the same in the
// index and in queries: SQLite uses an expression index only for the identical expression.
func TypedClassExpr(field string) string {
	t := fmt.Sprintf(`json_extract(%s, '$."$s".p.%s.t')`, DefaultColumn, field)
	items := fmt.Sprintf(`json_extract(%s, '$."$s".p.%s.i')`, DefaultColumn, field)
	onlyStrings := fmt.Sprintf(`trim(replace(%s, '{"t":"string"}', ''), '[],') = ''`, items)

	return fmt.Sprintf(
		`iif(%[1]s IN ('int', 'long', 'double'), 'number', iif(%[1]s = 'array' AND %[2]s, 'strings', %[1]s))`,
		t, onlyStrings,
	)
}

// TypedValueExpr is the SQL expression for a field's value as SQLite compares it.
func TypedValueExpr(field string) string {
	return fmt.Sprintf(`(%s->>'$.%s')`, DefaultColumn, field)
}

// TypedIndexName is the SQLite name of an index's typed twin; FerretDB reserves the
// "_ferretdb_" prefix, so it cannot clash with an index a user names.
func TypedIndexName(table, index string) string {
	return "_ferretdb_typed1_" + table + "_" + index // the digit: the expressions' version
}

// TypedIndexable reports whether an index gets a typed twin: all its keys are top-level fields.
func TypedIndexable(index IndexInfo) bool {
	for _, key := range index.Key {
		if !typedKey.MatchString(key.Field) || strings.HasPrefix(key.Field, "_ferretdb_") {
			return false
		}
	}

	return len(index.Key) > 0
}

// createTypedIndex creates the typed twin of an index if it has none.
func createTypedIndex(ctx context.Context, db *fsql.DB, table string, index IndexInfo) error {
	if !TypedIndexable(index) {
		return nil
	}

	columns := make([]string, 0, 2*len(index.Key))

	for _, key := range index.Key {
		value := TypedValueExpr(key.Field)
		if key.Descending {
			value += " DESC"
		}

		columns = append(columns, TypedClassExpr(key.Field), value)
	}

	q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (%s)`, TypedIndexName(table, index.Name), table, strings.Join(columns, ", "))
	_, err := db.ExecContext(ctx, q)

	return err
}

// createTypedIndexes creates the missing twins of every collection's indexes.
func createTypedIndexes(ctx context.Context, db *fsql.DB, colls map[string]*Collection) error {
	for _, c := range colls {
		for _, index := range c.Settings.Indexes {
			if err := createTypedIndex(ctx, db, c.TableName, index); err != nil {
				return err
			}
		}
	}

	return nil
}

// dropTypedIndex drops the typed twin of an index, if there is one.
func dropTypedIndex(ctx context.Context, db *fsql.DB, table, index string) error {
	_, err := db.ExecContext(ctx, fmt.Sprintf(`DROP INDEX IF EXISTS %q`, TypedIndexName(table, index)))
	return err
}
