package service_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// storeWorld is the order world with the use cases of the store and a
// second customer.
type storeWorld struct {
	*shop
	svc   *service.Service
	buyer *core.User
}

func newStoreWorld(t *testing.T, db *store.DB) *storeWorld {
	t.Helper()
	s := newShop(t, db)
	w := &storeWorld{shop: s, svc: s.with(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080"}})}
	w.buyer = &core.User{Email: "b@example.org", FirstName: "Bo", LastName: "Buyer"}
	must(t, w.svc.Users.CreateUser(core.SystemContext(context.Background()), w.buyer))
	return w
}

// product stores a product of the world's loft.
func (w *storeWorld) product(t *testing.T, p *core.StoreProduct) *core.StoreProduct {
	t.Helper()
	p.LoftID, p.Currency = &w.loft.ID, core.EUR
	must(t, w.db.CreateStoreProduct(context.Background(), p))
	return p
}

// cart puts qty of p (of a gift card's amount) in u's cart.
func (w *storeWorld) cart(t *testing.T, u *core.User, p *core.StoreProduct, qty int, amount int64) {
	t.Helper()
	must(t, w.db.PutCartLine(context.Background(), &core.CartLine{UserID: u.ID, Product: p, Quantity: qty, GiftCardAmount: amount}))
}

func (w *storeWorld) checkout(u *core.User, cards ...string) (*core.StoreOrder, error) {
	return w.svc.Shop.Checkout(w.as(u), service.CheckoutInput{Seller: &w.loft.ID, GiftCards: cards, ClientAddr: "192.0.2.1",
		Billing: core.BillingAddress{Name: u.FullName(), Street: "Duivenweg 1", Zipcode: "6811", City: "Arnhem", Country: "NL"}})
}

func (w *storeWorld) stock(t *testing.T, p *core.StoreProduct) int {
	t.Helper()
	got, err := w.db.FindStoreProduct(context.Background(), p.ID)
	must(t, err)
	return *got.Stock
}

func (w *storeWorld) pay(t *testing.T, o *core.StoreOrder) *core.StoreOrder {
	t.Helper()
	o, err := w.svc.Shop.ChangeStoreOrderStatus(w.as(w.merchant), o.ID, service.StoreStatusInput{Status: core.OrderPaidManually, Method: core.PayBankTransfer})
	must(t, err)
	return o
}

// TestCheckoutByTransfer: 2 × 19.99 with 5 in stock makes an order of
// 39.98 awaiting payment; the stock is taken and the cart emptied; staff
// record the transfer and the seller's invoices count 1, 2.
func TestCheckoutByTransfer(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		cap := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999, Stock: ptr(5), MaxLifetime: ptr(3)})
		w.cart(t, w.fancier, cap, 2, 0)
		o, err := w.checkout(w.fancier)
		must(t, err)
		if o.Subtotal != 3998 || o.Total != 3998 || o.Status.Status != core.OrderConfirmed || w.stock(t, cap) != 3 {
			t.Fatalf("order %+v status %s stock %d", o, o.Status.Status, w.stock(t, cap))
		}
		if lines, _ := db.FindCartLines(context.Background(), w.fancier.ID); len(lines) != 0 {
			t.Fatalf("cart kept %d lines", len(lines))
		}
		_, err = w.checkout(w.fancier)
		wantErr(t, err, core.EINVALID, service.MsgCartEmpty)
		o = w.pay(t, o)
		if o.InvoiceNumber == nil || *o.InvoiceNumber != 1 || !o.Status.Status.IsPaid() {
			t.Fatalf("paid: %+v", o)
		}
		// Two more would make four of a product one account may buy three of.
		w.cart(t, w.fancier, cap, 2, 0)
		_, err = w.checkout(w.fancier)
		wantErr(t, err, core.EINVALID, "Loft cap: "+core.MsgMaximumLifetime)
		if w.stock(t, cap) != 3 {
			t.Fatal("a refused checkout took stock")
		}
		w.cart(t, w.fancier, cap, 1, 0)
		o2, err := w.checkout(w.fancier)
		must(t, err)
		if o2 = w.pay(t, o2); *o2.InvoiceNumber != 2 {
			t.Fatalf("second invoice %d", *o2.InvoiceNumber)
		}
		// The customer cannot pay it themselves, nor see another's order.
		_, err = w.svc.Shop.ChangeStoreOrderStatus(w.as(w.buyer), o.ID, service.StoreStatusInput{Status: core.OrderCancelled})
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = w.svc.Shop.StoreOrder(w.as(w.buyer), o.ID)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}

// TestGiftCardBoughtAndSpent: a 50.00 card bought and paid is mailed with
// its code; another customer pays 3 × 19.99 = 59.97 with it, 50.00 from the
// card and 9.97 left to pay; cancelling gives card and stock back; a
// smaller order is then paid by the card whole.
func TestGiftCardBoughtAndSpent(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		gift := w.product(t, &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", GiftCardAmounts: []int64{2500, 5000}})
		cap := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999, Stock: ptr(10)})
		w.cart(t, w.fancier, gift, 1, 5000)
		o, err := w.checkout(w.fancier)
		must(t, err)
		w.pay(t, o)
		view, err := w.svc.Shop.StoreOrder(w.as(w.fancier), o.ID)
		must(t, err)
		if len(view.GiftCards) != 1 || view.GiftCards[0].Balance != 5000 {
			t.Fatalf("cards %+v", view.GiftCards)
		}
		code := view.GiftCards[0].Code
		last := w.mail.sent[len(w.mail.sent)-1]
		if last.Template != "store_order_paid_gift_cards" || !strings.Contains(last.Data["GiftCards"].(string), code) {
			t.Fatalf("mail %s %v", last.Template, last.Data)
		}

		w.cart(t, w.buyer, cap, 3, 0)
		_, err = w.checkout(w.buyer, "WRONG-CODE")
		wantErr(t, err, core.EINVALID, core.MsgGiftCardInvalid)
		if w.stock(t, cap) != 10 {
			t.Fatal("a refused checkout took stock")
		}
		paid, err := w.checkout(w.buyer, strings.ToLower(strings.ReplaceAll(code, "-", " ")))
		must(t, err)
		if paid.GiftCardPaid != 5000 || paid.Total != 997 || paid.Status.Status != core.OrderConfirmed {
			t.Fatalf("order %+v", paid)
		}
		_, err = w.svc.Shop.GiftCardBalance(w.as(w.buyer), code, "192.0.2.1")
		wantErr(t, err, core.EINVALID, core.MsgGiftCardInvalid) // spent
		_, err = w.svc.Shop.ChangeStoreOrderStatus(w.as(w.buyer), paid.ID, service.StoreStatusInput{Status: core.OrderCancelled})
		must(t, err)
		card, err := w.svc.Shop.GiftCardBalance(w.as(w.buyer), code, "192.0.2.1")
		must(t, err)
		if card.Balance != 5000 || w.stock(t, cap) != 10 {
			t.Fatalf("after cancel: balance %d stock %d", card.Balance, w.stock(t, cap))
		}
		w.cart(t, w.buyer, cap, 1, 0)
		whole, err := w.checkout(w.buyer, code)
		must(t, err)
		if whole.Total != 0 || whole.Status.Status != core.OrderPaidOnline || whole.Status.Method != core.PayGiftCard || *whole.InvoiceNumber != 2 {
			t.Fatalf("paid by card: %+v %+v", whole, whole.Status)
		}
	})
}

// TestStoreOrderExpires: an order unpaid past its 7 days is cancelled by
// the system and its stock comes back.
func TestStoreOrderExpires(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		cap := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999, Stock: ptr(2)})
		w.cart(t, w.fancier, cap, 2, 0)
		o, err := w.checkout(w.fancier)
		must(t, err)
		*w.clock = fixedNow.AddDate(0, 0, core.StorePaymentDays).Add(-time.Minute)
		if n, err := w.svc.Shop.ExpireStoreOrders(context.Background()); err != nil || n != 0 {
			t.Fatalf("before the deadline: %d, %v", n, err)
		}
		*w.clock = fixedNow.AddDate(0, 0, core.StorePaymentDays).Add(time.Minute)
		if n, err := w.svc.Shop.ExpireStoreOrders(context.Background()); err != nil || n != 1 {
			t.Fatalf("after the deadline: %d, %v", n, err)
		}
		got, err := db.FindStoreOrder(context.Background(), o.ID)
		must(t, err)
		if got.Status.Status != core.OrderCancelledUnpaid || w.stock(t, cap) != 2 {
			t.Fatalf("status %s stock %d", got.Status.Status, w.stock(t, cap))
		}
	})
}

// TestLifetimeMaximumUnderRace: one account checks out the same cart from
// two devices at once, one unit of a product it may buy once in its life;
// one checkout wins, the other finds the maximum reached or the cart empty.
func TestLifetimeMaximumUnderRace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		visit := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Visit day", Price: 5000, MaxLifetime: ptr(1)})
		w.cart(t, w.fancier, visit, 1, 0)
		errs := make(chan error, 2)
		start := make(chan struct{})
		for range 2 {
			go func() {
				<-start
				_, err := w.checkout(w.fancier)
				errs <- err
			}()
		}
		close(start)
		var ok int
		for range 2 {
			err := <-errs
			switch {
			case err == nil:
				ok++
			case core.ErrorMessage(err) == service.MsgCartEmpty, core.ErrorMessage(err) == "Visit day: "+core.MsgMaximumLifetime:
			default:
				t.Errorf("unexpected %v", err)
			}
		}
		n, err := db.BoughtBefore(context.Background(), w.fancier.ID, visit.ID)
		must(t, err)
		if ok != 1 || n != 1 {
			t.Fatalf("%d checkouts passed, %d bought; want 1, 1", ok, n)
		}
	})
}
