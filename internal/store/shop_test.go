package store_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// shopOrder stores a product, a buyer and an order of it for the tests of
// stock and gift cards.
func shopOrder(t *testing.T, db *store.DB, p *core.StoreProduct) (*core.User, *core.StoreOrder) {
	t.Helper()
	ctx := context.Background()
	mustNoErr(t, db.CreateStoreProduct(ctx, p))
	u := &core.User{Email: "buyer@example.org", FirstName: "Bea", LastName: "Buyer"}
	mustNoErr(t, db.CreateUser(ctx, u))
	o := &core.StoreOrder{UserID: u.ID, Reference: "S-TEST", Currency: core.EUR, Subtotal: 5000, Total: 5000,
		Billing: core.BillingAddress{Name: "Bea", Street: "1 Way", Zipcode: "1000", City: "Brussels", Country: "BE"},
		PayBy:   time.Now(), Lines: []*core.StoreOrderLine{{ProductID: p.ID, Kind: p.Kind, Name: p.Name, Quantity: 1, UnitAmount: 5000}},
		Status: &core.OrderStatusEntry{Status: core.OrderConfirmed}}
	mustNoErr(t, db.CreateStoreOrder(ctx, o))
	return u, o
}

func TestStoreProductRoundTrip(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		five := 5
		p := &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", Currency: core.EUR, GiftCardAmounts: []int64{2500, 5000},
			Stock: &five, Translations: map[string]core.StoreProductText{"de": {Name: "Gutschein", Description: "Zum Verschenken"}}}
		mustNoErr(t, db.CreateStoreProduct(ctx, p))
		got, err := db.FindStoreProduct(ctx, p.ID)
		mustNoErr(t, err)
		if got.NameIn("de") != "Gutschein" || got.NameIn("fr") != "Gift card" || len(got.GiftCardAmounts) != 2 || *got.Stock != 5 || got.LoftID != nil {
			t.Fatalf("got %+v", got)
		}
		got.Translations = nil
		got.Unlocks = nil
		mustNoErr(t, db.UpdateStoreProduct(ctx, got))
		list, err := db.FindStoreProducts(ctx, nil, false)
		mustNoErr(t, err)
		if len(list) != 1 || list[0].NameIn("de") != "Gift card" {
			t.Fatalf("got %+v", list)
		}
	})
}

// TestTakeStockUnderRace: 20 buyers at once for the last 5 units; exactly
// 5 get one and the stock ends at zero, never below.
func TestTakeStockUnderRace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		five := 5
		p := &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1500, Currency: core.EUR, Stock: &five}
		mustNoErr(t, db.CreateStoreProduct(ctx, p))
		var (
			wg          sync.WaitGroup
			mu          sync.Mutex
			sold, refus int
		)
		start := make(chan struct{})
		for range 20 {
			wg.Go(func() {
				<-start
				err := db.InTx(ctx, func(ctx context.Context) error { return db.TakeStock(ctx, p.ID, 1) })
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					sold++
				case core.ErrorMessage(err) == core.MsgSoldOut:
					refus++
				default:
					t.Errorf("unexpected %v", err)
				}
			})
		}
		close(start)
		wg.Wait()
		got, err := db.FindStoreProduct(ctx, p.ID)
		mustNoErr(t, err)
		if sold != 5 || refus != 15 || *got.Stock != 0 {
			t.Fatalf("sold %d, refused %d, stock %d; want 5, 15, 0", sold, refus, *got.Stock)
		}
	})
}

// TestSpendGiftCardUnderRace: 10 orders spend 15.00 of one 50.00 card at
// once; three are paid from it, the balance ends at 5.00, and the ledger
// holds exactly what was taken.
func TestSpendGiftCardUnderRace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		_, o := shopOrder(t, db, &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", Currency: core.EUR, GiftCardAmounts: []int64{5000}})
		card := &core.GiftCard{Code: "ABCD-EFGH-JKMN-PQRS-TUVW", Currency: core.EUR, Amount: 5000, OrderID: o.ID}
		mustNoErr(t, db.CreateGiftCard(ctx, card))
		var (
			wg        sync.WaitGroup
			mu        sync.Mutex
			paid, out int
		)
		start := make(chan struct{})
		for range 10 {
			wg.Go(func() {
				<-start
				err := db.InTx(ctx, func(ctx context.Context) error { return db.SpendGiftCard(ctx, card.ID, o.ID, 1500) })
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					paid++
				case core.ErrorMessage(err) == core.MsgGiftCardInvalid:
					out++
				default:
					t.Errorf("unexpected %v", err)
				}
			})
		}
		close(start)
		wg.Wait()
		got, err := db.FindGiftCardByCode(ctx, card.Code)
		mustNoErr(t, err)
		spends, err := db.GiftCardSpends(ctx, o.ID)
		mustNoErr(t, err)
		if paid != 3 || out != 7 || got.Balance != 500 || spends[card.ID] != 4500 {
			t.Fatalf("paid %d, refused %d, balance %d, ledger %d; want 3, 7, 500, 4500", paid, out, got.Balance, spends[card.ID])
		}
	})
}

// TestInvoiceNumbersPerSeller: each seller counts its own invoices from 1.
func TestInvoiceNumbersPerSeller(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		_, o := shopOrder(t, db, &core.StoreProduct{Kind: core.StoreItem, Name: "Cap", Price: 5000, Currency: core.EUR})
		loft := &core.Loft{Name: "North", Unit: core.Kilometre, Country: "DE"}
		mustNoErr(t, db.CreateLoft(ctx, loft))
		var got []int
		for _, seller := range []*int64{nil, nil, &loft.ID, nil} {
			o.LoftID = seller
			mustNoErr(t, db.InTx(ctx, func(ctx context.Context) error { return db.NextInvoiceNumber(ctx, o, time.Now()) }))
			got = append(got, *o.InvoiceNumber)
		}
		if want := []int{1, 2, 1, 3}; !slices.Equal(got, want) {
			t.Fatalf("got %v, want %v", got, want)
		}
	})
}
