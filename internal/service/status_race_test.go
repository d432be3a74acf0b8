package service_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The outside review raced status changes on PostgreSQL: webhook deliveries
// with different event ids wrote paid_online three to seven times, a cancel
// racing a webhook left a paid order cancelled with its places released, and
// two agents marked one order paid twice. Each test here starts n requests
// at once and checks the history the order (pigeon, transport, flight) ends
// with; SQLite's single writer makes them serial, PostgreSQL's row locks must.

const racers = 12

// rounds repeats a race whose loss shows only now and then.
const rounds = 5

// atOnce runs fn(i) for i < n in goroutines released together and returns
// their errors.
func atOnce(n int, fn func(i int) error) []error {
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			errs[i] = fn(i)
		})
	}
	close(start)
	wg.Wait()
	return errs
}

// statusCounts counts an order's history rows by status.
func statusCounts(t *testing.T, db *store.DB, orderID int64) map[core.OrderStatus]int {
	t.Helper()
	o, err := db.FindOrderByID(context.Background(), orderID)
	must(t, err)
	out := map[core.OrderStatus]int{}
	for _, e := range o.History {
		out[e.Status]++
	}
	return out
}

// wantNoInternal fails on errors that are not the domain's refusals: a lost
// race must read as a clear refusal, never as a 500.
func wantNoInternal(t *testing.T, errs []error) (ok int) {
	t.Helper()
	for _, err := range errs {
		switch core.ErrorCode(err) {
		case "":
			ok++
		case core.EINTERNAL:
			t.Errorf("internal error: %v", err)
		}
	}
	return ok
}

func (s *shop) confirmedOrder(t *testing.T) *core.Order {
	t.Helper()
	o, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
	must(t, err)
	_, err = s.orders.ChangeStatus(s.as(s.merchant), o.ID, core.OrderConfirmed, "", "")
	must(t, err)
	return o
}

func paidEvent(o *core.Order, i int) *core.PaymentEvent {
	return &core.PaymentEvent{ID: fmt.Sprintf("evt_%d_%d", o.ID, i), Type: "checkout.session.completed", OrderID: o.ID,
		Session: "cs_test", Paid: true, Amount: o.Total, Currency: o.Currency}
}

func TestOrderStatusRaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		t.Run("WebhooksWithDifferentEventIDs", func(t *testing.T) {
			o := s.confirmedOrder(t)
			wantNoInternal(t, atOnce(racers, func(i int) error {
				return s.orders.HandlePaymentEvent(context.Background(), paidEvent(o, i))
			}))
			if n := statusCounts(t, db, o.ID)[core.OrderPaidOnline]; n != 1 {
				t.Fatalf("paid_online %d times, want once", n)
			}
		})
		t.Run("AgentsMarkPaid", func(t *testing.T) {
			o := s.confirmedOrder(t)
			ok := wantNoInternal(t, atOnce(racers, func(int) error {
				_, err := s.orders.ChangeStatus(s.as(s.agent), o.ID, core.OrderPaidManually, core.PayCash, "")
				return err
			}))
			if n := statusCounts(t, db, o.ID)[core.OrderPaidManually]; n != 1 || ok != 1 {
				t.Fatalf("paid_manually %d times, %d answered OK; want 1 and 1", n, ok)
			}
		})
		t.Run("UnpaidJobRacesWebhook", func(t *testing.T) {
			o := s.confirmedOrder(t)
			s.clock = ptr(fixedNow.AddDate(0, 0, 14)) // well past the 3 working days to pay
			defer func() { s.clock = ptr(fixedNow) }()
			wantNoInternal(t, atOnce(racers, func(i int) error {
				if i%2 == 0 {
					_, err := s.orders.CancelUnpaid(context.Background())
					return err
				}
				return s.orders.HandlePaymentEvent(context.Background(), paidEvent(o, i))
			}))
			if got := statusCounts(t, db, o.ID); got[core.OrderPaidOnline]+got[core.OrderCancelledUnpaid] != 1 {
				t.Fatalf("history %v: want exactly one of paid_online or cancelled_unpaid", got)
			}
		})
		for _, who := range []string{"customer", "merchant"} {
			t.Run("CancelRacesWebhook/"+who, func(t *testing.T) {
				o := s.confirmedOrder(t)
				before, err := db.SeasonPlaces(context.Background(), s.season.ID, s.fancier.ID)
				must(t, err)
				canceller := s.as(s.fancier)
				if who == "merchant" {
					canceller = s.as(s.merchant)
				}
				wantNoInternal(t, atOnce(racers, func(i int) error {
					if i%2 == 0 {
						_, err := s.orders.ChangeStatus(canceller, o.ID, core.OrderCancelled, "", "")
						return err
					}
					return s.orders.HandlePaymentEvent(context.Background(), paidEvent(o, i))
				}))
				got := statusCounts(t, db, o.ID)
				if got[core.OrderPaidOnline]+got[core.OrderCancelled] != 1 {
					t.Fatalf("history %v: want exactly one of paid_online or cancelled", got)
				}
				// A paid order keeps its places; a cancelled one released them.
				final, err := db.FindOrderByID(context.Background(), o.ID)
				must(t, err)
				after, err := db.SeasonPlaces(context.Background(), s.season.ID, s.fancier.ID)
				must(t, err)
				want := before.Total()
				if !final.Status.Status.IsPaid() {
					want -= 2 // the order's 1 active + 1 reserve
				}
				if after.Total() != want {
					t.Fatalf("final status %s with %d places held, want %d", final.Status.Status, after.Total(), want)
				}
			})
		}
	})
}

func TestPigeonStatusRaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		errs := atOnce(racers, func(int) error {
			_, err := w.svc.Pigeons.AddPigeonStatus(w.as(w.merchant), w.pigeon.ID, core.StatusActive, "")
			return err
		})
		ok := wantNoInternal(t, errs)
		history, err := db.FindPigeonStatuses(context.Background(), w.pigeon.ID)
		must(t, err)
		active := 0
		for _, st := range history {
			if st.Type == core.StatusActive {
				active++
			}
		}
		if active != 1 || ok != 1 {
			t.Fatalf("active %d times, %d answered OK; want 1 and 1", active, ok)
		}
		for _, err := range errs {
			if err != nil && core.ErrorMessage(err) != core.MsgSameStatus {
				t.Errorf("the loser's answer: %v", err)
			}
		}
	})
}

func TestTransportAndFlightStateRaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		o := s.confirmedOrder(t)
		tr, err := s.orders.RequestTransport(s.as(s.fancier), o.ID, &core.Transport{AgentID: s.agent.ID, Address: "Duivenweg 1, 6811 Arnhem",
			PickupDate: core.NewDate(fixedNow).AddDays(3)})
		must(t, err)
		ok := wantNoInternal(t, atOnce(racers, func(int) error {
			_, err := s.orders.AnswerTransport(s.as(s.agent), tr.ID, core.TransportConfirmed, "Tuesday")
			return err
		}))
		got, err := db.FindTransportByID(context.Background(), tr.ID)
		must(t, err)
		if len(got.History) != 2 || ok != 1 {
			t.Fatalf("transport history %d rows, %d answered OK; want 2 and 1", len(got.History), ok)
		}

		f := &core.Flight{SeasonID: s.season.ID, Name: "Training 1", Kind: core.FlightTraining, ReleaseTime: fixedNow.Add(-2 * 3600e9),
			ReleasePoint: "Köln", Distance: 100000, State: core.FlightReleased}
		must(t, s.svc.Flights.CreateFlight(s.as(s.merchant), f))
		ok = wantNoInternal(t, atOnce(racers, func(int) error {
			_, err := s.svc.Flights.ChangeFlightState(s.as(s.merchant), f.ID, core.FlightFinished)
			return err
		}))
		var rows int
		must(t, db.Bun().NewRaw("SELECT count(*) FROM flight_statuses WHERE flight_id = ? AND state = ?", f.ID, string(core.FlightFinished)).
			Scan(context.Background(), &rows))
		if rows != 1 || ok != 1 {
			t.Fatalf("finished %d times, %d answered OK; want 1 and 1", rows, ok)
		}
	})
}

func TestLoftPackageRaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		sys := core.SystemContext(context.Background())
		count := func(query string) int {
			t.Helper()
			var n int
			must(t, db.Bun().NewRaw(query, w.loft.ID).Scan(context.Background(), &n))
			return n
		}
		wantLosers := func(errs []error, code, msg string) {
			t.Helper()
			for _, err := range errs {
				if err != nil && (core.ErrorCode(err) != code || core.ErrorMessage(err) != msg) {
					t.Errorf("the loser's answer: %v", err)
				}
			}
		}

		for round := range rounds {
			pkg := []core.Package{core.PackagePremium, core.PackageBasic}[round%2]
			errs := atOnce(racers, func(int) error { return w.svc.Lofts.ChangeLoftPackage(sys, w.loft.ID, pkg) })
			ok := wantNoInternal(t, errs)
			if n := count("SELECT count(*) FROM loft_types WHERE loft_id = ?"); n != round+2 || ok != 1 {
				t.Fatalf("round %d: %d package rows, %d answered OK; want %d and 1", round, n, ok, round+2)
			}
			wantLosers(errs, core.EINVALID, core.MsgSameStatus)

			start := core.MustDate(fmt.Sprintf("%d-03-01", 2030+round))
			errs = atOnce(racers, func(int) error {
				_, err := w.svc.Lofts.CreateSubscription(sys, w.loft.ID, core.PackageBasic, start, 12)
				return err
			})
			ok = wantNoInternal(t, errs)
			if n := count("SELECT count(*) FROM loft_subscriptions WHERE loft_id = ?"); n != round+1 || ok != 1 {
				t.Fatalf("round %d: %d subscriptions stored, %d answered OK; want %d and 1 (they never overlap)", round, n, ok, round+1)
			}
			wantLosers(errs, core.ECONFLICT, core.MsgSubscriptionOverlap)

			subs, err := db.FindLoftSubscriptions(context.Background(), w.loft.ID)
			must(t, err)
			sub := subs[len(subs)-1]
			errs = atOnce(racers, func(int) error {
				_, err := w.svc.Lofts.EndSubscription(sys, w.loft.ID, sub.ID, start.AddDays(30))
				return err
			})
			if ok := wantNoInternal(t, errs); ok != 1 {
				t.Fatalf("round %d: ended early %d times, want 1", round, ok)
			}
			wantLosers(errs, core.EINVALID, "The end must lie within the period, before its last day.")
		}
	})
}

func TestTransportRequestRace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		for round := range rounds {
			o := s.confirmedOrder(t)
			errs := atOnce(racers, func(int) error {
				_, err := s.orders.RequestTransport(s.as(s.fancier), o.ID, &core.Transport{AgentID: s.agent.ID, Address: "Duivenweg 1, 6811 Arnhem",
					PickupDate: core.NewDate(fixedNow).AddDays(3)})
				return err
			})
			ok := wantNoInternal(t, errs)
			ts, err := db.FindTransports(context.Background(), core.TransportFilter{OrderIDs: []int64{o.ID}})
			must(t, err)
			if len(ts) != 1 || ok != 1 {
				t.Fatalf("round %d: %d requests stored, %d answered OK; want 1 and 1 (one open request at a time)", round, len(ts), ok)
			}
			for _, err := range errs {
				if err != nil && core.ErrorMessage(err) != core.MsgTransportOpen {
					t.Errorf("the loser's answer: %v", err)
				}
			}
		}
	})
}

func TestBulkPigeonStatusRaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		m := w.as(w.merchant)
		var ids []int64
		for i := range 20 {
			p := &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: fmt.Sprintf("NL-2026-%07d", i+10), Sex: core.Hen}
			must(t, w.svc.Pigeons.CreatePigeon(m, p, core.StatusUnassigned))
			ids = append(ids, p.ID)
		}
		reversed := make([]int64, len(ids))
		for i, id := range ids {
			reversed[len(ids)-1-i] = id
		}
		// Half the posts name the pigeons the other way round: taken in
		// the order given, their locks would deadlock.
		errs := atOnce(racers, func(i int) error {
			list := ids
			if i%2 == 1 {
				list = reversed
			}
			return w.svc.Pigeons.SetStatuses(m, w.season.ID, list, core.StatusAssigned, "")
		})
		ok := wantNoInternal(t, errs)
		var rows int
		must(t, db.Bun().NewRaw("SELECT count(*) FROM pigeon_statuses WHERE pigeon_id IN (?) AND pigeon_status_type_id = ?",
			bun.List(ids), int(core.StatusAssigned)).Scan(context.Background(), &rows))
		if rows != len(ids) || ok != 1 {
			t.Fatalf("%d assigned rows for %d pigeons, %d answered OK; want each pigeon once and 1", rows, len(ids), ok)
		}
		for _, err := range errs {
			if err != nil && core.ErrorCode(err) != core.EINVALID {
				t.Errorf("the loser's answer: %v", err)
			}
		}
	})
}

func TestActivationRace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		merchant := s.as(s.merchant)
		act := &core.Product{SeasonID: s.season.ID, Category: core.ProductReserveActivation, Name: "Reserve activation", Amount: 15000}
		must(t, s.svc.Seasons.CreateProduct(merchant, act))
		today := core.NewDate(fixedNow)
		must(t, db.CreateDueDate(context.Background(), &core.DueDate{SeasonID: s.season.ID, Category: core.DueReserveActivation, Name: "Reserves",
			StartsAt: today.AddDays(-3), EndsAt: today}))
		in := s.input(1)
		in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}}
		o, err := s.orders.PlaceOrder(s.as(s.fancier), in)
		must(t, err)
		ps, _, _ := db.FindPigeons(context.Background(), core.PigeonFilter{OrderID: &o.ID})
		_, err = s.svc.Pigeons.AddPigeonStatus(merchant, ps[0].ID, core.StatusReserve, "")
		must(t, err)

		// Open the pool's connections first: opening one takes longer
		// than the whole race, which would run the racers one by one.
		wantNoInternal(t, atOnce(racers, func(int) error { return db.Ping(context.Background()) }))
		errs := atOnce(racers, func(int) error {
			_, err := s.orders.PlaceActivation(s.as(s.fancier), service.ActivationInput{SeasonID: s.season.ID, ProductID: act.ID, PigeonIDs: []int64{ps[0].ID}})
			return err
		})
		ok := wantNoInternal(t, errs)
		var orders int
		must(t, db.Bun().NewRaw("SELECT count(*) FROM order_positions WHERE pigeon_id = ?", ps[0].ID).Scan(context.Background(), &orders))
		if orders != 1 || ok != 1 {
			t.Fatalf("%d activation orders for one pigeon, %d answered OK; want 1 and 1", orders, ok)
		}
		for _, err := range errs {
			if err != nil && core.ErrorMessage(err) != core.MsgAlreadyActive {
				t.Errorf("the loser's answer: %v (want %q)", err, core.MsgAlreadyActive)
			}
		}
	})
}
