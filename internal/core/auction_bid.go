package core

import (
	"fmt"
	"time"
)

// Bidding on an auction lot, proxy style as eBay does it: a bidder gives the
// most they will pay, and the price rises only as far as the second highest
// maximum needs, one increment above it. The rules are pure: the caller
// passes the server's clock, locks the lot, and stores every bid.

// Bidding messages.
const (
	MsgLotNotOpen    = "This auction is not open for bids."
	MsgAuctionNotYet = "The auction has not started yet."
	MsgAuctionEnded  = "The auction has ended."
	MsgBidUser       = "Sign in to bid."
	// MsgOwnLot refuses a bid by staff of the selling loft, who could push
	// the price up for the seller. The service checks it
	// (Actor.IsStaffOf(lot.LoftID)) with EFORBIDDEN, since PlaceBid knows
	// bidders by id only.
	MsgOwnLot = "Staff cannot bid on their own loft's lots."
)

// Bid is one bid on a lot, kept whether accepted or refused: the history a
// dispute is settled with. Bids are never updated or deleted.
type Bid struct {
	ID     int64
	LotID  int64
	UserID int64
	// Amount is the most the bidder offers, in cents of the lot's currency;
	// the price they pay may be lower (a proxy bid).
	Amount   int64
	PlacedAt time.Time // the server's clock
	Accepted bool
	Reason   string // why it was refused: the message of PlaceBid's error
}

// AuctionState is where the bidding of a lot stands.
type AuctionState struct {
	Price     int64 // the current price, cents; 0 before the first bid
	LeaderID  int64 // the bidder who would win now; 0 before the first bid
	LeaderMax int64 // the leader's maximum, never shown to others
	BidCount  int   // accepted bids
	EndsAt    time.Time
}

// BidOutcome is what an accepted bid changed.
type BidOutcome struct {
	Leading bool // the bidder leads; false when an earlier, higher maximum outbid them at once
	// OutbidID is the previous leader, who lost the lead to this bid and is
	// told "you were outbid"; 0 when nobody did.
	OutbidID int64
	Extended bool      // soft close moved the end
	EndsAt   time.Time // the end after the bid
	Price    int64     // the price after the bid
}

// MinimumBid is the least a new bidder may offer: the start price for the
// first bid, the price plus one increment after it.
func MinimumBid(lot AuctionLot, st AuctionState) int64 {
	if st.LeaderID == 0 {
		return lot.StartPrice
	}
	return st.Price + lot.Increment
}

// Over reports whether bidding has ended at now: EndsAt itself is too late.
func (s AuctionState) Over(now time.Time) bool { return !now.Before(s.EndsAt) }

// PlaceBid takes userID's bid of at most amount on lot at now, or refuses it.
// st is the lot's state (ReplayBids); a zero EndsAt in it means the lot's.
// A refusal returns st unchanged and an EINVALID error whose message is the
// refused bid's Reason. The leader may raise their own maximum: the price
// stays, unless the new maximum meets the reserve.
func PlaceBid(lot AuctionLot, st AuctionState, userID int64, amount int64, now time.Time) (AuctionState, BidOutcome, error) {
	if st.EndsAt.IsZero() {
		st.EndsAt = lot.EndsAt
	}
	leader := st.LeaderID != 0 && userID == st.LeaderID
	var err error
	switch {
	case userID < 1:
		err = Invalid("user_id", MsgBidUser)
	case lot.Status != AuctionOpen:
		err = Errorf(EINVALID, MsgLotNotOpen)
	case now.Before(lot.StartsAt):
		err = Errorf(EINVALID, MsgAuctionNotYet)
	case st.Over(now):
		err = Errorf(EINVALID, MsgAuctionEnded)
	case amount >= MaxSales:
		err = Invalid("amount", fmt.Sprintf("Bid less than %s.", FormatMoney(MaxSales, lot.Currency)))
	case leader && amount <= st.LeaderMax:
		err = Invalid("amount", fmt.Sprintf("You lead already; to raise your maximum, bid more than %s.", FormatMoney(st.LeaderMax, lot.Currency)))
	case !leader && amount < MinimumBid(lot, st):
		err = Invalid("amount", fmt.Sprintf("Bid at least %s.", FormatMoney(MinimumBid(lot, st), lot.Currency)))
	}
	if err != nil {
		return st, BidOutcome{}, err
	}
	next, out := applyBid(lot, st, userID, amount, now)
	return next, out, nil
}

// applyBid moves st by a bid that is accepted: PlaceBid's step, and
// ReplayBids' so that a replay gives what the bids gave when placed.
func applyBid(lot AuctionLot, st AuctionState, userID, amount int64, at time.Time) (AuctionState, BidOutcome) {
	var out BidOutcome
	next := st
	next.BidCount++
	switch {
	case st.LeaderID == 0:
		next.LeaderID, next.LeaderMax, next.Price = userID, amount, lot.StartPrice
	case userID == st.LeaderID:
		next.LeaderMax = amount
	case amount > st.LeaderMax:
		// The new bidder beats the leader's maximum by as little as needed.
		out.OutbidID = st.LeaderID
		next.LeaderID, next.LeaderMax, next.Price = userID, amount, min(amount, st.LeaderMax+lot.Increment)
	default:
		// The leader's proxy answers; at an equal maximum the earlier bid wins.
		next.Price = min(st.LeaderMax, amount+lot.Increment)
	}
	// As on eBay, a maximum that meets the reserve lifts the price to it:
	// otherwise a lone bidder willing to pay the reserve would leave the lot
	// unsold.
	if r := lot.ReservePrice; r > 0 && next.Price < r && next.LeaderMax >= r {
		next.Price = r
	}
	if lot.SoftCloseMinutes > 0 {
		// Later only: a replay from an end already moved keeps it.
		if end := at.Add(time.Duration(lot.SoftCloseMinutes) * time.Minute); end.After(next.EndsAt) {
			next.EndsAt, out.Extended = end, true
		}
	}
	out.Leading = next.LeaderID == userID
	out.EndsAt, out.Price = next.EndsAt, next.Price
	return next, out
}

// ReplayBids is the state of lot after bids, taken oldest first; refused
// bids are skipped. The lot's EndsAt, as set or as moved since by soft
// close, gives the same end.
func ReplayBids(lot AuctionLot, bids []*Bid) AuctionState {
	return ReplayBidsEach(lot, bids, nil)
}

// ReplayBidsEach is ReplayBids that also calls fn, when not nil, with each
// accepted bid and the state after it: a lot's bid history with the price
// each bid made, in one pass.
func ReplayBidsEach(lot AuctionLot, bids []*Bid, fn func(b *Bid, st AuctionState)) AuctionState {
	st := AuctionState{EndsAt: lot.EndsAt}
	for _, b := range bids {
		if b.Accepted {
			st, _ = applyBid(lot, st, b.UserID, b.Amount, b.PlacedAt)
			if fn != nil {
				fn(b, st)
			}
		}
	}
	return st
}

// CloseLot ends the bidding of an open lot whose end has passed (the
// caller checks st.Over): sold to the leader at the price when there is one
// and the price meets the reserve (when set), else unsold. It returns the
// closed copy of lot, with the end soft close gave it.
func CloseLot(lot AuctionLot, st AuctionState) (AuctionLot, error) {
	if lot.Status != AuctionOpen {
		return lot, Errorf(EINVALID, MsgLotNotOpen)
	}
	out := lot
	if !st.EndsAt.IsZero() {
		out.EndsAt = st.EndsAt
	}
	if st.LeaderID != 0 && (lot.ReservePrice == 0 || st.Price >= lot.ReservePrice) {
		out.Status, out.WinnerID, out.Price = AuctionSold, st.LeaderID, st.Price
	} else {
		out.Status, out.WinnerID, out.Price = AuctionUnsold, 0, 0
	}
	return out, nil
}
