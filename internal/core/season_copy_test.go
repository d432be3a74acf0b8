package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestDateAddYears(t *testing.T) {
	for _, tt := range []struct{ name, from, want string }{
		{"OK", "2026-03-15", "2027-03-15"},
		{"OKEndOfYear", "2026-12-31", "2027-12-31"},
		{"OKFeb28", "2027-02-28", "2028-02-28"},
		{"Feb29ToFeb28", "2028-02-29", "2029-02-28"},
		{"Mar1StaysMar1", "2028-03-01", "2029-03-01"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.MustDate(tt.from).AddYears(1).String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestCopySeason(t *testing.T) {
	ptr := func(v int) *int { return &v }
	date := func(s string) *core.Date { d := core.MustDate(s); return &d }
	src := &core.Season{ID: 7, LoftID: 3, Name: "2028", Currency: core.USD, State: core.SeasonOver, RegistrationOpen: true,
		MaxPigeons: ptr(10), MaxActive: ptr(6), MaxReserve: ptr(4), TotalSpots: ptr(900), RulesText: "Fly fair."}
	dds := []*core.DueDate{
		{ID: 1, SeasonID: 7, Category: core.DueRegistration, Name: "Registration", StartsAt: core.MustDate("2028-01-10"), EndsAt: core.MustDate("2028-02-29")},
		{ID: 2, SeasonID: 7, Category: core.DuePayment, Name: "Payment", Description: "Pay", StartsAt: core.MustDate("2028-01-10"), EndsAt: core.MustDate("2028-04-15"), MaxDuration: ptr(10)},
	}
	products := []*core.Product{
		{ID: 5, SeasonID: 7, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000, Currency: core.USD,
			MaxQuantity: ptr(3), PeriodStartsAt: date("2028-01-10"), PeriodEndsAt: date("2028-02-29")},
		{ID: 6, SeasonID: 7, Category: core.ProductSale, Name: "Sale", Amount: 100, Currency: core.USD},
	}

	t.Run("OK", func(t *testing.T) {
		c, err := core.CopySeason(src, dds, products, " 2029 ", 0)
		if err != nil {
			t.Fatal(err)
		}
		s := c.Season
		if s.ID != 0 || s.LoftID != 3 || s.Name != "2029" || s.Currency != core.USD || s.State != core.SeasonDraft || s.RegistrationOpen ||
			*s.MaxPigeons != 10 || *s.MaxActive != 6 || *s.MaxReserve != 4 || *s.TotalSpots != 900 || s.RulesText != "Fly fair." {
			t.Errorf("season: got %+v, want the settings of 2028 as a closed draft named 2029", s)
		}
		if s.MaxPigeons == src.MaxPigeons {
			t.Error("max_pigeons: the copy shares its pointer with the source")
		}
		if len(c.DueDates) != 2 {
			t.Fatalf("due dates: got %d, want 2", len(c.DueDates))
		}
		for i, want := range [][2]string{{"2029-01-10", "2029-02-28"}, {"2029-01-10", "2029-04-15"}} {
			d := c.DueDates[i]
			if d.ID != 0 || d.SeasonID != 0 || d.StartsAt.String() != want[0] || d.EndsAt.String() != want[1] || d.Name != dds[i].Name {
				t.Errorf("due date %d: got %+v from %s to %s, want %s to %s", i, d, d.StartsAt, d.EndsAt, want[0], want[1])
			}
		}
		if c.DueDates[1].MaxDuration == nil || *c.DueDates[1].MaxDuration != 10 || c.DueDates[1].Description != "Pay" {
			t.Errorf("payment: got %+v, want its working days and description kept", c.DueDates[1])
		}
		if len(c.Products) != 2 {
			t.Fatalf("products: got %d, want 2", len(c.Products))
		}
		fee := c.Products[0]
		if fee.ID != 0 || fee.Category != core.ProductEntryFee || fee.Amount != 40000 || fee.PigeonsActive != 1 || fee.PigeonsReserve != 1 ||
			*fee.MaxQuantity != 3 || fee.PeriodStartsAt.String() != "2029-01-10" || fee.PeriodEndsAt.String() != "2029-02-28" {
			t.Errorf("entry fee: got %+v, want its period moved by a year", fee)
		}
		if c.Products[1].PeriodStartsAt != nil || c.Products[1].PeriodEndsAt != nil {
			t.Errorf("sale: got a period, want none as in the source")
		}
		if products[0].PeriodEndsAt.String() != "2028-02-29" || dds[0].EndsAt.String() != "2028-02-29" {
			t.Error("the source changed")
		}
	})
	t.Run("OKOtherLoft", func(t *testing.T) {
		c, err := core.CopySeason(src, nil, nil, "2029", 4)
		if err != nil || c.Season.LoftID != 4 || len(c.DueDates) != 0 || len(c.Products) != 0 {
			t.Fatalf("got %+v, %v", c, err)
		}
	})
	t.Run("ErrName", func(t *testing.T) {
		_, err := core.CopySeason(src, dds, products, "  ", 0)
		wantField(t, err, "name")
	})
	t.Run("ErrFeb29BreaksPaymentMargin", func(t *testing.T) {
		// Payment ends exactly 2 days after registration; 29 February moving
		// to 28 February leaves one.
		tight := []*core.DueDate{
			{Category: core.DueRegistration, Name: "Registration", StartsAt: core.MustDate("2028-01-10"), EndsAt: core.MustDate("2028-02-27")},
			{Category: core.DuePayment, Name: "Payment", StartsAt: core.MustDate("2028-01-10"), EndsAt: core.MustDate("2028-02-29")},
		}
		_, err := core.CopySeason(src, tight, nil, "2029", 0)
		wantField(t, err, "due_dates")
		if msg := err.(*core.Error).Fields["due_dates"][0]; msg != core.MsgDateRange {
			t.Errorf("message: got %q, want %q", msg, core.MsgDateRange)
		}
	})
}

func wantField(t *testing.T, err error, field string) {
	t.Helper()
	e, ok := err.(*core.Error)
	if !ok || e.Code != core.EINVALID || len(e.Fields[field]) == 0 {
		t.Fatalf("got %v, want invalid on %s", err, field)
	}
}
