package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestAuctionResultsAPI: two lots end, one sold to a stranger, one without
// bids. The loft's list is the results for everyone; the winner also reads
// the store order they pay on and whether it is paid, the loft's staff the
// winner's name too; the loser and visitors none of it. The winner's store
// order has one auction_lot line without a product; a stranger does not
// find it, and staff recording the payment makes the lot paid.
func TestAuctionResultsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := context.Background()
		f := fmt.Sprintf
		fancier, merchant, stranger := token(id.fancier), token(id.merchant), token(id.stranger)
		for i, uid := range []int64{id.fancier, id.stranger} {
			u, err := db.FindUserByID(ctx, uid)
			must(t, err)
			u.Phone, u.EmailVerified, u.PhoneVerified = f("+49 170 123456%d", i), &now, &now
			must(t, db.UpdateUser(ctx, u))
		}
		other := &core.Pigeon{SeasonID: id.season, TeamID: id.team, Ring: "NL-2026-7654321", Sex: core.Hen}
		must(t, db.CreatePigeon(ctx, other))
		lot := func(pigeon int64, title string) string {
			return f(`{"pigeon_id": %d, "title": %q, "currency": "EUR", "start_price": 10000, "increment": 1000,
				"starts_at": "2026-03-01T10:00:00Z", "ends_at": "2026-03-02T18:00:00Z", "soft_close_minutes": 0}`, pigeon, title)
		}
		lots := f("/api/public/lofts/%d/auctions", id.loft)
		run(t, srv, []scenario{
			{name: "CreateSold", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/auction-lots", id.loft), header: merchant,
				body: lot(id.pigeon, "Blue Bolt"), wantStatus: 201, want: obj{"id": 1}},
			{name: "CreateUnsold", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/auction-lots", id.loft), header: merchant,
				body: lot(other.ID, "Red Hen"), wantStatus: 201, want: obj{"id": 2}},
			{name: "OpenSold", method: http.MethodPost, url: "/api/custom/v1/merchant/auction-lots/1/open", header: merchant, wantStatus: 200},
			{name: "OpenUnsold", method: http.MethodPost, url: "/api/custom/v1/merchant/auction-lots/2/open", header: merchant, wantStatus: 200},
			{name: "BidFancier", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: fancier, body: `{"amount": 12000}`, wantStatus: 200},
			{name: "BidStranger", method: http.MethodPost, url: "/api/custom/v1/user/auctions/1/bids", header: stranger, body: `{"amount": 30000}`, wantStatus: 200},
			{name: "OpenHasNoSale", url: "/api/public/auctions/1", header: merchant, wantStatus: 200, wantAbsent: []string{"store_order_id", "paid", "winner_name"}},
		})

		// Both ends pass (the sold lot's first) and the closing job runs.
		for i, lotID := range []int64{1, 2} {
			l, err := db.FindAuctionLotByID(ctx, lotID)
			must(t, err)
			l.EndsAt = now.Add(time.Duration(i-2) * time.Minute)
			must(t, db.UpdateAuctionLot(ctx, l))
		}
		closer := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }}).Auctions
		if n, err := closer.CloseDueLots(ctx); err != nil || n != 2 {
			t.Fatalf("closed %d, %v", n, err)
		}
		sale := []string{"*.store_order_id", "*.paid", "*.winner_name"}
		winner, loser := stranger, fancier
		order := "/api/custom/v1/user/store/orders/1"
		run(t, srv, []scenario{
			{name: "ResultsForVisitors", url: lots, wantStatus: 200,
				want: obj{"#": 2, "0.status": "sold", "0.price": 13000, "0.bid_count": 2, "0.over": true, "0.ends_at": "2026-03-01T11:58:00Z",
					"0.leading": false, "1.status": "unsold", "1.bid_count": 0, "1.price": 0}, wantAbsent: append(sale, "*.reserve_price")},
			{name: "ResultsForTheWinner", url: lots, header: winner, wantStatus: 200,
				want: obj{"0.leading": true, "0.store_order_id": 1, "0.paid": false}, wantAbsent: []string{"0.winner_name", "1.store_order_id", "1.paid"}},
			{name: "ResultsForTheLoser", url: lots, header: loser, wantStatus: 200, want: obj{"0.status": "sold"}, wantAbsent: sale},
			{name: "ResultsForStaff", url: lots, header: merchant, wantStatus: 200,
				want: obj{"0.store_order_id": 1, "0.paid": false, "0.winner_name": "Sam Stranger"}, wantAbsent: []string{"1.paid", "1.winner_name"}},
			{name: "LotForTheWinner", url: "/api/public/auctions/1", header: winner, wantStatus: 200,
				want: obj{"status": "sold", "price": 13000, "store_order_id": 1, "paid": false}, wantAbsent: []string{"winner_name"}},
			{name: "LotForTheLoser", url: "/api/public/auctions/1", header: loser, wantStatus: 200, wantAbsent: []string{"store_order_id", "paid", "winner_name"}},
			{name: "LotForVisitors", url: "/api/public/auctions/1", wantStatus: 200, wantAbsent: []string{"store_order_id", "paid", "winner_name"}},
			{name: "OrderForTheWinner", url: order, header: winner, wantStatus: 200,
				want: obj{"order.total": 13000, "order.status.order_status_type": "confirmed", "order.lines.#": 1, "order.lines.0.kind": "auction_lot",
					"order.lines.0.product_id": nil, "order.lines.0.auction_lot_id": 1, "order.lines.0.unit_amount": 13000,
					"order.lines.0.name": "Blue Bolt (NL-2026-1234567)", "order.billing.name": "Sam Stranger", "payable": true}},
			{name: "OrderForTheLoser404", url: order, header: loser, wantStatus: 404},
			{name: "OrderVisitor401", url: order, wantStatus: 401},
			{name: "LoserPays404", method: http.MethodPut, url: order + "/status", header: loser, body: `{"status": "paid_manually", "method": "cash"}`,
				wantStatus: 404},
			{name: "LoserCardCheckout404", method: http.MethodPost, url: order + "/checkout", header: loser, wantStatus: 404},
			{name: "WinnerRecordsOwnPayment403", method: http.MethodPut, url: order + "/status", header: winner,
				body: `{"status": "paid_manually", "method": "cash"}`, wantStatus: 403},
			{name: "StaffRecordsTransfer", method: http.MethodPut, url: order + "/status", header: merchant,
				body: `{"status": "paid_manually", "method": "bank_transfer"}`, wantStatus: 200},
			{name: "PaidForTheWinner", url: "/api/public/auctions/1", header: winner, wantStatus: 200, want: obj{"paid": true}},
			{name: "PaidForStaff", url: lots, header: merchant, wantStatus: 200, want: obj{"0.paid": true}},
			{name: "PaidHiddenFromTheLoser", url: lots, header: loser, wantStatus: 200, wantAbsent: sale},
			{name: "History", url: "/api/custom/v1/merchant/auction-lots/1/history", header: merchant, wantStatus: 200,
				want: obj{"0.action": "auction_lot_sold"}},
		})
		p, err := db.FindPigeonByID(ctx, id.pigeon)
		must(t, err)
		if p.TeamID == id.team || p.Team.UserID != id.stranger || p.Team.Name != "Sam Stranger" || p.Health.Type != core.StatusAssigned {
			t.Fatalf("pigeon in team %+v, health %v; want the winner's new team, assigned", p.Team, p.Health.Type)
		}
	})
}
