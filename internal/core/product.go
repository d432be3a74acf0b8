package core

import (
	"context"
	"time"
)

// ProductCategory is what a product buys (SPEC §3), by id.
type ProductCategory int

// Product categories.
const (
	ProductEntryFee ProductCategory = iota + 1
	ProductFinalFlightActivation
	ProductReserveActivation
	ProductSale
)

var productCategoryCodes = map[ProductCategory]string{
	ProductEntryFee:              "entry_fee",
	ProductFinalFlightActivation: "final_flight_activation",
	ProductReserveActivation:     "reserve_activation",
	ProductSale:                  "sale",
}

// Code is the stable name of the category.
func (c ProductCategory) Code() string { return productCategoryCodes[c] }

// Valid reports whether c is a known category.
func (c ProductCategory) Valid() bool { _, ok := productCategoryCodes[c]; return ok }

// Product is something a season sells: entry fees buy active and reserve
// pigeon places; activations and sale products act on single pigeons.
type Product struct {
	ID             int64
	SeasonID       int64
	Category       ProductCategory // the kind: what the product does
	CatalogID      *int64          // the admins' product category it shows under; nil: none
	Name           string
	PigeonsActive  int
	PigeonsReserve int
	Amount         int64 // cents, in the season's currency
	Currency       Currency
	MaxQuantity    *int // nil: unlimited (SPEC §5)
	PeriodStartsAt *Date
	PeriodEndsAt   *Date
	CreatedAt      time.Time
}

// Validate checks a product's fields.
func (p *Product) Validate() error {
	f := FieldErrors{}
	if !p.Category.Valid() {
		f.Add("product_category_id", "The selected product category id is invalid.")
	}
	if Required(f, "name", p.Name) {
		MaxLen(f, "name", p.Name, 128)
	}
	IntRange(f, "pigeons_active", int64(p.PigeonsActive), IntRangeMin, IntRangeMax)
	IntRange(f, "pigeons_reserve", int64(p.PigeonsReserve), IntRangeMin, IntRangeMax)
	IntRange(f, "amount", p.Amount, IntRangeMin, IntRangeMax)
	if p.MaxQuantity != nil && (*p.MaxQuantity < 0 || *p.MaxQuantity >= MaxSales) {
		f.Add("max_quantity", MsgNumber)
	}
	if p.Category == ProductEntryFee && p.PigeonsActive+p.PigeonsReserve == 0 {
		f.Add("pigeons_active", "An entry fee must include at least one pigeon.")
	}
	if p.PeriodStartsAt != nil {
		CheckDate(f, "period_starts_at", *p.PeriodStartsAt)
	}
	if p.PeriodEndsAt != nil {
		CheckDate(f, "period_ends_at", *p.PeriodEndsAt)
	}
	if p.PeriodStartsAt != nil && p.PeriodEndsAt != nil && p.PeriodEndsAt.Before(*p.PeriodStartsAt) {
		f.Add("period_ends_at", MsgDateRange)
	}
	return f.Err()
}

// AuditFields are the product's fields for the season's audit log.
func (p *Product) AuditFields() AuditFields {
	return AuditFields{"product_category_id": int64(p.Category), "catalog_category_id": auditID(p.CatalogID), "name": p.Name, "pigeons_active": int64(p.PigeonsActive),
		"pigeons_reserve": int64(p.PigeonsReserve), "amount": p.Amount, "max_quantity": auditInt(p.MaxQuantity),
		"period_starts_at": auditDate(p.PeriodStartsAt), "period_ends_at": auditDate(p.PeriodEndsAt)}
}

// HasEntryFee reports SPEC §4/§5: the registration period needs entry fee products.
func HasEntryFee(products []*Product) bool {
	for _, p := range products {
		if p.Category == ProductEntryFee {
			return true
		}
	}
	return false
}

// ProductFilter selects products.
type ProductFilter struct {
	ID       *int64
	SeasonID *int64
	LoftID   *int64
	Category *ProductCategory
	NoDrafts bool // leave out the products of draft seasons
}

// ProductStore persists products.
type ProductStore interface {
	// FindProductByID returns ENOTFOUND when there is no such product.
	FindProductByID(ctx context.Context, id int64) (*Product, error)
	FindProducts(ctx context.Context, filter ProductFilter) ([]*Product, error)
	CreateProduct(ctx context.Context, p *Product) error
	// UpdateProduct stores every field of p.
	UpdateProduct(ctx context.Context, p *Product) error
	DeleteProduct(ctx context.Context, id int64) error
	// ProductInUse reports whether any order has a position of the product.
	ProductInUse(ctx context.Context, id int64) (bool, error)
}
