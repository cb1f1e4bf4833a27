// Local addition to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-typed"), copied
// into internal/backends/sqlite by scripts/install-servers.sh.
//
// FerretDB v1 decodes every document a filter may match in Go, then sorts, skips, limits and
// counts them in the handler: a page of the newest 50 of 100,000 images, or their count, cost
// seconds. With the typed index twins (metadata/typed_index.go) SQLite can answer two shapes:
//
// Counting (the `$match` + `$group {_id: 1, n: {$sum: 1}}` pipeline drivers send for
// countDocuments) when every condition is a top-level equality on a string or an integer, or an
// $in of strings, and the conditions are exactly the leading keys of one index: SQLite counts
// the documents whose fields certainly match, from the index alone (a scalar of the value's
// comparison class equal to it; for $in, a string in the set or an array of only strings
// holding one); the documents where a field is an array that may match otherwise are read and
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
	"github.com/FerretDB/FerretDB/internal/util/must"
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
		terms = append(terms, append(t, metadata.TypedClassExpr(f)+` IN ('array', 'strings')`))
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

// chain is one AND-ed run of SQL terms. SQLite 3.46 reads a typed twin's class column from the
// index only where it seeks on it (an equality within the index's leading columns); elsewhere it
// recomputes it from the document, so conditions are written as alternatives of such chains.
type chain struct {
	terms []string
	args  []any
}

// countCondition is how the count reads one condition of the filter: rows that certainly match
// it, decided from the index, and rows that may, left to the handler's filter; each a list of
// disjoint chains.
type countCondition struct {
	exact, maybe []chain
}

// newCountCondition covers `field: value` when value is a string or an integer, {$in: [strings]}
// or a literal pattern. A string in the set, or an array of only strings holding one, matches
// exactly; an array with other types in it, or an escape in its text, may match; a pattern is
// never decided here, only narrowed (see regex_prefilter.go).
func newCountCondition(field string, value any) (countCondition, bool) {
	class, v := metadata.TypedClassExpr(field), metadata.TypedValueExpr(field)

	if _, ok := regexPrefilter(field, value); ok {
		literal, _ := regexLiteral(regexPattern(value))
		like := strings.NewReplacer(`%`, `\%`, `_`, `\_`).Replace(literal)

		return countCondition{maybe: []chain{{
			terms: []string{fmt.Sprintf(`(%[1]s LIKE ? ESCAPE '\' OR %[1]s GLOB '*[^ -~]*' OR instr(%[1]s, '\') > 0)`, v)},
			args:  []any{`%` + like + `%`},
		}}}, true
	}

	var strs []string

	if eq, ok := typedEqualities(must.NotFail(types.NewDocument(field, value)))[field]; ok {
		s, isString := eq.value.(string)
		if !isString {
			return countCondition{
				exact: []chain{{terms: []string{class + ` = ?`, v + ` = ?`}, args: []any{eq.class, eq.value}}},
				maybe: []chain{{terms: []string{class + ` = 'array'`}}, {terms: []string{class + ` = 'strings'`}}},
			}, true
		}

		strs = []string{s}
	} else {
		in, ok := value.(*types.Document)
		if !ok || in.Len() != 1 || in.Keys()[0] != "$in" {
			return countCondition{}, false
		}

		list, ok := get(in, "$in").(*types.Array)
		if !ok || list.Len() == 0 {
			return countCondition{}, false
		}

		for i := 0; i < list.Len(); i++ {
			s, ok := must.NotFail(list.Get(i)).(string)
			if !ok {
				return countCondition{}, false
			}

			strs = append(strs, s)
		}
	}

	// In the JSON text of an array of strings without an escape, "s" (quotes included) is a
	// whole element when s has no quote, comma or bracket, and is printable ASCII without the
	// characters Go's JSON encoder escapes; other strings are left to the handler.
	var args, needles []any
	var finds []string

	for _, s := range strs {
		args = append(args, s)

		if lit, ok := regexLiteral(regexpQuote(s)); !ok || lit != s || strings.ContainsAny(s, `,[]`) {
			finds = nil
			needles = nil

			break
		}

		finds = append(finds, `instr(`+v+`, ?) > 0`)
		needles = append(needles, `"`+s+`"`)
	}

	marks := strings.TrimSuffix(strings.Repeat(`?, `, len(args)), `, `)
	scalar := chain{terms: []string{class + ` = 'string'`, v + ` IN (` + marks + `)`}, args: args}

	if finds == nil {
		return countCondition{
			exact: []chain{scalar},
			maybe: []chain{{terms: []string{class + ` = 'array'`}}, {terms: []string{class + ` = 'strings'`}}},
		}, true
	}

	return countCondition{
		exact: []chain{scalar, {
			terms: []string{class + ` = 'strings'`, `instr(` + v + `, '\') = 0`, `(` + strings.Join(finds, ` OR `) + `)`},
			args:  needles,
		}},
		maybe: []chain{
			{terms: []string{class + ` = 'array'`}},
			{terms: []string{class + ` = 'strings'`, `instr(` + v + `, '\') > 0`}},
		},
	}, true
}

// product joins every chain of a with every chain of b.
func product(a, b []chain) []chain {
	var res []chain

	for _, x := range a {
		for _, y := range b {
			res = append(res, chain{
				terms: append(append([]string{}, x.terms...), y.terms...),
				args:  append(append([]any{}, x.args...), y.args...),
			})
		}
	}

	return res
}

// regexpQuote escapes a string's regex meta characters, so regexLiteral vets its characters.
func regexpQuote(s string) string {
	var b strings.Builder

	for _, c := range s {
		if strings.ContainsRune(regexMeta, c) {
			b.WriteByte('\\')
		}

		b.WriteRune(c)
	}

	return b.String()
}

// coveredConditions finds an index whose leading keys are exactly the filter's keys, each with
// a condition newCountCondition covers, and returns the alternatives (see countPushdown).
func coveredConditions(ctx context.Context, db *fsql.DB, meta *metadata.Collection, filter *types.Document) (string, []chain, []chain, bool) { //nolint:lll // for readability
	if filter == nil {
		return "", nil, nil, false
	}

	conditions := map[string]countCondition{}

	for _, key := range filter.Keys() {
		c, ok := newCountCondition(key, get(filter, key))
		if _, seen := conditions[key]; !ok || seen || !prefilterKey.MatchString(key) {
			return "", nil, nil, false
		}

		conditions[key] = c
	}

	if len(conditions) == 0 {
		return "", nil, nil, false
	}

	var fields []string
	var twin string

	for _, index := range meta.Settings.Indexes {
		if !metadata.TypedIndexable(index) || len(index.Key) < len(conditions) {
			continue
		}

		covered := true
		for _, key := range index.Key[:len(conditions)] {
			if _, ok := conditions[key.Field]; !ok {
				covered = false
			}
		}

		name := metadata.TypedIndexName(meta.TableName, index.Name)
		if covered && typedIndexExists(ctx, db, name) {
			fields, twin = nil, name
			for _, key := range index.Key[:len(conditions)] {
				fields = append(fields, key.Field)
			}

			break
		}
	}

	if twin == "" {
		return "", nil, nil, false
	}

	from := fmt.Sprintf(`FROM %q INDEXED BY %q WHERE `, meta.TableName, twin)

	// Every matching document either meets every exact condition, or meets the exact conditions
	// of the fields before the first it does not, and may meet that one.
	exact := []chain{{}}
	var alternatives []chain

	for _, f := range fields {
		alternatives = append(alternatives, product(exact, conditions[f].maybe)...)
		exact = product(exact, conditions[f].exact)
	}

	return from, exact, alternatives, true
}

// countPushdown counts the documents matching a filter whose conditions are on exactly the
// leading keys of an index: the certain ones in SQLite, the possible ones with the handler's
// filter.
func countPushdown(ctx context.Context, db *fsql.DB, meta *metadata.Collection, filter *types.Document) (*backends.QueryResult, bool, error) { //nolint:lll // for readability
	from, exact, alternatives, ok := coveredConditions(ctx, db, meta, filter)
	if !ok {
		return nil, false, nil
	}

	var count int64

	for _, c := range exact {
		var n int64
		if err := db.QueryRowContext(ctx, `SELECT count(*) `+from+strings.Join(c.terms, ` AND `), c.args...).Scan(&n); err != nil {
			return nil, false, lazyerrors.Error(err)
		}

		count += n
	}

	docs, err := readChains(ctx, db, from, alternatives)
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

// candidatesPushdown returns every document a filter with a literal pattern may match, from the
// index that holds all its fields (a search finds few; the handler sorts them).
func candidatesPushdown(ctx context.Context, db *fsql.DB, meta *metadata.Collection, filter *types.Document) (*backends.QueryResult, bool, error) { //nolint:lll // for readability
	from, exact, alternatives, ok := coveredConditions(ctx, db, meta, filter)
	if !ok {
		return nil, false, nil
	}

	docs, err := readChains(ctx, db, from, append(alternatives, exact...))
	if err != nil {
		return nil, false, err
	}

	return &backends.QueryResult{Iter: &orderedIterator{first: docs}}, true, nil
}

// readChains reads and decodes the documents of each chain.
func readChains(ctx context.Context, db *fsql.DB, from string, chains []chain) ([]*types.Document, error) {
	terms := make([][]string, len(chains))
	args := make([][]any, len(chains))

	for i, c := range chains {
		terms[i], args[i] = c.terms, c.args
	}

	return readAlternatives(ctx, db, from, terms, args)
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
		return candidatesPushdown(ctx, db, meta, params.OrderFilter)
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
