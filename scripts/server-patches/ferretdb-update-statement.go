// Local change to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-updbatch"), copied
// into internal/backends/sqlite by scripts/install-servers.sh, which makes UpdateAll call it first.
//
// Upstream's UpdateAll runs one `UPDATE ... WHERE _id = ?` per document, and the SQLite driver
// compiles every statement it runs (no statement cache, prepared or not). Compiling an UPDATE
// generates the code that maintains every index of the table, and the images collection has
// about twenty expression indexes (FerretDB's and their typed twins): a CPU profile of a
// 10,000-image dataset version's updates spent 29% of FerretDB's time in sqlite3_prepare. With
// several documents (ferretdb-update-batches.go hands over up to 100) one statement writes them
// all, in one transaction as upstream: the same rows get the same text, through the same index.

package sqlite

import (
	"context"
	"fmt"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// updateInOneStatement is UpdateAll for several documents in one statement; ok is false for one document, which upstream writes.
func (c *collection) updateInOneStatement(ctx context.Context, params *backends.UpdateAllParams) (*backends.UpdateAllResult, bool, error) { //nolint:lll // for readability
	if len(params.Docs) < 2 {
		return nil, false, nil
	}

	var res backends.UpdateAllResult

	db := c.r.DatabaseGetExisting(ctx, c.dbName)
	if db == nil {
		return &res, true, nil
	}

	meta := c.r.CollectionGet(ctx, c.dbName, c.name)
	if meta == nil {
		return &res, true, nil
	}

	// One statement for all: `UPDATE t SET doc = v.doc FROM (VALUES (id, doc), ...) AS v WHERE
	// t.id = v.id`, which SQLite runs as one lookup on the `_id` index per value row.
	values := make([]string, len(params.Docs))
	args := make([]any, 0, 2*len(params.Docs))

	for i, doc := range params.Docs {
		b, err := sjson.Marshal(doc)
		if err != nil {
			return nil, true, lazyerrors.Error(err)
		}

		id, _ := doc.Get("_id")
		must.NotBeZero(id)

		values[i] = "(?, ?)"
		args = append(args, string(must.NotFail(sjson.MarshalSingleValue(id))), string(b))
	}

	q := fmt.Sprintf(
		`UPDATE %[1]q SET %[2]s = v.column2 FROM (VALUES %[3]s) AS v WHERE %[4]s = v.column1`,
		meta.TableName, metadata.DefaultColumn, strings.Join(values, ", "), metadata.IDColumn,
	)

	err := db.InTransaction(ctx, func(tx *fsql.Tx) error {
		r, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return lazyerrors.Error(err)
		}

		ra, err := r.RowsAffected()
		if err != nil {
			return lazyerrors.Error(err)
		}

		res.Updated = int32(ra)

		return nil
	})
	if err != nil {
		return nil, true, lazyerrors.Error(err)
	}

	return &res, true, nil
}
