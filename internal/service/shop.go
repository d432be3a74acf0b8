package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Shop is the store (SPEC §1, §8): the catalogue of the service and of each
// loft, carts kept on the server, checkout, store orders and their
// payments, gift cards and memberships.
type Shop struct {
	*base
	store  shopStore
	mailer core.Mailer
	cards  core.CardPayments
	cfg    OrderConfig
	promos promoRedeemer
	lots   lotHandover // gives a paid auction lot's pigeon to its buyer
}

// lotHandover delivers a paid store order's auction lot line (Auctions),
// in the payment's transaction.
type lotHandover interface {
	handOver(ctx context.Context, order *core.StoreOrder, line *core.StoreOrderLine) error
}

func newShop(b *base, st shopStore, m core.Mailer, cards core.CardPayments, cfg OrderConfig) *Shop {
	return &Shop{base: b, store: st, mailer: m, cards: cards, cfg: cfg}
}

// requireSeller lets through who manages a seller's store: the loft's
// merchants (and admins) for a loft, admins for the service (nil).
func requireSeller(ctx context.Context, loftID *int64) error {
	if loftID == nil {
		return requireAdmin(ctx)
	}
	return requireMerchant(ctx, *loftID)
}

// requireSellerStaff lets through who serves a seller's customers: the
// loft's staff (and admins) for a loft, admins for the service.
func requireSellerStaff(ctx context.Context, loftID *int64) error {
	if loftID == nil {
		return requireAdmin(ctx)
	}
	return requireStaff(ctx, *loftID)
}
