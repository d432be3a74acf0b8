package core

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
)

// StoreProductKind is what a store product is (SPEC §1, issue 28).
type StoreProductKind string

// Store product kinds: a membership of 12 or 24 months, a gift card, or any
// other merchandise or service a seller offers.
const (
	StoreMembership StoreProductKind = "membership"
	StoreGiftCard   StoreProductKind = "gift_card"
	StoreItem       StoreProductKind = "item"
)

// StoreProductKinds lists every kind.
var StoreProductKinds = []StoreProductKind{StoreMembership, StoreGiftCard, StoreItem}

// Valid reports whether k is a known kind.
func (k StoreProductKind) Valid() bool { return slices.Contains(StoreProductKinds, k) }

// MembershipMonths are the lengths a membership is sold for (SPEC §1).
var MembershipMonths = []int{12, 24}

// Store messages (SPEC §8).
const (
	MsgMaximumLifetime   = "Maximum lifetime for the product reached"
	MsgNotOnSale         = "This product is not on sale at the moment."
	MsgSoldOut           = "This product is sold out."
	MsgGiftCardAmount    = "Choose one of the amounts this gift card is sold for."
	MsgGiftCardPriceSet  = "A gift card is sold for its amounts; leave the price empty."
	MsgGiftCardAmountSet = "Give either fixed amounts or a smallest and largest amount."
	MsgFeatureName       = "A feature name is lower-case letters, digits and underscores."
)

// Limits of a store product.
const (
	MaxStoreProductName        = 128
	MaxStoreProductDescription = 5000
	MaxGiftCardAmounts         = 10
	MaxUnlocks                 = 20
)

// featureRe is the shape of a feature name ("pedigree"): what the server
// checks a membership against, so it is an identifier, not display text.
var featureRe = regexp.MustCompile(`^[a-z][a-z0-9_]{0,39}$`)

// StoreProduct is something a seller offers in the store. The seller is a
// loft (LoftID) or the service itself (LoftID nil).
type StoreProduct struct {
	ID          int64
	LoftID      *int64 // the selling loft; nil: the service
	Kind        StoreProductKind
	Name        string
	Description string
	Price       int64 // cents; gift cards leave it 0 and use the amounts below
	Currency    Currency
	// A gift card is sold for one of GiftCardAmounts (fixed amounts) or for
	// an amount the buyer chooses between GiftCardMin and GiftCardMax, both
	// in cents and included; one of the two ways, never both.
	GiftCardAmounts []int64
	GiftCardMin     int64
	GiftCardMax     int64
	Stock           *int       // left to sell; nil: unlimited
	AvailableFrom   *time.Time // on sale from this moment; nil: since ever
	AvailableUntil  *time.Time // on sale until just before this moment; nil: for ever
	MaxPerOrder     *int       // most one customer may put in one order; nil: no limit
	MaxLifetime     *int       // most one account may ever buy (SPEC §8); nil: no limit
	// MembershipMonths (12 or 24) and Unlocks (feature names, e.g.
	// "pedigree") are a membership's; what it unlocks is data so that a new
	// tool needs no new kind of product.
	MembershipMonths int
	Unlocks          []string
	// Translations are the name and description in other languages than
	// the fallback (English), by language code.
	Translations map[string]StoreProductText
	ImagePath    string // the image's key in the upload bucket; "" when none
	Archived     bool   // withdrawn from the store; kept for its orders
	CreatedAt    time.Time
}

// StoreProductText is a product's name and description in one language.
type StoreProductText struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// NameIn is the product's name in lang, else its fallback name.
func (p *StoreProduct) NameIn(lang string) string {
	if t := p.Translations[lang]; t.Name != "" {
		return t.Name
	}
	return p.Name
}

// DescriptionIn is the product's description in lang, else the fallback.
func (p *StoreProduct) DescriptionIn(lang string) string {
	if t := p.Translations[lang]; t.Name != "" {
		return t.Description
	}
	return p.Description
}

// Validate checks a product's fields, and those that belong to its kind only.
func (p *StoreProduct) Validate() error {
	f := FieldErrors{}
	OneOf(f, "kind", p.Kind, StoreProductKinds...)
	if Required(f, "name", p.Name) {
		Line(f, "name", p.Name, MaxStoreProductName)
	}
	MaxLen(f, "description", p.Description, MaxStoreProductDescription)
	OneOf(f, "currency", p.Currency, EUR, USD)
	IntRange(f, "price", p.Price, IntRangeMin, IntRangeMax)
	if p.Kind == StoreGiftCard {
		p.validateGiftCard(f)
	} else if len(p.GiftCardAmounts) > 0 || p.GiftCardMin != 0 || p.GiftCardMax != 0 {
		f.Add("gift_card_amounts", "Only a gift card has gift card amounts.")
	}
	if p.Kind == StoreMembership {
		OneOf(f, "membership_months", p.MembershipMonths, MembershipMonths...)
		if len(p.Unlocks) == 0 {
			f.Add("unlocks", msgRequired("unlocks"))
		}
	} else {
		if p.MembershipMonths != 0 {
			f.Add("membership_months", "Only a membership has months.")
		}
		if len(p.Unlocks) > 0 {
			f.Add("unlocks", "Only a membership unlocks features.")
		}
	}
	p.validateUnlocks(f)
	for lang, t := range p.Translations {
		field := "translations." + lang
		switch {
		case !IsLanguage(lang):
			f.Add(field, "The language is not one of the site's.")
		case strings.TrimSpace(t.Name) == "":
			delete(p.Translations, lang) // a blank translation falls back to the name
		default:
			Line(f, field+".name", t.Name, MaxStoreProductName)
			MaxLen(f, field+".description", t.Description, MaxStoreProductDescription)
		}
	}
	if p.Stock != nil && (*p.Stock < 0 || *p.Stock >= MaxSales) {
		f.Add("stock", MsgNumber)
	}
	if p.MaxPerOrder != nil && (*p.MaxPerOrder < 1 || *p.MaxPerOrder >= MaxSales) {
		f.Add("max_per_order", MsgNumber)
	}
	if p.MaxLifetime != nil && (*p.MaxLifetime < 1 || *p.MaxLifetime >= MaxSales) {
		f.Add("max_lifetime", MsgNumber)
	}
	if p.AvailableFrom != nil {
		CheckTime(f, "available_from", *p.AvailableFrom)
	}
	if p.AvailableUntil != nil {
		CheckTime(f, "available_until", *p.AvailableUntil)
	}
	if p.AvailableFrom != nil && p.AvailableUntil != nil && !p.AvailableFrom.Before(*p.AvailableUntil) {
		f.Add("available_until", MsgDateRange)
	}
	return f.Err()
}

func (p *StoreProduct) validateGiftCard(f FieldErrors) {
	if p.Price != 0 {
		f.Add("price", MsgGiftCardPriceSet)
	}
	fixed, chosen := len(p.GiftCardAmounts) > 0, p.GiftCardMin != 0 || p.GiftCardMax != 0
	if fixed == chosen {
		f.Add("gift_card_amounts", MsgGiftCardAmountSet)
		return
	}
	if len(p.GiftCardAmounts) > MaxGiftCardAmounts {
		f.Add("gift_card_amounts", fmt.Sprintf("Give at most %d amounts.", MaxGiftCardAmounts))
	}
	for _, a := range p.GiftCardAmounts {
		IntRange(f, "gift_card_amounts", a, 1, IntRangeMax)
	}
	if chosen {
		IntRange(f, "gift_card_min", p.GiftCardMin, 1, IntRangeMax)
		IntRange(f, "gift_card_max", p.GiftCardMax, 1, IntRangeMax)
		if p.GiftCardMax < p.GiftCardMin {
			f.Add("gift_card_max", "The largest amount may not be smaller than the smallest.")
		}
	}
}

func (p *StoreProduct) validateUnlocks(f FieldErrors) {
	if len(p.Unlocks) > MaxUnlocks {
		f.Add("unlocks", fmt.Sprintf("A membership unlocks at most %d features.", MaxUnlocks))
	}
	for i, u := range p.Unlocks {
		if !featureRe.MatchString(u) {
			f.Add("unlocks", MsgFeatureName)
		} else if slices.Contains(p.Unlocks[:i], u) {
			f.Add("unlocks", MsgAlreadyExists)
		}
	}
}

// UnitPrice is what one unit costs in cents: the price, or for a gift card
// the amount chosen, which must be one the card is sold for.
func (p *StoreProduct) UnitPrice(giftCardAmount int64) (int64, error) {
	if p.Kind != StoreGiftCard {
		return p.Price, nil
	}
	ok := slices.Contains(p.GiftCardAmounts, giftCardAmount)
	if len(p.GiftCardAmounts) == 0 {
		ok = giftCardAmount >= p.GiftCardMin && giftCardAmount <= p.GiftCardMax && giftCardAmount > 0
	}
	if !ok {
		return 0, Invalid("gift_card_amount", MsgGiftCardAmount)
	}
	return giftCardAmount, nil
}

// OnSale reports whether now lies in the product's window: from
// AvailableFrom included to AvailableUntil excluded, so that one product can
// take over from another at the same moment without both being on sale.
func (p *StoreProduct) OnSale(now time.Time) bool {
	return (p.AvailableFrom == nil || !now.Before(*p.AvailableFrom)) &&
		(p.AvailableUntil == nil || now.Before(*p.AvailableUntil))
}

// CheckPurchase refuses qty units for an account that has bought
// boughtBefore of the product before (in orders not closed). The window
// comes first, since nothing else matters then; the lifetime maximum before
// the per-order one and the stock, since no smaller quantity can pass it
// once it is reached. Stock is checked here at checkout and again, locked,
// when the payment arrives.
func (p *StoreProduct) CheckPurchase(qty, boughtBefore int, now time.Time) error {
	switch {
	case qty < 1:
		return Invalid("quantity", "The quantity must be at least 1.")
	case !p.OnSale(now):
		return Invalid("product_id", MsgNotOnSale)
	case p.MaxLifetime != nil && boughtBefore+qty > *p.MaxLifetime:
		return Invalid("quantity", MsgMaximumLifetime)
	case p.MaxPerOrder != nil && qty > *p.MaxPerOrder:
		return Invalid("quantity", fmt.Sprintf("You can buy at most %d of this product in one order.", *p.MaxPerOrder))
	case p.Stock != nil && *p.Stock == 0:
		return Invalid("quantity", MsgSoldOut)
	case p.Stock != nil && qty > *p.Stock:
		return Invalid("quantity", fmt.Sprintf("Only %d left.", *p.Stock))
	}
	return nil
}

// SameSeller reports whether two sellers (a loft id, or nil for the
// service) are the same one.
func SameSeller(a, b *int64) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}
