package service

import (
	"context"
	"fmt"
	"log/slog"
	"maps"

	"github.com/oneloft/oneloft/internal/core"
)

// Auction notices tell a bidder who lost the lead that they were outbid,
// and the buyer of a sold lot that they won it. They are sent once the
// bid or the close has committed, through the mailer (the notification
// centre): the bell always has them, mail and push go out as each user
// chose for "auction" notices.

// tellOutbid tells the leader a bid took the lead from of the lot's new price.
// Each bid tells once (its key).
func (s *Auctions) tellOutbid(ctx context.Context, lot *core.AuctionLot, res *BidResult) {
	s.tellBidder(ctx, lot, res.OutbidID, "auction_outbid", fmt.Sprintf("auction_outbid:%d:%d", lot.ID, res.Bid.ID), res.Price, nil)
}

// tellWinner tells the buyer of a sold lot, each lot once, with the link to
// the store order they pay it on.
func (s *Auctions) tellWinner(ctx context.Context, lot *core.AuctionLot) {
	s.tellBidder(ctx, lot, lot.WinnerID, "auction_won", fmt.Sprintf("auction_won:%d", lot.ID), lot.Price,
		map[string]any{"Link": fmt.Sprintf("%s/store/orders/%d", s.publicURL, lot.StoreOrderID), "Days": core.StorePaymentDays})
}

// tellBidder sends one auction notice about lot to a user, in their
// language, with the lot's price and a link to the lot, or what more
// overrides. Failures are logged: the bid or the close it is about is
// stored either way.
func (s *Auctions) tellBidder(ctx context.Context, lot *core.AuctionLot, userID int64, template, key string, price int64, more map[string]any) {
	ctx = core.SystemContext(ctx)
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		slog.ErrorContext(ctx, "auction notice", "lot", lot.ID, "user", userID, "template", template, "err", err)
		return
	}
	data := map[string]any{"FirstName": u.FirstName, "Lot": lot.Title, "Price": core.FormatMoney(price, lot.Currency),
		"Link": s.publicURL + lot.Path()}
	maps.Copy(data, more)
	// the push shows the selling loft under its title, as other notices do
	if loft, err := s.store.FindLoftByID(ctx, lot.LoftID); err == nil {
		data["Loft"] = loft.Name
	}
	err = s.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: template,
		Data: data, UserID: u.ID, Kind: core.NoticeAuction, Key: key})
	if err != nil {
		slog.ErrorContext(ctx, "auction notice", "lot", lot.ID, "user", userID, "template", template, "err", err)
	}
}
