package service_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// auctionWorld is the world with a clock the tests move and verified
// bidders.
type auctionWorld struct {
	*world
	now      time.Time
	auctions *service.Auctions
	phones   int // numbers given to bidders, each once
}

func newAuctionWorld(t *testing.T, db *store.DB) *auctionWorld {
	t.Helper()
	a := &auctionWorld{world: newWorld(t, db), now: fixedNow}
	a.svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return a.now }})
	a.auctions = a.svc.Auctions
	return a
}

// bidder stores a user with a verified e-mail address and phone number.
func (a *auctionWorld) bidder(t *testing.T, name string) *core.User {
	t.Helper()
	at := fixedNow.AddDate(0, -1, 0)
	a.phones++
	u := &core.User{Email: name + "@example.org", FirstName: name, LastName: "Bidder", Phone: fmt.Sprintf("+49 171 %07d", a.phones),
		EmailVerified: &at, PhoneVerified: &at}
	must(t, a.db.CreateUser(context.Background(), u))
	return u
}

// lot drafts and opens a lot of the world's loft for pigeon: 1.00 to start,
// 0.10 increments, open from an hour before the clock to a day after it.
func (a *auctionWorld) lot(t *testing.T, pigeon *core.Pigeon, change func(*core.AuctionLot)) *core.AuctionLot {
	t.Helper()
	l := &core.AuctionLot{LoftID: a.loft.ID, PigeonID: pigeon.ID, Title: "Hen " + pigeon.Ring, Currency: core.EUR, StartPrice: 100,
		Increment: 10, StartsAt: a.now.Add(-time.Hour), EndsAt: a.now.Add(24 * time.Hour)}
	if change != nil {
		change(l)
	}
	ctx := a.as(a.merchant)
	must(t, a.auctions.SaveLot(ctx, l))
	l, err := a.auctions.OpenLot(ctx, l.ID)
	must(t, err)
	return l
}

// newPigeon stores another pigeon of the world's team.
func (a *auctionWorld) newPigeon(t *testing.T, ring string) *core.Pigeon {
	t.Helper()
	p := &core.Pigeon{SeasonID: a.season.ID, TeamID: a.team.ID, Ring: ring, Sex: core.Cock}
	must(t, a.db.CreatePigeon(context.Background(), p))
	return p
}

func (a *auctionWorld) bid(t *testing.T, u *core.User, lotID, amount int64) *service.BidResult {
	t.Helper()
	res, err := a.auctions.PlaceBid(a.as(u), lotID, amount)
	must(t, err)
	return res
}

// TestAuctionProxyBids is core's worked example through the service: A bids
// at most 2.00, B 1.50, so A's proxy leads at 1.60; B's 2.50 then leads at
// 2.10 and A is the one to tell. A refused bid is stored all the same.
func TestAuctionProxyBids(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		annA, benB := a.bidder(t, "ann"), a.bidder(t, "ben")
		lot := a.lot(t, a.pigeon, nil)

		if r := a.bid(t, annA, lot.ID, 200); !r.Leading || r.Price != 100 || r.OutbidID != 0 || r.MinimumBid != 110 {
			t.Fatalf("A's 2.00: got %+v", r)
		}
		if r := a.bid(t, benB, lot.ID, 150); r.Leading || r.Price != 160 || r.OutbidID != 0 {
			t.Fatalf("B's 1.50: got %+v, want A's proxy leading at 1.60", r)
		}
		r := a.bid(t, benB, lot.ID, 250)
		if !r.Leading || r.Price != 210 || r.OutbidID != annA.ID || r.BidCount != 3 || !r.EndsAt.Equal(lot.EndsAt) || r.Extended {
			t.Fatalf("B's 2.50: got %+v, want B leading at 2.10, A outbid", r)
		}
		_, refused := a.auctions.PlaceBid(a.as(annA), lot.ID, 215)
		wantErr(t, refused, core.EINVALID, "Bid at least "+core.FormatMoney(220, core.EUR)+".")

		stored, err := db.FindBids(context.Background(), lot.ID)
		must(t, err)
		if len(stored) != 4 || stored[3].Accepted || stored[3].Reason != core.ErrorMessage(refused) || stored[3].Amount != 215 ||
			!stored[3].PlacedAt.Equal(a.now) {
			t.Fatalf("stored bids: got %d, the refused one %+v", len(stored), stored[len(stored)-1])
		}

		v, err := a.auctions.Lot(context.Background(), lot.ID)
		must(t, err)
		if v.Price != 210 || v.LeaderID != benB.ID || v.BidCount != 3 || v.MinimumBid != 220 || !v.ReserveMet || v.Over {
			t.Fatalf("lot view: got %+v", v)
		}
		// A visitor sees the accepted bids with their prices, no maximums.
		lines, err := a.auctions.LotBids(context.Background(), lot.ID)
		must(t, err)
		if got := fmt.Sprint(lines); len(lines) != 3 || lines[0].Price != 100 || lines[1].Price != 160 || lines[2].Price != 210 ||
			lines[1].Leading || !lines[2].Leading || lines[0].Amount != 0 {
			t.Fatalf("visitor's bids: got %s", got)
		}
		// A sees their own maximum and refused bid; staff see everything.
		lines, _ = a.auctions.LotBids(a.as(annA), lot.ID)
		if len(lines) != 4 || lines[0].Amount != 200 || lines[1].Amount != 0 || lines[3].Reason == "" {
			t.Fatalf("A's bids: got %+v", lines)
		}
		lines, _ = a.auctions.LotBids(a.as(a.merchant), lot.ID)
		if len(lines) != 4 || lines[1].Amount != 150 {
			t.Fatalf("staff's bids: got %+v", lines)
		}
	})
}

// TestAuctionSoftClose: a bid in the last five minutes moves the stored end
// to five minutes after it; a bid after the moved end is refused.
func TestAuctionSoftClose(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		annA, benB := a.bidder(t, "ann"), a.bidder(t, "ben")
		lot := a.lot(t, a.pigeon, func(l *core.AuctionLot) { l.SoftCloseMinutes = 5 })
		end := lot.EndsAt

		a.now = end.Add(-10 * time.Minute)
		if r := a.bid(t, annA, lot.ID, 200); r.Extended || !r.EndsAt.Equal(end) {
			t.Fatalf("a bid 10 minutes before the end: got %+v", r)
		}
		a.now = end.Add(-2 * time.Minute)
		r := a.bid(t, benB, lot.ID, 300)
		if want := a.now.Add(5 * time.Minute); !r.Extended || !r.EndsAt.Equal(want) {
			t.Fatalf("a bid 2 minutes before the end: got %+v, want the end at %s", r, want)
		}
		got, err := db.FindAuctionLotByID(context.Background(), lot.ID)
		must(t, err)
		if !got.EndsAt.Equal(r.EndsAt) {
			t.Fatalf("stored end: got %s, want %s", got.EndsAt, r.EndsAt)
		}
		// After the first end, before the moved one: still open.
		a.now = end.Add(time.Minute)
		a.bid(t, annA, lot.ID, 400)
		a.now = r.EndsAt.Add(time.Hour)
		_, err = a.auctions.PlaceBid(a.as(benB), lot.ID, 1000)
		wantErr(t, err, core.EINVALID, core.MsgAuctionEnded)
	})
}

// TestAuctionRefusals: who may not bid, and what the lot's life refuses.
func TestAuctionRefusals(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		ctx := context.Background()
		lot := a.lot(t, a.pigeon, nil)
		at := fixedNow
		admin := &core.User{Email: "admin@example.org", FirstName: "Ad", AdminLevel: 1, EmailVerified: &at, Phone: "+1 555 0100", PhoneVerified: &at}
		unverified := &core.User{Email: "new@example.org", FirstName: "New", Phone: "+1 555 0101", PhoneVerified: &at}
		noPhone := &core.User{Email: "nophone@example.org", FirstName: "No", EmailVerified: &at}
		for _, u := range []*core.User{admin, unverified, noPhone} {
			must(t, db.CreateUser(ctx, u))
		}
		for _, tt := range []struct {
			name      string
			ctx       context.Context
			code, msg string
		}{
			{"ErrVisitor", ctx, core.EUNAUTHORIZED, ""},
			{"ErrStaffOfTheLoft", a.as(a.merchant), core.EFORBIDDEN, core.MsgOwnLot},
			{"ErrAdmin", a.as(admin), core.EFORBIDDEN, core.MsgOwnLot},
			{"ErrEmailNotVerified", a.as(unverified), core.EFORBIDDEN, service.MsgBidVerifyEmail},
			{"ErrNoPhone", a.as(noPhone), core.EFORBIDDEN, service.MsgBidVerifyPhone},
		} {
			t.Run(tt.name, func(t *testing.T) {
				_, err := a.auctions.PlaceBid(tt.ctx, lot.ID, 500)
				wantErr(t, err, tt.code, tt.msg)
			})
		}
		if bids, _ := db.FindBids(ctx, lot.ID); len(bids) != 0 {
			t.Fatalf("refused bidders left %d bids", len(bids))
		}

		// Only the loft's merchants draft lots; one live lot per pigeon;
		// an open lot is not edited, and not cancelled once bid on.
		draft := &core.AuctionLot{LoftID: a.loft.ID, PigeonID: a.pigeon.ID, Title: "Again", Currency: core.EUR, StartPrice: 100,
			Increment: 10, StartsAt: a.now, EndsAt: a.now.Add(time.Hour)}
		wantErr(t, a.auctions.SaveLot(a.as(a.fancier), draft), core.EFORBIDDEN, "")
		wantErr(t, a.auctions.SaveLot(a.as(a.merchant), draft), core.ECONFLICT, service.MsgLotPigeonTaken)
		lot.Title = "Renamed"
		wantErr(t, a.auctions.SaveLot(a.as(a.merchant), lot), core.EINVALID, service.MsgLotNotDraft)
		a.bid(t, a.bidder(t, "ann"), lot.ID, 100)
		_, err := a.auctions.CancelLot(a.as(a.merchant), lot.ID)
		wantErr(t, err, core.EINVALID, core.MsgLotCancelBids)

		// A draft is the staff's: others do not find it.
		other := &core.AuctionLot{LoftID: a.loft.ID, PigeonID: a.newPigeon(t, "nl 2026 7654321").ID, Title: "Draft", Currency: core.EUR,
			StartPrice: 100, Increment: 10, StartsAt: a.now, EndsAt: a.now.Add(time.Hour)}
		must(t, a.auctions.SaveLot(a.as(a.merchant), other))
		_, err = a.auctions.Lot(a.as(a.fancier), other.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = a.auctions.PlaceBid(a.as(a.bidder(t, "eve")), other.ID, 500)
		wantErr(t, err, core.ENOTFOUND, "")
		other.Title = "Draft, renamed"
		must(t, a.auctions.SaveLot(a.as(a.merchant), other))
		cancelled, err := a.auctions.CancelLot(a.as(a.merchant), other.ID)
		must(t, err)
		if cancelled.Status != core.AuctionCancelled || cancelled.Title != "Draft, renamed" {
			t.Fatalf("cancelled draft: got %+v", cancelled)
		}
		hist, err := a.auctions.LotHistory(a.as(a.merchant), other.ID)
		must(t, err)
		if len(hist) != 3 || hist[0].Action != "auction_lot_cancelled" || hist[1].Action != "auction_lot_updated" || hist[0].Author != "Max Merchant" {
			t.Fatalf("history: got %d entries, first %+v", len(hist), hist[0].AuditEntry)
		}
	})
}

// TestAuctionConcurrentBids: 50 bidders bid at once, each start + i
// increments. Every bid is stored, accepted or refused as its bidder was
// told; the accepted ones replay to the lot's state, led by the highest.
func TestAuctionConcurrentBids(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		lot := a.lot(t, a.pigeon, nil)
		const n = 50
		bidders := make([]*core.User, n)
		for i := range bidders {
			bidders[i] = a.bidder(t, fmt.Sprintf("b%02d", i))
		}
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i, u := range bidders {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = a.auctions.PlaceBid(a.as(u), lot.ID, lot.StartPrice+int64(i)*lot.Increment)
			}()
		}
		wg.Wait()

		stored, err := db.FindBids(context.Background(), lot.ID)
		must(t, err)
		if len(stored) != n {
			t.Fatalf("stored bids: got %d, want %d", len(stored), n)
		}
		byUser := map[int64]*core.Bid{}
		for _, b := range stored {
			byUser[b.UserID] = b
		}
		accepted := 0
		for i, u := range bidders {
			b := byUser[u.ID]
			switch {
			case b == nil:
				t.Fatalf("bidder %d: no bid stored", i)
			case errs[i] == nil && !b.Accepted, errs[i] != nil && (b.Accepted || b.Reason != core.ErrorMessage(errs[i])):
				t.Fatalf("bidder %d: told %v, stored %+v", i, errs[i], b)
			case errs[i] != nil && core.ErrorCode(errs[i]) != core.EINVALID:
				t.Fatalf("bidder %d: got %v, want a refusal", i, errs[i])
			}
			if b.Accepted {
				accepted++
			}
		}
		// Taken one at a time, as the lock makes them, the stored bids get
		// the verdicts their bidders got: none was judged on a stale state.
		lot, err = db.FindAuctionLotByID(context.Background(), lot.ID)
		must(t, err)
		st := core.AuctionState{}
		for _, b := range stored {
			next, _, err := core.PlaceBid(*lot, st, b.UserID, b.Amount, b.PlacedAt)
			if (err == nil) != b.Accepted || b.Reason != core.ErrorMessage(err) {
				t.Fatalf("bid %+v: one at a time, got %v", b, err)
			}
			st = next
		}
		v, err := a.auctions.Lot(context.Background(), lot.ID)
		must(t, err)
		replay := core.ReplayBids(*v.Lot, stored)
		if replay != st {
			t.Fatalf("replay %+v, one at a time %+v", replay, st)
		}
		if v.BidCount != accepted || replay.BidCount != accepted || replay.Price != v.Price || replay.LeaderID != v.LeaderID {
			t.Fatalf("lot %+v, replay %+v, %d accepted", v, replay, accepted)
		}
		// The highest maximum always clears the minimum: it leads, alone.
		if v.LeaderID != bidders[n-1].ID || replay.LeaderMax != lot.StartPrice+(n-1)*lot.Increment {
			t.Fatalf("leader: got %d (max %d), want bidder %d", v.LeaderID, replay.LeaderMax, bidders[n-1].ID)
		}
		t.Logf("%d of %d bids accepted, price %d", accepted, n, v.Price)
	})
}

// TestAuctionCloseDueLots: once the end passed, a lot with a leader over
// its reserve is sold to them at the price, one below its reserve closes
// unsold; a lot still running stays open.
func TestAuctionCloseDueLots(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		ctx := context.Background()
		annA, benB := a.bidder(t, "ann"), a.bidder(t, "ben")
		sold := a.lot(t, a.pigeon, func(l *core.AuctionLot) { l.ReservePrice = 150 })
		unsold := a.lot(t, a.newPigeon(t, "nl 2026 2000001"), func(l *core.AuctionLot) { l.ReservePrice = 1000 })
		running := a.lot(t, a.newPigeon(t, "nl 2026 2000002"), func(l *core.AuctionLot) { l.EndsAt = a.now.Add(48 * time.Hour) })
		a.bid(t, annA, sold.ID, 200)
		a.bid(t, benB, sold.ID, 300)
		a.bid(t, annA, unsold.ID, 500)

		n, err := a.auctions.CloseDueLots(ctx)
		must(t, err)
		if n != 0 {
			t.Fatalf("before the end: closed %d", n)
		}
		a.now = sold.EndsAt
		n, err = a.auctions.CloseDueLots(ctx)
		must(t, err)
		if n != 2 {
			t.Fatalf("closed: got %d, want 2", n)
		}
		for _, tt := range []struct {
			name   string
			id     int64
			status core.AuctionStatus
			winner int64
			price  int64
		}{
			{"OKSold", sold.ID, core.AuctionSold, benB.ID, 210},
			{"OKUnsoldBelowReserve", unsold.ID, core.AuctionUnsold, 0, 0},
			{"OKStillRunning", running.ID, core.AuctionOpen, 0, 0},
		} {
			t.Run(tt.name, func(t *testing.T) {
				got, err := db.FindAuctionLotByID(ctx, tt.id)
				must(t, err)
				if got.Status != tt.status || got.WinnerID != tt.winner || got.Price != tt.price {
					t.Fatalf("got %s to %d at %d, want %s to %d at %d", got.Status, got.WinnerID, got.Price, tt.status, tt.winner, tt.price)
				}
			})
		}
		entries, err := db.FindAuditEntries(ctx, "auction_lot", sold.ID)
		must(t, err)
		if len(entries) == 0 || entries[0].Action != "auction_lot_sold" || entries[0].CreatedBy != nil {
			t.Fatalf("sold lot's log: got %+v", entries)
		}
		if n, _ = a.auctions.CloseDueLots(ctx); n != 0 {
			t.Fatalf("a second run closed %d", n)
		}
		_, err = a.auctions.PlaceBid(a.as(annA), sold.ID, 1000)
		wantErr(t, err, core.EINVALID, core.MsgLotNotOpen)
	})
}
