package service

import (
	"context"
	"errors"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Bidders' messages.
const (
	MsgBidVerifyEmail = "Verify your e-mail address before bidding."
	MsgBidVerifyPhone = "Add and verify a phone number before bidding."
)

// BidResult is what a bid changed: the bidder's answer, and the data of the
// notices that follow it (the outbid leader, the moved end).
type BidResult struct {
	Bid      *core.Bid // as stored
	Price    int64     // the lot's price after the bid
	Leading  bool      // the bidder leads; false when a higher maximum answered at once
	EndsAt   time.Time // the lot's end after the bid
	Extended bool      // soft close moved the end
	// OutbidID is the leader who lost the lead to this bid, to be told;
	// 0 when nobody did.
	OutbidID   int64
	MinimumBid int64 // the least the next other bidder may bid
	BidCount   int   // accepted bids, this one included

	state core.AuctionState // for the live event
}

// PlaceBid bids at most amount (cents of the lot's currency) on a lot for
// the signed-in user, at the server's time. The loft's staff may not bid on
// its lots (core.MsgOwnLot); admins neither: Actor.IsStaffOf lets them
// through as staff of every loft, and they can read every reserve and
// every bidder's maximum. The bidder needs a verified e-mail address and a
// verified phone number, so that a winner can be reached and bids are not
// made with throwaway accounts.
//
// The bid is taken under the lot's lock and stored whether accepted or
// refused: a refused bid's row is committed, then its error (EINVALID,
// the row's Reason) is returned.
func (s *Auctions) PlaceBid(ctx context.Context, lotID int64, amount int64) (*BidResult, error) {
	a := core.ActorFrom(ctx)
	u := a.User
	if u == nil {
		return nil, errSignIn()
	}
	// A draft is not found, as on its page: no refused bid tells of it.
	_, staff, err := s.visibleLot(ctx, lotID)
	if err != nil {
		return nil, err
	}
	switch {
	case staff:
		return nil, core.Errorf(core.EFORBIDDEN, core.MsgOwnLot)
	case u.EmailVerified == nil:
		return nil, core.Errorf(core.EFORBIDDEN, MsgBidVerifyEmail)
	case u.Phone == "" || u.PhoneVerified == nil:
		return nil, core.Errorf(core.EFORBIDDEN, MsgBidVerifyPhone)
	}
	var (
		res     *BidResult
		lot     *core.AuctionLot
		refused error
	)
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if lot, err = s.lockedLot(ctx, lotID); err != nil {
			return err
		}
		bids, err := s.store.FindBids(ctx, lotID)
		if err != nil {
			return err
		}
		// The clock is read under the lock: bids' times then follow their ids.
		now := s.now()
		next, out, err := core.PlaceBid(*lot, core.ReplayBids(*lot, bids), u.ID, amount, now)
		b := &core.Bid{LotID: lotID, UserID: u.ID, Amount: amount, PlacedAt: now, Accepted: err == nil}
		if err != nil {
			var ce *core.Error
			if !errors.As(err, &ce) {
				return err
			}
			b.Reason, refused = core.ErrorMessage(err), err
		}
		if err := s.store.AppendBid(ctx, b); err != nil {
			return err
		}
		if refused != nil {
			return nil
		}
		if out.Extended {
			lot.EndsAt = next.EndsAt
			if err := s.store.UpdateAuctionLot(ctx, lot); err != nil {
				return err
			}
		}
		res = &BidResult{Bid: b, Price: out.Price, Leading: out.Leading, EndsAt: out.EndsAt, Extended: out.Extended,
			OutbidID: out.OutbidID, MinimumBid: core.MinimumBid(*lot, next), BidCount: next.BidCount, state: next}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if refused != nil {
		return nil, refused
	}
	s.publish(ctx, lot, res.state, res.Extended)
	if res.OutbidID != 0 {
		s.tellOutbid(ctx, lot, res)
	}
	return res, nil
}

// CloseDueLots closes every open lot whose end has passed, as a job: sold
// to the leader when the price meets the reserve, with the store order the
// winner pays it with (auction_sale.go), unsold otherwise. Each lot
// closes in its own transaction under its lock, so a bid that moved the end
// meanwhile keeps the lot open. It answers how many lots it closed; an
// error stops it, the lots closed before it stay closed.
func (s *Auctions) CloseDueLots(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	now := s.now()
	open := core.AuctionOpen
	due, _, err := s.store.FindAuctionLots(ctx, core.AuctionLotFilter{Status: &open, EndedBy: &now})
	if err != nil {
		return 0, err
	}
	n := 0
	for _, l := range due {
		closed, st, err := s.closeLot(ctx, l.ID, now)
		if err != nil {
			return n, err
		}
		if closed == nil {
			continue
		}
		n++
		s.publish(ctx, closed, st, false)
		if closed.Status == core.AuctionSold {
			s.tellWinner(ctx, closed)
		}
	}
	return n, nil
}

// closeLot closes one lot if it is still open and over at now, and
// returns it as closed with its bidding's state; nil when it stays open.
func (s *Auctions) closeLot(ctx context.Context, id int64, now time.Time) (closed *core.AuctionLot, st core.AuctionState, err error) {
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		lot, err := s.lockedLot(ctx, id)
		if err != nil {
			return err
		}
		bids, err := s.store.FindBids(ctx, id)
		if err != nil {
			return err
		}
		st = core.ReplayBids(*lot, bids)
		if lot.Status != core.AuctionOpen || !st.Over(now) {
			return nil
		}
		out, err := core.CloseLot(*lot, st)
		if err != nil {
			return err
		}
		if err := core.CheckLotTransition(lot.Status, out.Status, st.BidCount); err != nil {
			return err
		}
		to := out.Status
		out.Status = lot.Status
		detail := map[string]any{"winner_id": out.WinnerID, "price": out.Price, "bids": int64(st.BidCount)}
		if to == core.AuctionSold {
			if err := s.placeLotOrder(ctx, &out, now); err != nil {
				return err
			}
			detail["store_order_id"] = out.StoreOrderID
		}
		if err := s.recordStatus(ctx, &out, to, detail); err != nil {
			return err
		}
		closed = &out
		return nil
	})
	if err != nil {
		return nil, st, err
	}
	return closed, st, nil
}
