package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestOneAccountCannotTakeEverySpot is the review's case (item 4): a season
// with 999 places left, one account orders them all in one pending order.
// The season's limits per fancier refuse it.
func TestOneAccountCannotTakeEverySpot(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		_, err := db.Bun().ExecContext(context.Background(), "UPDATE seasons SET total_spots = 999, max_pigeons = 10 WHERE id = ?", s.season.ID)
		must(t, err)
		ctx := s.as(s.merchant)
		single := &core.Product{SeasonID: s.season.ID, Category: core.ProductEntryFee, Name: "Single", PigeonsActive: 1, Amount: 100}
		must(t, s.svc.Seasons.CreateProduct(ctx, single))
		in := s.input(1)
		in.Items = []service.OrderItem{{ProductID: single.ID, Quantity: 999}}
		_, err = s.orders.PlaceOrder(s.as(s.fancier), in)
		wantErr(t, err, core.EINVALID, "You tried to register more than 10 pigeons")
		if used, _ := db.SeasonPlaces(context.Background(), s.season.ID, 0); used.Total() != 0 {
			t.Fatalf("%d places held after the refused order", used.Total())
		}
	})
}

// TestExpirePending: a pending order holds its places for the configured
// time; then the job cancels it with a note, mails the customer, and its
// places are free again (item 4).
func TestExpirePending(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		s.orders = s.ordersWith(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080", PendingHold: 48 * time.Hour}})
		placed := *s.clock
		old, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		confirmed, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		_, err = s.orders.ChangeStatus(s.as(s.merchant), confirmed.ID, core.OrderConfirmed, "", "")
		must(t, err)
		s.clock = ptr(placed.Add(24 * time.Hour))
		young, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)

		for _, tt := range []struct {
			name string
			now  time.Time
			want int
		}{
			{"BeforeHoldEnds", placed.Add(48 * time.Hour), 0},
			{"OldExpires", placed.Add(48*time.Hour + time.Second), 1},
			{"Idempotent", placed.Add(60 * time.Hour), 0},
			{"YoungExpires", placed.Add(72*time.Hour + time.Second), 1},
		} {
			t.Run(tt.name, func(t *testing.T) {
				s.clock = ptr(tt.now)
				n, err := s.orders.ExpirePending(context.Background())
				must(t, err)
				if n != tt.want {
					t.Fatalf("expired %d, want %d", n, tt.want)
				}
			})
		}
		for _, id := range []int64{old.ID, young.ID} {
			got, _ := db.FindOrderByID(context.Background(), id)
			if got.Status.Status != core.OrderCancelled || got.Status.CreatedBy != nil || got.Status.Note != "Expired: not confirmed within 48 hours." || len(got.History) != 2 {
				t.Fatalf("order %d: %+v (%d statuses)", id, got.Status, len(got.History))
			}
		}
		if got, _ := db.FindOrderByID(context.Background(), confirmed.ID); got.Status.Status != core.OrderConfirmed {
			t.Fatalf("a confirmed order expired: %+v", got.Status)
		}
		if used, _ := db.SeasonPlaces(context.Background(), s.season.ID, 0); used.Total() != 2 {
			t.Fatalf("%d places held, want the confirmed order's 2", used.Total())
		}
		expired := 0
		for _, m := range s.mail.templates() {
			if m == "order_expired" {
				expired++
			}
		}
		if expired != 2 {
			t.Fatalf("mails %v, want two order_expired", s.mail.templates())
		}
	})
}

// TestHeldPlaces: staff see who holds the season's places and until when.
func TestHeldPlaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		s.orders = s.ordersWith(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080", PendingHold: 48 * time.Hour}})
		pending, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(2))
		must(t, err)
		confirmed, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		_, err = s.orders.ChangeStatus(s.as(s.merchant), confirmed.ID, core.OrderConfirmed, "", "")
		must(t, err)
		gone, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		_, err = s.orders.ChangeStatus(s.as(s.fancier), gone.ID, core.OrderCancelled, "", "")
		must(t, err)

		held, err := s.orders.HeldPlaces(s.as(s.agent), s.season.ID)
		must(t, err)
		if len(held.Orders) != 2 || held.Used.Active != 3 || held.Used.Reserve != 3 {
			t.Fatalf("got %d orders holding %+v, want 2 holding 3 + 3", len(held.Orders), held.Used)
		}
		byID := map[int64]service.HeldOrder{}
		for _, h := range held.Orders {
			byID[h.Order.ID] = h
		}
		p := byID[pending.ID]
		if p.Customer == nil || p.Customer.Email != "f@example.org" || p.Team == nil || p.Team.Name != "Team Fay" ||
			p.HoldsUntil == nil || !p.HoldsUntil.Equal(fixedNow.Add(48*time.Hour)) {
			t.Fatalf("pending: %+v", p)
		}
		// fixedNow is Tuesday 09:00; the season gives 3 working days to pay: through Friday, in the loft's time zone (UTC).
		if c := byID[confirmed.ID]; c.HoldsUntil == nil || !c.HoldsUntil.Equal(time.Date(2026, 2, 13, 23, 59, 59, 999e6, time.UTC)) {
			t.Fatalf("confirmed: %+v", c.HoldsUntil)
		}
		_, err = s.orders.HeldPlaces(s.as(s.fancier), s.season.ID)
		wantErr(t, err, core.EFORBIDDEN, "")
	})
}

// The staff's order list says who each order is from and flags a confirmed
// order whose payment deadline has passed (issue 12, item 6).
func TestSeasonOrdersShowCustomerAndDeadline(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		order, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		_, err = s.orders.ChangeStatus(s.as(s.merchant), order.ID, core.OrderConfirmed, "", "")
		must(t, err)
		list, _, err := s.orders.SeasonOrders(s.as(s.merchant), s.season.ID, service.OrderQuery{}, core.Page{Page: 1, PerPage: 25})
		must(t, err)
		if len(list) != 1 || list[0].Customer.ID != s.fancier.ID || list[0].Team.ID != s.team.ID || list[0].HoldsUntil == nil || list[0].Overdue {
			t.Fatalf("got %+v", list)
		}
		deadline := *list[0].HoldsUntil
		// The customer reads the same deadline on the order.
		own, err := s.orders.FindOrder(s.as(s.fancier), order.ID)
		must(t, err)
		if own.PaymentDeadline == nil || !own.PaymentDeadline.Equal(deadline) {
			t.Fatalf("the customer's deadline %v, the desk's %v", own.PaymentDeadline, deadline)
		}
		overdue := service.OrderQuery{Overdue: true}
		list, total, err := s.orders.SeasonOrders(s.as(s.merchant), s.season.ID, overdue, core.Page{Page: 1, PerPage: 25})
		must(t, err)
		if len(list) != 0 || total != 0 {
			t.Fatalf("overdue before its deadline: %d", total)
		}
		s.clock = ptr(deadline.Add(time.Second))
		list, total, err = s.orders.SeasonOrders(s.as(s.merchant), s.season.ID, overdue, core.Page{Page: 1, PerPage: 25})
		must(t, err)
		if total != 1 || !list[0].Overdue {
			t.Fatalf("not overdue after its deadline: %d", total)
		}
	})
}
