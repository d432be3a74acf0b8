package store_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestOrders(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		fee := &core.Product{SeasonID: f.season.ID, Category: core.ProductEntryFee, Name: "1+1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}
		act := &core.Product{SeasonID: f.season.ID, Category: core.ProductFinalFlightActivation, Name: "Final", Amount: 20000}
		mustNoErr(t, db.CreateProduct(ctx, fee))
		mustNoErr(t, db.CreateProduct(ctx, act))
		newOrder := func(qty int, status core.OrderStatus) *core.Order {
			o := &core.Order{SeasonID: f.season.ID, UserID: f.user.ID, TeamID: f.team.ID, City: "Hamburg", Street: "Elbchaussee 1", Zipcode: "22763",
				Currency: core.EUR, Total: int64(qty) * 40000, Reference: fmt.Sprintf("OL-%d-%d", qty, len(status)),
				Positions: []*core.OrderPosition{{ProductID: fee.ID, Category: core.ProductEntryFee, Name: fee.Name, Quantity: qty, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}}}
			mustNoErr(t, db.CreateOrder(ctx, o))
			if status != core.OrderPending {
				mustNoErr(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: status, Method: core.PayManual}))
			}
			return o
		}
		pending := newOrder(2, core.OrderPending)
		confirmed := newOrder(3, core.OrderConfirmed)
		newOrder(4, core.OrderRejected)
		newOrder(5, core.OrderCancelledUnpaid)
		paid := newOrder(1, core.OrderPaidManually)

		o, err := db.FindOrderByID(ctx, pending.ID)
		mustNoErr(t, err)
		if o.Status.Status != core.OrderPending || len(o.Positions) != 1 || o.Positions[0].Active() != 2 || len(o.History) != 1 {
			t.Fatalf("got %+v", o)
		}
		used, err := db.SeasonPlaces(ctx, f.season.ID, 0)
		mustNoErr(t, err)
		if used.Active != 2+3+1 || used.Reserve != 2+3+1 {
			t.Errorf("places: got %+v, want 6/6 (closed orders hold none)", used)
		}
		mine, err := db.SeasonPlaces(ctx, f.season.ID, f.user.ID)
		mustNoErr(t, err)
		other, err := db.SeasonPlaces(ctx, f.season.ID, f.user.ID+1000)
		mustNoErr(t, err)
		if mine != used || other.Total() != 0 {
			t.Errorf("one customer's places: got %+v and %+v for a stranger, want %+v and none", mine, other, used)
		}
		st := core.OrderConfirmed
		list, n, err := db.FindOrders(ctx, core.OrderFilter{SeasonID: &f.season.ID, Status: &st})
		mustNoErr(t, err)
		if n != 1 || list[0].ID != confirmed.ID {
			t.Errorf("by status: got %d", n)
		}
		unpaid, err := db.FindUnpaidConfirmed(ctx, 10)
		mustNoErr(t, err)
		if len(unpaid) != 1 || unpaid[0].ID != confirmed.ID || len(unpaid[0].History) != 2 {
			t.Errorf("unpaid: got %d", len(unpaid))
		}
		mustNoErr(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: paid.ID, Status: core.OrderPaymentRevoked}))
		if unpaid, _ := db.FindUnpaidConfirmed(ctx, 10); len(unpaid) != 2 {
			t.Errorf("a revoked payment is unpaid again: got %d", len(unpaid))
		}
		mustNoErr(t, db.InTx(ctx, func(ctx context.Context) error { return db.LockSeason(ctx, f.season.ID) }))
		dup := &core.Order{SeasonID: f.season.ID, UserID: f.user.ID, TeamID: f.team.ID, Currency: core.EUR, Reference: pending.Reference}
		wantCode(t, db.CreateOrder(ctx, dup), core.ECONFLICT)
		p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-9", Sex: core.Hen, OrderID: &pending.ID}
		mustNoErr(t, db.CreatePigeon(ctx, p))
		ps, _, _ := db.FindPigeons(ctx, core.PigeonFilter{OrderID: &pending.ID})
		if len(ps) != 1 || *ps[0].OrderID != pending.ID {
			t.Errorf("pigeons of the order: got %d", len(ps))
		}
	})
}
