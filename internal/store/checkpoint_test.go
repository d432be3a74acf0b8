package store_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/store"
)

// SQLite's write-ahead log is copied into the database file in the
// background, not by a commit: after 2 MB of writes, far below the commits'
// backstop, the database file grows within a few checkpoint intervals.
func TestCheckpointsInBackground(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "oneloft.db")
	db, err := store.Open(ctx, "sqlite://"+path, store.Options{})
	mustNoErr(t, err)
	defer db.Close()
	_, err = db.Bun().ExecContext(ctx, "CREATE TABLE filler (body TEXT)")
	mustNoErr(t, err)
	before := fileSize(t, path)
	mustNoErr(t, db.Bun().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for range 200 {
			if _, err := tx.ExecContext(ctx, "INSERT INTO filler VALUES (?)", strings.Repeat("x", 10_000)); err != nil {
				return err
			}
		}
		return nil
	}))
	if got := fileSize(t, path); got >= before+2_000_000 {
		t.Fatalf("the commit checkpointed itself: the file grew from %d to %d bytes", before, got)
	}
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if fileSize(t, path) >= before+2_000_000 {
			return
		}
	}
	t.Fatalf("the log was not checkpointed within 5 s: the file has %d bytes", fileSize(t, path))
}

func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	fi, err := os.Stat(path)
	mustNoErr(t, err)
	return fi.Size()
}
