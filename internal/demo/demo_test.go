package demo_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/demo"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// seedTime is when the tests seed the demo; the service's clock reads it
// too, as when a server seeds its demo at start.
var seedTime = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func seedClock() time.Time { return seedTime }

// TestSeed checks the promises of the demo world: at least 3 lofts (one FCI,
// one in miles with USD, every package), seasons in every state, 300+ teams
// from 30+ countries, 3,000+ pigeons with statuses, news; and that it refuses
// a database that has data.
func TestSeed(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	ctx := context.Background()
	svc := service.New(service.Deps{Store: db, Clock: seedClock})
	start := time.Now()
	stats, err := demo.Seed(ctx, svc, db, seedTime)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("seeded in %s: %+v", time.Since(start), stats)
	if stats.Lofts < 3 || stats.Teams < 300 || stats.Pigeons < 3000 || stats.News == 0 || stats.Statuses <= stats.Pigeons {
		t.Fatalf("got %+v", stats)
	}
	lofts, _, err := db.FindLofts(ctx, core.LoftFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var fci, mileUSD bool
	packages := map[core.Package]bool{}
	states := map[string]bool{}
	countries := map[string]bool{}
	for _, l := range lofts {
		fci = fci || l.HasTag(core.TagFCI)
		packages[l.Package()] = true
		seasons, _ := db.FindSeasons(ctx, core.SeasonFilter{LoftID: &l.ID})
		for _, s := range seasons {
			states[string(s.State)] = true
			if s.RegistrationOpen {
				states["registration_open"] = true
			} else {
				states["registration_closed"] = true
			}
			mileUSD = mileUSD || (l.Unit == core.Mile && s.Currency == core.USD)
			if dds, _ := db.FindDueDates(ctx, s.ID); len(dds) != 6 {
				t.Errorf("season %d: got %d due dates, want 6", s.ID, len(dds))
			}
			if ps, _ := db.FindProducts(ctx, core.ProductFilter{SeasonID: &s.ID}); !core.HasEntryFee(ps) {
				t.Errorf("season %d: no entry fee product", s.ID)
			}
		}
		teams, _, _ := db.FindTeams(ctx, core.TeamFilter{LoftID: &l.ID})
		for _, tm := range teams {
			countries[tm.Country] = true
		}
	}
	if !fci || !mileUSD || len(packages) != 3 {
		t.Errorf("fci %v, mile+USD %v, packages %v", fci, mileUSD, packages)
	}
	if len(states) != 5 || len(countries) < 30 {
		t.Errorf("states %v, %d countries", states, len(countries))
	}
	// Seasons that are over have their races flown: finished flights with results.
	finished := core.FlightFinished
	flights, n, err := db.FindFlights(ctx, core.FlightFilter{State: &finished, Limit: 100})
	if err != nil || n != stats.Flights || n < 6 {
		t.Fatalf("finished flights: %d of %d (%v)", n, stats.Flights, err)
	}
	// The current seasons have races planned: the home page's upcoming releases.
	if up, err := svc.Flights.FindUpcomingFlights(ctx); err != nil || len(up) < 6 {
		t.Errorf("upcoming flights: got %d (%v), want the current seasons' planned races", len(up), err)
	}
	race := flights[slices.IndexFunc(flights, func(f *core.Flight) bool { return f.Kind != core.FlightTraining })]
	if res, err := svc.Results.FindFlightResults(ctx, race.ID); err != nil || len(res.Rows) < 50 || res.Basketed <= len(res.Rows) {
		t.Errorf("results of %s: %d rows of %d basketed (%v)", race.Name, len(res.Rows), res.Basketed, err)
	}
	// The first loft's current season sells its stock today: ten birds
	// came home from the inventory toss.
	for _, f := range flights {
		if f.Kind != core.FlightTraining {
			continue
		}
		offer, err := svc.Orders.SaleOffer(ctx, f.SeasonID)
		if err != nil || !offer.Open || offer.Available != 10 || len(offer.Products) != 1 || *offer.MaxSales != 3 {
			t.Errorf("stock sale: %+v (%v)", offer, err)
		}
	}
	// The first loft's open season has a desk to work: orders in several states, transport both answered and waiting.
	fancier, err := db.FindUserByEmail(ctx, demo.FancierEmail)
	if err != nil {
		t.Fatal(err)
	}
	all, _, err := db.FindOrders(ctx, core.OrderFilter{})
	if err != nil {
		t.Fatal(err)
	}
	byStatus, mine := map[core.OrderStatus]int{}, 0
	for _, o := range all {
		byStatus[o.Status.Status]++
		if o.UserID == fancier.ID {
			mine++
		}
	}
	if stats.Orders != len(all) || mine != 2 || byStatus[core.OrderPending] == 0 || byStatus[core.OrderConfirmed] == 0 || byStatus[core.OrderPaidManually] == 0 {
		t.Errorf("orders: %d (%d of the demo fancier), by status %v", len(all), mine, byStatus)
	}
	waiting := core.TransportPending
	if ts, _ := db.FindTransports(ctx, core.TransportFilter{Status: &waiting}); len(ts) != 1 {
		t.Errorf("transport requests waiting: %d, want 1", len(ts))
	}
	for _, email := range []string{demo.AdminEmail, demo.MerchantEmail, demo.FancierEmail, demo.AgentEmail} {
		u, err := db.FindUserByEmail(ctx, email)
		if err != nil {
			t.Fatalf("%s: %v", email, err)
		}
		if ok, _ := sso.VerifyPassword(u.PasswordHash, demo.Password); !ok || u.EmailVerified == nil {
			t.Errorf("%s: the demo password does not sign in", email)
		}
	}
	// The store: the service's memberships and gift card, two or three items per loft.
	service, err := db.FindStoreProducts(ctx, nil, false)
	if err != nil || len(service) != 3 {
		t.Fatalf("service's products: %d (%v)", len(service), err)
	}
	shops, err := svc.Shop.StoreLofts(ctx)
	if err != nil || len(shops) != len(lofts) {
		t.Fatalf("lofts with a store: %d of %d (%v)", len(shops), len(lofts), err)
	}
	items, _ := db.FindStoreProducts(ctx, &lofts[0].ID, false)
	if n := len(items) + len(service); n > stats.StoreProducts || len(items) < 2 || items[0].NameIn("de") == items[0].Name {
		t.Errorf("store products: %d of %d, first loft's %+v", n, stats.StoreProducts, items)
	}
	if _, err := demo.Seed(ctx, svc, db, time.Now()); core.ErrorCode(err) != core.ECONFLICT {
		t.Fatalf("second seed: got %v, want a conflict", err)
	}
}

// TestSeedDeterministic: the same seed gives the same world.
func TestSeedDeterministic(t *testing.T) {
	rings := func() []string {
		db := testutil.MustOpenDB(t, store.SQLite)
		svc := service.New(service.Deps{Store: db, Clock: seedClock})
		if _, err := demo.Seed(context.Background(), svc, db, seedTime); err != nil {
			t.Fatal(err)
		}
		ps, _, err := db.FindPigeons(context.Background(), core.PigeonFilter{Limit: 50, Offset: 1000})
		if err != nil {
			t.Fatal(err)
		}
		out := make([]string, len(ps))
		for i, p := range ps {
			out[i] = p.Ring + p.Name + p.Color + p.Health.Type.Code()
		}
		return out
	}
	a, b := rings(), rings()
	if len(a) != 50 {
		t.Fatalf("got %d pigeons", len(a))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("pigeon %d: %q vs %q", i, a[i], b[i])
		}
	}
}

// TestSeedOpenRegistration: a demo visitor can register for a season today.
func TestSeedOpenRegistration(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	now := seedTime
	if _, err := demo.Seed(context.Background(), service.New(service.Deps{Store: db, Clock: seedClock}), db, now); err != nil {
		t.Fatal(err)
	}
	open := 0
	seasons, _ := db.FindSeasons(context.Background(), core.SeasonFilter{})
	for _, s := range seasons {
		dds, _ := db.FindDueDates(context.Background(), s.ID)
		for _, d := range dds {
			if s.RegistrationOpen && d.Category == core.DueRegistration && d.Contains(core.NewDate(now)) {
				open++
			}
		}
	}
	if open < 2 {
		t.Fatalf("%d seasons take registrations on the seeding day, want at least 2", open)
	}
}
