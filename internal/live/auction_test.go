package live_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestIsAuctionChannel(t *testing.T) {
	for _, tt := range []struct {
		ch   string
		want bool
	}{
		{"auction:1", true}, {"auction:987654", true}, {"auction:", false}, {"auction:-1", false}, {"auctions:1", false}, {"flight:1", false},
	} {
		if got := live.IsAuctionChannel(tt.ch); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.ch, got, tt.want)
		}
	}
}

// A lot's viewer gets each bid's event, as sent, and only its lot's.
func TestLiveAuction(t *testing.T) {
	hub, url := newHub(t, time.Second) // a flight's pace does not hold bids back
	got := make(chan core.AuctionEvent, 10)
	c := centrifugego.NewJsonClient(url, centrifugego.Config{})
	t.Cleanup(c.Close)
	sub, err := c.NewSubscription("auction:5")
	if err != nil {
		t.Fatal(err)
	}
	subscribed := make(chan struct{}, 1)
	sub.OnSubscribed(func(centrifugego.SubscribedEvent) { subscribed <- struct{}{} })
	sub.OnPublication(func(e centrifugego.PublicationEvent) {
		var ev core.AuctionEvent
		if err := json.Unmarshal(e.Data, &ev); err != nil {
			t.Error(err)
		}
		got <- ev
	})
	if err := sub.Subscribe(); err != nil {
		t.Fatal(err)
	}
	if err := c.Connect(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-subscribed:
	case <-time.After(5 * time.Second):
		t.Fatal("not subscribed within 5 s")
	}
	ends := time.Date(2026, 12, 1, 18, 5, 0, 0, time.UTC)
	hub.PublishAuction(context.Background(), core.AuctionEvent{LotID: 6, Price: 1})
	for i, want := range []core.AuctionEvent{
		{LotID: 5, Price: 10000, BidCount: 1, MinimumBid: 11000, EndsAt: ends, Status: core.AuctionOpen},
		{LotID: 5, Price: 16000, BidCount: 2, MinimumBid: 17000, EndsAt: ends.Add(5 * time.Minute), Status: core.AuctionOpen, Extended: true},
	} {
		hub.PublishAuction(context.Background(), want)
		select {
		case ev := <-got:
			if ev != want {
				t.Fatalf("event %d: got %+v, want %+v", i, ev, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("event %d not received within 5 s", i)
		}
	}
}

func TestSubscribeAuctionChannelOnlyByID(t *testing.T) {
	_, url := newHub(t, 0)
	if v := testutil.NewViewer(t, url, "auction:all"); v.SubErr() == nil {
		t.Fatal("a channel of no lot was subscribed")
	}
}
