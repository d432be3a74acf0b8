package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// LoftLots lists a loft's lots with where each stands, soonest end first:
// every lot for the loft's staff, the open and closed ones (sold, unsold)
// for others, drafts and cancelled lots being the seller's business.
func (s *Auctions) LoftLots(ctx context.Context, loftID int64) ([]*LotView, error) {
	lots, _, err := s.store.FindAuctionLots(ctx, core.AuctionLotFilter{LoftID: &loftID})
	if err != nil {
		return nil, err
	}
	staff := core.ActorFrom(ctx).IsStaffOf(loftID)
	out := []*LotView{}
	for _, lot := range lots {
		if !staff && (lot.Status == core.AuctionDraft || lot.Status == core.AuctionCancelled) {
			continue
		}
		// One read of bids per lot: a loft runs tens of lots at a time.
		bids, err := s.store.FindBids(ctx, lot.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, s.view(lot, core.ReplayBids(*lot, bids), staff))
	}
	return out, nil
}
