package core

import (
	"context"
	"fmt"
	"time"
)

// Auction (issue 30): a loft sells one pigeon to the highest bidder. A lot is
// drafted, opened for bids between StartsAt and EndsAt, and closed as sold
// or unsold; bidding itself is in auction_bid.go.

// AuctionStatus is the state of an auction lot.
type AuctionStatus string

// Auction statuses. Sold, unsold and cancelled are final.
const (
	AuctionDraft     AuctionStatus = "draft"
	AuctionOpen      AuctionStatus = "open"
	AuctionSold      AuctionStatus = "sold"
	AuctionUnsold    AuctionStatus = "unsold"
	AuctionCancelled AuctionStatus = "cancelled"
)

// AuctionStatuses lists every status.
var AuctionStatuses = []AuctionStatus{AuctionDraft, AuctionOpen, AuctionSold, AuctionUnsold, AuctionCancelled}

// Limits of an auction lot.
const (
	MaxLotTitle       = 128
	MaxLotDescription = 5000
	// MaxSoftCloseMinutes bounds the extension: a lot that grows by more
	// than an hour per late bid could be kept open for days by two bidders.
	MaxSoftCloseMinutes = 60
)

// Auction messages.
const (
	MsgLotCancelBids  = "A lot that has bids cannot be cancelled."
	MsgLotSoldNoBids  = "A lot without bids cannot be sold."
	MsgLotEndsAfter   = "The auction must end after it starts."
	MsgLotReserve     = "The reserve price must be 0 (none) or at least the start price."
	MsgLotSoftClose   = "The soft close must be 0 (off) to 60 minutes."
	MsgLotStatusFinal = "The auction is over; its status cannot change."
)

// AuctionLot is one pigeon offered at auction by a loft. Prices are cents in
// Currency.
type AuctionLot struct {
	ID          int64
	LoftID      int64
	SeasonID    int64 // the season the bird comes from; 0: none
	PigeonID    int64
	Title       string
	Description string
	Currency    Currency
	StartPrice  int64 // the lowest first bid, and the price it sets
	// ReservePrice is the least the seller sells for; hidden from bidders.
	// 0: none.
	ReservePrice int64
	Increment    int64 // the least a bid must add to the current price
	StartsAt     time.Time
	// EndsAt is when bidding ends, in UTC; soft close moves it later.
	EndsAt time.Time
	// SoftCloseMinutes: a bid accepted in the last N minutes moves EndsAt to
	// the bid's time + N minutes, so that a bid at the last second still
	// leaves the others time to answer. 0: off.
	SoftCloseMinutes int
	Status           AuctionStatus
	WinnerID         int64 // the buyer once sold; 0 otherwise
	Price            int64 // the final price once sold; 0 otherwise
	// StoreOrderID is the store order the winner pays the lot with, placed
	// when the lot closed sold; 0 otherwise.
	StoreOrderID int64
	CreatedAt    time.Time
	UpdatedAt    time.Time

	// Filled on reads: the store order's latest status is a payment, and
	// the winner's full name.
	Paid       bool
	WinnerName string
}

// Validate checks a lot's fields. Money bounds are given in the lot's
// currency so that the seller reads them as they typed the prices.
func (l *AuctionLot) Validate() error {
	f := FieldErrors{}
	if l.LoftID == 0 {
		f.Add("loft_id", msgRequired("loft_id"))
	}
	if l.PigeonID == 0 {
		f.Add("pigeon_id", msgRequired("pigeon_id"))
	}
	if Required(f, "title", l.Title) {
		Line(f, "title", l.Title, MaxLotTitle)
	}
	MaxLen(f, "description", l.Description, MaxLotDescription)
	OneOf(f, "currency", l.Currency, EUR, USD)
	OneOf(f, "status", l.Status, AuctionStatuses...)
	l.cents(f, "start_price", l.StartPrice)
	if l.ReservePrice != 0 && (l.ReservePrice < l.StartPrice || l.ReservePrice >= MaxSales) {
		f.Add("reserve_price", MsgLotReserve)
	}
	l.cents(f, "increment", l.Increment)
	switch {
	case l.StartsAt.IsZero():
		f.Add("starts_at", msgRequired("starts_at"))
	case l.EndsAt.IsZero():
		f.Add("ends_at", msgRequired("ends_at"))
	case !l.EndsAt.After(l.StartsAt):
		f.Add("ends_at", MsgLotEndsAfter)
	}
	CheckTime(f, "starts_at", l.StartsAt)
	CheckTime(f, "ends_at", l.EndsAt)
	if l.SoftCloseMinutes < 0 || l.SoftCloseMinutes > MaxSoftCloseMinutes {
		f.Add("soft_close_minutes", MsgLotSoftClose)
	}
	return f.Err()
}

// cents records a message when v is not an amount of at least one cent and
// below MaxSales, the bound every stored count and amount keeps.
func (l *AuctionLot) cents(f FieldErrors, field string, v int64) {
	if v < 1 {
		f.Add(field, fmt.Sprintf("The %s must be at least %s.", label(field), FormatMoney(1, l.Currency)))
	} else if v >= MaxSales {
		f.Add(field, fmt.Sprintf("The %s must be less than %s.", label(field), FormatMoney(MaxSales, l.Currency)))
	}
}

// Path is the lot's page in the web app, the link of its notices.
func (l *AuctionLot) Path() string { return fmt.Sprintf("/auctions/%d", l.ID) }

// AuditFields are the lot's terms for the audit log; times in RFC 3339, UTC.
func (l *AuctionLot) AuditFields() AuditFields {
	return AuditFields{"pigeon_id": l.PigeonID, "season_id": l.SeasonID, "title": l.Title, "description": l.Description,
		"currency": string(l.Currency), "start_price": l.StartPrice, "reserve_price": l.ReservePrice, "increment": l.Increment,
		"starts_at": l.StartsAt.UTC().Format(time.RFC3339), "ends_at": l.EndsAt.UTC().Format(time.RFC3339),
		"soft_close_minutes": int64(l.SoftCloseMinutes)}
}

// CheckLotTransition refuses a status change the lot's life does not allow:
// a draft opens or is cancelled; an open lot is sold (it has bids), unsold,
// or cancelled before its first bid, since a bidder's offer binds the
// seller too; sold, unsold and cancelled are final. bids is the number of
// accepted bids.
func CheckLotTransition(from, to AuctionStatus, bids int) error {
	fe := FieldErrors{}
	if OneOf(fe, "status", to, AuctionStatuses...); len(fe) > 0 {
		return fe.Err()
	}
	if from == to {
		return Invalid("status", MsgSameStatus)
	}
	switch {
	case from == AuctionDraft && (to == AuctionOpen || to == AuctionCancelled):
		return nil
	case from == AuctionOpen && to == AuctionCancelled && bids > 0:
		return Invalid("status", MsgLotCancelBids)
	case from == AuctionOpen && to == AuctionSold && bids == 0:
		return Invalid("status", MsgLotSoldNoBids)
	case from == AuctionOpen && to != AuctionDraft:
		return nil
	case from == AuctionSold || from == AuctionUnsold || from == AuctionCancelled:
		return Invalid("status", MsgLotStatusFinal)
	}
	return Invalid("status", "A lot that is "+string(from)+" cannot become "+string(to)+".")
}

// AuctionLotUpdate changes a lot's terms; nil fields are left as they are.
// Status, winner and price change through CheckLotTransition and CloseLot,
// never through an update.
type AuctionLotUpdate struct {
	SeasonID                 *int64
	Title, Description       *string
	Currency                 *Currency
	StartPrice, ReservePrice *int64
	Increment                *int64
	StartsAt, EndsAt         *time.Time
	SoftCloseMinutes         *int
}

// Apply returns a copy of l with the update's fields; the caller validates it.
func (u AuctionLotUpdate) Apply(l *AuctionLot) *AuctionLot {
	out := *l
	applyPtr(&out.SeasonID, u.SeasonID)
	applyPtr(&out.Title, u.Title)
	applyPtr(&out.Description, u.Description)
	applyPtr(&out.Currency, u.Currency)
	applyPtr(&out.StartPrice, u.StartPrice)
	applyPtr(&out.ReservePrice, u.ReservePrice)
	applyPtr(&out.Increment, u.Increment)
	applyPtr(&out.StartsAt, u.StartsAt)
	applyPtr(&out.EndsAt, u.EndsAt)
	applyPtr(&out.SoftCloseMinutes, u.SoftCloseMinutes)
	return &out
}

func applyPtr[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

// AuctionLotFilter selects auction lots.
type AuctionLotFilter struct {
	ID       *int64
	LoftID   *int64
	SeasonID *int64
	PigeonID *int64
	WinnerID *int64
	Status   *AuctionStatus
	// EndedBy selects lots whose EndsAt is at or before it: with Status
	// open, the lots the closing job has to close.
	EndedBy *time.Time
	Offset  int
	Limit   int
}

// AuctionStore persists auction lots and their bids. Bids are append-only:
// the state of a lot (price, leader) is ReplayBids over them.
type AuctionStore interface {
	// FindAuctionLotByID returns ENOTFOUND when there is no such lot.
	FindAuctionLotByID(ctx context.Context, id int64) (*AuctionLot, error)
	// FindAuctionLots returns lots by EndsAt, soonest first, and the total.
	FindAuctionLots(ctx context.Context, f AuctionLotFilter) ([]*AuctionLot, int, error)
	// CreateAuctionLot inserts l and sets its ID, CreatedAt and UpdatedAt;
	// ECONFLICT when the pigeon is in another lot that is draft or open.
	CreateAuctionLot(ctx context.Context, l *AuctionLot) error
	// UpdateAuctionLot stores every field of l but ID, LoftID, CreatedAt and
	// those filled on reads, and sets UpdatedAt; ENOTFOUND when there is no
	// such lot.
	UpdateAuctionLot(ctx context.Context, l *AuctionLot) error
	// LockAuctionLot holds the lot's row until the transaction ends
	// (PostgreSQL; SQLite transactions are already serial), so that two
	// bids, or a bid and the close, never read the same state. ENOTFOUND
	// when there is no such lot.
	LockAuctionLot(ctx context.Context, id int64) error
	// AppendBid inserts b, accepted or refused, and sets its ID; bids are
	// never updated or deleted. ENOTFOUND when the lot does not exist.
	AppendBid(ctx context.Context, b *Bid) error
	// FindBids lists a lot's bids, refused ones too, oldest first (by ID):
	// the order ReplayBids needs.
	FindBids(ctx context.Context, lotID int64) ([]*Bid, error)
	// FindLotsBids lists the bids of several lots at once, by lot, each
	// lot's as FindBids gives them.
	FindLotsBids(ctx context.Context, lotIDs []int64) (map[int64][]*Bid, error)
}
