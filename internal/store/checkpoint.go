package store

import (
	"context"
	"time"
)

// SQLite copies its write-ahead log into the database file (a checkpoint)
// in the commit that grows the log past wal_autocheckpoint pages, so that
// commit waits for it: with the default of 1,000 pages one arrival batch
// in about fifty waited 10–30 ms (make bench's ingest p99). The checkpoints
// run in the background instead, on a reading connection beside the writer,
// and a commit checkpoints only when they fall far behind.
const (
	checkpointEvery = time.Second
	walBackstop     = 10_000 // pages, 40 MB: wal_autocheckpoint
)

// checkpoints runs a passive checkpoint every checkpointEvery until stop
// closes, then closes done. A passive checkpoint waits for no reader or
// writer; what it cannot copy now, the next one does.
func (db *DB) checkpoints(stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	tick := time.NewTicker(checkpointEvery)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		var busy, logged, copied int
		_ = db.bun.QueryRowContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &logged, &copied)
	}
}
