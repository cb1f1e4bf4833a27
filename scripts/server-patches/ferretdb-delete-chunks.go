// Local fix to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-del"), copied into
// internal/backends/sqlite by scripts/install-servers.sh, which makes DeleteAll call it first.
//
// DeleteAll deletes with one `IN (?, ?, ...)` holding every id, and SQLite accepts at most 32766
// variables: a deleteMany of 100,000 documents (a dataset version's items) failed with "too many
// SQL variables". Larger deletes go in chunks; MongoDB's deleteMany is not atomic either.

package sqlite

import (
	"context"

	"github.com/FerretDB/FerretDB/internal/backends"
)

// deleteChunk is well below SQLite's limit of variables in one statement.
const deleteChunk = 10000

// deleteInChunks deletes params' documents chunk by chunk when there are too many for one
// statement; ok is false when one statement holds them.
func (c *collection) deleteInChunks(ctx context.Context, params *backends.DeleteAllParams) (*backends.DeleteAllResult, bool, error) { //nolint:lll // for readability
	if len(params.IDs) <= deleteChunk && len(params.RecordIDs) <= deleteChunk {
		return nil, false, nil
	}

	var total int32

	for start := 0; start < max(len(params.IDs), len(params.RecordIDs)); start += deleteChunk {
		part := new(backends.DeleteAllParams)

		if params.RecordIDs == nil {
			part.IDs = params.IDs[start:min(start+deleteChunk, len(params.IDs))]
		} else {
			part.RecordIDs = params.RecordIDs[start:min(start+deleteChunk, len(params.RecordIDs))]
		}

		res, err := c.DeleteAll(ctx, part)
		if err != nil {
			return nil, true, err
		}

		total += res.Deleted
	}

	return &backends.DeleteAllResult{Deleted: total}, true, nil
}
