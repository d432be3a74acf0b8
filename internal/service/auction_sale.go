package service

import (
	"context"
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// The sale of a lot: its winner pays through the store, as for anything
// the loft sells there (card, bank transfer, staff recording the payment),
// and once the store order is paid the pigeon changes owner. A cancelled or
// expired order leaves the bird with the loft; the lot stays sold, unpaid.

// placeLotOrder places the store order the winner of lot pays it with, in
// the close's transaction, and keeps it on lot: one line of the lot at its
// final price, confirmed and due within core.StorePaymentDays, billed to
// the winner's account. Promotional codes and gift cards do not apply:
// the price is the bidding's, and the order never passes the checkout.
func (s *Auctions) placeLotOrder(ctx context.Context, lot *core.AuctionLot, now time.Time) error {
	winner, err := s.store.FindUserByID(ctx, lot.WinnerID)
	if err != nil {
		return err
	}
	p, err := s.store.FindPigeonByID(ctx, lot.PigeonID)
	if err != nil {
		return err
	}
	country, err := s.buyerCountry(ctx, winner, lot.LoftID)
	if err != nil {
		return err
	}
	loftID := lot.LoftID
	order := &core.StoreOrder{UserID: winner.ID, LoftID: &loftID, Reference: newStoreReference(), Currency: lot.Currency,
		Subtotal: lot.Price, Total: lot.Price, PayBy: now.AddDate(0, 0, core.StorePaymentDays),
		// the account's address, as an activation's order takes it
		Billing: core.BillingAddress{Name: winner.FullName(), Street: orDefault(winner.Street, "–"), Zipcode: orDefault(winner.Zipcode, "–"),
			City: orDefault(winner.City, "–"), Country: country},
		Lines: []*core.StoreOrderLine{{AuctionLotID: lot.ID, Kind: core.StoreLineAuctionLot, Name: lot.LineName(p.Ring), Quantity: 1,
			UnitAmount: lot.Price}},
		Status: &core.OrderStatusEntry{Status: core.OrderConfirmed}}
	if err := s.store.CreateStoreOrder(ctx, order); err != nil {
		return err
	}
	lot.StoreOrderID = order.ID
	return nil
}

// handOver gives the pigeon of a paid lot line to the order's customer, in
// the payment's transaction (a card's webhook, staff recording the payment,
// gift cards): to their team in the lot's loft, or a new one named after
// them, with an "assigned" health status naming the lot, and an audit
// entry. The pigeon's lock makes it serial; a pigeon that is in the buyer's
// team already is left as it is, so a payment seen twice moves it once.
func (s *Auctions) handOver(ctx context.Context, order *core.StoreOrder, line *core.StoreOrderLine) error {
	lot, err := s.store.FindAuctionLotByID(ctx, line.AuctionLotID)
	if err != nil {
		return err
	}
	if err := s.store.LockPigeons(ctx, []int64{lot.PigeonID}); err != nil {
		return err
	}
	p, err := s.store.FindPigeonByID(ctx, lot.PigeonID)
	if err != nil {
		return err
	}
	team, err := s.buyerTeam(ctx, lot.LoftID, order.UserID, fmt.Sprintf("auction lot %d", lot.ID))
	if err != nil || p.TeamID == team.ID {
		return err
	}
	if err := s.store.MovePigeon(ctx, p.ID, team.ID); err != nil {
		return err
	}
	// A bird the loft had marked assigned already gets no second one (SPEC
	// §4 refuses a status equal to the last); the audit entry records the move.
	if p.Health == nil || p.Health.Type != core.StatusAssigned {
		if err := s.pigeons.addStatus(ctx, p, core.StatusAssigned, lot.SaleNote()); err != nil {
			return err
		}
	}
	return s.audit(ctx, "pigeon", p.ID, "sold_at_auction", map[string]any{"subject": p.Ring, "lot_id": lot.ID,
		"store_order": order.Reference, "price": core.FormatMoney(lot.Price, lot.Currency), "team_id": [2]any{p.TeamID, team.ID}})
}
