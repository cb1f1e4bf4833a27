// Local addition to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-typed"), copied
// into internal/backends/sqlite by scripts/install-servers.sh.
//
// FerretDB v1 decodes every document a filter may match in Go, then sorts, skips, limits and
// counts them in the handler: a page of the newest 50 of 100,000 images, or their count, cost
// seconds. With the typed index twins (metadata/typed_index.go) SQLite can answer two shapes:
//
// Counting (the `$match` + `$group {_id: 1, n: {$sum: 1}}` pipeline drivers send for
// countDocuments) when every condition is a top-level equality on a string or an integer and
// the conditions are exactly the leading keys of one index: SQLite counts the documents whose
// fields all hold the value as a scalar of its comparison class, from the index alone; the
// documents where one of these fields is an array (which may contain the value) are read and
// matched with the handler's own filter, and added.
//
// A sorted page (find with a sort and a limit): SQLite returns the documents in MongoDB's order
// of the first sort field from an index whose leading keys are equalities of the filter and
// whose next key is that field; this file matches each with the handler's own filter and stops
// once skip+limit documents matched, after the ones that tie with the last. Every document whose
// sort field is of another class, or whose equality fields are arrays, comes along in full. The
// handler still filters, sorts, skips and limits what it gets, so the answer is the same as
// without this; only documents that cannot be on the page are never read.
//
// Anything else (no such index, an older database without twins, a capped collection, other
// operators in a count) takes FerretDB's own path.

package sqlite

import (
	"context"
	"fmt"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/common"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/iterator"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// orderedClasses are the comparison classes whose `->>` value SQLite orders as MongoDB does:
// dates (milliseconds as integers) and strings (unescaped, compared byte by byte).
var orderedClasses = []string{"date", "string"}

// typedEquality is a top-level `field: value` of a filter, as a typed index compares it.
type typedEquality struct {
	class string
	value any
}

// typedEqualities returns the filter's top-level equalities on strings and integers.
func typedEqualities(filter *types.Document) map[string]typedEquality {
	res := map[string]typedEquality{}
	if filter == nil {
		return res
	}

	seen := map[string]int{}
	for _, key := range filter.Keys() {
		seen[key]++
	}

	for _, key := range filter.Keys() {
		if seen[key] != 1 {
			continue
		}

		switch v := get(filter, key).(type) {
		case string:
			res[key] = typedEquality{class: "string", value: v}
		case int32:
			res[key] = typedEquality{class: "number", value: int64(v)}
		case int64:
			res[key] = typedEquality{class: "number", value: v}
		}
	}

	return res
}

// get is a top-level value of a document (nil when missing).
func get(doc *types.Document, key string) any {
	v, _ := doc.Get(key)
	return v
}

// typedConditions writes `class = ? AND value = ?` for each field.
func typedConditions(fields []string, eqs map[string]typedEquality) ([]string, []any) {
	var terms []string
	var args []any

	for _, f := range fields {
		terms = append(terms, metadata.TypedClassExpr(f)+` = ?`, metadata.TypedValueExpr(f)+` = ?`)
		args = append(args, eqs[f].class, eqs[f].value)
	}

	return terms, args
}

// arrayAlternatives are the documents whose first field, among the given ones, that does not
// hold its value as a scalar is an array: with the fields' scalar matches, every document the
// equalities can match.
func arrayAlternatives(fields []string, eqs map[string]typedEquality) ([][]string, [][]any) {
	var terms [][]string
	var args [][]any

	for i, f := range fields {
		t, a := typedConditions(fields[:i], eqs)
		terms = append(terms, append(t, metadata.TypedClassExpr(f)+` = 'array'`))
		args = append(args, a)
	}

	return terms, args
}

// typedIndexExists reports whether the index's twin is there (a database from an older build
// may lack it until its index is created again).
func typedIndexExists(ctx context.Context, db *fsql.DB, name string) bool {
	var n int
	err := db.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = ?`, name).Scan(&n)

	return err == nil && n == 1
}

// pushdown answers the query from a typed index if it can; ok is false when it leaves it to
// FerretDB's own path.
func (c *collection) pushdown(ctx context.Context, db *fsql.DB, meta *metadata.Collection, params *backends.QueryParams) (*backends.QueryResult, bool, error) { //nolint:lll // for readability
	if meta.Capped() || params.OnlyRecordIDs {
		return nil, false, nil
	}

	switch {
	case params.CountOnly:
		return countPushdown(ctx, db, meta, params.Filter)
	case params.OrderSort.Len() > 0 && params.OrderLimit > 0:
		return orderedPushdown(ctx, db, meta, params)
	default:
		return nil, false, nil
	}
}

// countPushdown counts the documents matching a filter of equalities that are exactly the
// leading keys of an index.
func countPushdown(ctx context.Context, db *fsql.DB, meta *metadata.Collection, filter *types.Document) (*backends.QueryResult, bool, error) { //nolint:lll // for readability
	eqs := typedEqualities(filter)
	if filter.Len() == 0 || len(eqs) != filter.Len() {
		return nil, false, nil
	}

	var fields []string
	var twin string

	for _, index := range meta.Settings.Indexes {
		if !metadata.TypedIndexable(index) || len(index.Key) < len(eqs) {
			continue
		}

		covered := true
		for _, key := range index.Key[:len(eqs)] {
			if _, ok := eqs[key.Field]; !ok {
				covered = false
			}
		}

		name := metadata.TypedIndexName(meta.TableName, index.Name)
		if covered && typedIndexExists(ctx, db, name) {
			fields, twin = nil, name
			for _, key := range index.Key[:len(eqs)] {
				fields = append(fields, key.Field)
			}

			break
		}
	}

	if twin == "" {
		return nil, false, nil
	}

	from := fmt.Sprintf(`FROM %q INDEXED BY %q WHERE `, meta.TableName, twin)

	terms, args := typedConditions(fields, eqs)

	var count int64
	if err := db.QueryRowContext(ctx, `SELECT count(*) `+from+strings.Join(terms, ` AND `), args...).Scan(&count); err != nil {
		return nil, false, lazyerrors.Error(err)
	}

	alternatives, altArgs := arrayAlternatives(fields, eqs)
	docs, err := readAlternatives(ctx, db, from, alternatives, altArgs)
	if err != nil {
		return nil, false, err
	}

	for _, doc := range docs {
		matches, err := common.FilterDocument(doc, filter)
		if err != nil {
			return nil, false, nil // the handler's own path reports the error as MongoDB does
		}

		if matches {
			count++
		}
	}

	return &backends.QueryResult{Iter: newQueryIterator(ctx, nil, false), Count: count, Counted: true}, true, nil
}

// readAlternatives reads and decodes the documents of each alternative (index seeks that find
// few or no documents).
func readAlternatives(ctx context.Context, db *fsql.DB, from string, terms [][]string, args [][]any) ([]*types.Document, error) { //nolint:lll // for readability
	var docs []*types.Document

	for i := range terms {
		rows, err := db.QueryContext(ctx, `SELECT `+metadata.DefaultColumn+` `+from+strings.Join(terms[i], ` AND `), args[i]...)
		if err != nil {
			return nil, lazyerrors.Error(err)
		}

		for rows.Next() {
			var b []byte
			if err = rows.Scan(&b); err != nil {
				break
			}

			var doc *types.Document
			if doc, err = sjson.Unmarshal(b); err != nil {
				break
			}

			docs = append(docs, doc)
		}

		if err == nil {
			err = rows.Err()
		}

		rows.Close()

		if err != nil {
			return nil, lazyerrors.Error(err)
		}
	}

	return docs, nil
}

// orderedPushdown returns the documents that can be on a sorted page (see the file comment).
func orderedPushdown(ctx context.Context, db *fsql.DB, meta *metadata.Collection, params *backends.QueryParams) (*backends.QueryResult, bool, error) { //nolint:lll // for readability
	if hasRegexPrefilter(params.OrderFilter) {
		return nil, false, nil
	}

	field := params.OrderSort.Keys()[0]
	direction, _ := get(params.OrderSort, field).(int64)
	if direction != 1 && direction != -1 {
		return nil, false, nil
	}
	eqs := typedEqualities(params.OrderFilter)

	// The index whose keys before the sort field are all equalities of the filter, as many as
	// possible.
	var fields []string
	var twin string

	for _, index := range meta.Settings.Indexes {
		if !metadata.TypedIndexable(index) {
			continue
		}

		var prefix []string

		for _, key := range index.Key {
			if key.Field == field {
				name := metadata.TypedIndexName(meta.TableName, index.Name)
				if (twin == "" || len(prefix) > len(fields)) && typedIndexExists(ctx, db, name) {
					fields, twin = prefix, name
				}

				break
			}

			if _, ok := eqs[key.Field]; !ok {
				break
			}

			prefix = append(prefix, key.Field)
		}
	}

	if twin == "" {
		return nil, false, nil
	}

	from := fmt.Sprintf(`FROM %q INDEXED BY %q WHERE `, meta.TableName, twin)
	terms, args := typedConditions(fields, eqs)
	classExpr, valueExpr := metadata.TypedClassExpr(field), metadata.TypedValueExpr(field)

	// The class most documents' sort field has, found by one index seek.
	var class string
	probe := append(append([]string{}, terms...), classExpr+` IN ('`+strings.Join(orderedClasses, `', '`)+`')`)
	if err := db.QueryRowContext(ctx, `SELECT `+classExpr+` `+from+strings.Join(probe, ` AND `)+` LIMIT 1`, args...).Scan(&class); err != nil {
		return nil, false, nil // no document with an ordered class: FerretDB's own path
	}

	// Every other document the filter's indexed equalities may match comes along in full.
	alternatives, altArgs := arrayAlternatives(fields, eqs)
	for _, other := range []string{classExpr + ` < ?`, classExpr + ` > ?`, classExpr + ` IS NULL`} {
		t := append(append([]string{}, terms...), other)
		a := append([]any{}, args...)
		if other != classExpr+` IS NULL` {
			a = append(a, class)
		}

		alternatives, altArgs = append(alternatives, t), append(altArgs, a)
	}

	first, err := readAlternatives(ctx, db, from, alternatives, altArgs)
	if err != nil {
		return nil, false, err
	}

	// Then the documents of that class in MongoDB's order, narrowed (not decided) by the
	// prefilter of the other equalities.
	ordered := append(append([]string{}, terms...), classExpr+` = ?`)
	orderedArgs := append(append([]any{}, args...), class)

	rest := map[string]typedEquality{}
	for f, eq := range eqs {
		rest[f] = eq
	}

	for _, f := range fields {
		delete(rest, f)
	}

	for f := range rest {
		if eq, ok := newEquality(f, get(params.OrderFilter, f)); ok && prefilterKey.MatchString(f) {
			ordered = append(ordered, eq.scan.sql)
			orderedArgs = append(orderedArgs, eq.scan.args...)
		}
	}

	order := " ASC"
	if direction == -1 {
		order = " DESC"
	}

	q := `SELECT ` + metadata.DefaultColumn + `, ` + valueExpr + ` ` + from + strings.Join(ordered, ` AND `) + ` ORDER BY ` + valueExpr + order

	rows, err := db.QueryContext(ctx, q, orderedArgs...)
	if err != nil {
		return nil, false, lazyerrors.Error(err)
	}

	filter := params.OrderFilter
	if filter == nil {
		filter = types.MakeDocument(0)
	}

	it := &orderedIterator{first: first, rows: rows, filter: filter, limit: params.OrderLimit}

	return &backends.QueryResult{Iter: it}, true, nil
}

// orderedIterator yields the documents read in full, then the ordered ones until skip+limit of
// them matched and the ones tying with the last.
type orderedIterator struct {
	first   []*types.Document
	rows    *fsql.Rows
	filter  *types.Document
	limit   int64
	matched int64
	tie     any
	full    bool // limit reached: only ties follow
	noStop  bool // the filter failed on a document: read everything, the handler reports it
}

// Next implements iterator.Interface.
func (it *orderedIterator) Next() (struct{}, *types.Document, error) {
	var unused struct{}

	if len(it.first) > 0 {
		doc := it.first[0]
		it.first = it.first[1:]

		return unused, doc, nil
	}

	if it.rows == nil {
		return unused, nil, iterator.ErrIteratorDone
	}

	if !it.rows.Next() {
		err := it.rows.Err()
		it.Close()

		if err == nil {
			err = iterator.ErrIteratorDone
		}

		return unused, nil, err
	}

	var b []byte
	var value any

	if err := it.rows.Scan(&b, &value); err != nil {
		it.Close()
		return unused, nil, lazyerrors.Error(err)
	}

	if raw, ok := value.([]byte); ok {
		value = string(raw)
	}

	if it.full && value != it.tie {
		it.Close()
		return unused, nil, iterator.ErrIteratorDone
	}

	doc, err := sjson.Unmarshal(b)
	if err != nil {
		it.Close()
		return unused, nil, lazyerrors.Error(err)
	}

	if !it.full && !it.noStop {
		matches, err := common.FilterDocument(doc, it.filter)

		switch {
		case err != nil:
			it.noStop = true
		case matches:
			it.matched++
			if it.matched >= it.limit {
				it.full, it.tie = true, value
			}
		}
	}

	return unused, doc, nil
}

// Close implements iterator.Interface.
func (it *orderedIterator) Close() {
	if it.rows != nil {
		it.rows.Close()
		it.rows = nil
	}

	it.first = nil
}
