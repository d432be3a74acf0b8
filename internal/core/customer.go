package core

import (
	"context"
	"slices"
	"strings"
)

// Customer is a user with a team in a loft or an order in one of its
// seasons, as the loft's staff see them: their teams, pigeons and orders.
type Customer struct {
	User    *User
	Teams   []*Team      // their teams in the loft, with pigeons (in the season, when one is chosen)
	Pigeons int          // their pigeons in the loft (in the season)
	Totals  []OrderTotal // their orders by latest status and currency
}

// OrderTotal counts and sums the orders of one latest status in one currency.
type OrderTotal struct {
	Status   OrderStatus
	Currency Currency
	Count    int
	Sum      int64 // cents
}

// OrderCounts counts the customer's orders by latest status.
func (c *Customer) OrderCounts() map[OrderStatus]int {
	out := map[OrderStatus]int{}
	for _, t := range c.Totals {
		out[t.Status] += t.Count
	}
	return out
}

// Due sums, per currency, what the customer owes: the totals of orders that
// are confirmed or whose payment was revoked, and not paid since.
func (c *Customer) Due() []Money { return c.sum(OrderStatus.IsDue) }

// Paid sums, per currency, the totals of the customer's paid orders.
func (c *Customer) Paid() []Money { return c.sum(OrderStatus.IsPaid) }

// sum adds the totals of the statuses that count, one Money per currency in
// the order of the currency codes; currencies with nothing to count are left out.
func (c *Customer) sum(counts func(OrderStatus) bool) []Money {
	out := []Money{}
	for _, t := range c.Totals {
		if !counts(t.Status) || t.Count == 0 {
			continue
		}
		i := slices.IndexFunc(out, func(m Money) bool { return m.Currency == t.Currency })
		if i < 0 {
			out = append(out, Money{Currency: t.Currency})
			i = len(out) - 1
		}
		out[i].Amount += t.Sum
	}
	slices.SortFunc(out, func(a, b Money) int { return strings.Compare(string(a.Currency), string(b.Currency)) })
	return out
}

// CustomerFilter selects the customers of a loft.
type CustomerFilter struct {
	LoftID   int64
	SeasonID *int64 // customers with an order or a pigeon in the season
	Search   string // part of the name, e-mail address or a team's name
	Offset   int
	Limit    int
}

// CustomerStore reads customers.
type CustomerStore interface {
	// FindCustomers returns one page of a loft's customers by last and first
	// name, with their teams, pigeon count and order totals, and the total.
	FindCustomers(ctx context.Context, f CustomerFilter) ([]*Customer, int, error)
}
