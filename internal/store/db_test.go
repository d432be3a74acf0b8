package store_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

var schemaSeq atomic.Int64

// forEachEngine runs fn on a fresh migrated SQLite database and, when
// ONELOFT_TEST_POSTGRES_URL is set, on a fresh PostgreSQL schema.
func forEachEngine(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, MustOpenDB(t, store.SQLite)) })
	if os.Getenv("ONELOFT_TEST_POSTGRES_URL") != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, MustOpenDB(t, store.Postgres)) })
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
		url := os.Getenv("ONELOFT_TEST_POSTGRES_URL")
		schema := fmt.Sprintf("t_%d_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9, schemaSeq.Add(1))
		admin, aerr := store.Open(ctx, url, store.Options{})
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
		db, err = store.Open(ctx, url, store.Options{SearchPath: schema})
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

func ptr[T any](v T) *T { return &v }

func mustNoErr(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

func wantCode(tb testing.TB, err error, code string) {
	tb.Helper()
	if got := core.ErrorCode(err); got != code {
		tb.Fatalf("error code: got %q, want %q (err %v)", got, code, err)
	}
}

// fixture builds a loft with a season, a fancier and a team.
type fixture struct {
	loft   *core.Loft
	season *core.Season
	user   *core.User
	team   *core.Team
}

func newFixture(t *testing.T, db *store.DB) fixture {
	t.Helper()
	ctx := context.Background()
	f := fixture{
		loft: &core.Loft{Name: "Golden Gate", Unit: core.Kilometre, Country: "DE"},
		user: &core.User{Email: "Anna@Example.org", FirstName: "Anna", LastName: "Berg", Language: "de"},
	}
	mustNoErr(t, db.CreateLoft(ctx, f.loft))
	mustNoErr(t, db.CreateUser(ctx, f.user))
	f.season = &core.Season{LoftID: f.loft.ID, Name: "2026", Currency: core.EUR, State: core.SeasonDraft, MaxPigeons: ptr(100)}
	mustNoErr(t, db.CreateSeason(ctx, f.season))
	f.team = &core.Team{LoftID: f.loft.ID, UserID: f.user.ID, Name: "Team Berg", Country: "DE"}
	mustNoErr(t, db.CreateTeam(ctx, f.team))
	return f
}
