package service_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// mailingAuctions makes the auction world's use cases mail (to the
// returned mails) and keep notices in the centre.
func mailingAuctions(a *auctionWorld) *mails {
	m := &mails{}
	a.svc = service.New(service.Deps{Store: a.db, Clock: func() time.Time { return a.now }, Mailer: m,
		Orders:  service.OrderConfig{PublicURL: "http://oneloft.test/"},
		Notices: service.NoticeConfig{PublicURL: "http://oneloft.test", Title: notify.Subject}})
	a.auctions = a.svc.Auctions
	return m
}

// auctionBell is the titles and links of u's auction notices, newest first.
func (a *auctionWorld) auctionBell(t *testing.T, u *core.User) []string {
	t.Helper()
	list, err := a.svc.Notifications.FindNotices(a.as(u), "en", 0, 100)
	must(t, err)
	var out []string
	for _, n := range list.Items {
		if n.Kind == core.NoticeAuction {
			out = append(out, n.Title+" "+n.Link)
		}
	}
	return out
}

// mailedTo is the templates and links of the mails sent to u.
func (m *mails) mailedTo(u *core.User) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for _, s := range m.sent {
		if s.To == u.Email {
			out = append(out, fmt.Sprint(s.Template, " ", s.Data["Link"]))
		}
	}
	return out
}

// TestAuctionOutbidNotice: a bid that takes the lead tells the leader it
// took it from, in the bell and by mail while their settings keep mail on
// for auctions; the bidder hears nothing, nor does anyone of a bid that
// leaves the leader as they were.
func TestAuctionOutbidNotice(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		m := mailingAuctions(a)
		annA, benB := a.bidder(t, "ann"), a.bidder(t, "ben")
		lot := a.lot(t, a.pigeon, nil)
		link := fmt.Sprintf("/auctions/%d", lot.ID)
		quiet := func(step string) {
			t.Helper()
			for _, u := range []*core.User{annA, benB} {
				if got := a.auctionBell(t, u); len(got) != 0 {
					t.Fatalf("%s: %s's bell %q, want nothing", step, u.FirstName, got)
				}
			}
			if len(m.sent) != 0 {
				t.Fatalf("%s: mailed %+v, want nothing", step, m.sent)
			}
		}

		a.bid(t, annA, lot.ID, 200)
		quiet("A's first bid")
		a.bid(t, benB, lot.ID, 150) // A's proxy answers: A still leads
		quiet("B's bid below A's maximum")

		r := a.bid(t, benB, lot.ID, 250)
		if r.OutbidID != annA.ID {
			t.Fatalf("B's 2.50: got %+v, want A outbid", r)
		}
		want := "You were outbid on " + lot.Title + ": the price is now " + core.FormatMoney(210, core.EUR) + " " + link
		if got := a.auctionBell(t, annA); len(got) != 1 || got[0] != want {
			t.Fatalf("A's bell: got %q, want %q", got, want)
		}
		if got := m.mailedTo(annA); len(got) != 1 || got[0] != "auction_outbid http://oneloft.test"+link {
			t.Fatalf("A's mail: got %q", got)
		}
		if got := a.auctionBell(t, benB); len(got) != 0 || len(m.mailedTo(benB)) != 0 {
			t.Fatalf("B, who took the lead, was told %q", got)
		}

		// B raises their own maximum, A bids below it: the leader stays B.
		a.bid(t, benB, lot.ID, 400)
		if r := a.bid(t, annA, lot.ID, 300); r.Leading || r.OutbidID != 0 {
			t.Fatalf("A's 3.00 under B's 4.00: got %+v", r)
		}
		if n := len(a.auctionBell(t, annA)) + len(a.auctionBell(t, benB)); n != 1 || len(m.sent) != 1 {
			t.Fatalf("bids that kept the leader: %d notices, %d mails; want the first only", n, len(m.sent))
		}

		// A keeps auctions off e-mail: the next outbid reaches A's bell only.
		_, err := a.svc.Notifications.SavePrefs(a.as(annA), core.NoticePrefs{core.NoticeAuction: {Email: false, Push: true}})
		must(t, err)
		a.bid(t, annA, lot.ID, 500) // A leads again, B is told
		if got := m.mailedTo(benB); len(got) != 1 || got[0] != "auction_outbid http://oneloft.test"+link {
			t.Fatalf("B's mail: got %q", got)
		}
		a.bid(t, benB, lot.ID, 600) // B leads again, A is told
		if got := a.auctionBell(t, annA); len(got) != 2 {
			t.Fatalf("A's bell: got %q, want two outbids", got)
		}
		if got := m.mailedTo(annA); len(got) != 1 {
			t.Fatalf("A with auction mail off got %d mails, want the first only", len(got))
		}
	})
}

// TestAuctionWinnerNotice: closing a sold lot tells its winner once, and
// nobody else, with the link to the store order they pay it on; an unsold
// lot tells nobody.
func TestAuctionWinnerNotice(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		a := newAuctionWorld(t, db)
		m := mailingAuctions(a)
		ctx := context.Background()
		annA, benB := a.bidder(t, "ann"), a.bidder(t, "ben")
		sold := a.lot(t, a.pigeon, func(l *core.AuctionLot) { l.ReservePrice = 150 })
		unsold := a.lot(t, a.newPigeon(t, "nl 2026 2000001"), func(l *core.AuctionLot) { l.ReservePrice = 1000 })
		a.bid(t, annA, sold.ID, 200)
		a.bid(t, benB, sold.ID, 300)
		a.bid(t, annA, unsold.ID, 500)
		won := func(u *core.User) []string {
			t.Helper()
			var out []string
			for _, s := range a.auctionBell(t, u) {
				if strings.HasPrefix(s, "You won ") {
					out = append(out, s)
				}
			}
			return out
		}

		a.now = sold.EndsAt
		for run := 1; run <= 2; run++ {
			n, err := a.auctions.CloseDueLots(ctx)
			must(t, err)
			if want := map[int]int{1: 2, 2: 0}[run]; n != want {
				t.Fatalf("run %d closed %d, want %d", run, n, want)
			}
			closed, err := db.FindAuctionLotByID(ctx, sold.ID)
			must(t, err)
			// the link is the store order the winner pays the lot on
			want := fmt.Sprintf("You won %s for %s /store/orders/%d", sold.Title, core.FormatMoney(210, core.EUR), closed.StoreOrderID)
			if got := won(benB); len(got) != 1 || got[0] != want {
				t.Fatalf("run %d: B's bell %q, want %q once", run, got, want)
			}
			if got := won(annA); len(got) != 0 {
				t.Fatalf("run %d: A, who won nothing, was told %q", run, got)
			}
			var mailed []string
			for _, s := range m.sent {
				if s.Template == "auction_won" {
					mailed = append(mailed, s.To)
					if link := fmt.Sprint(s.Data["Link"]); link != fmt.Sprintf("http://oneloft.test/store/orders/%d", closed.StoreOrderID) {
						t.Fatalf("run %d: the won mail links to %q", run, link)
					}
				}
			}
			if len(mailed) != 1 || mailed[0] != benB.Email {
				t.Fatalf("run %d: won mails to %q, want B once", run, mailed)
			}
		}
	})
}
