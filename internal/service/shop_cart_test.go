package service_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestCart: lines grouped per seller, the same product added twice on one
// line, a gift card's amounts on lines of their own, prices and subtotals.
func TestCart(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db)
		gift := &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", Currency: core.EUR, GiftCardAmounts: []int64{2500, 5000}}
		must(t, c.svc.Shop.CreateProduct(c.as(c.admin), gift))
		me := c.as(c.fancier)
		_, err := c.svc.Shop.AddToCart(me, c.cap.ID, 1, 777) // the amount is ignored for an item
		must(t, err)
		_, err = c.svc.Shop.AddToCart(me, gift.ID, 1, 2500)
		must(t, err)
		_, err = c.svc.Shop.AddToCart(me, gift.ID, 2, 5000)
		must(t, err)
		cart, err := c.svc.Shop.AddToCart(me, c.cap.ID, 1, 0)
		must(t, err)
		if len(cart.Sellers) != 2 || cart.Units() != 5 {
			t.Fatalf("got %d sellers, %d units", len(cart.Sellers), cart.Units())
		}
		loft, service := cart.Sellers[0], cart.Sellers[1]
		if loft.Loft == nil || loft.Loft.ID != c.loft.ID || len(loft.Lines) != 1 || loft.Lines[0].Quantity != 2 ||
			loft.Lines[0].LineTotal != 3000 || loft.Subtotal != 3000 || loft.Currency != core.EUR || loft.Lines[0].GiftCardAmount != 0 {
			t.Fatalf("loft's part: got %+v %+v", loft, loft.Lines[0])
		}
		if service.Loft != nil || len(service.Lines) != 2 || service.Subtotal != 2500+2*5000 || service.Lines[1].UnitPrice != 5000 {
			t.Fatalf("service's part: got %+v", service)
		}

		// Another user's cart is their own; a line of this one is not theirs.
		other := c.as(c.merchant)
		if cart, _ := c.svc.Shop.Cart(other); len(cart.Sellers) != 0 {
			t.Fatalf("merchant's cart: got %+v", cart.Sellers)
		}
		lineID := loft.Lines[0].ID
		_, err = c.svc.Shop.SetCartQuantity(other, lineID, 1)
		wantErr(t, err, core.ENOTFOUND, "")
		wantErr(t, c.svc.Shop.RemoveCartLine(other, lineID), core.ENOTFOUND, "")

		cart, err = c.svc.Shop.SetCartQuantity(me, lineID, 1)
		must(t, err)
		if cart.Sellers[0].Lines[0].Quantity != 1 || cart.Sellers[0].Subtotal != 1500 {
			t.Fatalf("after set: got %+v", cart.Sellers[0])
		}
		must(t, c.svc.Shop.RemoveCartLine(me, lineID))
		cart, _ = c.svc.Shop.Cart(me)
		if len(cart.Sellers) != 1 || cart.Units() != 3 {
			t.Fatalf("after remove: got %d sellers, %d units", len(cart.Sellers), cart.Units())
		}
		wantErr(t, c.svc.Shop.RemoveCartLine(me, lineID), core.ENOTFOUND, "")
		_, err = c.svc.Shop.Cart(context.Background())
		wantErr(t, err, core.EUNAUTHORIZED, "")
	})
}

func TestAddToCartRefused(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db) // the cap: stock 3, at most 2 per order
		gift := &core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreGiftCard, Name: "Gift", Currency: core.EUR, GiftCardMin: 1000, GiftCardMax: 10000}
		must(t, c.svc.Shop.CreateProduct(c.as(c.merchant), gift))
		usd := &core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "Dollar cap", Price: 1000, Currency: core.USD}
		must(t, c.svc.Shop.CreateProduct(c.as(c.merchant), usd))
		archived := &core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "Gone", Price: 1000, Currency: core.EUR}
		must(t, c.svc.Shop.CreateProduct(c.as(c.merchant), archived))
		_, err := c.svc.Shop.SetProductArchived(c.as(c.merchant), archived.ID, true)
		must(t, err)
		me := c.as(c.fancier)
		_, err = c.svc.Shop.AddToCart(me, c.cap.ID, 1, 0)
		must(t, err)
		for _, tt := range []struct {
			name      string
			product   int64
			qty       int
			amount    int64
			code, msg string
		}{
			{"ErrPerOrder", c.cap.ID, 2, 0, core.EINVALID, "You can buy at most 2 of this product in one order."},
			{"ErrQuantityZero", c.cap.ID, 0, 0, core.EINVALID, core.MsgCartQuantity},
			{"ErrQuantityLarge", c.cap.ID, 100, 0, core.EINVALID, core.MsgCartQuantity},
			{"ErrGiftCardAmount", gift.ID, 1, 500, core.EINVALID, core.MsgGiftCardAmount},
			{"ErrGiftCardNoAmount", gift.ID, 1, 0, core.EINVALID, core.MsgGiftCardAmount},
			{"ErrCurrency", usd.ID, 1, 0, core.EINVALID, core.MsgCartCurrency},
			{"ErrArchived", archived.ID, 1, 0, core.EINVALID, ""},
			{"ErrUnknown", 9999, 1, 0, core.EINVALID, ""},
		} {
			t.Run(tt.name, func(t *testing.T) {
				_, err := c.svc.Shop.AddToCart(me, tt.product, tt.qty, tt.amount)
				wantErr(t, err, tt.code, tt.msg)
			})
		}
		_, err = c.svc.Shop.AddToCart(context.Background(), c.cap.ID, 1, 0)
		wantErr(t, err, core.EUNAUTHORIZED, "")
		if _, err := c.svc.Shop.AddToCart(me, gift.ID, 1, 1234); err != nil {
			t.Fatalf("a chosen amount in range: %v", err)
		}
	})
}

// TestCartStockAndLifetime: the stock and the lifetime maximum count what
// the account bought before; a line over what is left can still be
// lowered, and the cart says why it cannot be bought.
func TestCartStockAndLifetime(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db)
		ctx := context.Background()
		visit := &core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "Visit day", Price: 2000, Currency: core.EUR, MaxLifetime: ptr(2)}
		must(t, c.svc.Shop.CreateProduct(c.as(c.merchant), visit))
		o := &core.StoreOrder{UserID: c.fancier.ID, LoftID: &c.loft.ID, Reference: "S-1", Currency: core.EUR, Subtotal: 2000, Total: 2000,
			Billing: core.BillingAddress{Name: "Fay", Street: "1 Way", Zipcode: "1000", City: "Arnhem", Country: "NL"}, PayBy: fixedNow,
			Lines:  []*core.StoreOrderLine{{ProductID: visit.ID, Kind: core.StoreItem, Name: "Visit day", Quantity: 1, UnitAmount: 2000}},
			Status: &core.OrderStatusEntry{Status: core.OrderConfirmed}}
		must(t, db.CreateStoreOrder(ctx, o))
		me := c.as(c.fancier)
		_, err := c.svc.Shop.AddToCart(me, visit.ID, 2, 0)
		wantErr(t, err, core.EINVALID, core.MsgMaximumLifetime)
		cart, err := c.svc.Shop.AddToCart(me, visit.ID, 1, 0)
		must(t, err)
		if cart.Sellers[0].Lines[0].Problem != "" {
			t.Fatalf("problem: got %q", cart.Sellers[0].Lines[0].Problem)
		}
		_, err = c.svc.Shop.SetCartQuantity(me, cart.Sellers[0].Lines[0].ID, 2)
		wantErr(t, err, core.EINVALID, core.MsgMaximumLifetime)

		cart, err = c.svc.Shop.AddToCart(me, c.cap.ID, 2, 0)
		must(t, err)
		capLine := cart.Sellers[0].Lines[1]
		must(t, db.TakeStock(ctx, c.cap.ID, 2)) // someone else bought 2 of 3
		cart, _ = c.svc.Shop.Cart(me)
		if got := cart.Sellers[0].Lines[1].Problem; got != "Only 1 left." {
			t.Fatalf("problem: got %q", got)
		}
		cart, err = c.svc.Shop.SetCartQuantity(me, capLine.ID, 1)
		must(t, err)
		if got := cart.Sellers[0].Lines[1].Problem; got != "" {
			t.Fatalf("after lowering: got %q", got)
		}
		must(t, db.TakeStock(ctx, c.cap.ID, 1))
		_, err = c.svc.Shop.AddToCart(me, c.cap.ID, 1, 0)
		wantErr(t, err, core.EINVALID, core.MsgSoldOut)
	})
}
