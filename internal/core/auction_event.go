package core

import (
	"context"
	"fmt"
	"time"
)

// AuctionEvent is what a lot's live viewers are told after a bid or a
// change of status: enough to redraw the price and the clock; the bid
// history they fetch.
type AuctionEvent struct {
	LotID      int64         `json:"lot_id"`
	Price      int64         `json:"price"`
	BidCount   int           `json:"bid_count"`
	MinimumBid int64         `json:"minimum_bid"`
	EndsAt     time.Time     `json:"ends_at"`
	Status     AuctionStatus `json:"status"`
	Extended   bool          `json:"extended,omitempty"` // soft close moved the end
}

// AuctionPublisher sends auction events to a lot's live viewers.
type AuctionPublisher interface {
	PublishAuction(ctx context.Context, ev AuctionEvent)
}

// AuctionChannel is the live channel of a lot; visitors may subscribe to it.
func AuctionChannel(lotID int64) string { return fmt.Sprintf("auction:%d", lotID) }
