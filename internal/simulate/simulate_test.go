package simulate_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/simulate"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func chips(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("C%04d", i)
	}
	return out
}

func TestPlan(t *testing.T) {
	const n = 2000
	d := 10 * time.Minute
	reads := simulate.Plan(chips(n), d, rand.New(rand.NewPCG(1, 2)))
	birds := map[string]int{}
	first := map[string]time.Duration{}
	stray := 0
	for i, r := range reads {
		if i > 0 && r.At < reads[i-1].At {
			t.Fatalf("reads out of order at %d", i)
		}
		if r.ChipID[0] == 'F' {
			stray++
			continue
		}
		if _, ok := first[r.ChipID]; !ok {
			first[r.ChipID] = r.At
		}
		birds[r.ChipID]++
	}
	lost := n - len(birds)
	double, leaders, stragglers := 0, 0, 0
	for c, k := range birds {
		if k > 1 {
			double++
		}
		if first[c] == d/50 {
			leaders++
		}
		if first[c] > 7*d/10 {
			stragglers++
		}
	}
	for _, tt := range []struct {
		name     string
		got      int
		min, max int
	}{
		{"Lost", lost, n * 1 / 100, n * 5 / 100},
		{"DoubleReads", double, len(birds) * 80 / 100, len(birds) * 92 / 100},
		{"EqualFirsts", leaders, 12, 30},
		{"Stragglers", stragglers, n * 4 / 100, n * 10 / 100},
		{"Stray", stray, n / 100, n / 100},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got < tt.min || tt.got > tt.max {
				t.Fatalf("got %d, want %d..%d", tt.got, tt.min, tt.max)
			}
		})
	}
}

// TestRun feeds a race of 60 birds over 2 s through a real server.
func TestRun(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db})
		loft := &core.Loft{Name: "Sim", Unit: core.Kilometre}
		must(t, svc.Lofts.CreateLoft(ctx, loft))
		u := &core.User{Email: "f@example.org", FirstName: "F", LastName: "F"}
		must(t, svc.Users.CreateUser(ctx, u))
		season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR}
		must(t, svc.Seasons.CreateSeason(ctx, season))
		team := &core.Team{LoftID: loft.ID, UserID: u.ID, Name: "T", Country: "DE"}
		must(t, svc.Fanciers.CreateTeam(ctx, team))
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: season.ID, Name: "Sim", Kind: core.FlightHotSpot, ReleaseTime: time.Now().Add(-3 * time.Hour), Distance: 250000}
		must(t, svc.Flights.CreateFlight(ctx, fl))
		for i, c := range chips(60) {
			p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: fmt.Sprintf("DE-0001-26-%04d", i), ChipRing: c}
			must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusActive))
			_, err := svc.Flights.BasketPigeon(ctx, fl.ID, p.ID, time.Time{})
			must(t, err)
		}
		_, err := svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
		must(t, err)
		key, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "C"})
		must(t, err)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log}))
		defer srv.Close()

		st, err := simulate.Run(context.Background(), simulate.Config{URL: srv.URL, DeviceKey: key, Duration: 2 * time.Second,
			Every: 50 * time.Millisecond, Seed: 7, Log: log})
		must(t, err)
		res, err := svc.Results.FindFlightResults(ctx, fl.ID)
		must(t, err)
		un, _ := db.FindUnmatchedReads(ctx, fl.ID)
		if st.Birds != 60 || st.Resent != 1 || st.Batches < 5 || st.Arrivals != len(res.Rows) || len(res.Rows) < 50 || st.Unmatched != len(un) || len(un) == 0 {
			t.Fatalf("got %+v, %d results, %d unmatched", st, len(res.Rows), len(un))
		}
		if beats, _ := db.FindHeartbeats(ctx, 1, 10); st.Heartbeats != 1 || len(beats) != 1 || beats[0].Firmware != simulate.Firmware || beats[0].Signal == nil {
			t.Errorf("got %d heartbeats sent, %+v stored; want the one at the start", st.Heartbeats, beats)
		}
		if st.Reads <= len(res.Rows)+len(un) {
			t.Errorf("got %d reads for %d arrivals: want double reads", st.Reads, len(res.Rows))
		}
		if res.Rows[0].Rank != 1 || res.Rows[1].Rank != 1 {
			t.Errorf("got ranks %d, %d; want the leaders sharing first place", res.Rows[0].Rank, res.Rows[1].Rank)
		}
	})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
