package api

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strconv"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// BidInput is a bid: the most the bidder will pay.
type BidInput struct {
	Amount int64 `json:"amount" minimum:"1" doc:"Cents of the lot's currency: the bidder's maximum; the price rises only as far as competing bids need"`
}

// BidAnswer is where the lot stands after an accepted bid.
type BidAnswer struct {
	Price      int64     `json:"price"`
	Leading    bool      `json:"leading" doc:"False when an earlier, higher maximum answered at once"`
	EndsAt     time.Time `json:"ends_at"`
	Extended   bool      `json:"extended" doc:"Soft close moved the end"`
	MinimumBid int64     `json:"minimum_bid"`
	BidCount   int       `json:"bid_count"`
}

// placeBidDoc describes place-bid.
const placeBidDoc = "Signed-in users with a verified e-mail address and phone number; not the loft's staff nor admins " +
	"(403 'Staff cannot bid on their own loft's lots.'). Taken at the server's time under the lot's lock and kept, accepted or " +
	"refused; a bid below the minimum, or after the end, answers 400 with why."

func (s *Server) placeBid(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body BidInput
}) (*bodyOf[BidAnswer], error) {
	r, err := s.svc.Auctions.PlaceBid(ctx, in.ID, in.Body.Amount)
	if err != nil {
		return nil, err
	}
	return reply(BidAnswer{Price: r.Price, Leading: r.Leading, EndsAt: r.EndsAt, Extended: r.Extended, MinimumBid: r.MinimumBid, BidCount: r.BidCount})
}

// AuctionBid is one line of a lot's bid history. Bidders are numbered in
// the order they first bid: their names are nobody else's business.
type AuctionBid struct {
	ID       int64     `json:"id"`
	Bidder   int       `json:"bidder" doc:"1 for the lot's first bidder, 2 for the second…"`
	Mine     bool      `json:"mine"`
	PlacedAt time.Time `json:"placed_at" doc:"The server's clock"`
	Accepted bool      `json:"accepted"`
	Price    int64     `json:"price" doc:"The lot's price after it; 0 for a refused bid"`
	Leading  bool      `json:"leading" doc:"Its bidder led after it"`
	Amount   int64     `json:"amount,omitempty" doc:"The bidder's maximum: shown to them and the loft's staff"`
	Reason   string    `json:"reason,omitempty" doc:"Why it was refused"`
}

func toAuctionBids(bids []service.LotBid, me int64) []AuctionBid {
	number := map[int64]int{}
	out := make([]AuctionBid, len(bids))
	for i, b := range bids {
		if number[b.UserID] == 0 {
			number[b.UserID] = len(number) + 1
		}
		out[i] = AuctionBid{ID: b.ID, Bidder: number[b.UserID], Mine: me != 0 && b.UserID == me, PlacedAt: b.PlacedAt,
			Accepted: b.Accepted, Price: b.Price, Leading: b.Leading, Amount: b.Amount, Reason: b.Reason}
	}
	return out
}

func (s *Server) listAuctionBids(ctx context.Context, in *lotIDInput) (*bodyOf[[]AuctionBid], error) {
	bids, err := s.svc.Auctions.LotBids(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAuctionBids(bids, viewerID(ctx)))
}

// MsgBidLogOpen refuses the bid log while bidding goes on.
const MsgBidLogOpen = "The bid log can be downloaded once the auction has ended."

func (s *Server) exportAuctionBids(ctx context.Context, in *lotIDInput) (*fileOutput, error) {
	v, err := s.svc.Auctions.Lot(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	if !v.Over {
		return nil, core.Errorf(core.ECONFLICT, MsgBidLogOpen)
	}
	bids, err := s.svc.Auctions.LotBids(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"placed_at", "bidder", "accepted", "price", "leading", "amount", "currency", "reason"})
	for _, l := range toAuctionBids(bids, viewerID(ctx)) {
		amount := ""
		if l.Amount > 0 {
			amount = cents(l.Amount)
		}
		_ = w.Write([]string{l.PlacedAt.UTC().Format(time.RFC3339Nano), strconv.Itoa(l.Bidder), strconv.FormatBool(l.Accepted),
			cents(l.Price), strconv.FormatBool(l.Leading), amount, string(v.Lot.Currency), core.CSVSafe(l.Reason)})
	}
	w.Flush()
	return csvFile(b.Bytes(), w.Error())(fmt.Sprintf("auction-%d-bids.csv", v.Lot.ID))
}
