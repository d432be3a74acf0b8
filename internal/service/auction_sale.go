package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// The sale of a lot: its winner pays through the store, as for anything
// the loft sells there (card, bank transfer, staff recording the payment).
// A cancelled or expired order leaves the lot sold, unpaid.

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

// buyerCountry is the country of the buyer's teams, else the loft's (see
// core.BuyerCountry).
func (s *Auctions) buyerCountry(ctx context.Context, u *core.User, loftID int64) (string, error) {
	teams, _, err := s.store.FindTeams(ctx, core.TeamFilter{UserID: &u.ID})
	if err != nil {
		return "", err
	}
	loft, err := s.store.FindLoftByID(ctx, loftID)
	if err != nil {
		return "", err
	}
	countries := make([]string, len(teams))
	for i, t := range teams {
		countries[i] = t.Country
	}
	return core.BuyerCountry(countries, loft.Country), nil
}
