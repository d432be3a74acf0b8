// Package testutil opens real databases for tests: a fresh SQLite file per
// test and, when ONELOFT_TEST_POSTGRES_URL is set, a fresh PostgreSQL schema.
package testutil

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
)

var schemaSeq atomic.Int64

// PostgresURL is the test database URL, or "" when PostgreSQL tests are off.
func PostgresURL() string { return os.Getenv("ONELOFT_TEST_POSTGRES_URL") }

// Engines lists the engines to test on: SQLite always, PostgreSQL when configured.
func Engines() []store.Engine {
	if PostgresURL() != "" {
		return []store.Engine{store.SQLite, store.Postgres}
	}
	return []store.Engine{store.SQLite}
}

// ForEachEngine runs fn as a subtest on a fresh database of every engine.
func ForEachEngine(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, e := range Engines() {
		t.Run(string(e), func(t *testing.T) { fn(t, MustOpenDB(t, e)) })
	}
}

// MustOpenDB opens and migrates a fresh database of the engine; it is closed
// (and the PostgreSQL schema dropped) when the test ends.
func MustOpenDB(tb testing.TB, engine store.Engine) *store.DB {
	tb.Helper()
	ctx := context.Background()
	var (
		db  *store.DB
		err error
	)
	switch engine {
	case store.SQLite:
		db, err = store.Open(ctx, filepath.Join(tb.TempDir(), "test.db"), store.Options{})
	case store.Postgres:
		schema := fmt.Sprintf("t_%d_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9, schemaSeq.Add(1))
		admin, aerr := store.Open(ctx, PostgresURL(), store.Options{})
		if aerr != nil {
			tb.Fatal(aerr)
		}
		if _, err := admin.Bun().ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
			tb.Fatal(err)
		}
		tb.Cleanup(func() {
			admin.Bun().ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			admin.Close()
		})
		db, err = store.Open(ctx, PostgresURL(), store.Options{SearchPath: schema})
	default:
		tb.Fatalf("unknown engine %q", engine)
	}
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		tb.Fatal(err)
	}
	return db
}
