// Local addition to FerretDB v1.24.2's handler (edge-vision build tag "-typed"), copied into
// internal/handler by scripts/install-servers.sh, which makes MsgAggregate call countOrProcess
// instead of processStagesDocuments.
//
// MongoDB drivers count documents (countDocuments) with the pipeline
// [{$match: <filter>}, {$group: {_id: 1, n: {$sum: 1}}}]. FerretDB runs it by decoding every
// matching document; this asks the backend to count instead (QueryParams.CountOnly), which the
// SQLite backend does from a typed index when the filter allows it (see ordered_query.go there),
// and answers as $group would: one document {_id: 1, n: <count>}, or none when nothing matched.

package handler

import (
	"context"
	"math"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/handler/common/aggregations"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/iterator"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// countOrProcess answers a countDocuments pipeline from the backend's count when it has one,
// and runs the stages as FerretDB does otherwise.
func countOrProcess(ctx context.Context, closer *iterator.MultiCloser, c backends.Collection, qp *backends.QueryParams, stages []aggregations.Stage, raw []any, disabled bool) (types.DocumentsIterator, error) { //nolint:lll // for readability
	if filter, id, name, ok := countPipeline(raw); ok && !disabled {
		res, err := c.Query(ctx, &backends.QueryParams{Filter: filter, CountOnly: true})
		if err != nil {
			closer.Close()
			return nil, lazyerrors.Error(err)
		}

		res.Iter.Close()

		if res.Counted {
			var docs []*types.Document

			if res.Count > 0 {
				var n any = res.Count
				if res.Count <= math.MaxInt32 {
					n = int32(res.Count) // $sum of int 1s is an int while it fits
				}

				doc := types.MakeDocument(2)
				doc.Set("_id", id)
				doc.Set(name, n)
				docs = append(docs, doc)
			}

			iter := iterator.Values(iterator.ForSlice(docs))
			closer.Add(iter)

			return iter, nil
		}
	}

	return processStagesDocuments(ctx, closer, &stagesDocumentsParams{c, qp, stages})
}

// countPipeline recognises [{$match: filter}, {$group: {_id: <int>, <name>: {$sum: 1}}}].
func countPipeline(raw []any) (*types.Document, any, string, bool) {
	if len(raw) != 2 {
		return nil, nil, "", false
	}

	match, ok := raw[0].(*types.Document)
	if !ok || match.Len() != 1 || match.Keys()[0] != "$match" {
		return nil, nil, "", false
	}

	filter, ok := fieldOf(match, "$match").(*types.Document)
	if !ok {
		return nil, nil, "", false
	}

	group, ok := raw[1].(*types.Document)
	if !ok || group.Len() != 1 || group.Keys()[0] != "$group" {
		return nil, nil, "", false
	}

	spec, ok := fieldOf(group, "$group").(*types.Document)
	if !ok || spec.Len() != 2 || spec.Keys()[0] != "_id" {
		return nil, nil, "", false
	}

	id := fieldOf(spec, "_id")
	if _, ok = id.(int32); !ok {
		return nil, nil, "", false
	}

	name := spec.Keys()[1]
	sum, ok := fieldOf(spec, name).(*types.Document)
	if !ok || sum.Len() != 1 || sum.Keys()[0] != "$sum" || fieldOf(sum, "$sum") != int32(1) || !plainName(name) {
		return nil, nil, "", false
	}

	return filter, id, name, true
}

// plainName is an output field name with no path or operator in it.
func plainName(name string) bool {
	for _, r := range name {
		if r == '.' || r == '$' {
			return false
		}
	}

	return name != ""
}

// fieldOf is a value of a document (nil when missing).
func fieldOf(doc *types.Document, key string) any {
	v, _ := doc.Get(key)
	return v
}
