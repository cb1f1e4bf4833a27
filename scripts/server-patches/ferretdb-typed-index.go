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
// one (written by an older build, whose twins of an earlier version it drops): once, about a
// second per index of 100,000 documents.

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

// storedTypes are the type names FerretDB writes into a document's schema ("$s"), other than the
// numeric ones and "array", which TypedClassExpr maps to a class of their own.
var storedTypes = []string{"string", "date", "objectId", "bool", "null", "object", "binData", "timestamp", "regex"}

// TypedClassExpr is the SQL expression for a field's MongoDB comparison class (NULL when the
// field is missing); an array whose elements are all strings (a list of tags) is "strings", so
// its JSON text can be searched for a string exactly. It must stay byte for byte the same in the
// index and in queries: SQLite uses an expression index only for the identical expression.
//
// It reads the stored type once (`CASE t WHEN ...`), twice for a missing field or an unknown
// type (the ELSE). Every JSON function call searches SQLite's cache of parsed documents by
// comparing whole document texts, and an UPDATE computes every index key of the old and the new
// document: the first version (typed1, `iif(t IN (...), ..., iif(t = 'array' ..., t))`) read it
// three times, which cost a third of FerretDB's time in a bulk update of images.
func TypedClassExpr(field string) string {
	t := fmt.Sprintf(`json_extract(%s, '$."$s".p.%s.t')`, DefaultColumn, field)
	items := fmt.Sprintf(`json_extract(%s, '$."$s".p.%s.i')`, DefaultColumn, field)
	onlyStrings := fmt.Sprintf(`trim(replace(%s, '{"t":"string"}', ''), '[],') = ''`, items)

	whens := []string{
		`WHEN 'int' THEN 'number'`, `WHEN 'long' THEN 'number'`, `WHEN 'double' THEN 'number'`,
		fmt.Sprintf(`WHEN 'array' THEN iif(%s, 'strings', 'array')`, onlyStrings),
	}
	for _, name := range storedTypes {
		whens = append(whens, fmt.Sprintf(`WHEN '%[1]s' THEN '%[1]s'`, name))
	}

	return fmt.Sprintf(`(CASE %[1]s %[2]s ELSE %[1]s END)`, t, strings.Join(whens, " "))
}

// TypedValueExpr is the SQL expression for a field's value as SQLite compares it.
func TypedValueExpr(field string) string {
	return fmt.Sprintf(`(%s->>'$.%s')`, DefaultColumn, field)
}

// TypedIndexName is the SQLite name of an index's typed twin; FerretDB reserves the
// "_ferretdb_" prefix, so it cannot clash with an index a user names.
func TypedIndexName(table, index string) string {
	return typedIndexName(table, index, 2)
}

// typedIndexName is the name of a twin with the given version of the expressions.
func typedIndexName(table, index string, version int) string {
	return fmt.Sprintf("_ferretdb_typed%d_%s_%s", version, table, index)
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

// createTypedIndex creates the typed twin of an index if it has none, and drops its twin of an
// earlier version of the expressions (which no query uses any more, and every write updates).
func createTypedIndex(ctx context.Context, db *fsql.DB, table string, index IndexInfo) error {
	if !TypedIndexable(index) {
		return nil
	}

	if _, err := db.ExecContext(ctx, fmt.Sprintf(`DROP INDEX IF EXISTS %q`, typedIndexName(table, index.Name, 1))); err != nil {
		return err
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
