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
	staff, me := core.ActorFrom(ctx).IsStaffOf(loftID), viewerID(ctx)
	shown := []*core.AuctionLot{}
	ids := []int64{}
	for _, lot := range lots {
		if staff || (lot.Status != core.AuctionDraft && lot.Status != core.AuctionCancelled) {
			shown, ids = append(shown, lot), append(ids, lot.ID)
		}
	}
	// One read of every shown lot's bids: the page is refetched by every viewer of an auction day.
	bids, err := s.store.FindLotsBids(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*LotView, len(shown))
	for i, lot := range shown {
		out[i] = s.view(lot, core.ReplayBids(*lot, bids[lot.ID]), staff, me)
	}
	return out, nil
}
