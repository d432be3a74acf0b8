package api

import (
	"context"
	"strconv"

	"github.com/oneloft/oneloft/internal/service"
)

// Cart is the signed-in user's cart, one part per seller.
type Cart struct {
	Units   int          `json:"units" doc:"Units over every line: what the cart badge shows"`
	Sellers []CartSeller `json:"sellers" doc:"In the order their first line was added"`
}

// CartSeller is the part of a cart one seller sells, checked out on its own.
type CartSeller struct {
	Key      string      `json:"key" doc:"The loft's id, or \"service\": what /checkout?seller= takes"`
	Seller   StoreSeller `json:"seller"`
	Currency string      `json:"currency" enum:"EUR,USD" doc:"One currency per seller's part"`
	Subtotal int64       `json:"subtotal" doc:"Cents, before discounts"`
	Lines    []CartLine  `json:"lines"`
}

// CartLine is one product in the cart, priced now.
type CartLine struct {
	ID             int64        `json:"id"`
	Product        StoreProduct `json:"product" doc:"Name in the viewer's language"`
	GiftCardAmount int64        `json:"gift_card_amount" doc:"A gift card's chosen amount in cents; 0 otherwise"`
	Quantity       int          `json:"quantity"`
	UnitPrice      int64        `json:"unit_price" doc:"Cents"`
	LineTotal      int64        `json:"line_total" doc:"Cents"`
	Problem        string       `json:"problem,omitempty" doc:"Why the line cannot be bought now (sold out, no longer on sale, lifetime maximum…); checkout refuses it"`
}

func (s *Server) toCart(c *service.Cart, lang string) Cart {
	now := s.svc.Shop.Now()
	out := Cart{Units: c.Units(), Sellers: make([]CartSeller, len(c.Sellers))}
	for i, part := range c.Sellers {
		cs := CartSeller{Key: "service", Seller: toStoreSeller(part.Loft), Currency: string(part.Currency), Subtotal: part.Subtotal,
			Lines: make([]CartLine, len(part.Lines))}
		if part.Loft != nil {
			cs.Key = strconv.FormatInt(part.Loft.ID, 10)
		}
		for j, l := range part.Lines {
			cs.Lines[j] = CartLine{ID: l.ID, Product: toStoreProduct(l.Product, lang, now), GiftCardAmount: l.GiftCardAmount,
				Quantity: l.Quantity, UnitPrice: l.UnitPrice, LineTotal: l.LineTotal, Problem: l.Problem}
			cs.Lines[j].Product.Translations = nil
		}
		out.Sellers[i] = cs
	}
	return out
}

func (s *Server) getCart(ctx context.Context, in *struct{ ViewerLanguage }) (*bodyOf[Cart], error) {
	c, err := s.svc.Shop.Cart(ctx)
	if err != nil {
		return nil, err
	}
	return reply(s.toCart(c, in.code()))
}

// addCartLineDoc describes add-cart-line.
const addCartLineDoc = "Adds to the line of the same product (and gift-card amount) when there is one. Refused (400) when the units of the " +
	"product in the cart could not be bought now: quantity 1–99, not on sale, lifetime maximum, per-order maximum, stock, a gift-card amount " +
	"it is not sold for, or another currency than the seller's other lines. Answers the whole cart."

func (s *Server) addCartLine(ctx context.Context, in *struct {
	ViewerLanguage
	Body struct {
		ProductID      int64 `json:"product_id" minimum:"1"`
		Quantity       int   `json:"quantity" minimum:"1" maximum:"99"`
		GiftCardAmount int64 `json:"gift_card_amount,omitempty" minimum:"0" doc:"Cents; a gift card's only"`
	}
}) (*bodyOf[Cart], error) {
	c, err := s.svc.Shop.AddToCart(ctx, in.Body.ProductID, in.Body.Quantity, in.Body.GiftCardAmount)
	if err != nil {
		return nil, err
	}
	return reply(s.toCart(c, in.code()))
}

// setCartLineDoc describes set-cart-line.
const setCartLineDoc = "Another user's line answers 404. A lower quantity is always taken (to bring a line down to the stock left); a higher one is checked as an addition."

func (s *Server) setCartLine(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
	ViewerLanguage
	Body struct {
		Quantity int `json:"quantity" minimum:"1" maximum:"99"`
	}
}) (*bodyOf[Cart], error) {
	c, err := s.svc.Shop.SetCartQuantity(ctx, in.ID, in.Body.Quantity)
	if err != nil {
		return nil, err
	}
	return reply(s.toCart(c, in.code()))
}

func (s *Server) removeCartLine(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Shop.RemoveCartLine(ctx, in.ID)
}
