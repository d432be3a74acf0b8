package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

// TestAuctionLotOrderStore: a store order line of an auction lot has no
// product; the lot keeps its order, reads whether the order's latest status
// is a payment and its winner's name. A line of neither a product nor a lot,
// and a second line of one lot, are refused on both engines (migration 43).
func TestAuctionLotOrderStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		hen := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen}
		mustNoErr(t, db.CreatePigeon(ctx, hen))
		lot := auctionLot(f, hen.ID, time.Now())
		lot.Status, lot.WinnerID, lot.Price = core.AuctionSold, f.user.ID, 25000
		mustNoErr(t, db.CreateAuctionLot(ctx, lot))

		order := func(ref string, line *core.StoreOrderLine) *core.StoreOrder {
			return &core.StoreOrder{UserID: f.user.ID, LoftID: &f.loft.ID, Reference: ref, Currency: core.EUR, Subtotal: 25000, Total: 25000,
				Billing: core.BillingAddress{Name: "Anna Berg", Street: "–", Zipcode: "–", City: "–", Country: "DE"}, PayBy: time.Now(),
				Lines: []*core.StoreOrderLine{line}, Status: &core.OrderStatusEntry{Status: core.OrderConfirmed}}
		}
		o := order("OS-LOT1", &core.StoreOrderLine{AuctionLotID: lot.ID, Kind: core.StoreLineAuctionLot, Name: "Olympic hen (DE-0123-26-0001)",
			Quantity: 1, UnitAmount: 25000})
		mustNoErr(t, db.CreateStoreOrder(ctx, o))
		lot.StoreOrderID = o.ID
		mustNoErr(t, db.UpdateAuctionLot(ctx, lot))

		got, err := db.FindStoreOrder(ctx, o.ID)
		mustNoErr(t, err)
		if l := got.Lines[0]; l.ProductID != 0 || l.AuctionLotID != lot.ID || l.Kind != core.StoreLineAuctionLot {
			t.Fatalf("line %+v", l)
		}
		paid := func(want bool) {
			t.Helper()
			one, err := db.FindAuctionLotByID(ctx, lot.ID)
			mustNoErr(t, err)
			list, _, err := db.FindAuctionLots(ctx, core.AuctionLotFilter{LoftID: &f.loft.ID})
			mustNoErr(t, err)
			if one.StoreOrderID != o.ID || one.Paid != want || one.WinnerName != "Anna Berg" || len(list) != 1 || list[0].Paid != want {
				t.Fatalf("lot %+v (listed paid %v), want paid %v", one, list[0].Paid, want)
			}
		}
		paid(false)
		for _, st := range []struct {
			status core.OrderStatus
			paid   bool
		}{{core.OrderPaidManually, true}, {core.OrderPaymentRevoked, false}, {core.OrderPaidOnline, true}} {
			mustNoErr(t, db.CreateStoreOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: st.status}))
			paid(st.paid)
		}

		for _, tt := range []struct {
			name string
			line *core.StoreOrderLine
			code string
		}{
			{"ErrNeitherProductNorLot", &core.StoreOrderLine{Kind: core.StoreItem, Name: "x", Quantity: 1, UnitAmount: 1}, core.EINVALID},
			{"ErrSecondLineOfTheLot", &core.StoreOrderLine{AuctionLotID: lot.ID, Kind: core.StoreLineAuctionLot, Name: "x", Quantity: 1, UnitAmount: 1},
				core.ECONFLICT},
		} {
			t.Run(tt.name, func(t *testing.T) {
				wantCode(t, db.CreateStoreOrder(ctx, order("OS-"+tt.name, tt.line)), tt.code)
			})
		}
	})
}
