package core

import (
	"context"
	"strings"
	"time"
)

// AdminList names one of the admins' lists over every loft (SPEC §2 admin tools).
type AdminList string

// The admins' lists over every loft.
const (
	AdminOrders          AdminList = "orders"
	AdminFlights         AdminList = "flights"
	AdminTeams           AdminList = "teams"
	AdminCustomers       AdminList = "customers"
	AdminContracts       AdminList = "contracts"
	AdminActivations     AdminList = "activations"
	AdminLostPigeons     AdminList = "lost_pigeons"
	AdminComebackPigeons AdminList = "comeback_pigeons"
	AdminDueDates        AdminList = "due_dates"
)

// AdminLists lists every list, in the order the tools show them.
var AdminLists = []AdminList{AdminOrders, AdminFlights, AdminTeams, AdminCustomers, AdminContracts, AdminActivations,
	AdminLostPigeons, AdminComebackPigeons, AdminDueDates}

// Statuses are the values the list's status filter takes; none: it has no status.
func (l AdminList) Statuses() []string {
	switch l {
	case AdminOrders, AdminActivations:
		return strs(OrderStatuses)
	case AdminFlights:
		return strs(FlightStates)
	case AdminDueDates:
		out := make([]string, len(DueDateCategories))
		for i, c := range DueDateCategories {
			out[i] = c.Code()
		}
		return out
	case AdminComebackPigeons:
		return []string{"active", "reserve", "activated_reserve", "died", "injured", "for_sale", "unassigned", "assigned"}
	}
	return nil
}

func strs[T ~string](in []T) []string {
	out := make([]string, len(in))
	for i, v := range in {
		out[i] = string(v)
	}
	return out
}

// AdminListFilter selects the rows of one list. From and To are whole days
// (UTC for times, the day itself for due dates), both included.
type AdminListFilter struct {
	List     AdminList
	LoftID   *int64
	SeasonID *int64
	Status   string
	Search   string // part of the title or detail, any case
	From, To *Date
	Offset   int
	Limit    int
}

// Validate checks the list, its status, the search and the days.
func (f *AdminListFilter) Validate() error {
	fe := FieldErrors{}
	OneOf(fe, "list", f.List, AdminLists...)
	if f.Status != "" {
		if st := f.List.Statuses(); st == nil {
			fe.Add("status", "This list has no status to filter by.")
		} else {
			OneOf(fe, "status", f.Status, st...)
		}
	}
	f.Search = strings.TrimSpace(f.Search)
	MaxLen(fe, "search", f.Search, 100)
	if f.From != nil {
		CheckDate(fe, "from", *f.From)
	}
	if f.To != nil {
		CheckDate(fe, "to", *f.To)
	}
	if f.From != nil && f.To != nil && f.To.Before(*f.From) {
		fe.Add("to", MsgDateRange)
	}
	return fe.Err()
}

// AdminRow is one row of an admins' list: what it is, where (loft and
// season), its status and its date, in the same shape for every list.
type AdminRow struct {
	ID         int64 // the order, flight, team, user (customers), contract, position (activations), pigeon or due date
	LoftID     int64
	LoftName   string
	SeasonID   *int64 // nil: teams and customers belong to the loft
	SeasonName string
	Title      string // reference, name or ring
	Detail     string // who or what else: team, kind, e-mail, product
	Status     string // "" when the list has none
	At         *time.Time
	Day        *Date  // due dates: the first day
	EndDay     *Date  // due dates: the last day
	Amount     *int64 // cents: order totals, activation prices
	Currency   Currency
	History    []AdminStatus // comeback pigeons: their health statuses, oldest first
}

// AdminStatus is one status of a history.
type AdminStatus struct {
	Status string
	At     time.Time
}

// AdminListStore reads the admins' lists over every loft.
type AdminListStore interface {
	// FindAdminRows returns one page of f's list, newest first (due dates:
	// latest first day first), and the total.
	FindAdminRows(ctx context.Context, f AdminListFilter) ([]*AdminRow, int, error)
}
