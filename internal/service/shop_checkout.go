package service

import (
	"context"
	"crypto/rand"
	"fmt"

	"github.com/oneloft/oneloft/internal/core"
)

// CheckoutInput is a cart of one seller as the customer checks it out.
// Prices are never taken from the client: the server prices the cart.
type CheckoutInput struct {
	Seller    *int64 // the loft whose cart is checked out; nil: the service's
	Billing   core.BillingAddress
	PromoCode string
	GiftCards []string // codes as typed, spent in this order
	// ClientAddr is the client's address, under which gift-card tries count.
	ClientAddr string
}

// Messages of the checkout.
const (
	MsgCartEmpty     = "Your cart for this seller is empty."
	MsgMaxGiftCards  = "Use at most 5 gift cards in one order."
	maxOrderGiftCard = 5
)

// Checkout turns the customer's cart of one seller into an order: it
// prices every line again, checks each product's window, lifetime and
// per-order maximum, takes the stock, applies the promotional code and
// spends the gift cards, all in one transaction, so that a refusal anywhere
// changes nothing. An order that gift cards (or the discount) pay whole is
// paid at once; any other waits for its payment until its pay-by date.
func (s *Shop) Checkout(ctx context.Context, in CheckoutInput) (*core.StoreOrder, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	if err := in.Billing.Validate(); err != nil {
		return nil, prefixFields(err, "billing.")
	}
	if len(in.GiftCards) > maxOrderGiftCard {
		return nil, core.Invalid("gift_cards", MsgMaxGiftCards)
	}
	codes, err := s.giftCardCodes(ctx, u, in.GiftCards, in.ClientAddr)
	if err != nil {
		return nil, err
	}
	var order *core.StoreOrder
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		order, err = s.placeOrder(ctx, u, in)
		if err != nil {
			return err
		}
		if err := s.spendGiftCards(ctx, order, codes); err != nil {
			return err
		}
		if err := s.store.UpdateStoreOrderMoney(ctx, order); err != nil {
			return err
		}
		if order.Total == 0 {
			method, note := core.PayGiftCard, ""
			if order.GiftCardPaid == 0 {
				method, note = core.PayManual, "Nothing to pay after the discount."
			}
			return s.setStatus(ctx, order, core.OrderPaidOnline, core.RoleSystem, method, note)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.afterStatus(ctx, order, u)
	return order, nil
}

// placeOrder prices the seller's cart lines, takes their stock and stores
// the order, due, and empties those lines from the cart.
func (s *Shop) placeOrder(ctx context.Context, u *core.User, in CheckoutInput) (*core.StoreOrder, error) {
	if err := s.store.LockStoreBuyer(ctx, u.ID); err != nil {
		return nil, err
	}
	all, err := s.store.FindCartLines(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	order := &core.StoreOrder{UserID: u.ID, LoftID: in.Seller, Reference: newStoreReference(), Billing: in.Billing,
		PayBy: now.AddDate(0, 0, core.StorePaymentDays), Status: &core.OrderStatusEntry{Status: core.OrderConfirmed, CreatedBy: &u.ID}}
	var lineIDs []int64
	for _, l := range all {
		p := l.Product
		if !core.SameSeller(p.LoftID, in.Seller) {
			continue
		}
		if order.Currency == "" {
			order.Currency = p.Currency
		} else if order.Currency != p.Currency {
			return nil, core.Invalid("cart", core.MsgCartCurrency)
		}
		if p.Archived {
			return nil, core.Invalid("product_id", core.MsgNotOnSale)
		}
		unit, err := p.UnitPrice(l.GiftCardAmount)
		if err != nil {
			return nil, err
		}
		bought, err := s.store.BoughtBefore(ctx, u.ID, p.ID)
		if err != nil {
			return nil, err
		}
		if err := p.CheckPurchase(l.Quantity, bought, now); err != nil {
			return nil, namedLineError(err, p)
		}
		if err := s.store.TakeStock(ctx, p.ID, l.Quantity); err != nil {
			return nil, namedLineError(err, p)
		}
		order.Lines = append(order.Lines, &core.StoreOrderLine{ProductID: p.ID, Kind: p.Kind, Name: p.NameIn(u.Language),
			Quantity: l.Quantity, UnitAmount: unit, MembershipMonths: p.MembershipMonths})
		order.Subtotal += unit * int64(l.Quantity)
		lineIDs = append(lineIDs, l.ID)
	}
	if len(order.Lines) == 0 {
		return nil, core.Invalid("cart", MsgCartEmpty)
	}
	if in.Seller != nil {
		if _, err := s.store.FindLoftByID(ctx, *in.Seller); err != nil {
			return nil, err
		}
	}
	order.Total = order.Subtotal
	if err := s.store.CreateStoreOrder(ctx, order); err != nil {
		return nil, err
	}
	if err := s.applyPromoCode(ctx, order, in.PromoCode); err != nil {
		return nil, err
	}
	return order, s.store.DeleteCartLines(ctx, u.ID, lineIDs)
}

// namedLineError puts the product's name before a refusal about one line,
// so that the customer knows which line of the cart to change.
func namedLineError(err error, p *core.StoreProduct) error {
	e, ok := err.(*core.Error)
	if !ok || e.Code != core.EINVALID {
		return err
	}
	return core.Invalid("cart", p.Name+": "+core.ErrorMessage(err))
}

// giftCardCodes normalises the codes typed and counts them against the
// account's and the client's tries, in a transaction of its own: a refused
// checkout rolls back, and its tries must stay counted.
func (s *Shop) giftCardCodes(ctx context.Context, u *core.User, typed []string, addr string) ([]string, error) {
	if len(typed) == 0 {
		return nil, nil
	}
	var codes []string
	for _, t := range typed {
		if err := s.countGiftCardTry(ctx, u, addr); err != nil {
			return nil, err
		}
		c, err := core.NormalizeGiftCardCode(t)
		if err != nil {
			return nil, core.Invalid("gift_cards", core.MsgGiftCardInvalid)
		}
		codes = append(codes, c)
	}
	return codes, nil
}

func (s *Shop) countGiftCardTry(ctx context.Context, u *core.User, addr string) error {
	checks := append(limitChecks(fmt.Sprintf("gift-card-user:%d", u.ID), core.GiftCardTriesPerUser),
		limitChecks("gift-card-client:"+core.ClientKey(addr), core.GiftCardTriesPerClient)...)
	refused, err := s.takeLimits(ctx, checks, nil)
	if err != nil {
		return err
	}
	if refused >= 0 {
		return core.Errorf(core.ETOOMANY, core.MsgGiftCardTries)
	}
	return nil
}

// spendGiftCards pays what is left of the order from the cards in turn;
// a card of another seller or currency, or empty, refuses the checkout. A
// card after the order is paid keeps its balance.
func (s *Shop) spendGiftCards(ctx context.Context, order *core.StoreOrder, codes []string) error {
	for _, code := range codes {
		card, err := s.store.FindGiftCardByCode(ctx, code)
		if err != nil && core.ErrorCode(err) != core.ENOTFOUND {
			return err
		}
		if err != nil || card.CheckUse(order.LoftID, order.Currency) != nil {
			return core.Invalid("gift_cards", core.MsgGiftCardInvalid)
		}
		if spent, _ := core.Spend(card.Balance, order.Total); spent > 0 {
			if err := s.store.SpendGiftCard(ctx, card.ID, order.ID, spent); err != nil {
				return err
			}
			order.GiftCardPaid += spent
			order.Total -= spent
		}
	}
	return nil
}

// newStoreReference is a unique, human-typable payment reference.
func newStoreReference() string {
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" // no 0/O, 1/I
	b := make([]byte, 10)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return "OS-" + string(b)
}
