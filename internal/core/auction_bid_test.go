package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Bidders of the worked examples.
const (
	alice int64 = 1
	bob   int64 = 2
	carol int64 = 3
)

// bidStep is one bid of a worked example and what it must give: a refusal
// with wantErr, or the state and outcome after it.
type bidStep struct {
	user    int64
	amount  int64
	at      time.Time // zero: an hour into the auction, a second per step later
	wantErr string
	price   int64
	leader  int64
	leading bool
	outbid  int64
	end     time.Time // checked when set, with extended
	moved   bool      // soft close moved the end
}

func TestPlaceBid(t *testing.T) {
	soft5 := func(l *core.AuctionLot) { l.SoftCloseMinutes = 5 }
	for _, tt := range []struct {
		name  string
		edit  func(l *core.AuctionLot) // of newLot: start 100.00 €, increment 10.00 €
		steps []bidStep
	}{
		{"Increments", nil, []bidStep{
			{user: alice, amount: 9999, wantErr: "Bid at least 100,00 €."},
			{user: alice, amount: 10000, price: 10000, leader: alice, leading: true},
			{user: bob, amount: 10999, wantErr: "Bid at least 110,00 €."},
			{user: bob, amount: 11000, price: 11000, leader: bob, leading: true, outbid: alice},
			{user: alice, amount: 11999, wantErr: "Bid at least 120,00 €."},
			{user: alice, amount: 12000, price: 12000, leader: alice, leading: true, outbid: bob},
		}},
		{"IncrementsUSD", func(l *core.AuctionLot) { l.Currency = core.USD; l.StartPrice = 12500 }, []bidStep{
			{user: alice, amount: 12499, wantErr: "Bid at least $125.00."},
			{user: alice, amount: 12500, price: 12500, leader: alice, leading: true},
		}},
		{"ProxyBattle", nil, []bidStep{
			{user: alice, amount: 20000, price: 10000, leader: alice, leading: true},
			{user: bob, amount: 15000, price: 16000, leader: alice},
			{user: bob, amount: 16999, wantErr: "Bid at least 170,00 €."},
			{user: bob, amount: 25000, price: 21000, leader: bob, leading: true, outbid: alice},
		}},
		{"ProxyCappedAtLeaderMax", nil, []bidStep{
			{user: alice, amount: 20000, price: 10000, leader: alice, leading: true},
			{user: bob, amount: 19500, price: 20000, leader: alice},
		}},
		{"EqualMaximaEarlierWins", nil, []bidStep{
			{user: alice, amount: 20000, price: 10000, leader: alice, leading: true},
			{user: bob, amount: 20000, price: 20000, leader: alice},
			{user: carol, amount: 20000, wantErr: "Bid at least 210,00 €."},
			{user: carol, amount: 21000, price: 21000, leader: carol, leading: true, outbid: alice},
		}},
		{"RaiseOwnMax", nil, []bidStep{
			{user: alice, amount: 15000, price: 10000, leader: alice, leading: true},
			{user: alice, amount: 30000, price: 10000, leader: alice, leading: true},
			{user: alice, amount: 30000, wantErr: "You lead already; to raise your maximum, bid more than 300,00 €."},
			{user: alice, amount: 25000, wantErr: "You lead already; to raise your maximum, bid more than 300,00 €."},
			{user: bob, amount: 20000, price: 21000, leader: alice},
		}},
		{"RaiseOwnMaxToReserve", func(l *core.AuctionLot) { l.ReservePrice = 25000 }, []bidStep{
			{user: alice, amount: 20000, price: 10000, leader: alice, leading: true},
			{user: alice, amount: 30000, price: 25000, leader: alice, leading: true},
			{user: bob, amount: 26000, price: 27000, leader: alice},
		}},
		{"NewLeaderMeetsReserve", func(l *core.AuctionLot) { l.ReservePrice = 25000 }, []bidStep{
			{user: alice, amount: 20000, price: 10000, leader: alice, leading: true},
			{user: bob, amount: 40000, price: 25000, leader: bob, leading: true, outbid: alice},
		}},
		{"FirstBidMeetsReserve", func(l *core.AuctionLot) { l.ReservePrice = 25000 }, []bidStep{
			{user: alice, amount: 25000, price: 25000, leader: alice, leading: true},
		}},
		{"TooHigh", nil, []bidStep{
			{user: alice, amount: core.MaxSales, wantErr: "Bid less than 21.474.836,47 €."},
			{user: alice, amount: core.MaxSales - 1, price: 10000, leader: alice, leading: true},
		}},
		{"Anonymous", nil, []bidStep{
			{user: 0, amount: 20000, wantErr: core.MsgBidUser},
		}},
		{"Draft", func(l *core.AuctionLot) { l.Status = core.AuctionDraft }, []bidStep{
			{user: alice, amount: 20000, wantErr: core.MsgLotNotOpen},
		}},
		{"Sold", func(l *core.AuctionLot) { l.Status = core.AuctionSold }, []bidStep{
			{user: alice, amount: 20000, wantErr: core.MsgLotNotOpen},
		}},
		{"BeforeStart", nil, []bidStep{
			{user: alice, amount: 20000, at: lotStart.Add(-time.Second), wantErr: core.MsgAuctionNotYet},
			{user: alice, amount: 20000, at: lotStart, price: 10000, leader: alice, leading: true},
		}},
		{"AtEndRefused", nil, []bidStep{
			{user: alice, amount: 20000, at: lotEnd, wantErr: core.MsgAuctionEnded},
			{user: alice, amount: 20000, at: lotEnd.Add(time.Hour), wantErr: core.MsgAuctionEnded},
		}},
		{"LastSecondNoSoftClose", nil, []bidStep{
			{user: alice, amount: 20000, at: lotEnd.Add(-time.Second), price: 10000, leader: alice, leading: true, end: lotEnd},
			{user: bob, amount: 30000, at: lotEnd, wantErr: core.MsgAuctionEnded},
		}},
		{"SoftCloseExtends", soft5, []bidStep{
			{user: alice, amount: 20000, at: lotEnd.Add(-time.Second), price: 10000, leader: alice, leading: true,
				end: lotEnd.Add(5*time.Minute - time.Second), moved: true},
			// The old end is past, the moved one is not.
			{user: bob, amount: 30000, at: lotEnd, price: 21000, leader: bob, leading: true, outbid: alice,
				end: lotEnd.Add(5 * time.Minute), moved: true},
			{user: alice, amount: 40000, at: lotEnd.Add(5 * time.Minute), wantErr: core.MsgAuctionEnded},
		}},
		{"SoftCloseWindowEdge", soft5, []bidStep{
			// Exactly five minutes before the end: bid time + 5 minutes is the end itself.
			{user: alice, amount: 20000, at: lotEnd.Add(-5 * time.Minute), price: 10000, leader: alice, leading: true, end: lotEnd},
			{user: bob, amount: 15000, at: lotEnd.Add(-5*time.Minute + time.Second), price: 16000, leader: alice,
				end: lotEnd.Add(time.Second), moved: true},
		}},
		{"SoftCloseOnlyAccepted", soft5, []bidStep{
			{user: alice, amount: 20000, price: 10000, leader: alice, leading: true, end: lotEnd},
			{user: bob, amount: 10500, at: lotEnd.Add(-time.Minute), wantErr: "Bid at least 110,00 €."},
			{user: bob, amount: 30000, at: lotEnd.Add(time.Second), wantErr: core.MsgAuctionEnded},
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			lot := newLot(tt.edit)
			st := core.AuctionState{}
			var bids []*core.Bid
			for i, s := range tt.steps {
				at := s.at
				if at.IsZero() {
					at = lotStart.Add(time.Hour + time.Duration(i)*time.Second)
				}
				next, out, err := core.PlaceBid(lot, st, s.user, s.amount, at)
				bids = append(bids, &core.Bid{UserID: s.user, Amount: s.amount, PlacedAt: at, Accepted: err == nil, Reason: core.ErrorMessage(err)})
				if s.wantErr != "" {
					if got := core.ErrorMessage(err); err == nil || got != s.wantErr {
						t.Fatalf("step %d: got %v, want %q", i, err, s.wantErr)
					}
					if next.Price != st.Price || next.LeaderID != st.LeaderID || next.BidCount != st.BidCount {
						t.Fatalf("step %d: a refused bid changed the state: got %+v, want %+v", i, next, st)
					}
					st = next
					continue
				}
				if err != nil {
					t.Fatalf("step %d: got %v, want accepted", i, err)
				}
				if next.Price != s.price || next.LeaderID != s.leader || out.Price != s.price {
					t.Errorf("step %d: got price %d leader %d (outcome price %d), want price %d leader %d", i, next.Price, next.LeaderID, out.Price, s.price, s.leader)
				}
				if out.Leading != s.leading || out.OutbidID != s.outbid {
					t.Errorf("step %d: got leading %v outbid %d, want leading %v outbid %d", i, out.Leading, out.OutbidID, s.leading, s.outbid)
				}
				if !s.end.IsZero() && (!next.EndsAt.Equal(s.end) || !out.EndsAt.Equal(s.end) || out.Extended != s.moved) {
					t.Errorf("step %d: got end %s extended %v, want %s extended %v", i, next.EndsAt, out.Extended, s.end, s.moved)
				}
				if next.BidCount != st.BidCount+1 {
					t.Errorf("step %d: got %d bids, want %d", i, next.BidCount, st.BidCount+1)
				}
				st = next
			}
			// The store keeps only the bids: replaying them gives the same state.
			for _, from := range []time.Time{lot.EndsAt, st.EndsAt} {
				lot.EndsAt = from
				if got := core.ReplayBids(lot, bids); !sameState(got, st) {
					t.Errorf("replay from end %s: got %+v, want %+v", from, got, st)
				}
			}
			// ReplayBidsEach walks the same states, one per accepted bid.
			var each []core.AuctionState
			got := core.ReplayBidsEach(lot, bids, func(_ *core.Bid, s core.AuctionState) { each = append(each, s) })
			if !sameState(got, st) || len(each) != st.BidCount || (len(each) > 0 && !sameState(each[len(each)-1], st)) {
				t.Errorf("replay each: got %+v after %d states, want %+v after %d", got, len(each), st, st.BidCount)
			}
		})
	}
}

// sameState compares states with time.Time.Equal for the end.
func sameState(a, b core.AuctionState) bool {
	return a.Price == b.Price && a.LeaderID == b.LeaderID && a.LeaderMax == b.LeaderMax &&
		a.BidCount == b.BidCount && a.EndsAt.Equal(b.EndsAt)
}

func TestCloseLot(t *testing.T) {
	reserve := func(l *core.AuctionLot) { l.ReservePrice = 25000 }
	later := lotEnd.Add(7 * time.Minute)
	for _, tt := range []struct {
		name       string
		edit       func(l *core.AuctionLot)
		st         core.AuctionState
		wantErr    string
		wantStatus core.AuctionStatus
		wantWinner int64
		wantPrice  int64
		wantEnd    time.Time
	}{
		{"SoldNoReserve", nil, core.AuctionState{Price: 21000, LeaderID: bob, LeaderMax: 25000, BidCount: 3, EndsAt: lotEnd},
			"", core.AuctionSold, bob, 21000, lotEnd},
		{"UnsoldNoBids", nil, core.AuctionState{EndsAt: lotEnd}, "", core.AuctionUnsold, 0, 0, lotEnd},
		{"UnsoldReserveNotMet", reserve, core.AuctionState{Price: 21000, LeaderID: bob, LeaderMax: 24000, BidCount: 2, EndsAt: lotEnd},
			"", core.AuctionUnsold, 0, 0, lotEnd},
		{"SoldReserveMet", reserve, core.AuctionState{Price: 25000, LeaderID: alice, LeaderMax: 30000, BidCount: 1, EndsAt: lotEnd},
			"", core.AuctionSold, alice, 25000, lotEnd},
		{"EndMovedBySoftClose", nil, core.AuctionState{Price: 10000, LeaderID: alice, LeaderMax: 10000, BidCount: 1, EndsAt: later},
			"", core.AuctionSold, alice, 10000, later},
		{"ErrDraft", func(l *core.AuctionLot) { l.Status = core.AuctionDraft }, core.AuctionState{}, core.MsgLotNotOpen, core.AuctionDraft, 0, 0, lotEnd},
		{"ErrClosedAlready", func(l *core.AuctionLot) { l.Status = core.AuctionUnsold }, core.AuctionState{}, core.MsgLotNotOpen, core.AuctionUnsold, 0, 0, lotEnd},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.CloseLot(newLot(tt.edit), tt.st)
			if msg := core.ErrorMessage(err); msg != tt.wantErr {
				t.Fatalf("got error %q, want %q", msg, tt.wantErr)
			}
			if got.Status != tt.wantStatus || got.WinnerID != tt.wantWinner || got.Price != tt.wantPrice || !got.EndsAt.Equal(tt.wantEnd) {
				t.Errorf("got %s winner %d price %d end %s, want %s winner %d price %d end %s",
					got.Status, got.WinnerID, got.Price, got.EndsAt, tt.wantStatus, tt.wantWinner, tt.wantPrice, tt.wantEnd)
			}
		})
	}
}

// A worked example end to end: one bidder under the reserve leaves the lot
// unsold; the status the close gives is one the lot may move to.
func TestReserveNotMetUnsold(t *testing.T) {
	lot := newLot(func(l *core.AuctionLot) { l.ReservePrice = 25000 })
	st, _, err := core.PlaceBid(lot, core.AuctionState{}, alice, 24000, lotStart.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over(lotEnd) || st.Over(lotEnd.Add(-time.Nanosecond)) {
		t.Fatalf("got over at %s, want over from %s exactly", st.EndsAt, lotEnd)
	}
	closed, err := core.CloseLot(lot, st)
	if err != nil || closed.Status != core.AuctionUnsold {
		t.Fatalf("got %s, %v, want unsold", closed.Status, err)
	}
	if err := core.CheckLotTransition(lot.Status, closed.Status, st.BidCount); err != nil {
		t.Errorf("got %v, want the close allowed", err)
	}
}
