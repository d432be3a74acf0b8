package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

// auctionLot returns a draft lot of the fixture's loft for pigeon, ending
// at ends.
func auctionLot(f fixture, pigeonID int64, ends time.Time) *core.AuctionLot {
	return &core.AuctionLot{LoftID: f.loft.ID, PigeonID: pigeonID, Title: "Olympic hen", Currency: core.EUR, StartPrice: 10000,
		ReservePrice: 20000, Increment: 1000, StartsAt: ends.Add(-7 * 24 * time.Hour), EndsAt: ends, SoftCloseMinutes: 5,
		Status: core.AuctionDraft}
}

func TestAuctionLotStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		hen := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen}
		cock := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0002", Sex: core.Cock}
		mustNoErr(t, db.CreatePigeon(ctx, hen))
		mustNoErr(t, db.CreatePigeon(ctx, cock))
		// A zone other than UTC: the store keeps the instant, in UTC.
		ends := time.Date(2026, 5, 1, 20, 0, 0, 0, time.FixedZone("CEST", 2*3600))

		lot := auctionLot(f, hen.ID, ends)
		mustNoErr(t, db.CreateAuctionLot(ctx, lot))
		got, err := db.FindAuctionLotByID(ctx, lot.ID)
		mustNoErr(t, err)
		if got.Title != "Olympic hen" || got.SeasonID != 0 || got.WinnerID != 0 || got.ReservePrice != 20000 || got.SoftCloseMinutes != 5 ||
			!got.EndsAt.Equal(ends) || got.EndsAt.Location() != time.UTC || got.Status != core.AuctionDraft {
			t.Fatalf("lot: got %+v", got)
		}
		_, err = db.FindAuctionLotByID(ctx, lot.ID+100)
		wantCode(t, err, core.ENOTFOUND)

		// One live lot per pigeon; a cancelled one frees it.
		wantCode(t, db.CreateAuctionLot(ctx, auctionLot(f, hen.ID, ends)), core.ECONFLICT)
		lot.Status, lot.SeasonID, lot.Title = core.AuctionCancelled, f.season.ID, "Olympic hen 2026"
		mustNoErr(t, db.UpdateAuctionLot(ctx, lot))
		again := auctionLot(f, hen.ID, ends.Add(time.Hour))
		mustNoErr(t, db.CreateAuctionLot(ctx, again))
		got, _ = db.FindAuctionLotByID(ctx, lot.ID)
		if got.Status != core.AuctionCancelled || got.SeasonID != f.season.ID || got.Title != "Olympic hen 2026" {
			t.Fatalf("updated lot: got %+v", got)
		}
		wantCode(t, db.UpdateAuctionLot(ctx, &core.AuctionLot{ID: lot.ID + 100, LoftID: f.loft.ID, PigeonID: hen.ID, Title: "x",
			Currency: core.EUR, StartPrice: 1, Increment: 1, StartsAt: ends, EndsAt: ends, Status: core.AuctionDraft}), core.ENOTFOUND)

		// The closing job's selection: open lots ended by now, soonest first.
		early := auctionLot(f, cock.ID, ends.Add(-time.Hour))
		early.Status = core.AuctionOpen
		mustNoErr(t, db.CreateAuctionLot(ctx, early))
		again.Status = core.AuctionOpen
		mustNoErr(t, db.UpdateAuctionLot(ctx, again))
		open := core.AuctionOpen
		for _, tt := range []struct {
			name string
			by   time.Time
			want []int64
		}{
			{"BeforeBoth", ends.Add(-2 * time.Hour), nil},
			{"AtTheFirstEnd", ends.Add(-time.Hour), []int64{early.ID}},
			{"AfterBoth", ends.Add(2 * time.Hour), []int64{early.ID, again.ID}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				lots, n, err := db.FindAuctionLots(ctx, core.AuctionLotFilter{Status: &open, EndedBy: &tt.by})
				mustNoErr(t, err)
				if n != len(tt.want) || len(lots) != len(tt.want) {
					t.Fatalf("got %d lots (total %d), want %v", len(lots), n, tt.want)
				}
				for i, l := range lots {
					if l.ID != tt.want[i] {
						t.Fatalf("lot %d: got %d, want %d", i, l.ID, tt.want[i])
					}
				}
			})
		}
		lots, n, err := db.FindAuctionLots(ctx, core.AuctionLotFilter{LoftID: &f.loft.ID, PigeonID: &hen.ID, Limit: 1})
		mustNoErr(t, err)
		if n != 2 || len(lots) != 1 || lots[0].ID != lot.ID {
			t.Fatalf("hen's lots: got %d of %d", len(lots), n)
		}
	})
}

func TestAuctionBidStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		hen := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen}
		mustNoErr(t, db.CreatePigeon(ctx, hen))
		ends := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
		lot := auctionLot(f, hen.ID, ends)
		mustNoErr(t, db.CreateAuctionLot(ctx, lot))

		at := ends.Add(-time.Hour)
		bids := []*core.Bid{
			{LotID: lot.ID, UserID: f.user.ID, Amount: 20000, PlacedAt: at, Accepted: true},
			{LotID: lot.ID, UserID: f.user.ID, Amount: 5, PlacedAt: at.Add(time.Second), Reason: "Bid at least €110.00."},
			{LotID: lot.ID, UserID: f.user.ID, Amount: 25000, PlacedAt: at.Add(2 * time.Second), Accepted: true},
		}
		mustNoErr(t, db.InTx(ctx, func(ctx context.Context) error {
			if err := db.LockAuctionLot(ctx, lot.ID); err != nil {
				return err
			}
			for _, b := range bids {
				if err := db.AppendBid(ctx, b); err != nil {
					return err
				}
			}
			return nil
		}))
		got, err := db.FindBids(ctx, lot.ID)
		mustNoErr(t, err)
		if len(got) != len(bids) {
			t.Fatalf("bids: got %d, want %d", len(got), len(bids))
		}
		for i, b := range got {
			if *b != *bids[i] {
				t.Errorf("bid %d: got %+v, want %+v", i, b, bids[i])
			}
		}
		if none, err := db.FindBids(ctx, lot.ID+100); err != nil || len(none) != 0 {
			t.Fatalf("another lot's bids: got %d, %v", len(none), err)
		}
		byLot, err := db.FindLotsBids(ctx, []int64{lot.ID, lot.ID + 100})
		mustNoErr(t, err)
		if len(byLot) != 1 || len(byLot[lot.ID]) != len(bids) || byLot[lot.ID][2].Amount != 25000 {
			t.Fatalf("bids by lot: got %v", byLot)
		}
		wantCode(t, db.AppendBid(ctx, &core.Bid{LotID: lot.ID + 100, UserID: f.user.ID, Amount: 1, PlacedAt: at}), core.ENOTFOUND)
		if db.Engine == store.Postgres {
			wantCode(t, db.InTx(ctx, func(ctx context.Context) error { return db.LockAuctionLot(ctx, lot.ID+100) }), core.ENOTFOUND)
		}
	})
}
