package core_test

import (
	"reflect"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestOrderStatusIsDue(t *testing.T) {
	for _, s := range core.OrderStatuses {
		want := s == core.OrderConfirmed || s == core.OrderPaymentRevoked
		if got := s.IsDue(); got != want {
			t.Errorf("%s: got %v, want %v", s, got, want)
		}
	}
}

func TestCustomerMoney(t *testing.T) {
	total := func(s core.OrderStatus, c core.Currency, n int, sum int64) core.OrderTotal {
		return core.OrderTotal{Status: s, Currency: c, Count: n, Sum: sum}
	}
	for _, tt := range []struct {
		name      string
		totals    []core.OrderTotal
		due, paid []core.Money
		counts    map[core.OrderStatus]int
	}{
		{"OK/Nothing", nil, []core.Money{}, []core.Money{}, map[core.OrderStatus]int{}},
		{"OK/PendingOwesNothing", []core.OrderTotal{total(core.OrderPending, core.EUR, 1, 40000)},
			[]core.Money{}, []core.Money{}, map[core.OrderStatus]int{core.OrderPending: 1}},
		{"OK/ConfirmedAndRevokedAreDue", []core.OrderTotal{
			total(core.OrderConfirmed, core.EUR, 2, 80000), total(core.OrderPaymentRevoked, core.EUR, 1, 25000),
			total(core.OrderPaidManually, core.EUR, 1, 40000), total(core.OrderPaidOnline, core.EUR, 1, 10000)},
			[]core.Money{{Amount: 105000, Currency: core.EUR}}, []core.Money{{Amount: 50000, Currency: core.EUR}},
			map[core.OrderStatus]int{core.OrderConfirmed: 2, core.OrderPaymentRevoked: 1, core.OrderPaidManually: 1, core.OrderPaidOnline: 1}},
		{"OK/EachCurrencyApart", []core.OrderTotal{
			total(core.OrderConfirmed, core.USD, 1, 30000), total(core.OrderConfirmed, core.EUR, 1, 40000)},
			[]core.Money{{Amount: 40000, Currency: core.EUR}, {Amount: 30000, Currency: core.USD}}, []core.Money{},
			map[core.OrderStatus]int{core.OrderConfirmed: 2}},
		{"OK/ClosedCountButOweNothing", []core.OrderTotal{
			total(core.OrderCancelled, core.EUR, 1, 40000), total(core.OrderRejected, core.EUR, 1, 40000), total(core.OrderCancelledUnpaid, core.EUR, 1, 40000)},
			[]core.Money{}, []core.Money{}, map[core.OrderStatus]int{core.OrderCancelled: 1, core.OrderRejected: 1, core.OrderCancelledUnpaid: 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := &core.Customer{Totals: tt.totals}
			if got := c.Due(); !reflect.DeepEqual(got, tt.due) {
				t.Errorf("due: got %v, want %v", got, tt.due)
			}
			if got := c.Paid(); !reflect.DeepEqual(got, tt.paid) {
				t.Errorf("paid: got %v, want %v", got, tt.paid)
			}
			if got := c.OrderCounts(); !reflect.DeepEqual(got, tt.counts) {
				t.Errorf("counts: got %v, want %v", got, tt.counts)
			}
		})
	}
}
