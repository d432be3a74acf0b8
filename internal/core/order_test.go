package core_test

import (
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestNextStatuses(t *testing.T) {
	for _, tt := range []struct {
		name string
		from core.OrderStatus
		role core.OrderRole
		want string
	}{
		{"MerchantPending", core.OrderPending, core.RoleMerchant, "confirmed rejected cancelled"},
		{"CustomerPending", core.OrderPending, core.RoleCustomer, "cancelled"},
		{"AgentPending", core.OrderPending, core.RoleAgent, ""},
		{"MerchantConfirmed", core.OrderConfirmed, core.RoleMerchant, "cancelled paid_manually"},
		{"AgentConfirmed", core.OrderConfirmed, core.RoleAgent, "paid_manually"},
		{"CustomerConfirmed", core.OrderConfirmed, core.RoleCustomer, "cancelled"},
		{"SystemConfirmed", core.OrderConfirmed, core.RoleSystem, "cancelled_unpaid paid_online"},
		{"MerchantPaid", core.OrderPaidOnline, core.RoleMerchant, "payment_revoked"},
		{"CustomerPaid", core.OrderPaidManually, core.RoleCustomer, ""},
		{"MerchantRevoked", core.OrderPaymentRevoked, core.RoleMerchant, "cancelled paid_manually"},
		{"CustomerRevoked", core.OrderPaymentRevoked, core.RoleCustomer, ""},
		{"MerchantRejected", core.OrderRejected, core.RoleMerchant, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, s := range core.NextStatuses(tt.from, tt.role) {
				got = append(got, string(s))
				if err := core.CheckTransition(tt.from, s, tt.role); err != nil { // the two never disagree
					t.Errorf("%s → %s offered but refused: %v", tt.from, s, err)
				}
			}
			if g := strings.Join(got, " "); g != tt.want {
				t.Errorf("got %q, want %q", g, tt.want)
			}
		})
	}
}

func TestClosedAndEditable(t *testing.T) {
	for _, tt := range []struct {
		status           core.OrderStatus
		closed, editable bool
	}{
		{core.OrderPending, false, false},
		{core.OrderConfirmed, false, true},
		{core.OrderRejected, true, false},
		{core.OrderCancelled, true, false},
		{core.OrderCancelledUnpaid, true, false},
		{core.OrderPaidOnline, false, true},
		{core.OrderPaidManually, false, true},
		{core.OrderPaymentRevoked, false, true},
	} {
		t.Run(string(tt.status), func(t *testing.T) {
			if got := tt.status.IsClosed(); got != tt.closed {
				t.Errorf("closed: got %v, want %v", got, tt.closed)
			}
			if got := tt.status.AllowsPigeonEdits(); got != tt.editable {
				t.Errorf("pigeon edits: got %v, want %v", got, tt.editable)
			}
		})
	}
}

func TestCheckTransition(t *testing.T) {
	for _, tt := range []struct {
		name     string
		from, to core.OrderStatus
		role     core.OrderRole
		want     string
	}{
		{"OKMerchantConfirms", core.OrderPending, core.OrderConfirmed, core.RoleMerchant, ""},
		{"OKMerchantRejects", core.OrderPending, core.OrderRejected, core.RoleMerchant, ""},
		{"OKCustomerCancelsPending", core.OrderPending, core.OrderCancelled, core.RoleCustomer, ""},
		{"OKCustomerCancelsConfirmed", core.OrderConfirmed, core.OrderCancelled, core.RoleCustomer, ""},
		{"OKAgentMarksPaid", core.OrderConfirmed, core.OrderPaidManually, core.RoleAgent, ""},
		{"OKCardPayment", core.OrderConfirmed, core.OrderPaidOnline, core.RoleSystem, ""},
		{"OKJobCancelsUnpaid", core.OrderConfirmed, core.OrderCancelledUnpaid, core.RoleSystem, ""},
		{"OKMerchantRevokes", core.OrderPaidOnline, core.OrderPaymentRevoked, core.RoleMerchant, ""},
		{"OKPaidAgainAfterRevoke", core.OrderPaymentRevoked, core.OrderPaidManually, core.RoleMerchant, ""},
		{"ErrCustomerConfirms", core.OrderPending, core.OrderConfirmed, core.RoleCustomer, core.EFORBIDDEN},
		{"ErrAgentConfirms", core.OrderPending, core.OrderConfirmed, core.RoleAgent, core.EFORBIDDEN},
		{"ErrAgentRevokes", core.OrderPaidManually, core.OrderPaymentRevoked, core.RoleAgent, core.EFORBIDDEN},
		{"ErrCustomerCancelsPaid", core.OrderPaidOnline, core.OrderCancelled, core.RoleCustomer, core.EINVALID},
		{"ErrPayPending", core.OrderPending, core.OrderPaidManually, core.RoleMerchant, core.EINVALID},
		{"ErrReopenRejected", core.OrderRejected, core.OrderConfirmed, core.RoleMerchant, core.EINVALID},
		{"ErrSame", core.OrderConfirmed, core.OrderConfirmed, core.RoleMerchant, core.EINVALID},
		{"ErrCustomerMarksPaid", core.OrderConfirmed, core.OrderPaidManually, core.RoleCustomer, core.EFORBIDDEN},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.ErrorCode(core.CheckTransition(tt.from, tt.to, tt.role)); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPaymentDeadline(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	at := func(s string, loc *time.Location) time.Time {
		v, _ := time.ParseInLocation("2006-01-02 15:04", s, loc)
		return v
	}
	end := func(day string, loc *time.Location) time.Time { // the last millisecond of the day
		return at(day+" 00:00", loc).AddDate(0, 0, 1).Add(-time.Millisecond)
	}
	for _, tt := range []struct {
		name    string
		at      string
		n       int
		loc     *time.Location
		wantDay string
	}{
		{"Zero", "2026-11-18 10:00", 0, time.UTC, "2026-11-18"},             // Wednesday: that day
		{"WithinWeek", "2026-11-16 10:00", 3, time.UTC, "2026-11-19"},       // Monday + 3
		{"OverWeekend", "2026-11-19 10:00", 2, time.UTC, "2026-11-23"},      // Thursday + 2 → Monday
		{"FridayPlusOne", "2026-11-20 18:30", 1, time.UTC, "2026-11-23"},    // → Monday
		{"SaturdayNotLater", "2026-11-21 09:00", 1, time.UTC, "2026-11-23"}, // → Monday, as Friday's
		{"SundayNotLater", "2026-11-22 23:00", 1, time.UTC, "2026-11-23"},   // → Monday, as Friday's
		{"TenDays", "2026-11-18 10:00", 10, time.UTC, "2026-12-02"},         // two weekends
		{"YearEnd", "2026-12-30 12:00", 3, time.UTC, "2027-01-04"},          // Wed → Mon across year end
		{"LeapFebruary", "2028-02-28 12:00", 2, time.UTC, "2028-03-01"},     // Mon → Wed over 29 Feb
		// 23:30 UTC on Friday is already Saturday in Berlin: the loft's day counts.
		{"LoftTimeZone", "2026-11-20 23:30", 1, berlin, "2026-11-23"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.PaymentDeadline(at(tt.at, time.UTC), core.PaymentTerms{Days: tt.n, Loc: tt.loc})
			if want := end(tt.wantDay, tt.loc); !got.Equal(want) {
				t.Errorf("got %s, want %s", got.In(tt.loc).Format("2006-01-02 15:04:05.000 Mon"), want.Format("2006-01-02 15:04:05.000 Mon"))
			}
		})
	}
	// A Saturday confirmation never ends later than the Friday before.
	fri := core.PaymentDeadline(at("2026-11-20 10:00", time.UTC), core.PaymentTerms{Days: 3})
	sat := core.PaymentDeadline(at("2026-11-21 10:00", time.UTC), core.PaymentTerms{Days: 3})
	if sat.After(fri) {
		t.Errorf("Saturday's deadline %s is after Friday's %s", sat, fri)
	}
}

func TestCheckLimits(t *testing.T) {
	season := &core.Season{MaxPigeons: ptr(10), MaxActive: ptr(6), MaxReserve: ptr(4), TotalSpots: ptr(100)}
	none := core.SeasonUsage{}
	for _, tt := range []struct {
		name            string
		season          *core.Season
		used, mine      core.SeasonUsage
		active, reserve int
		want            string
	}{
		{"OK", season, core.SeasonUsage{Active: 10, Reserve: 5}, none, 5, 2, ""},
		{"OKExactlyFull", season, core.SeasonUsage{Active: 65, Reserve: 28}, none, 5, 2, ""},
		{"OKFancierExactlyAtLimit", season, core.SeasonUsage{Active: 4, Reserve: 2}, core.SeasonUsage{Active: 4, Reserve: 2}, 2, 2, ""},
		{"OKUnlimited", &core.Season{}, core.SeasonUsage{Active: 1e6}, core.SeasonUsage{Active: 1e6}, 500, 500, ""},
		{"ErrMorePigeonsThanAFancierMay", season, none, none, 6, 5, "You tried to register more than 10 pigeons"},
		{"ErrMorePigeonsWithEarlierOrders", season, core.SeasonUsage{Active: 5, Reserve: 4}, core.SeasonUsage{Active: 5, Reserve: 4}, 1, 1,
			"You tried to register more than 10 pigeons"},
		{"ErrMoreActive", season, none, core.SeasonUsage{Active: 5}, 2, 0, "You tried to register more than 6 active pigeons"},
		{"ErrMoreReserve", season, none, none, 0, 5, "You tried to register more than 4 reserve pigeons"},
		{"ErrSpotsLeft", season, core.SeasonUsage{Active: 60, Reserve: 37}, none, 3, 1, "There are only 3 spots left, you ordered 4"},
		{"ErrNoneLeft", season, core.SeasonUsage{Active: 70, Reserve: 30}, none, 1, 0, "There are only 0 spots left, you ordered 1"},
		{"ErrOverfullStillZero", season, core.SeasonUsage{Active: 90, Reserve: 30}, none, 1, 0, "There are only 0 spots left, you ordered 1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.ErrorMessage(core.CheckLimits(tt.season, tt.used, tt.mine, tt.active, tt.reserve)); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestComputeOrderStats(t *testing.T) {
	order := func(status core.OrderStatus, pos ...*core.OrderPosition) *core.Order {
		return &core.Order{Status: &core.OrderStatusEntry{Status: status}, Positions: pos}
	}
	fee1 := func(q int) *core.OrderPosition {
		return &core.OrderPosition{ProductID: 1, Category: core.ProductEntryFee, Quantity: q, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}
	}
	fee5 := func(q int) *core.OrderPosition {
		return &core.OrderPosition{ProductID: 2, Category: core.ProductEntryFee, Quantity: q, Amount: 115000, PigeonsActive: 5, PigeonsReserve: 2}
	}
	act := &core.OrderPosition{ProductID: 3, Category: core.ProductFinalFlightActivation, Quantity: 1, Amount: 20000}
	res := &core.OrderPosition{ProductID: 4, Category: core.ProductReserveActivation, Quantity: 2, Amount: 15000}
	st := core.ComputeOrderStats([]*core.Order{
		order(core.OrderPending, fee1(2)),
		order(core.OrderPaidOnline, fee5(1), act),
		order(core.OrderPaymentRevoked, fee1(1), res),
		order(core.OrderRejected, fee5(3)),
		order(core.OrderCancelled, fee1(9)),
		order(core.OrderCancelledUnpaid, fee1(9), act),
	})
	if st.Orders != 3 || st.Amount != 3*40000+115000 || st.Active != 3+5 || st.Reserve != 3+2 {
		t.Errorf("totals: got %+v", st)
	}
	if p := st.PerProduct[1]; p.Quantity != 3 || p.Amount != 120000 || p.Active != 3 || p.Reserve != 3 {
		t.Errorf("product 1: got %+v", p)
	}
	if st.Activations[core.ProductFinalFlightActivation] != 1 || st.Activations[core.ProductReserveActivation] != 2 {
		t.Errorf("activations: got %v", st.Activations)
	}
}

func ptr[T any](v T) *T { return &v }

// Every status is in at most one of the sets, and the predicates read them.
func TestOrderStatusSets(t *testing.T) {
	for _, tt := range []struct {
		status            core.OrderStatus
		paid, due, closed bool
	}{
		{core.OrderPending, false, false, false},
		{core.OrderConfirmed, false, true, false},
		{core.OrderRejected, false, false, true},
		{core.OrderCancelled, false, false, true},
		{core.OrderCancelledUnpaid, false, false, true},
		{core.OrderPaidOnline, true, false, false},
		{core.OrderPaidManually, true, false, false},
		{core.OrderPaymentRevoked, false, true, false},
	} {
		if tt.status.IsPaid() != tt.paid || tt.status.IsDue() != tt.due || tt.status.IsClosed() != tt.closed {
			t.Errorf("%s: paid %v due %v closed %v, want %v %v %v", tt.status,
				tt.status.IsPaid(), tt.status.IsDue(), tt.status.IsClosed(), tt.paid, tt.due, tt.closed)
		}
	}
	if len(core.OrderStatuses) != 8 {
		t.Errorf("a status was added: place it in the table above")
	}
}
