package core

import (
	"context"
	"slices"
	"time"
)

// A store order follows the registrations' lifecycle from the moment it is
// due: it is placed confirmed (nothing for staff to accept), paid online,
// by gift card or by staff, cancelled by the customer or, unpaid past its
// pay-by date, by the system. Staff record refunds of paid orders.

// OrderRefunded is a paid store order whose money staff gave back.
const OrderRefunded OrderStatus = "refunded"

// PayGiftCard is an order paid entirely by gift card.
const PayGiftCard PaymentMethod = "gift_card"

// StoreOrderStatuses are the statuses a store order can have, in order.
var StoreOrderStatuses = []OrderStatus{OrderConfirmed, OrderPaidOnline, OrderPaidManually, OrderCancelled,
	OrderCancelledUnpaid, OrderPaymentRevoked, OrderRefunded}

// StorePaymentDays is how long a store order waits for its payment before
// the system cancels it and gives its stock and gift-card amounts back.
const StorePaymentDays = 7

var storeTransitions = map[OrderStatus]map[OrderStatus][]OrderRole{
	OrderConfirmed: {
		OrderPaidOnline:      {RoleSystem},
		OrderPaidManually:    {RoleMerchant, RoleAgent},
		OrderCancelled:       {RoleCustomer, RoleMerchant},
		OrderCancelledUnpaid: {RoleSystem},
	},
	OrderPaidOnline:   {OrderPaymentRevoked: {RoleMerchant}, OrderRefunded: {RoleMerchant}},
	OrderPaidManually: {OrderPaymentRevoked: {RoleMerchant}, OrderRefunded: {RoleMerchant}},
	OrderPaymentRevoked: {
		OrderPaidOnline:      {RoleSystem},
		OrderPaidManually:    {RoleMerchant, RoleAgent},
		OrderCancelled:       {RoleCustomer, RoleMerchant},
		OrderCancelledUnpaid: {RoleSystem},
	},
}

// CheckStoreTransition refuses a store order's status change that the
// lifecycle does not allow or that role may not make.
func CheckStoreTransition(from, to OrderStatus, role OrderRole) error {
	if from == to {
		return Invalid("status", "The new status is the same as the last one")
	}
	roles, ok := storeTransitions[from][to]
	if !ok {
		return Invalid("status", "An order that is "+string(from)+" cannot become "+string(to)+".")
	}
	if !slices.Contains(roles, role) {
		return Errorf(EFORBIDDEN, "You are not allowed to perform this action.")
	}
	return nil
}

// NextStoreStatuses lists the statuses role may move a store order to.
func NextStoreStatuses(from OrderStatus, role OrderRole) []OrderStatus {
	out := []OrderStatus{}
	for _, to := range StoreOrderStatuses {
		if slices.Contains(storeTransitions[from][to], role) {
			out = append(out, to)
		}
	}
	return out
}

// CartLine is one product in a user's cart.
type CartLine struct {
	ID             int64
	UserID         int64
	Product        *StoreProduct
	GiftCardAmount int64 // the chosen amount of a gift card, in cents; 0 otherwise
	Quantity       int
	AddedAt        time.Time
}

// MaxCartQuantity is the most units of one line; a store sells to people,
// not to resellers, and it keeps totals far from any overflow.
const MaxCartQuantity = 99

// BillingAddress is whom a store order's invoice is made out to.
type BillingAddress struct {
	Name, Street, Zipcode, City, Country string
}

// Validate checks the address's fields.
func (b *BillingAddress) Validate() error {
	f := FieldErrors{}
	for _, c := range []struct{ field, v string }{{"name", b.Name}, {"street", b.Street}, {"zipcode", b.Zipcode}, {"city", b.City}} {
		if Required(f, c.field, c.v) {
			Line(f, c.field, c.v, 128)
		}
	}
	if len(b.Country) != 2 {
		f.Add("country", "The selected country is invalid.")
	}
	return f.Err()
}

// StoreOrder is a checked-out cart: the lines of one seller, what the
// discount and gift cards took off, what is left to pay, the history.
type StoreOrder struct {
	ID           int64
	UserID       int64
	LoftID       *int64 // the seller; nil: the service
	Reference    string
	Currency     Currency
	Subtotal     int64 // the lines before the discount, in cents
	Discount     int64 // what the promotional code or coupon took off
	GiftCardPaid int64 // what gift cards paid
	Total        int64 // what is left to pay by card, transfer or cash
	Billing      BillingAddress
	PromoCode    string
	PayBy        time.Time
	// InvoiceNumber is given when the order is paid, the next of its
	// seller's; nil before.
	InvoiceNumber *int
	InvoicedAt    *time.Time
	CreatedAt     time.Time
	Lines         []*StoreOrderLine
	Status        *OrderStatusEntry   // the latest
	History       []*OrderStatusEntry // oldest first; loaded on a single order
	// Buyer is the customer's name and e-mail, for staff; filled on reads.
	BuyerName, BuyerEmail string
}

// StoreLineAuctionLot is the kind of a store order line that sells an
// auction lot to its winner: a line's kind, never a product's (it is not in
// StoreProductKinds, and no cart holds it).
const StoreLineAuctionLot StoreProductKind = "auction_lot"

// StoreOrderLine is one product of a store order, or the auction lot its
// winner pays for, priced when ordered.
type StoreOrderLine struct {
	ID               int64
	ProductID        int64 // 0: an auction lot's line
	AuctionLotID     int64 // 0: a product's line
	Kind             StoreProductKind
	Name             string
	Quantity         int
	UnitAmount       int64 // cents per unit; a gift card's face value
	Discount         int64 // cents off the line's total
	MembershipMonths int
}

// LineTotal is what the line costs before its discount.
func (l *StoreOrderLine) LineTotal() int64 { return l.UnitAmount * int64(l.Quantity) }

// Membership is one period of a membership an account bought.
type Membership struct {
	ID           int64
	UserID       int64
	ProductID    int64
	ProductName  string // filled on reads
	OrderID      int64
	Unlocks      []string
	StartsAt     time.Time
	EndsAt       time.Time // excluded
	RemindedDays int
	CreatedAt    time.Time
}

// Active reports whether the period covers now.
func (m *Membership) Active(now time.Time) bool {
	return !now.Before(m.StartsAt) && now.Before(m.EndsAt)
}

// StoreOrderFilter selects store orders for lists.
type StoreOrderFilter struct {
	UserID *int64
	LoftID *int64 // with Service false; both unset: every seller
	// Service selects the service's own orders (no loft).
	Service bool
	Status  *OrderStatus
	Limit   int
}

// StoreStore persists the store.
type StoreStore interface {
	CreateStoreProduct(ctx context.Context, p *StoreProduct) error
	UpdateStoreProduct(ctx context.Context, p *StoreProduct) error
	FindStoreProduct(ctx context.Context, id int64) (*StoreProduct, error)
	// FindStoreProducts lists a seller's products (loftID nil: the service's);
	// archived ones only with archived.
	FindStoreProducts(ctx context.Context, loftID *int64, archived bool) ([]*StoreProduct, error)
	// TakeStock lowers a limited product's stock by qty unless fewer are
	// left (EINVALID MsgSoldOut): one guarded UPDATE, so concurrent buyers
	// never take it below zero. Unlimited products are left alone.
	TakeStock(ctx context.Context, productID int64, qty int) error
	// ReturnStock puts qty back on a limited product.
	ReturnStock(ctx context.Context, productID int64, qty int) error

	FindCartLines(ctx context.Context, userID int64) ([]*CartLine, error)
	// PutCartLine sets a line's quantity, adding it when new.
	PutCartLine(ctx context.Context, l *CartLine) error
	DeleteCartLine(ctx context.Context, userID, id int64) error
	DeleteCartLines(ctx context.Context, userID int64, ids []int64) error

	CreateStoreOrder(ctx context.Context, o *StoreOrder) error
	FindStoreOrder(ctx context.Context, id int64) (*StoreOrder, error)
	FindStoreOrders(ctx context.Context, f StoreOrderFilter) ([]*StoreOrder, error)
	// FindDueStoreOrders lists orders still awaiting payment past payBy.
	FindDueStoreOrders(ctx context.Context, before time.Time) ([]*StoreOrder, error)
	// UpdateStoreOrderMoney stores the order's discount, gift-card amount,
	// total and code, and its lines' discounts.
	UpdateStoreOrderMoney(ctx context.Context, o *StoreOrder) error
	CreateStoreOrderStatus(ctx context.Context, e *OrderStatusEntry) error
	LockStoreOrder(ctx context.Context, id int64) error
	// LockStoreBuyer serialises one account's checkouts, so that two at
	// once cannot both pass a lifetime maximum.
	LockStoreBuyer(ctx context.Context, userID int64) error
	// BoughtBefore counts the units of a product an account has in orders
	// that are not cancelled or refunded.
	BoughtBefore(ctx context.Context, userID, productID int64) (int, error)
	// NextInvoiceNumber gives the order the next invoice number of its
	// seller and stamps it invoiced at.
	NextInvoiceNumber(ctx context.Context, o *StoreOrder, at time.Time) error
	CreateStorePayment(ctx context.Context, orderID int64, provider, session string, amount int64, c Currency) error

	CreateGiftCard(ctx context.Context, g *GiftCard) error
	FindGiftCardByCode(ctx context.Context, code string) (*GiftCard, error)
	FindGiftCardsByOrder(ctx context.Context, orderID int64) ([]*GiftCard, error)
	// SpendGiftCard takes amount from the card's balance for an order unless
	// less is left (EINVALID MsgGiftCardInvalid), in one guarded UPDATE, and
	// writes it in the ledger; a negative amount gives it back.
	SpendGiftCard(ctx context.Context, cardID, orderID, amount int64) error
	// GiftCardSpends is what each card paid for an order, by card id.
	GiftCardSpends(ctx context.Context, orderID int64) (map[int64]int64, error)
	VoidGiftCards(ctx context.Context, orderID int64) error

	CreateMembership(ctx context.Context, m *Membership) error
	// FindMemberships lists an account's periods, newest end first.
	FindMemberships(ctx context.Context, userID int64) ([]*Membership, error)
	// EndMemberships ends the order's periods at at (a refund).
	EndMemberships(ctx context.Context, orderID int64, at time.Time) error
	// FindMembershipsEnding lists the latest period of each account and
	// product that ends after from and before until, for reminders.
	FindMembershipsEnding(ctx context.Context, from, until time.Time) ([]*Membership, error)
	SetMembershipReminded(ctx context.Context, id int64, days int) error
}
