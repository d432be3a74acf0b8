package service

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Orders are the use cases of season registration: placing an order within
// the season's limits, the status changes of its lifecycle with a mail for
// each, and cancelling confirmed orders left unpaid past their deadline.
type Orders struct {
	*base
	store     ordersStore
	pigeons   *Pigeons   // status history of the ordered and activated birds
	fanciers  *Fanciers  // the team a first order makes
	campaigns *Campaigns // the discount of a code typed when registering
	mailer    core.Mailer
	cards     core.CardPayments
	cfg       OrderConfig
	shop      *Shop // applies the card payments of store orders
}

// OrderConfig tunes the order use cases.
type OrderConfig struct {
	PublicURL string
	// PaymentDays is the payment deadline in working days after confirmation
	// when the season's payment due date sets none.
	PaymentDays int
	Bank        BankAccount // shown for bank transfers; none when IBAN is empty
	// PendingHold is how long a pending order holds its places before
	// ExpirePending cancels it; 0 means core.DefaultPendingHold.
	PendingHold time.Duration
}

func newOrders(b *base, st ordersStore, pigeons *Pigeons, fanciers *Fanciers, m core.Mailer, cards core.CardPayments, cfg OrderConfig) *Orders {
	if cfg.PaymentDays == 0 {
		cfg.PaymentDays = core.DefaultPaymentDays
	}
	if cfg.PendingHold == 0 {
		cfg.PendingHold = core.DefaultPendingHold
	}
	return &Orders{base: b, store: st, pigeons: pigeons, fanciers: fanciers, mailer: m, cards: cards, cfg: cfg}
}

// OrderItem is a product and quantity the customer chose.
type OrderItem struct {
	ProductID int64
	Quantity  int
}

// OrderInput is a registration as the customer sends it. Prices are never
// taken from the client: the server prices every order.
type OrderInput struct {
	SeasonID int64
	TeamID   int64      // an existing team of the customer, or
	NewTeam  *core.Team // a team to create on the way
	City     string
	Street   string
	Zipcode  string
	Items    []OrderItem
	Pigeons  []*core.Pigeon // details where already known
	// AcceptContract is the version of the season's contract the customer
	// accepted; it must be the current one when the season has a contract.
	AcceptContract int
	// Code is a campaign's coupon or promotional code, as typed; "" none.
	Code string
}

// PlaceOrder registers the signed-in customer for a season: it checks the
// registration period, products, address and limits, creates the team when
// asked, prices the order and stores it pending with the known pigeons, all
// in one transaction that holds the season's lock.
func (o *Orders) PlaceOrder(ctx context.Context, in OrderInput) (*core.Order, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	f := core.FieldErrors{}
	core.CheckOrderAddress(f, in.City, in.Street, in.Zipcode)
	if len(in.Items) == 0 {
		f.Add("positions", "Choose at least one product.")
	}
	if err := f.Err(); err != nil {
		return nil, err
	}
	order := &core.Order{SeasonID: in.SeasonID, UserID: u.ID, City: strings.TrimSpace(in.City), Street: strings.TrimSpace(in.Street),
		Zipcode: strings.TrimSpace(in.Zipcode), Reference: newReference(in.SeasonID)}
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		season, err := o.openSeason(ctx, in.SeasonID)
		if err != nil {
			return err
		}
		order.Currency = season.Currency
		if err := o.store.LockSeason(ctx, season.ID); err != nil {
			return err
		}
		if err := o.acceptContract(ctx, order, in.AcceptContract); err != nil {
			return err
		}
		if err := o.price(ctx, order, season, in.Items); err != nil {
			return err
		}
		var plan *redeemPlan
		if strings.TrimSpace(in.Code) != "" {
			if plan, err = o.campaigns.prepare(ctx, in.Code, u.ID, &season.LoftID, discountLines(order), true); err != nil {
				return err
			}
			applyDiscount(order, plan.applied)
		}
		active, reserve := order.Places()
		used, err := o.store.SeasonPlaces(ctx, season.ID, 0)
		if err != nil {
			return err
		}
		mine, err := o.store.SeasonPlaces(ctx, season.ID, u.ID)
		if err != nil {
			return err
		}
		if err := core.CheckLimits(season, used, mine, active, reserve); err != nil {
			return err
		}
		if len(in.Pigeons) > active+reserve {
			return core.Invalid("pigeons", fmt.Sprintf("The order has places for %d pigeons, you entered %d.", active+reserve, len(in.Pigeons)))
		}
		if order.TeamID, err = o.team(ctx, season, in); err != nil {
			return err
		}
		order.Status = &core.OrderStatusEntry{Status: core.OrderPending, CreatedBy: &u.ID, CreatedAt: o.now()}
		if err := o.store.CreateOrder(ctx, order); err != nil {
			return err
		}
		if plan != nil {
			if err := o.campaigns.commit(ctx, plan, u.ID, order.ID, 0); err != nil {
				return err
			}
		}
		for i, p := range in.Pigeons {
			p.SeasonID, p.TeamID, p.OrderID = season.ID, order.TeamID, &order.ID
			if err := p.Validate(); err != nil {
				return prefixFields(err, fmt.Sprintf("pigeons[%d].", i))
			}
			if err := o.store.CreatePigeon(ctx, p); err != nil {
				return err
			}
			if err := o.pigeons.addStatus(ctx, p, core.StatusUnassigned, ""); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	o.notify(ctx, order, u)
	o.tellStaffPlaced(ctx, order)
	return order, o.withNext(ctx, order)
}

// openSeason returns a season that takes registrations today.
func (o *Orders) openSeason(ctx context.Context, id int64) (*core.Season, error) {
	season, err := o.store.FindSeasonByID(ctx, id)
	if err != nil {
		return nil, err
	}
	dds, err := o.store.FindDueDates(ctx, id)
	if err != nil {
		return nil, err
	}
	loft, err := o.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		return nil, err
	}
	// The loft's day: registration closes at the loft's midnight.
	if !season.RegistrationOpenOn(core.RegistrationDueDate(dds), loft.Today(o.now())) {
		return nil, core.Invalid("season_id", "Registration for this season is closed.")
	}
	return season, nil
}

// price fills the order's positions and total from the season's entry fees.
func (o *Orders) price(ctx context.Context, order *core.Order, season *core.Season, items []OrderItem) error {
	for i, it := range items {
		field := fmt.Sprintf("positions[%d].", i)
		if it.Quantity < 1 {
			return core.Invalid(field+"quantity", "The quantity must be at least 1.")
		}
		p, err := o.store.FindProductByID(ctx, it.ProductID)
		if core.ErrorCode(err) == core.ENOTFOUND || (err == nil && (p.SeasonID != season.ID || p.Category != core.ProductEntryFee)) {
			return core.Invalid(field+"product_id", "The selected product is not an entry fee of this season.")
		} else if err != nil {
			return err
		}
		if p.MaxQuantity != nil && it.Quantity > *p.MaxQuantity {
			return core.Invalid(field+"quantity", fmt.Sprintf("You can order at most %d of %s.", *p.MaxQuantity, p.Name))
		}
		order.Positions = append(order.Positions, &core.OrderPosition{ProductID: p.ID, Category: p.Category, Name: p.Name,
			Quantity: it.Quantity, Amount: p.Amount, PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve})
		order.Total += int64(it.Quantity) * p.Amount
	}
	return nil
}

// team returns the customer's team for the order, creating it when asked.
func (o *Orders) team(ctx context.Context, season *core.Season, in OrderInput) (int64, error) {
	u := core.ActorFrom(ctx).User
	if in.NewTeam != nil {
		t := &core.Team{LoftID: season.LoftID, UserID: u.ID, Name: in.NewTeam.Name, Country: in.NewTeam.Country}
		if err := o.fanciers.CreateTeam(ctx, t); err != nil {
			return 0, prefixFields(err, "team.")
		}
		return t.ID, nil
	}
	t, err := o.store.FindTeamByID(ctx, in.TeamID)
	if err != nil || t.UserID != u.ID || t.LoftID != season.LoftID {
		return 0, core.Invalid("team_id", "Choose one of your teams in this loft, or create one.")
	}
	return t.ID, nil
}

// ChangeStatus moves an order on in its lifecycle, as the actor's role
// allows, records who did it and mails the customer.
func (o *Orders) ChangeStatus(ctx context.Context, id int64, to core.OrderStatus, method core.PaymentMethod, note string) (*core.Order, error) {
	if err := core.CheckNote(note); err != nil {
		return nil, err
	}
	var order *core.Order
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		// The lock first: a concurrent change (a webhook, the other agent)
		// commits before this reads the status it checks the step against.
		if err := o.store.LockOrder(ctx, id); err != nil {
			return err
		}
		var err error
		if order, err = o.store.FindOrderByID(ctx, id); err != nil {
			return err
		}
		role, err := o.role(ctx, order)
		if err != nil {
			return err
		}
		if err := core.CheckTransition(order.Status.Status, to, role); err != nil {
			return err
		}
		if to.IsPaid() {
			if method, err = paymentMethod(to, method); err != nil {
				return err
			}
		} else {
			method = ""
		}
		e := &core.OrderStatusEntry{OrderID: id, Status: to, Method: method, Note: strings.TrimSpace(note), CreatedBy: actorID(ctx), CreatedAt: o.now()}
		if err := o.store.CreateOrderStatus(ctx, e); err != nil {
			return err
		}
		switch {
		case to.IsPaid():
			err = o.applyPaid(ctx, order)
		case to.IsClosed():
			err = o.applyCancelled(ctx, order)
		case to == core.OrderPaymentRevoked:
			err = o.applyRevoked(ctx, order)
		}
		if err != nil {
			return err
		}
		order.Status, order.History = e, append([]*core.OrderStatusEntry{e}, order.History...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if customer, err := o.store.FindUserByID(ctx, order.UserID); err == nil {
		o.notify(ctx, order, customer)
	}
	return order, o.withNext(ctx, order)
}

func paymentMethod(to core.OrderStatus, m core.PaymentMethod) (core.PaymentMethod, error) {
	if to == core.OrderPaidOnline {
		return core.PayCard, nil
	}
	switch m {
	case "":
		return core.PayManual, nil
	case core.PayBankTransfer, core.PayCash, core.PayManual:
		return m, nil
	}
	return "", core.Invalid("method", "The selected method is invalid.")
}

// role is the capacity in which the actor acts on the order.
func (o *Orders) role(ctx context.Context, order *core.Order) (core.OrderRole, error) {
	a := core.ActorFrom(ctx)
	if a.System {
		return core.RoleSystem, nil
	}
	if a.User == nil {
		return "", errSignIn()
	}
	season, err := o.store.FindSeasonByID(ctx, order.SeasonID)
	if err != nil {
		return "", err
	}
	if role, ok := orderRole(a, season.LoftID, order); ok {
		return role, nil
	}
	return "", core.Errorf(core.ENOTFOUND, "Order not found.")
}

// FindOrder returns an order to its customer or the loft's staff.
func (o *Orders) FindOrder(ctx context.Context, id int64) (*core.Order, error) {
	order, err := o.store.FindOrderByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if _, err := o.role(ctx, order); err != nil {
		return nil, err
	}
	o.withDeadline(ctx, order)
	return order, o.withNext(ctx, order)
}

// acceptContract records on the order which contract version the customer
// accepted, refusing any but the season's current one.
func (o *Orders) acceptContract(ctx context.Context, order *core.Order, accepted int) error {
	contracts, err := o.store.FindContracts(ctx, order.SeasonID)
	if err != nil || len(contracts) == 0 {
		return err
	}
	if err := core.CheckContractAccepted(contracts[0], accepted); err != nil {
		return err
	}
	at := o.now()
	order.ContractVersion, order.ContractAcceptedAt = &contracts[0].Version, &at
	return nil
}

// newReference is a unique, human-typable payment reference.
func newReference(seasonID int64) string {
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" // no 0/O, 1/I
	b := make([]byte, 8)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return fmt.Sprintf("OL%d-%s", seasonID, b)
}

// prefixFields puts a prefix before every field name of a validation error.
func prefixFields(err error, prefix string) error {
	e, ok := err.(*core.Error)
	if !ok || e.Fields == nil {
		return err
	}
	out := &core.Error{Code: e.Code, Message: e.Message, Fields: map[string][]string{}}
	for k, v := range e.Fields {
		out.Fields[prefix+k] = v
	}
	return out
}
