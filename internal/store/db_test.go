package store_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// forEachEngine runs fn on a fresh migrated database of every engine.
func forEachEngine(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	testutil.ForEachEngine(t, fn)
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
	f.season = &core.Season{LoftID: f.loft.ID, Name: "2026", Currency: core.EUR, State: core.SeasonDraft, MaxPigeons: ptr(100),
		TotalSpots: ptr(900), RulesText: "Fly fair."}
	mustNoErr(t, db.CreateSeason(ctx, f.season))
	f.team = &core.Team{LoftID: f.loft.ID, UserID: f.user.ID, Name: "Team Berg", Country: "DE"}
	mustNoErr(t, db.CreateTeam(ctx, f.team))
	return f
}
