package core

import (
	"context"
	"fmt"
	"slices"
	"time"
)

// OrderStatus is a step of an order's life (SPEC §4).
type OrderStatus string

// Order statuses. Paid comes in two kinds (online through the card provider,
// manually by staff for bank transfer and cash); cancellation in two (by a
// person, or by the job when a confirmed order stayed unpaid too long).
const (
	OrderPending         OrderStatus = "pending"
	OrderConfirmed       OrderStatus = "confirmed"
	OrderRejected        OrderStatus = "rejected"
	OrderCancelled       OrderStatus = "cancelled"
	OrderCancelledUnpaid OrderStatus = "cancelled_unpaid"
	OrderPaidOnline      OrderStatus = "paid_online"
	OrderPaidManually    OrderStatus = "paid_manually"
	OrderPaymentRevoked  OrderStatus = "payment_revoked"
)

// OrderStatuses lists every status.
var OrderStatuses = []OrderStatus{OrderPending, OrderConfirmed, OrderRejected, OrderCancelled, OrderCancelledUnpaid,
	OrderPaidOnline, OrderPaidManually, OrderPaymentRevoked}

// PaidOrderStatuses are an order paid, online or by staff.
var PaidOrderStatuses = []OrderStatus{OrderPaidOnline, OrderPaidManually}

// IsPaid reports one of PaidOrderStatuses.
func (s OrderStatus) IsPaid() bool { return slices.Contains(PaidOrderStatuses, s) }

// DueOrderStatuses are an order the customer owes: confirmed, or its
// payment revoked, and not paid (again) since.
var DueOrderStatuses = []OrderStatus{OrderConfirmed, OrderPaymentRevoked}

// IsDue reports one of DueOrderStatuses.
func (s OrderStatus) IsDue() bool { return slices.Contains(DueOrderStatuses, s) }

// DefaultPaymentDays is the working days to pay a confirmed registration
// when its season's payment due date sets none (--payment-days).
const DefaultPaymentDays = 10

// ClosedOrderStatuses end an order: they hold no places and count in no
// statistics (SPEC §4's three excluded codes).
var ClosedOrderStatuses = []OrderStatus{OrderRejected, OrderCancelled, OrderCancelledUnpaid}

// IsClosed reports one of ClosedOrderStatuses.
func (s OrderStatus) IsClosed() bool { return slices.Contains(ClosedOrderStatuses, s) }

// UnlistedOrderStatuses are the registrations whose pigeons stay off the
// public pages: a pending one is not accepted yet, a closed one never will
// be. Their fancier and the loft's staff still see the birds.
var UnlistedOrderStatuses = append([]OrderStatus{OrderPending}, ClosedOrderStatuses...)

// AllowsPigeonEdits reports whether the customer may correct the pigeons of
// an order in this status: once it is confirmed, paid or not (SPEC §4; the
// chip ring rule is the pigeon's).
func (s OrderStatus) AllowsPigeonEdits() bool {
	return s.IsDue() || s.IsPaid()
}

// OrderRole is the capacity in which someone changes an order.
type OrderRole string

// Roles in the order lifecycle (SPEC §1, §4).
const (
	RoleCustomer OrderRole = "customer"
	RoleMerchant OrderRole = "merchant"
	RoleAgent    OrderRole = "agent"
	RoleSystem   OrderRole = "system"
)

// transitions lists, per current status, the next statuses and who may set them.
var transitions = map[OrderStatus]map[OrderStatus][]OrderRole{
	OrderPending: {
		OrderConfirmed: {RoleMerchant},
		OrderRejected:  {RoleMerchant},
		// The system cancels a pending order that nobody confirmed within
		// the hold (ExpiryNote): it held places it may not keep for ever.
		OrderCancelled: {RoleCustomer, RoleMerchant, RoleSystem},
	},
	OrderConfirmed: {
		OrderPaidOnline:      {RoleSystem},
		OrderPaidManually:    {RoleMerchant, RoleAgent},
		OrderCancelled:       {RoleCustomer, RoleMerchant},
		OrderCancelledUnpaid: {RoleSystem},
	},
	OrderPaidOnline:   {OrderPaymentRevoked: {RoleMerchant}},
	OrderPaidManually: {OrderPaymentRevoked: {RoleMerchant}},
	// A revoked payment leaves the order confirmed in effect: it can be paid
	// again, or cancelled.
	OrderPaymentRevoked: {
		OrderPaidOnline:      {RoleSystem},
		OrderPaidManually:    {RoleMerchant, RoleAgent},
		OrderCancelled:       {RoleMerchant},
		OrderCancelledUnpaid: {RoleSystem},
	},
}

// CheckTransition refuses a status change that the lifecycle does not allow,
// or that the role may not make. Admins act as merchants.
func CheckTransition(from, to OrderStatus, role OrderRole) error {
	if from == to {
		return Invalid("status", "The new status is the same as the last one")
	}
	roles, ok := transitions[from][to]
	if !ok {
		return Invalid("status", "An order that is "+string(from)+" cannot become "+string(to)+".")
	}
	for _, r := range roles {
		if r == role {
			return nil
		}
	}
	return Errorf(EFORBIDDEN, "You are not allowed to perform this action.")
}

// NextStatuses lists the statuses role may move an order in status from to,
// in the order of OrderStatuses: what the web app offers, the rule staying
// here.
func NextStatuses(from OrderStatus, role OrderRole) []OrderStatus {
	out := []OrderStatus{}
	for _, to := range OrderStatuses {
		if slices.Contains(transitions[from][to], role) {
			out = append(out, to)
		}
	}
	return out
}

// PaymentMethod is how an order was paid.
type PaymentMethod string

// Payment methods (SPEC §1).
const (
	PayCard         PaymentMethod = "card"
	PayBankTransfer PaymentMethod = "bank_transfer"
	PayCash         PaymentMethod = "cash"
	PayManual       PaymentMethod = "manual"
)

// Order is a fancier's registration for a season: products with quantities,
// the pigeons they bring, and its status history.
type Order struct {
	ID        int64
	SeasonID  int64
	UserID    int64
	TeamID    int64
	City      string
	Street    string
	Zipcode   string
	Currency  Currency
	Total     int64  // cents, priced by the server: the lines' amounts less Discount
	Reference string // unique payment reference for bank transfers
	CreatedAt time.Time
	Positions []*OrderPosition
	Status    *OrderStatusEntry // the latest
	History   []*OrderStatusEntry
	// Next is what the user reading the order may set next (NextStatuses
	// for their role); the service fills it.
	Next []OrderStatus
	// LatestTransport is the newest transport request of the order, if any.
	LatestTransport *Transport
	// PaymentDeadline is when a confirmed order is cancelled unpaid; set
	// for the customer's and the staff's reads of a due order.
	PaymentDeadline *time.Time
	// ContractVersion is the version of the season's contract the customer
	// accepted when registering, and ContractAcceptedAt when; nil when the
	// season had no contract.
	ContractVersion    *int
	ContractAcceptedAt *time.Time
	// Discount is the cents a campaign's code took off (the positions'
	// Discount added up) and DiscountName the campaign's name; 0 and "".
	Discount     int64
	DiscountName string
}

// OrderPosition is one product line of an order.
type OrderPosition struct {
	ID             int64
	OrderID        int64
	ProductID      int64
	Category       ProductCategory
	Name           string
	Quantity       int
	Amount         int64  // unit price in cents at the time of ordering
	PigeonsActive  int    // per unit
	PigeonsReserve int    // per unit
	PigeonID       *int64 // activation and sale positions act on one pigeon
	Discount       int64  // cents a campaign took off the line (Quantity × Amount)
}

// Due is what the line costs after its discount.
func (p *OrderPosition) Due() int64 { return int64(p.Quantity)*p.Amount - p.Discount }

// Active is the number of active places the position buys.
func (p *OrderPosition) Active() int { return p.Quantity * p.PigeonsActive }

// Reserve is the number of reserve places the position buys.
func (p *OrderPosition) Reserve() int { return p.Quantity * p.PigeonsReserve }

// OrderStatusEntry is one row of an order's history: who set which status when.
type OrderStatusEntry struct {
	ID        int64
	OrderID   int64
	Status    OrderStatus
	Method    PaymentMethod // for paid statuses
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

// Places sums the active and reserve places an order holds.
func (o *Order) Places() (active, reserve int) {
	for _, p := range o.Positions {
		if p.Category == ProductEntryFee {
			active += p.Active()
			reserve += p.Reserve()
		}
	}
	return active, reserve
}

// DefaultPendingHold is how long a pending order holds its places when
// the configuration sets nothing: long enough for a loft to confirm over a
// weekend, short enough that one account cannot sit on a season's places.
const DefaultPendingHold = 48 * time.Hour

// PendingReminder is how long before a pending order expires its loft's
// staff are reminded of it: a quarter of the hold (12 hours of the
// default 48), time enough to confirm it on a working day.
func PendingReminder(hold time.Duration) time.Duration { return hold / 4 }

// ExpiryNote is the history note of a pending order cancelled because its
// hold ran out.
func ExpiryNote(hold time.Duration) string {
	return fmt.Sprintf("Expired: not confirmed within %d hours.", int(hold.Hours()))
}

// HoldsUntil is when the order stops holding its places unless someone acts:
// a pending order when its hold ends (from when it was placed), a confirmed
// or payment-revoked one at its payment deadline (the terms' working days
// after that status). Paid orders hold theirs for good and closed ones hold
// none: nil for both.
func (o *Order) HoldsUntil(hold time.Duration, terms PaymentTerms) *time.Time {
	if o.Status == nil {
		return nil
	}
	var t time.Time
	switch o.Status.Status {
	case OrderPending:
		t = o.Status.CreatedAt.Add(hold)
	case OrderConfirmed, OrderPaymentRevoked:
		t = PaymentDeadline(o.Status.CreatedAt, terms)
	default:
		return nil
	}
	return &t
}

// OrderFilter selects orders.
type OrderFilter struct {
	ID       *int64
	SeasonID *int64
	UserID   *int64
	TeamID   *int64
	LoftID   *int64
	Status   *OrderStatus
	Method   *PaymentMethod // the latest status was paid with it
	Search   string         // part of the reference, the customer's name or e-mail, the team or a pigeon's ring
	Open     bool           // only orders whose latest status is not closed: they hold places
	// Category keeps to the orders with a position of this product category.
	Category *ProductCategory
	// WithHistory loads each order's whole history (newest first), in one
	// query for the page.
	WithHistory bool
	Offset      int
	Limit       int
}

// OrderStore persists orders, positions and status history.
type OrderStore interface {
	// FindOrderByID returns ENOTFOUND when there is no such order.
	FindOrderByID(ctx context.Context, id int64) (*Order, error)
	FindOrders(ctx context.Context, f OrderFilter) ([]*Order, int, error)
	// CreateOrder stores the order, its positions and its first status.
	CreateOrder(ctx context.Context, o *Order) error
	// CreateOrderStatus appends to the history; rows are never updated.
	CreateOrderStatus(ctx context.Context, e *OrderStatusEntry) error
	// LockSeason serialises the orders of a season so that two fanciers
	// cannot take the last places at once (row lock on PostgreSQL; SQLite
	// transactions are already serial).
	LockSeason(ctx context.Context, seasonID int64) error
	// LockOrder serialises the status changes of an order: the row lock on
	// PostgreSQL until the transaction ends. ENOTFOUND when there is no
	// such order (on PostgreSQL).
	LockOrder(ctx context.Context, id int64) error
	// SeasonPlaces sums the places held by the season's open orders, or by
	// one customer's when userID is not 0.
	SeasonPlaces(ctx context.Context, seasonID, userID int64) (SeasonUsage, error)
	// FindUnpaidConfirmed lists confirmed orders without payment, claiming
	// them (FOR UPDATE SKIP LOCKED on PostgreSQL) for the auto-cancel job.
	FindUnpaidConfirmed(ctx context.Context, limit int) ([]*Order, error)
	// FindPendingSince lists orders still pending that were placed before a
	// time, oldest first, claiming them like FindUnpaidConfirmed.
	FindPendingSince(ctx context.Context, before time.Time, limit int) ([]*Order, error)
}

// IsActivation reports an order of pigeon activations (SPEC §4), which
// fanciers hear about apart from their registrations.
func (o *Order) IsActivation() bool {
	for _, p := range o.Positions {
		if p.Category == ProductReserveActivation || p.Category == ProductFinalFlightActivation {
			return true
		}
	}
	return false
}

// CheckoutLines are the order's positions as a card payment page lists
// them, adding up to the order's total. The provider takes non-negative
// unit prices only, so a discount lowers its line: to a lower unit price
// when the line's due splits evenly over its quantity, else to one line of
// the whole due named "name × quantity". A line left with nothing to pay
// is left out.
func CheckoutLines(positions []*OrderPosition) []CheckoutLine {
	var out []CheckoutLine
	for _, p := range positions {
		due := p.Due()
		switch {
		case due <= 0 || p.Quantity < 1:
			continue
		case due%int64(p.Quantity) == 0:
			out = append(out, CheckoutLine{Name: p.Name, Amount: due / int64(p.Quantity), Quantity: p.Quantity})
		default:
			out = append(out, CheckoutLine{Name: fmt.Sprintf("%s × %d", p.Name, p.Quantity), Amount: due, Quantity: 1})
		}
	}
	return out
}
