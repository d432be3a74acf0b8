package service_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// auctionRecorder keeps the auction events a service publishes.
type auctionRecorder struct {
	mu  sync.Mutex
	evs []core.AuctionEvent
}

func (r *auctionRecorder) PublishAuction(_ context.Context, ev core.AuctionEvent) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.evs = append(r.evs, ev)
}

// TestAuctionLiveEvents: opening a lot, each accepted bid and the close are
// told to the lot's viewers with the price and clock they bring; a refused
// bid changes nothing and tells nothing.
func TestAuctionLiveEvents(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		rec := &auctionRecorder{}
		a.svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return a.now }, AuctionLive: rec})
		a.auctions = a.svc.Auctions
		anna, ben := a.bidder(t, "anna"), a.bidder(t, "ben")
		lot := a.lot(t, a.newPigeon(t, "DE-0123-26-901"), func(l *core.AuctionLot) { l.SoftCloseMinutes = 5 })
		a.bid(t, anna, lot.ID, 200)
		if _, err := a.auctions.PlaceBid(a.as(ben), lot.ID, 105); err == nil {
			t.Fatal("a bid below the minimum was accepted")
		}
		a.now = lot.EndsAt.Add(-time.Minute)
		a.bid(t, ben, lot.ID, 150)
		a.now = lot.EndsAt.Add(10 * time.Minute)
		n, err := a.auctions.CloseDueLots(context.Background())
		must(t, err)
		if n != 1 {
			t.Fatalf("closed %d lots, want 1", n)
		}
		end := lot.EndsAt.Add(4 * time.Minute) // ben's bid a minute before the end, plus 5
		want := []core.AuctionEvent{
			{LotID: lot.ID, Price: 0, BidCount: 0, MinimumBid: 100, EndsAt: lot.EndsAt, Status: core.AuctionOpen},
			{LotID: lot.ID, Price: 100, BidCount: 1, MinimumBid: 110, EndsAt: lot.EndsAt, Status: core.AuctionOpen},
			{LotID: lot.ID, Price: 160, BidCount: 2, MinimumBid: 170, EndsAt: end, Status: core.AuctionOpen, Extended: true},
			{LotID: lot.ID, Price: 160, BidCount: 2, MinimumBid: 170, EndsAt: end, Status: core.AuctionSold},
		}
		if len(rec.evs) != len(want) {
			t.Fatalf("got %d events %+v, want %d", len(rec.evs), rec.evs, len(want))
		}
		for i := range want {
			if got := rec.evs[i]; got != want[i] && !(got.EndsAt.Equal(want[i].EndsAt) && sameBut(got, want[i])) {
				t.Errorf("event %d: got %+v, want %+v", i, got, want[i])
			}
		}
	})
}

// sameBut compares two events but their ends (which may differ in location).
func sameBut(a, b core.AuctionEvent) bool {
	a.EndsAt, b.EndsAt = time.Time{}, time.Time{}
	return a == b
}
