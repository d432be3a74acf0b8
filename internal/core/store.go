package core

import (
	"context"
	"time"
)

// Transactor runs fn in one transaction: every store call made with the ctx
// passed to fn joins it. A nested call joins the outer transaction.
type Transactor interface {
	InTx(ctx context.Context, fn func(ctx context.Context) error) error
}

// Store is everything the services need from persistence.
type Store interface {
	Transactor
	UserStore
	LoftStore
	SeasonStore
	SeasonBrowseStore
	DueDateStore
	ProductStore
	CatalogStore
	AdminListStore
	TeamStore
	CustomerStore
	PigeonStore
	NewsStore
	SSOStore
	FavoriteStore
	FlightStore
	DeviceStore
	ArrivalStore
	AuditStore
	OrderStore
	PaymentStore
	TransportStore
	ClockLogStore
	PayoutStore
	FraudStore
	StoreStore
	StoreCatalogStore
	ArrivalReviewStore
	NotificationStore
	TelemetryStore
	ContractStore
	MediaStore
	PayeeStore
	CampaignStore
	PedigreeStore
	RaceEntryStore
	AuctionStore
	SaleStore
	// Ping checks that the database answers.
	Ping(ctx context.Context) error
}

// Clock tells the time; tests fix it.
type Clock func() time.Time

// Page is the paging request of a list; sizes are SPEC §9's 25, 50 and 100.
type Page struct {
	Page    int
	PerPage int
}

// PageSizes allowed for lists.
var PageSizes = []int{25, 50, 100}

// Normalize fills defaults and refuses sizes other than 25, 50, 100.
func (p Page) Normalize() (Page, error) {
	if p.Page == 0 {
		p.Page = 1
	}
	if p.PerPage == 0 {
		p.PerPage = PageSizes[0]
	}
	f := FieldErrors{}
	if p.Page < 1 {
		f.Add("page", "The page must be at least 1.")
	}
	OneOf(f, "per_page", p.PerPage, PageSizes...)
	return p, f.Err()
}

// Offset is the number of rows before the page.
func (p Page) Offset() int { return (p.Page - 1) * p.PerPage }

// Now is the real clock, in UTC.
func Now() time.Time { return time.Now().UTC() }
