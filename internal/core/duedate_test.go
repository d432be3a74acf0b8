package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func dd(cat core.DueDateCategory, from, to string) *core.DueDate {
	return &core.DueDate{Category: cat, Name: cat.Code(), StartsAt: core.MustDate(from), EndsAt: core.MustDate(to)}
}

func TestValidateDueDates(t *testing.T) {
	reg := dd(core.DueRegistration, "2026-01-01", "2026-03-31")
	for _, tt := range []struct {
		name      string
		dates     []*core.DueDate
		wantCode  string
		wantField string
	}{
		{"OK", []*core.DueDate{reg, dd(core.DuePayment, "2026-01-01", "2026-04-02"), dd(core.DuePigeonShipping, "2026-02-01", "2026-04-02")}, "", ""},
		{"OKAlone", []*core.DueDate{dd(core.DuePigeonSale, "2026-09-01", "2026-09-01")}, "", ""},
		{"ErrEndBeforeStart", []*core.DueDate{dd(core.DueRegistration, "2026-03-01", "2026-02-28")}, core.EINVALID, "ends_at"},
		{"ErrPaymentStartsBeforeRegistration", []*core.DueDate{reg, dd(core.DuePayment, "2025-12-31", "2026-05-01")}, core.EINVALID, "starts_at"},
		{"ErrPaymentEndsOneDayAfterRegistration", []*core.DueDate{reg, dd(core.DuePayment, "2026-01-01", "2026-04-01")}, core.EINVALID, "ends_at"},
		{"ErrShippingStartsBeforeRegistration", []*core.DueDate{reg, dd(core.DuePigeonShipping, "2025-12-01", "2026-05-01")}, core.EINVALID, "starts_at"},
		{"ErrShippingEndsBeforePayment", []*core.DueDate{reg, dd(core.DuePayment, "2026-01-01", "2026-04-30"), dd(core.DuePigeonShipping, "2026-01-01", "2026-04-29")}, core.EINVALID, "ends_at"},
		{"ErrDuplicateCategory", []*core.DueDate{reg, dd(core.DueRegistration, "2026-01-01", "2026-01-02")}, core.ECONFLICT, "due_date_category_id"},
		{"ErrUnknownCategory", []*core.DueDate{dd(7, "2026-01-01", "2026-01-02")}, core.EINVALID, "due_date_category_id"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.ValidateDueDates(tt.dates)
			if got := core.ErrorCode(err); got != tt.wantCode {
				t.Fatalf("code: got %q, want %q (%v)", got, tt.wantCode, err)
			}
			if err == nil {
				return
			}
			fields := err.(*core.Error).Fields
			if len(fields[tt.wantField]) == 0 {
				t.Fatalf("fields: got %v, want a message for %s", fields, tt.wantField)
			}
			if tt.wantCode == core.EINVALID && tt.name != "ErrUnknownCategory" && fields[tt.wantField][0] != core.MsgDateRange {
				t.Errorf("message: got %q, want %q", fields[tt.wantField][0], core.MsgDateRange)
			}
		})
	}
}

func TestSortDueDates(t *testing.T) {
	list := []*core.DueDate{dd(core.DuePigeonSale, "2026-01-01", "2026-01-01"), dd(core.DueRegistration, "2026-01-01", "2026-01-01"), dd(core.DuePayment, "2026-01-01", "2026-01-01")}
	core.SortDueDates(list)
	for i, want := range []core.DueDateCategory{core.DueRegistration, core.DuePayment, core.DuePigeonSale} {
		if list[i].Category != want {
			t.Errorf("position %d: got %v, want %v", i, list[i].Category, want)
		}
	}
}

func TestDueDateContains(t *testing.T) {
	d := dd(core.DueRegistration, "2026-01-01", "2026-01-31")
	for _, tt := range []struct {
		day  string
		want bool
	}{{"2025-12-31", false}, {"2026-01-01", true}, {"2026-01-15", true}, {"2026-01-31", true}, {"2026-02-01", false}} {
		if got := d.Contains(core.MustDate(tt.day)); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.day, got, tt.want)
		}
	}
}
