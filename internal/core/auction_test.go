package core_test

import (
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

var (
	lotStart = time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	lotEnd   = time.Date(2026, 5, 8, 18, 0, 0, 0, time.UTC)
)

// newLot is an open lot: start 100.00 €, increment 10.00 €, no reserve, no
// soft close, bidding for a week from lotStart.
func newLot(edit func(l *core.AuctionLot)) core.AuctionLot {
	l := core.AuctionLot{
		ID: 1, LoftID: 7, PigeonID: 42, Title: "Blue cock NL-2025-1234567", Currency: core.EUR,
		StartPrice: 10000, Increment: 1000, StartsAt: lotStart, EndsAt: lotEnd, Status: core.AuctionOpen,
	}
	if edit != nil {
		edit(&l)
	}
	return l
}

func TestAuctionLotValidate(t *testing.T) {
	for _, tt := range []struct {
		name      string
		edit      func(l *core.AuctionLot)
		wantField string // "": valid
		wantMsg   string // checked when set
	}{
		{"OK", nil, "", ""},
		{"OKDraftWithSeasonReserveSoftClose", func(l *core.AuctionLot) {
			l.Status, l.SeasonID, l.ReservePrice, l.SoftCloseMinutes = core.AuctionDraft, 3, 50000, 5
		}, "", ""},
		{"OKReserveEqualsStart", func(l *core.AuctionLot) { l.ReservePrice = l.StartPrice }, "", ""},
		{"OKSoftClose60", func(l *core.AuctionLot) { l.SoftCloseMinutes = 60 }, "", ""},
		{"OKOneCent", func(l *core.AuctionLot) { l.StartPrice, l.Increment = 1, 1 }, "", ""},
		{"ErrNoPigeon", func(l *core.AuctionLot) { l.PigeonID = 0 }, "pigeon_id", "The pigeon id field is required."},
		{"ErrNoLoft", func(l *core.AuctionLot) { l.LoftID = 0 }, "loft_id", "The loft id field is required."},
		{"ErrNoTitle", func(l *core.AuctionLot) { l.Title = " " }, "title", "The title field is required."},
		{"ErrTitleTwoLines", func(l *core.AuctionLot) { l.Title = "Blue\ncock" }, "title", ""},
		{"ErrTitleLong", func(l *core.AuctionLot) { l.Title = strings.Repeat("a", 129) }, "title", ""},
		{"ErrDescriptionLong", func(l *core.AuctionLot) { l.Description = strings.Repeat("a", 5001) }, "description", ""},
		{"ErrCurrency", func(l *core.AuctionLot) { l.Currency = "GBP" }, "currency", "The selected currency is invalid."},
		{"ErrStatus", func(l *core.AuctionLot) { l.Status = "" }, "status", ""},
		{"ErrStartPriceZero", func(l *core.AuctionLot) { l.StartPrice = 0; l.ReservePrice = 0 }, "start_price", "The start price must be at least 0,01 €."},
		{"ErrStartPriceUSD", func(l *core.AuctionLot) { l.StartPrice, l.Currency = -5, core.USD }, "start_price", "The start price must be at least $0.01."},
		{"ErrStartPriceMaxSales", func(l *core.AuctionLot) { l.StartPrice = core.MaxSales }, "start_price", "The start price must be less than 21.474.836,47 €."},
		{"ErrReserveBelowStart", func(l *core.AuctionLot) { l.ReservePrice = 9999 }, "reserve_price", core.MsgLotReserve},
		{"ErrReserveMaxSales", func(l *core.AuctionLot) { l.ReservePrice = core.MaxSales }, "reserve_price", core.MsgLotReserve},
		{"ErrIncrementZero", func(l *core.AuctionLot) { l.Increment = 0 }, "increment", "The increment must be at least 0,01 €."},
		{"ErrIncrementMaxSales", func(l *core.AuctionLot) { l.Increment = core.MaxSales }, "increment", "The increment must be less than 21.474.836,47 €."},
		{"ErrNoStart", func(l *core.AuctionLot) { l.StartsAt = time.Time{} }, "starts_at", "The starts at field is required."},
		{"ErrNoEnd", func(l *core.AuctionLot) { l.EndsAt = time.Time{} }, "ends_at", "The ends at field is required."},
		{"ErrEndsAtStart", func(l *core.AuctionLot) { l.EndsAt = l.StartsAt }, "ends_at", core.MsgLotEndsAfter},
		{"ErrEndsBeforeStart", func(l *core.AuctionLot) { l.EndsAt = l.StartsAt.Add(-time.Second) }, "ends_at", core.MsgLotEndsAfter},
		{"ErrEndsYear10000", func(l *core.AuctionLot) { l.EndsAt = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) }, "ends_at", core.MsgDateBounds},
		{"ErrSoftCloseNegative", func(l *core.AuctionLot) { l.SoftCloseMinutes = -1 }, "soft_close_minutes", core.MsgLotSoftClose},
		{"ErrSoftClose61", func(l *core.AuctionLot) { l.SoftCloseMinutes = 61 }, "soft_close_minutes", core.MsgLotSoftClose},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l := newLot(tt.edit)
			wantInvalid(t, l.Validate(), tt.wantField, tt.wantMsg)
		})
	}
}

func TestCheckLotTransition(t *testing.T) {
	for _, tt := range []struct {
		name     string
		from, to core.AuctionStatus
		bids     int
		wantMsg  string // "": allowed
	}{
		{"OKOpen", core.AuctionDraft, core.AuctionOpen, 0, ""},
		{"OKCancelDraft", core.AuctionDraft, core.AuctionCancelled, 0, ""},
		{"OKSold", core.AuctionOpen, core.AuctionSold, 3, ""},
		{"OKUnsoldNoBids", core.AuctionOpen, core.AuctionUnsold, 0, ""},
		{"OKUnsoldReserveNotMet", core.AuctionOpen, core.AuctionUnsold, 2, ""},
		{"OKCancelBeforeFirstBid", core.AuctionOpen, core.AuctionCancelled, 0, ""},
		{"ErrCancelAfterFirstBid", core.AuctionOpen, core.AuctionCancelled, 1, core.MsgLotCancelBids},
		{"ErrSoldNoBids", core.AuctionOpen, core.AuctionSold, 0, core.MsgLotSoldNoBids},
		{"ErrBackToDraft", core.AuctionOpen, core.AuctionDraft, 0, "A lot that is open cannot become draft."},
		{"ErrDraftSold", core.AuctionDraft, core.AuctionSold, 0, "A lot that is draft cannot become sold."},
		{"ErrDraftUnsold", core.AuctionDraft, core.AuctionUnsold, 0, "A lot that is draft cannot become unsold."},
		{"ErrSame", core.AuctionOpen, core.AuctionOpen, 0, core.MsgSameStatus},
		{"ErrUnknown", core.AuctionDraft, "paused", 0, "The selected status is invalid."},
		{"ErrLeaveSold", core.AuctionSold, core.AuctionOpen, 1, core.MsgLotStatusFinal},
		{"ErrLeaveUnsold", core.AuctionUnsold, core.AuctionSold, 1, core.MsgLotStatusFinal},
		{"ErrLeaveCancelled", core.AuctionCancelled, core.AuctionDraft, 0, core.MsgLotStatusFinal},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckLotTransition(tt.from, tt.to, tt.bids)
			if tt.wantMsg == "" {
				wantInvalid(t, err, "", "")
				return
			}
			wantInvalid(t, err, "status", tt.wantMsg)
		})
	}
}

func TestAuctionLotUpdateApply(t *testing.T) {
	l := newLot(nil)
	end := lotEnd.Add(24 * time.Hour)
	got := core.AuctionLotUpdate{Title: ptr("Red hen"), ReservePrice: ptr(int64(20000)), EndsAt: &end, SoftCloseMinutes: ptr(5)}.Apply(&l)
	want := l
	want.Title, want.ReservePrice, want.EndsAt, want.SoftCloseMinutes = "Red hen", 20000, end, 5
	if *got != want {
		t.Errorf("got %+v, want %+v", *got, want)
	}
	if l.Title != "Blue cock NL-2025-1234567" || !l.EndsAt.Equal(lotEnd) {
		t.Errorf("the lot itself changed: got %+v", l)
	}
	if got := (core.AuctionLotUpdate{}).Apply(&l); *got != l {
		t.Errorf("empty update: got %+v, want %+v", *got, l)
	}
}
