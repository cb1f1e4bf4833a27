// Local fix to FerretDB v1.24.2 (edge-vision build tag "-wlock"), copied into internal/handler
// by scripts/install-servers.sh, which makes MsgUpdate, MsgFindAndModify and MsgDelete hold
// their collection's lock for the whole command.
//
// FerretDB v1's update, findAndModify and delete read the matching documents, change them in Go
// and write them back by _id (FerretDB#3040), with nothing between the read and the write: two
// conditional updates of one document could both match it and both write (two
// findOneAndUpdate({_id, lockedAt: null}) both took Agenda's job lock and a job ran twice), and
// of 300 concurrent $inc on one document 24 stayed. MongoDB applies each of these to a document
// atomically. Here a command holds a lock of its collection (database and collection name) from
// before its read until after its last write, so such commands on one collection run one after
// another and each reads what the one before it wrote.
//
// Why that is enough: every writer of the SQLite files is this one process, and every write that
// can change or remove an existing document is one of these three commands. insert cannot change
// a document (a duplicate _id or unique key is refused by SQLite's unique indexes) and takes no
// lock; an upsert's insert is inside its update, so under the lock. Reads take no lock: they see
// a committed state, as before. Why it cannot deadlock: a command takes exactly one lock, before
// touching the backend, and releases it on every path (deferred); nothing under the lock waits
// for another command's lock, and FerretDB v1 has no transactions that could span commands. A
// command waiting for the lock gives up when its client's connection closes (its context).
//
// Cost: uncontended, taking and releasing the lock is a map lookup under a mutex and a channel
// send, nanoseconds against the milliseconds of a SQLite write. Contended, writers of one
// collection wait for each other (writers of other collections do not), and SQLite commits one
// writer at a time anyway: measured on a loaded 2-core machine, 2 runs each, without and with
// the lock, 50 concurrent $inc of one document 71-81 ms and 48-79 ms, of 50 documents 39-54 ms
// and 54 ms, one update at a time 1.4-1.8 ms and 1.8-1.9 ms: within the noise.

package handler

import (
	"context"
	"sync"
)

// collectionLock is the lock of one collection, shared by the commands holding or awaiting it.
type collectionLock struct {
	ch   chan struct{} // holds one value while the lock is held
	refs int           // commands holding or awaiting it; guarded by collectionLocksMu
}

var (
	collectionLocksMu sync.Mutex
	collectionLocks   = map[[2]string]*collectionLock{}
)

// lockCollectionWrites waits for the write lock of a collection and returns its release, which
// the caller must call exactly once (defer). It fails only when ctx is done first.
func lockCollectionWrites(ctx context.Context, db, collection string) (func(), error) {
	key := [2]string{db, collection}

	collectionLocksMu.Lock()
	l := collectionLocks[key]
	if l == nil {
		l = &collectionLock{ch: make(chan struct{}, 1)}
		collectionLocks[key] = l
	}
	l.refs++
	collectionLocksMu.Unlock()

	// Entries are dropped when no command holds or awaits them, so the map stays as small as
	// the number of collections being written at once.
	forget := func() {
		collectionLocksMu.Lock()
		l.refs--
		if l.refs == 0 {
			delete(collectionLocks, key)
		}
		collectionLocksMu.Unlock()
	}

	select {
	case l.ch <- struct{}{}:
	case <-ctx.Done():
		forget()
		return nil, ctx.Err()
	}

	return func() {
		<-l.ch
		forget()
	}, nil
}
