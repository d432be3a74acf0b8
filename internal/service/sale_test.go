package service_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// saleWorld is a shop whose loft has a stock of birds marked for sale, a
// training flight that can count them, a sale product and a pigeon sale
// due date running today.
type saleWorld struct {
	*shop
	flight  *core.Flight
	product *core.Product
	birds   []*core.Pigeon // by ring; the last one never came home
	due     *core.DueDate
}

func newSaleWorld(t *testing.T, db *store.DB, birds int) *saleWorld {
	t.Helper()
	s := &saleWorld{shop: newShop(t, db)}
	m, ctx := s.as(s.merchant), context.Background()
	stockTeam := &core.Team{LoftID: s.loft.ID, Name: "Sunrise stock", Country: "DE"}
	must(t, s.svc.Fanciers.CreateTeam(m, stockTeam))
	s.flight = &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: s.season.ID, Name: "Training 3", Kind: core.FlightTraining,
		ReleaseTime: release, Distance: 40000}
	must(t, s.svc.Flights.CreateFlight(m, s.flight))
	var reads []core.ChipRead
	for i := range birds {
		p := &core.Pigeon{SeasonID: s.season.ID, TeamID: stockTeam.ID, Ring: fmt.Sprintf("DE-0123-26-%05d", i+1), Sex: core.Cock, ChipRing: fmt.Sprintf("STOCK%d", i)}
		must(t, s.svc.Pigeons.CreatePigeon(m, p, core.StatusUnassigned))
		must(t, s.svc.Pigeons.AddPigeonHistory(m, p, core.StatusForSale))
		must(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: s.flight.ID, PigeonID: p.ID}))
		if i < birds-1 {
			reads = append(reads, read(p.ChipRing, "A1", time.Hour+time.Duration(i)*time.Minute))
		}
		s.birds = append(s.birds, p)
	}
	_, err := s.svc.Flights.ChangeFlightState(m, s.flight.ID, core.FlightReleased)
	must(t, err)
	key, err := s.svc.Devices.CreateDevice(m, &core.Device{LoftID: s.loft.ID, Kind: core.DeviceClock, Name: "Clock"})
	must(t, err)
	_, err = s.svc.Devices.IngestArrivals(ctx, key, service.BatchInput{Seq: 1, FlightID: s.flight.ID, Reads: reads})
	must(t, err)
	s.product = &core.Product{SeasonID: s.season.ID, Category: core.ProductSale, Name: "Loft-bred youngster", PigeonsActive: 1, Amount: 25000}
	must(t, s.svc.Seasons.CreateProduct(m, s.product))
	today := core.NewDate(fixedNow)
	s.due = &core.DueDate{SeasonID: s.season.ID, Category: core.DuePigeonSale, Name: "Pigeon sale", StartsAt: today.AddDays(-1), EndsAt: today.AddDays(6)}
	must(t, saveDueDate(s.svc, m, s.due))
	return s
}

func (s *saleWorld) count(t *testing.T, maxSales *int) {
	t.Helper()
	_, err := s.orders.SaveSaleSettings(s.as(s.merchant), s.season.ID, service.SaleSettingsInput{InventoryFlightID: &s.flight.ID, MaxSales: maxSales})
	must(t, err)
}

func (s *saleWorld) offer(t *testing.T, u *core.User) *service.SaleOffer {
	t.Helper()
	o, err := s.orders.SaleOffer(s.as(u), s.season.ID)
	must(t, err)
	return o
}

func (s *saleWorld) buy(u *core.User, n int, version int64) (*core.Order, error) {
	return s.orders.PlaceSaleOrder(s.as(u), service.SaleOrderInput{SeasonID: s.season.ID, ProductID: s.product.ID, Quantity: n, Version: version})
}

func TestStockSale(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newSaleWorld(t, db, 6) // five came home
		m, ctx := s.as(s.merchant), context.Background()

		// No inventory flight yet: nothing to sell.
		if o := s.offer(t, s.fancier); !o.NoInventory || o.Available != 0 || !o.Open || len(o.Products) != 1 {
			t.Fatalf("offer before the inventory: %+v", o)
		}
		_, err := s.buy(s.fancier, 1, 0)
		wantErr(t, err, core.EINVALID, core.MsgNoInventoryFlight)

		// The settings: a race cannot count the stock; staff only; max sales bounded.
		hotSpot := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: s.season.ID, Name: "Hot spot", Kind: core.FlightHotSpot, ReleaseTime: release, Distance: 90000}
		must(t, s.svc.Flights.CreateFlight(m, hotSpot))
		for _, tt := range []struct {
			name  string
			ctx   context.Context
			in    service.SaleSettingsInput
			code  string
			field string
		}{
			{"race", m, service.SaleSettingsInput{InventoryFlightID: &hotSpot.ID}, core.EINVALID, "Choose a training flight of this season."},
			{"unknown flight", m, service.SaleSettingsInput{InventoryFlightID: ptr(hotSpot.ID + 99)}, core.EINVALID, "Choose a training flight of this season."},
			{"negative", m, service.SaleSettingsInput{MaxSales: ptr(-1)}, core.EINVALID, "The max sales must be between 0 and 2147483646."},
			{"too big", m, service.SaleSettingsInput{MaxSales: ptr(core.MaxSales)}, core.EINVALID, "The max sales must be between 0 and 2147483646."},
			{"fancier", s.as(s.fancier), service.SaleSettingsInput{InventoryFlightID: &s.flight.ID}, core.EFORBIDDEN, ""},
			{"visitor", context.Background(), service.SaleSettingsInput{InventoryFlightID: &s.flight.ID}, core.EUNAUTHORIZED, ""},
		} {
			_, err := s.orders.SaveSaleSettings(tt.ctx, s.season.ID, tt.in)
			if core.ErrorCode(err) != tt.code || (tt.field != "" && core.ErrorMessage(err) != tt.field) {
				t.Errorf("%s: got %s %q", tt.name, core.ErrorCode(err), core.ErrorMessage(err))
			}
		}
		if got, _ := db.FindSaleSettings(ctx, s.season.ID); got.InventoryFlightID != nil {
			t.Fatalf("a refused setting was saved: %+v", got)
		}

		s.count(t, ptr(3))
		offer := s.offer(t, s.fancier)
		if offer.NoInventory || offer.Available != 5 || offer.Bought != 0 || *offer.MaxSales != 3 {
			t.Fatalf("offer: %+v", offer)
		}
		for _, tt := range []struct {
			name    string
			u       *core.User
			product int64
			n       int
			version int64
			code    string
			msg     string
		}{
			{"stale version", s.fancier, s.product.ID, 1, offer.Version + 1, core.ECONFLICT, core.MsgInventoryOutOfDate},
			{"zero", s.fancier, s.product.ID, 0, offer.Version, core.EINVALID, "The quantity must be at least 1."},
			{"negative", s.fancier, s.product.ID, -2, offer.Version, core.EINVALID, "The quantity must be at least 1."},
			{"over max sales", s.fancier, s.product.ID, 4, offer.Version, core.EINVALID, core.MsgTooManyPigeons},
			{"entry fee", s.fancier, s.fee.ID, 1, offer.Version, core.EINVALID, "The selected product is not on sale in this season."},
			{"visitor", nil, s.product.ID, 1, offer.Version, core.EUNAUTHORIZED, ""},
		} {
			ctx := context.Background()
			if tt.u != nil {
				ctx = s.as(tt.u)
			}
			_, err := s.orders.PlaceSaleOrder(ctx, service.SaleOrderInput{SeasonID: s.season.ID, ProductID: tt.product, Quantity: tt.n, Version: tt.version})
			if core.ErrorCode(err) != tt.code || (tt.msg != "" && core.ErrorMessage(err) != tt.msg) {
				t.Errorf("%s: got %s %q", tt.name, core.ErrorCode(err), core.ErrorMessage(err))
			}
		}
		if again := s.offer(t, s.fancier); again.Version != offer.Version || again.Available != 5 {
			t.Fatalf("a refused order changed the stock: %+v", again)
		}

		// Two birds, the first by ring, held by the order; the stock moved.
		order, err := s.buy(s.fancier, 2, offer.Version)
		must(t, err)
		if order.Total != 50000 || order.Status.Status != core.OrderConfirmed || len(order.Positions) != 2 ||
			*order.Positions[0].PigeonID != s.birds[0].ID || *order.Positions[1].PigeonID != s.birds[1].ID || order.TeamID != s.team.ID {
			t.Fatalf("order: %+v", order)
		}
		after := s.offer(t, s.fancier)
		if after.Available != 3 || after.Bought != 2 || after.Version == offer.Version {
			t.Fatalf("offer after the order: %+v", after)
		}
		_, err = s.buy(s.fancier, 1, offer.Version)
		wantErr(t, err, core.ECONFLICT, core.MsgInventoryOutOfDate)
		_, err = s.buy(s.fancier, 2, after.Version) // 2 + 2 > max sales 3
		wantErr(t, err, core.EINVALID, core.MsgTooManyPigeons)

		// Paid: the birds are the buyer's, with the history of the sale.
		_, err = s.orders.ChangeStatus(m, order.ID, core.OrderPaidManually, core.PayCash, "")
		must(t, err)
		for _, b := range s.birds[:2] {
			p, _ := db.FindPigeonByID(ctx, b.ID)
			hist, _ := db.FindPigeonStatuses(ctx, b.ID)
			if p.TeamID != s.team.ID || !p.IsActive() || hist[1].Type != core.StatusAssigned || hist[1].Note != order.Reference {
				t.Fatalf("sold bird %s: team %d, %v", p.Ring, p.TeamID, hist)
			}
		}
		if paid := s.offer(t, s.fancier); paid.Available != 3 || paid.Bought != 2 {
			t.Fatalf("offer after the payment: %+v", paid)
		}

		// Another buyer's order cancelled puts its bird back in the stock.
		other := newUser(t, s.svc, "olaf@example.org")
		held, err := s.buy(other, 1, s.offer(t, other).Version)
		must(t, err)
		if got := s.offer(t, other); got.Available != 2 || got.Bought != 1 {
			t.Fatalf("held: %+v", got)
		}
		// A buyer without a team in the loft gets one under their name.
		if team, err := db.FindTeamByID(ctx, held.TeamID); err != nil || team.UserID != other.ID || team.LoftID != s.loft.ID || team.Country != "DE" {
			t.Fatalf("the new buyer's team: %+v (%v)", team, err)
		}
		_, err = s.orders.ChangeStatus(s.as(other), held.ID, core.OrderCancelled, "", "")
		must(t, err)
		if got := s.offer(t, other); got.Available != 3 || got.Bought != 0 {
			t.Fatalf("after the cancellation: %+v", got)
		}
		if p, _ := db.FindPigeonByID(ctx, *held.Positions[0].PigeonID); p.TeamID == s.team.ID || p.Health.Type != core.StatusForSale {
			t.Fatalf("a cancelled order's bird moved: %+v", p)
		}

		// The desk: the stock with its holds, the orders with their history.
		desk, err := s.orders.SaleDesk(m, s.season.ID)
		must(t, err)
		if len(desk.Stock) != 3 || len(desk.Flights) != 1 || desk.Counted == nil || len(desk.Orders) != 2 || len(desk.Orders[1].Order.History) != 3 {
			t.Fatalf("desk: %d birds, %d flights, %d orders", len(desk.Stock), len(desk.Flights), len(desk.Orders))
		}
		_, err = s.orders.SaleDesk(s.as(s.fancier), s.season.ID)
		wantErr(t, err, core.EFORBIDDEN, "")

		// Outside the due date the sale is closed.
		today := core.NewDate(fixedNow)
		s.due.StartsAt, s.due.EndsAt = today.AddDays(-9), today.AddDays(-1)
		must(t, db.UpdateDueDate(ctx, s.due))
		closed := fmt.Sprintf("The pigeon sale is open from %s to %s only.", s.due.StartsAt, s.due.EndsAt)
		if o := s.offer(t, other); o.Open || o.Closed != closed {
			t.Fatalf("closed offer: %+v", o)
		}
		_, err = s.buy(other, 1, s.offer(t, other).Version)
		wantErr(t, err, core.EINVALID, closed)
	})
}

// TestStockSaleConcurrentBuyers: twenty buyers at once for five birds. Each
// buyer reloads when told the stock is out of date, as the page does: five
// orders take one bird each, fifteen are refused as too many, and no bird
// is in two orders.
func TestStockSaleConcurrentBuyers(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newSaleWorld(t, db, 6)
		s.count(t, nil)
		buyers := make([]*core.User, 20)
		for i := range buyers {
			buyers[i] = newUser(t, s.svc, fmt.Sprintf("buyer%d@example.org", i))
		}
		var (
			wg      sync.WaitGroup
			mu      sync.Mutex
			sold    = map[int64]int{}
			refused int
		)
		for _, u := range buyers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					o, err := s.orders.SaleOffer(s.as(u), s.season.ID)
					if err != nil {
						t.Error(err)
						return
					}
					order, err := s.buy(u, 1, o.Version)
					mu.Lock()
					switch {
					case err == nil:
						sold[*order.Positions[0].PigeonID]++
					case core.ErrorCode(err) == core.EINVALID && core.ErrorMessage(err) == core.MsgTooManyPigeons:
						refused++
					case core.ErrorCode(err) == core.ECONFLICT:
						mu.Unlock()
						continue // reload the stock, as the page does
					default:
						t.Error(err)
					}
					mu.Unlock()
					return
				}
			}()
		}
		wg.Wait()
		if len(sold) != 5 || refused != 15 {
			t.Fatalf("sold %v, refused %d", sold, refused)
		}
		for id, n := range sold {
			if n != 1 {
				t.Errorf("bird %d sold %d times", id, n)
			}
		}
		if o := s.offer(t, s.fancier); o.Available != 0 {
			t.Fatalf("stock left: %+v", o)
		}
	})
}
