package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestAceRankingEligibility: only activated, fully paid pigeons are ranked
// (DOMAIN), with the places they had in the flight.
func TestAceRankingEligibility(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		ctx := context.Background()
		m := w.as(w.merchant)
		fee := &core.Product{SeasonID: w.season.ID, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}
		must(t, w.svc.Seasons.CreateProduct(m, fee))
		// the registration of each bird, its latest order status ("" for a bird the loft entered itself), its health
		birds := []struct {
			ring   string
			order  core.OrderStatus
			health []core.PigeonStatusType
		}{
			{"NL-2026-0000001", "", []core.PigeonStatusType{core.StatusActive}},                                                   // eligible
			{"NL-2026-0000002", core.OrderPaidOnline, []core.PigeonStatusType{core.StatusActive}},                                 // eligible
			{"NL-2026-0000003", core.OrderConfirmed, []core.PigeonStatusType{core.StatusActive}},                                  // not paid
			{"NL-2026-0000004", core.OrderPaidManually, []core.PigeonStatusType{core.StatusReserve}},                              // not activated
			{"NL-2026-0000005", core.OrderPaidManually, []core.PigeonStatusType{core.StatusReserve, core.StatusActivatedReserve}}, // eligible
			{"NL-2026-0000006", core.OrderPaymentRevoked, []core.PigeonStatusType{core.StatusActive}},                             // payment revoked
			{"NL-2026-0000007", core.OrderPaidOnline, []core.PigeonStatusType{core.StatusActive, core.StatusInjured}},             // not racing now
		}
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: w.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release, Distance: 120000}
		must(t, w.svc.Flights.CreateFlight(m, fl))
		var reads []core.ChipRead
		for i, b := range birds {
			p := &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: b.ring, Sex: core.Hen, ChipRing: fmt.Sprintf("CHIP%d", i)}
			if b.order != "" {
				o := &core.Order{SeasonID: w.season.ID, UserID: w.fancier.ID, TeamID: w.team.ID, City: "Utrecht", Street: "Duifstraat 1", Zipcode: "3511",
					Currency: core.EUR, Total: 40000, Reference: fmt.Sprintf("OL-ACE-%d", i),
					Positions: []*core.OrderPosition{{ProductID: fee.ID, Category: core.ProductEntryFee, Name: fee.Name, Quantity: 1, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}}}
				must(t, db.CreateOrder(ctx, o))
				steps := map[core.OrderStatus][]core.OrderStatus{
					core.OrderConfirmed:      {core.OrderConfirmed},
					core.OrderPaidOnline:     {core.OrderConfirmed, core.OrderPaidOnline},
					core.OrderPaidManually:   {core.OrderConfirmed, core.OrderPaidManually},
					core.OrderPaymentRevoked: {core.OrderConfirmed, core.OrderPaidManually, core.OrderPaymentRevoked},
				}[b.order]
				for _, st := range steps {
					must(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: st}))
				}
				p.OrderID = &o.ID
			}
			must(t, w.svc.Pigeons.CreatePigeon(m, p, core.StatusUnassigned))
			must(t, w.svc.Pigeons.AddPigeonHistory(m, p, b.health...))
			// in the basket whatever its status now: the rules of basketing are not tested here
			must(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID}))
			reads = append(reads, read(p.ChipRing, "A1", time.Hour+time.Duration(i)*time.Minute)) // they arrive in list order
		}
		_, err := w.svc.Flights.ChangeFlightState(m, fl.ID, core.FlightReleased)
		must(t, err)
		key, err := w.svc.Devices.CreateDevice(m, &core.Device{LoftID: w.loft.ID, Kind: core.DeviceClock, Name: "Clock"})
		must(t, err)
		_, err = w.svc.Devices.IngestArrivals(ctx, key, service.BatchInput{Seq: 1, FlightID: fl.ID, Reads: reads})
		must(t, err)

		for _, scheme := range []core.AceScheme{core.AceRankPoints, core.AceCoefficient} {
			rows, _, err := w.svc.Results.AceRanking(ctx, w.season.ID, core.AceOptions{Scheme: scheme}, nil)
			must(t, err)
			got := ""
			for _, r := range rows {
				got += fmt.Sprintf("%d %s %s|", r.Rank, r.Pigeon.Ring, r.Score(scheme))
			}
			// flight places 1, 2 and 5 of 7 basketed: points 100, 99, 96; coefficient place × 1000 / 7
			want := map[core.AceScheme]string{
				core.AceRankPoints:  "1 NL-2026-0000001 100|2 NL-2026-0000002 99|3 NL-2026-0000005 96|",
				core.AceCoefficient: "1 NL-2026-0000001 142.857|2 NL-2026-0000002 285.714|3 NL-2026-0000005 714.286|",
			}[scheme]
			if got != want {
				t.Fatalf("%s: got %q, want %q", scheme, got, want)
			}
		}
		res, err := w.svc.Results.FindFlightResults(ctx, fl.ID)
		must(t, err)
		if len(res.Rows) != len(birds) {
			t.Fatalf("results: got %d rows, want every bird in the flight's own list", len(res.Rows))
		}
	})
}
