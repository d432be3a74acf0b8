package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestAuctionAPI walks a lot through the API: the loft's merchant makes a
// draft no one else sees, opens it; a verified fancier bids, the merchant
// and an unverified user may not; the bid log waits for the end.
func TestAuctionAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := context.Background()
		f := fmt.Sprintf
		fancier, merchant, stranger := token(id.fancier), token(id.merchant), token(id.stranger)
		u, err := db.FindUserByID(ctx, id.fancier)
		must(t, err)
		u.Phone, u.EmailVerified, u.PhoneVerified = "+49 170 1234567", &now, &now
		must(t, db.UpdateUser(ctx, u))

		lot := f(`{"pigeon_id": %d, "title": "Blue Bolt, 1st Hot spot", "currency": "EUR", "start_price": 10000, "reserve_price": 20000,
			"increment": 1000, "starts_at": "2026-03-01T10:00:00Z", "ends_at": "2026-03-02T18:00:00Z", "soft_close_minutes": 5}`, id.pigeon)
		run(t, srv, []scenario{
			{name: "Create401", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/auction-lots", id.loft), body: lot, wantStatus: 401},
			{name: "CreateByFancier403", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/auction-lots", id.loft), header: fancier,
				body: lot, wantStatus: 403},
			{name: "Create400EndsBeforeStart", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/auction-lots", id.loft), header: merchant,
				body: f(`{"pigeon_id": %d, "title": "x", "currency": "EUR", "start_price": 100, "increment": 10, "starts_at": "2026-03-02T10:00:00Z",
					"ends_at": "2026-03-01T10:00:00Z", "soft_close_minutes": 0}`, id.pigeon), wantStatus: 400},
			{name: "Create", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/auction-lots", id.loft), header: merchant,
				body: lot, wantStatus: 201, want: obj{"id": 1, "status": "draft", "reserve_price": 20000, "minimum_bid": 10000}},
			{name: "DraftHiddenFromVisitors", url: "/api/public/auctions/1", wantStatus: 404},
			{name: "DraftNotListed", url: f("/api/public/lofts/%d/auctions", id.loft), wantStatus: 200, want: obj{"#": 0}},
			{name: "DraftListedForStaff", url: f("/api/public/lofts/%d/auctions", id.loft), header: merchant, wantStatus: 200, want: obj{"#": 1}},
			{name: "BidOnDraft404", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: fancier, body: `{"amount": 10000}`, wantStatus: 404},
			{name: "OpenByStranger403", method: http.MethodPost, url: "/api/custom/v1/merchant/auction-lots/1/open", header: stranger, wantStatus: 403},
			{name: "Open", method: http.MethodPost, url: "/api/custom/v1/merchant/auction-lots/1/open", header: merchant, wantStatus: 200, want: obj{"status": "open"}},
			{name: "ReserveHidden", url: "/api/public/auctions/1", wantStatus: 200, want: obj{"status": "open", "price": 0}, wantAbsent: []string{"reserve_price"}},
			{name: "BidVisitor401", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", body: `{"amount": 10000}`, wantStatus: 401},
			{name: "BidStaff403", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: merchant, body: `{"amount": 10000}`, wantStatus: 403},
			{name: "BidUnverified403", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: stranger, body: `{"amount": 10000}`, wantStatus: 403},
			{name: "BidBelowStart400", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: fancier, body: `{"amount": 9999}`, wantStatus: 400},
			{name: "BidNegative400", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: fancier, body: `{"amount": -5}`, wantStatus: 400},
			{name: "Bid", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: fancier, body: `{"amount": 25000}`, wantStatus: 200,
				want: obj{"price": 20000, "leading": true, "bid_count": 1, "extended": false}},
			{name: "EditOpen400", method: http.MethodPut, url: "/api/custom/v1/merchant/auction-lots/1", header: merchant, body: lot, wantStatus: 400},
			{name: "CancelWithBids400", method: http.MethodPost, url: "/api/custom/v1/merchant/auction-lots/1/cancel", header: merchant, wantStatus: 400},
			{name: "BidsForVisitors", url: "/api/public/auctions/1/bids", wantStatus: 200,
				want: obj{"#": 1, "0.bidder": 1, "0.price": 20000, "0.mine": false}, wantAbsent: []string{"0.amount", "0.user_id", "0.reason"}},
			{name: "BidsForTheBidder", url: "/api/public/auctions/1/bids", header: fancier, wantStatus: 200,
				want: obj{"#": 2, "0.amount": 9999, "0.accepted": false, "1.amount": 25000, "1.mine": true}},
			{name: "LeadingForTheBidder", url: "/api/public/auctions/1", header: fancier, wantStatus: 200, want: obj{"leading": true, "reserve_met": true}},
			{name: "BidLogBeforeTheEnd409", url: "/api/public/auctions/1/bids.csv", wantStatus: 409},
			{name: "History", url: "/api/custom/v1/merchant/auction-lots/1/history", header: merchant, wantStatus: 200, want: obj{"0.action": "auction_lot_open"}},
			{name: "HistoryByFancier403", url: "/api/custom/v1/merchant/auction-lots/1/history", header: fancier, wantStatus: 403},
		})

		// The end passes: the log is the visitors' lines, without maximums.
		l, err := db.FindAuctionLotByID(ctx, 1)
		must(t, err)
		// (soft close off: a replay would move an end before the bid to after it)
		l.EndsAt, l.SoftCloseMinutes = now.Add(-time.Minute), 0
		must(t, db.UpdateAuctionLot(ctx, l))
		run(t, srv, []scenario{
			{name: "BidAfterTheEnd400", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: fancier, body: `{"amount": 30000}`, wantStatus: 400},
			{name: "BidLog", url: "/api/public/auctions/1/bids.csv", wantStatus: 200,
				wantText: []string{"placed_at,bidder,accepted,price,leading,amount,currency,reason\n", ",1,true,200.00,true,,EUR,\n"}, wantNoText: []string{"250.00", "99.99"}},
		})
	})
}
