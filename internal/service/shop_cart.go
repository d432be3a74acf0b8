package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Cart is a signed-in user's cart: one part per seller, in the order their
// first line was added.
type Cart struct {
	Sellers []*CartSeller
}

// CartSeller is the part of a cart one seller sells, checked out on its own.
type CartSeller struct {
	Loft     *core.Loft // nil: the service
	Currency core.Currency
	Lines    []*CartItem
	Subtotal int64 // cents
}

// CartItem is a cart line priced now.
type CartItem struct {
	*core.CartLine
	UnitPrice int64 // cents
	LineTotal int64 // cents
	// Problem is why the line could not be bought now (sold out, no longer
	// on sale, …); "" when it can. Checkout checks again.
	Problem string
}

// Units counts the units in the cart, for the badge.
func (c *Cart) Units() int {
	n := 0
	for _, s := range c.Sellers {
		for _, l := range s.Lines {
			n += l.Quantity
		}
	}
	return n
}

// Cart returns the signed-in user's cart, priced and checked now.
func (s *Shop) Cart(ctx context.Context) (*Cart, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	lines, err := s.store.FindCartLines(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	cart := &Cart{Sellers: []*CartSeller{}}
	bySeller := map[int64]*CartSeller{} // 0: the service
	for _, l := range lines {
		key := sellerKey(l.Product.LoftID)
		part := bySeller[key]
		if part == nil {
			part = &CartSeller{Currency: l.Product.Currency}
			if l.Product.LoftID != nil {
				if part.Loft, err = s.store.FindLoftByID(ctx, key); err != nil {
					return nil, err
				}
			}
			bySeller[key] = part
			cart.Sellers = append(cart.Sellers, part)
		}
		item := &CartItem{CartLine: l}
		unit, err := l.Product.UnitPrice(l.GiftCardAmount)
		if err == nil {
			item.UnitPrice, item.LineTotal = unit, unit*int64(l.Quantity)
			part.Subtotal += item.LineTotal
			err = s.checkPurchase(ctx, u.ID, l.Product, productUnits(lines, l.Product.ID))
		}
		if l.Product.Archived {
			err = core.Invalid("product_id", core.MsgNotOnSale)
		}
		if err != nil {
			item.Problem = core.ErrorMessage(err)
		}
		part.Lines = append(part.Lines, item)
	}
	return cart, nil
}

func sellerKey(loftID *int64) int64 {
	if loftID == nil {
		return 0
	}
	return *loftID
}

// productUnits counts the units of a product over the lines of a cart (a
// gift card has one line per amount).
func productUnits(lines []*core.CartLine, productID int64) int {
	n := 0
	for _, l := range lines {
		if l.Product.ID == productID {
			n += l.Quantity
		}
	}
	return n
}

// AddToCart puts quantity units of a product in the signed-in user's cart,
// on the line of the same product (and gift-card amount) when there is
// one, and returns the cart.
func (s *Shop) AddToCart(ctx context.Context, productID int64, quantity int, giftCardAmount int64) (*Cart, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	if quantity < 1 || quantity > core.MaxCartQuantity {
		return nil, core.Invalid("quantity", core.MsgCartQuantity)
	}
	p, err := s.store.FindStoreProduct(ctx, productID)
	if core.ErrorCode(err) == core.ENOTFOUND || (err == nil && p.Archived) {
		return nil, core.Invalid("product_id", "Choose a product of the store.")
	}
	if err != nil {
		return nil, err
	}
	if p.Kind != core.StoreGiftCard {
		giftCardAmount = 0
	}
	if _, err := p.UnitPrice(giftCardAmount); err != nil {
		return nil, err
	}
	lines, err := s.store.FindCartLines(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	line := &core.CartLine{UserID: u.ID, Product: p, GiftCardAmount: giftCardAmount}
	for _, l := range lines {
		if l.Product.ID == p.ID && l.GiftCardAmount == giftCardAmount {
			line.Quantity = l.Quantity
		}
		if core.SameSeller(l.Product.LoftID, p.LoftID) && l.Product.Currency != p.Currency {
			return nil, core.Invalid("product_id", core.MsgCartCurrency)
		}
	}
	line.Quantity += quantity
	if line.Quantity > core.MaxCartQuantity {
		return nil, core.Invalid("quantity", core.MsgCartQuantity)
	}
	if err := s.checkPurchase(ctx, u.ID, p, productUnits(lines, p.ID)+quantity); err != nil {
		return nil, err
	}
	if err := s.store.PutCartLine(ctx, line); err != nil {
		return nil, err
	}
	return s.Cart(ctx)
}

// SetCartQuantity changes the quantity of one of the signed-in user's
// lines and returns the cart; another user's line is not found.
func (s *Shop) SetCartQuantity(ctx context.Context, lineID int64, quantity int) (*Cart, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	lines, err := s.store.FindCartLines(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	var line *core.CartLine
	for _, l := range lines {
		if l.ID == lineID {
			line = l
		}
	}
	if line == nil {
		return nil, core.Errorf(core.ENOTFOUND, "Cart line not found.")
	}
	if quantity < 1 || quantity > core.MaxCartQuantity {
		return nil, core.Invalid("quantity", core.MsgCartQuantity)
	}
	// Fewer units of a product are always allowed, so that a cart whose
	// product sold out or whose stock fell can be brought down to what is
	// left; more are checked like an addition.
	if quantity > line.Quantity {
		if line.Product.Archived {
			return nil, core.Invalid("product_id", core.MsgNotOnSale)
		}
		if err := s.checkPurchase(ctx, u.ID, line.Product, productUnits(lines, line.Product.ID)-line.Quantity+quantity); err != nil {
			return nil, err
		}
	}
	line.Quantity = quantity
	if err := s.store.PutCartLine(ctx, line); err != nil {
		return nil, err
	}
	return s.Cart(ctx)
}

// RemoveCartLine takes a line out of the signed-in user's cart; another
// user's line is not found.
func (s *Shop) RemoveCartLine(ctx context.Context, lineID int64) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	return s.store.DeleteCartLine(ctx, u.ID, lineID)
}

// checkPurchase refuses units of a product the user could not buy now: its
// window, the lifetime maximum over what the account bought before, the
// per-order maximum and the stock (core.CheckPurchase). Stock is checked
// again at checkout and at payment.
func (s *Shop) checkPurchase(ctx context.Context, userID int64, p *core.StoreProduct, units int) error {
	before, err := s.store.BoughtBefore(ctx, userID, p.ID)
	if err != nil {
		return err
	}
	return p.CheckPurchase(units, before, s.now())
}
