package service_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/payment"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// soldLot opens a lot of the world's pigeon, lets ann bid 2.00 and ben
// 3.00 and closes it: sold to ben at 2.10. It answers the lot as stored.
func (a *auctionWorld) soldLot(t *testing.T) (lot *core.AuctionLot, ann, ben *core.User) {
	t.Helper()
	ann, ben = a.bidder(t, "ann"), a.bidder(t, "ben")
	lot = a.lot(t, a.pigeon, nil)
	a.bid(t, ann, lot.ID, 200)
	a.bid(t, ben, lot.ID, 300)
	a.now = lot.EndsAt
	if n, err := a.auctions.CloseDueLots(context.Background()); err != nil || n != 1 {
		t.Fatalf("closing: %d, %v", n, err)
	}
	lot, err := a.db.FindAuctionLotByID(context.Background(), lot.ID)
	must(t, err)
	return lot, ann, ben
}

// lotOrder is the store order of a sold lot, as stored.
func (a *auctionWorld) lotOrder(t *testing.T, lot *core.AuctionLot) *core.StoreOrder {
	t.Helper()
	if lot.StoreOrderID == 0 {
		t.Fatalf("lot %d has no store order", lot.ID)
	}
	o, err := a.db.FindStoreOrder(context.Background(), lot.StoreOrderID)
	must(t, err)
	return o
}

// owner is the team the pigeon races for now, and its assigned statuses
// and "sold_at_auction" audit entries.
func (a *auctionWorld) owner(t *testing.T, pigeonID int64) (team *core.Team, assigned []*core.PigeonStatus, moves int) {
	t.Helper()
	ctx := context.Background()
	p, err := a.db.FindPigeonByID(ctx, pigeonID)
	must(t, err)
	hist, err := a.db.FindPigeonStatuses(ctx, pigeonID)
	must(t, err)
	for _, st := range hist {
		if st.Type == core.StatusAssigned {
			assigned = append(assigned, st)
		}
	}
	entries, err := a.db.FindAuditEntries(ctx, "pigeon", pigeonID)
	must(t, err)
	for _, e := range entries {
		if e.Action == "sold_at_auction" {
			moves++
		}
	}
	return p.Team, assigned, moves
}

// TestLotSoldPlacesStoreOrder: the lot that closes sold places a store
// order for its winner at the final price, the lot and the order's line
// naming each other; billed to the winner's account ("–" for what it
// lacks) in the loft's country, due in the store's days. The lot that
// closes unsold places none. Only the winner and staff see the sale.
func TestLotSoldPlacesStoreOrder(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		ctx := context.Background()
		unsold := a.lot(t, a.newPigeon(t, "nl 2026 2000001"), func(l *core.AuctionLot) { l.ReservePrice, l.EndsAt = 1000, a.now.Add(48*time.Hour) })
		a.bid(t, a.bidder(t, "cy"), unsold.ID, 500) // below the reserve
		lot, ann, ben := a.soldLot(t)
		o := a.lotOrder(t, lot)

		if lot.Status != core.AuctionSold || lot.WinnerID != ben.ID || lot.Price != 210 {
			t.Fatalf("lot %s to %d at %d", lot.Status, lot.WinnerID, lot.Price)
		}
		l := o.Lines[0]
		if len(o.Lines) != 1 || l.Kind != core.StoreLineAuctionLot || l.AuctionLotID != lot.ID || l.ProductID != 0 || l.Quantity != 1 ||
			l.UnitAmount != 210 || l.Name != "Hen NL-2026-1234567 (NL-2026-1234567)" {
			t.Fatalf("lines %d, first %+v", len(o.Lines), l)
		}
		if o.UserID != ben.ID || o.LoftID == nil || *o.LoftID != a.loft.ID || o.Currency != core.EUR || o.Subtotal != 210 || o.Total != 210 ||
			o.Status.Status != core.OrderConfirmed || !o.PayBy.Equal(lot.EndsAt.AddDate(0, 0, core.StorePaymentDays)) {
			t.Fatalf("order %+v, status %s", o, o.Status.Status)
		}
		if want := (core.BillingAddress{Name: "ben Bidder", Street: "–", Zipcode: "–", City: "–", Country: "DE"}); o.Billing != want {
			t.Fatalf("billing %+v, want %+v", o.Billing, want)
		}
		entries, err := db.FindAuditEntries(ctx, "auction_lot", lot.ID)
		must(t, err)
		if entries[0].Action != "auction_lot_sold" || !strings.Contains(entries[0].Detail, fmt.Sprintf(`"store_order_id":%d`, o.ID)) {
			t.Fatalf("sold entry %+v", entries[0])
		}

		// The unsold lot: no order, for anyone.
		a.now = unsold.EndsAt
		_, err = a.auctions.CloseDueLots(ctx)
		must(t, err)
		got, err := db.FindAuctionLotByID(ctx, unsold.ID)
		must(t, err)
		all, err := db.FindStoreOrders(ctx, core.StoreOrderFilter{})
		must(t, err)
		if got.Status != core.AuctionUnsold || got.StoreOrderID != 0 || len(all) != 1 {
			t.Fatalf("unsold lot %s, order %d; %d store orders", got.Status, got.StoreOrderID, len(all))
		}

		for _, tt := range []struct {
			name       string
			ctx        context.Context
			wantSale   bool
			wantWinner string
		}{
			{"OKWinner", a.as(ben), true, ""},
			{"OKStaff", a.as(a.merchant), true, "ben Bidder"},
			{"NoneForTheLoser", a.as(ann), false, ""},
			{"NoneForVisitors", ctx, false, ""},
		} {
			t.Run(tt.name, func(t *testing.T) {
				v, err := a.auctions.Lot(tt.ctx, lot.ID)
				must(t, err)
				switch {
				case !tt.wantSale && (v.Sale != nil || v.Lot.StoreOrderID != 0):
					t.Fatalf("sale %+v, order %d: want none", v.Sale, v.Lot.StoreOrderID)
				case tt.wantSale && (v.Sale == nil || v.Sale.StoreOrderID != o.ID || v.Sale.Paid || v.Sale.WinnerName != tt.wantWinner):
					t.Fatalf("sale %+v, want order %d unpaid, winner %q", v.Sale, o.ID, tt.wantWinner)
				}
			})
		}
	})
}

// TestLotPaidMovesPigeon: once the lot's store order is paid, by staff or
// by card through stripe-mock and its signed webhook, the pigeon is in the
// winner's team, with one "assigned" status naming the lot and one audit
// entry. A winner without a team in the loft gets one named after them; a
// winner with one gets the bird there. Paying again (the webhook replayed,
// a second event, a payment revoked and recorded again) moves it no more.
func TestLotPaidMovesPigeon(t *testing.T) {
	stripeURL := testutil.StartStripeMock(t)
	cards := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: "whsec_x", APIBase: stripeURL})
	for _, tt := range []struct {
		name     string
		hasTeam  bool // the winner races in the loft already
		pay      func(t *testing.T, a *auctionWorld, o *core.StoreOrder, winner *core.User)
		wantTeam string
	}{
		{"OKStaffRecordsTransfer", false, payByStaff, "ben Bidder"},
		{"OKCardWebhookTwice", false, payByCardTwice(cards), "ben Bidder"},
		{"OKIntoTheWinnersTeam", true, payByStaff, "Ben's Loft"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
				a := newAuctionWorld(t, db)
				a.svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return a.now }, Cards: cards,
					Orders: service.OrderConfig{PublicURL: "http://oneloft.test"}})
				a.auctions = a.svc.Auctions
				ctx := context.Background()
				lot, _, ben := a.soldLot(t)
				if tt.hasTeam {
					must(t, a.svc.Fanciers.CreateTeam(a.as(ben), &core.Team{LoftID: a.loft.ID, Name: "Ben's Loft", Country: "be"}))
				}
				if team, assigned, moves := a.owner(t, lot.PigeonID); team.ID != a.team.ID || len(assigned) != 0 || moves != 0 {
					t.Fatalf("before payment: team %q, %d assigned, %d moves", team.Name, len(assigned), moves)
				}
				o := a.lotOrder(t, lot)
				tt.pay(t, a, o, ben)

				team, assigned, moves := a.owner(t, lot.PigeonID)
				wantNote := "Bought at auction: lot " + fmt.Sprint(lot.ID) + ", " + core.FormatMoney(210, core.EUR)
				if team.Name != tt.wantTeam || team.UserID != ben.ID || team.LoftID != a.loft.ID || len(assigned) != 1 ||
					assigned[0].Note != wantNote || moves != 1 {
					t.Fatalf("after payment: team %+v, assigned %+v, %d moves", team, assigned, moves)
				}
				if !tt.hasTeam && team.Country != "DE" {
					t.Fatalf("new team's country %q, want the loft's", team.Country)
				}
				p, err := db.FindPigeonByID(ctx, lot.PigeonID)
				must(t, err)
				if p.Health.Type != core.StatusAssigned {
					t.Fatalf("health %v", p.Health.Type)
				}
				teams, _, err := db.FindTeams(ctx, core.TeamFilter{LoftID: &a.loft.ID, UserID: &ben.ID})
				must(t, err)
				if len(teams) != 1 {
					t.Fatalf("ben has %d teams in the loft, want 1", len(teams))
				}
				v, err := a.auctions.Lot(a.as(ben), lot.ID)
				must(t, err)
				if v.Sale == nil || !v.Sale.Paid {
					t.Fatalf("winner's view %+v", v.Sale)
				}

				// The payment revoked and recorded again: the bird stays where it went, once.
				for _, st := range []core.OrderStatus{core.OrderPaymentRevoked, core.OrderPaidManually} {
					_, err := a.svc.Shop.ChangeStoreOrderStatus(a.as(a.merchant), o.ID, service.StoreStatusInput{Status: st, Method: core.PayCash})
					must(t, err)
				}
				if again, assigned, moves := a.owner(t, lot.PigeonID); again.ID != team.ID || len(assigned) != 1 || moves != 1 {
					t.Fatalf("paid again: team %q, %d assigned, %d moves", again.Name, len(assigned), moves)
				}
			})
		})
	}
}

func payByStaff(t *testing.T, a *auctionWorld, o *core.StoreOrder, _ *core.User) {
	t.Helper()
	got, err := a.svc.Shop.ChangeStoreOrderStatus(a.as(a.merchant), o.ID, service.StoreStatusInput{Status: core.OrderPaidManually, Method: core.PayBankTransfer})
	must(t, err)
	if got.Status.Status != core.OrderPaidManually {
		t.Fatalf("status %s", got.Status.Status)
	}
}

// payByCardTwice pays through a Checkout session of stripe-mock, the
// webhook delivered twice and a second completed event for the same order.
func payByCardTwice(cards *payment.Stripe) func(t *testing.T, a *auctionWorld, o *core.StoreOrder, winner *core.User) {
	return func(t *testing.T, a *auctionWorld, o *core.StoreOrder, winner *core.User) {
		t.Helper()
		sess, err := a.svc.Shop.StartStoreCardPayment(a.as(winner), o.ID)
		must(t, err)
		if sess.URL == "" {
			t.Fatalf("session %+v", sess)
		}
		for _, id := range []string{"evt_lot", "evt_lot", "evt_lot_again"} {
			payload := storeCompleted(id, o.ID, o.Total)
			ev, err := cards.ParseEvent(payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_x", Timestamp: time.Now()}).Header)
			must(t, err)
			must(t, a.svc.Orders.HandlePaymentEvent(context.Background(), ev))
		}
		got, err := a.db.FindStoreOrder(context.Background(), o.ID)
		must(t, err)
		if got.Status.Status != core.OrderPaidOnline || len(got.History) != 2 {
			t.Fatalf("status %s, %d rows", got.Status.Status, len(got.History))
		}
	}
}

// TestLotOrderRefusals: nobody but the winner pays the lot's order or
// reads it (the store's 404), but the loft's staff; an order the winner
// cancels, or that expires unpaid, leaves the pigeon with the loft and the
// lot sold, unpaid.
func TestLotOrderRefusals(t *testing.T) {
	stripeURL := testutil.StartStripeMock(t)
	cards := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: "whsec_x", APIBase: stripeURL})
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		a.svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return a.now }, Cards: cards})
		a.auctions = a.svc.Auctions
		ctx := context.Background()
		lot, ann, ben := a.soldLot(t)
		o := a.lotOrder(t, lot)
		for _, tt := range []struct {
			name string
			ctx  context.Context
			code string
		}{
			{"ErrLoser", a.as(ann), core.ENOTFOUND},
			{"ErrFancierOfTheLoft", a.as(a.fancier), core.ENOTFOUND},
			{"ErrVisitor", ctx, core.EUNAUTHORIZED},
		} {
			t.Run(tt.name, func(t *testing.T) {
				_, err := a.svc.Shop.StoreOrder(tt.ctx, o.ID)
				wantErr(t, err, tt.code, "")
				_, err = a.svc.Shop.StartStoreCardPayment(tt.ctx, o.ID)
				wantErr(t, err, tt.code, "")
				_, err = a.svc.Shop.ChangeStoreOrderStatus(tt.ctx, o.ID, service.StoreStatusInput{Status: core.OrderCancelled})
				wantErr(t, err, tt.code, "")
				_, err = a.svc.Shop.ChangeStoreOrderStatus(tt.ctx, o.ID, service.StoreStatusInput{Status: core.OrderPaidManually, Method: core.PayCash})
				wantErr(t, err, tt.code, "")
			})
		}
		// The winner may not record their own payment.
		_, err := a.svc.Shop.ChangeStoreOrderStatus(a.as(ben), o.ID, service.StoreStatusInput{Status: core.OrderPaidManually, Method: core.PayCash})
		wantErr(t, err, core.EFORBIDDEN, "")
		if v, err := a.svc.Shop.StoreOrder(a.as(a.merchant), o.ID); err != nil || !v.Payable {
			t.Fatalf("staff's view: %v, %v", v, err)
		}

		// The winner cancels: the pigeon stays, the lot is sold and unpaid.
		_, err = a.svc.Shop.ChangeStoreOrderStatus(a.as(ben), o.ID, service.StoreStatusInput{Status: core.OrderCancelled})
		must(t, err)
		if team, assigned, moves := a.owner(t, lot.PigeonID); team.ID != a.team.ID || len(assigned) != 0 || moves != 0 {
			t.Fatalf("after the cancel: team %q, %d assigned, %d moves", team.Name, len(assigned), moves)
		}
		v, err := a.auctions.Lot(a.as(a.merchant), lot.ID)
		must(t, err)
		if v.Lot.Status != core.AuctionSold || v.Sale == nil || v.Sale.Paid {
			t.Fatalf("staff's lot after the cancel: %s, sale %+v", v.Lot.Status, v.Sale)
		}
		// A payment arriving for the cancelled order changes nothing.
		payload := storeCompleted("evt_late", o.ID, o.Total)
		ev, err := cards.ParseEvent(payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_x", Timestamp: time.Now()}).Header)
		must(t, err)
		must(t, a.svc.Orders.HandlePaymentEvent(ctx, ev))
		if team, _, moves := a.owner(t, lot.PigeonID); team.ID != a.team.ID || moves != 0 {
			t.Fatalf("a late payment moved the pigeon to %q", team.Name)
		}
	})
}

// TestLotOrderExpires: left unpaid past its days, the lot's order is
// cancelled by the store's job and the pigeon stays with the loft.
func TestLotOrderExpires(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		lot, _, ben := a.soldLot(t)
		o := a.lotOrder(t, lot)
		a.now = o.PayBy.Add(time.Minute)
		n, err := a.svc.Shop.ExpireStoreOrders(context.Background())
		must(t, err)
		got := a.lotOrder(t, lot)
		if n != 1 || got.Status.Status != core.OrderCancelledUnpaid {
			t.Fatalf("expired %d, status %s", n, got.Status.Status)
		}
		if team, assigned, _ := a.owner(t, lot.PigeonID); team.ID != a.team.ID || len(assigned) != 0 {
			t.Fatalf("expired: the pigeon went to %q", team.Name)
		}
		v, err := a.auctions.Lot(a.as(ben), lot.ID)
		must(t, err)
		if v.Sale == nil || v.Sale.Paid || v.Sale.StoreOrderID != o.ID {
			t.Fatalf("winner's lot after expiry: %+v", v.Sale)
		}
	})
}
