package core

import (
	"context"
	"sort"
)

// DueDateCategory is one of the six kinds of season deadline (SPEC §3), by id.
type DueDateCategory int

// The six categories, in id order.
const (
	DueRegistration DueDateCategory = iota + 1
	DuePayment
	DuePigeonShipping
	DueFinalFlightActivation
	DuePigeonSale
	DueReserveActivation
)

// DueDateCategories lists every category in id order.
var DueDateCategories = []DueDateCategory{DueRegistration, DuePayment, DuePigeonShipping, DueFinalFlightActivation, DuePigeonSale, DueReserveActivation}

var dueDateCodes = map[DueDateCategory]string{
	DueRegistration:          "registration",
	DuePayment:               "payment",
	DuePigeonShipping:        "pigeon_shipping",
	DueFinalFlightActivation: "final_flight_activation",
	DuePigeonSale:            "pigeon_sale",
	DueReserveActivation:     "reserve_activation",
}

// Code is the stable name of the category.
func (c DueDateCategory) Code() string { return dueDateCodes[c] }

// Valid reports whether c is one of the six categories.
func (c DueDateCategory) Valid() bool { _, ok := dueDateCodes[c]; return ok }

// MinPaymentAfterRegistration is SPEC §9: payment ends at least 2 days after registration.
const MinPaymentAfterRegistration = 2

// DueDate is a season deadline: a date range and, for payment, the working days to pay.
type DueDate struct {
	ID          int64
	SeasonID    int64
	Category    DueDateCategory
	Name        string
	Description string
	StartsAt    Date
	EndsAt      Date
	MaxDuration *int // working days to pay after confirmation
}

// Contains reports whether day lies within the range, both ends included.
func (d *DueDate) Contains(day Date) bool { return !day.Before(d.StartsAt) && !d.EndsAt.Before(day) }

// AuditFields are the entry's fields for the season's audit log.
func (d *DueDate) AuditFields() AuditFields {
	return AuditFields{"due_date_category_id": int64(d.Category), "name": d.Name, "description": d.Description,
		"starts_at": auditDate(&d.StartsAt), "ends_at": auditDate(&d.EndsAt), "max_duration": auditInt(d.MaxDuration)}
}

// Validate checks one entry alone.
func (d *DueDate) Validate() error {
	f := FieldErrors{}
	if !d.Category.Valid() {
		f.Add("due_date_category_id", "The selected due date category id is invalid.")
	}
	if Required(f, "name", d.Name) {
		MaxLen(f, "name", d.Name, 128)
	}
	MaxLen(f, "description", d.Description, 2000)
	if d.StartsAt.IsZero() {
		f.Add("starts_at", msgRequired("starts_at"))
	}
	if d.EndsAt.IsZero() {
		f.Add("ends_at", msgRequired("ends_at"))
	}
	CheckDate(f, "starts_at", d.StartsAt)
	CheckDate(f, "ends_at", d.EndsAt)
	if !d.StartsAt.IsZero() && !d.EndsAt.IsZero() && d.EndsAt.Before(d.StartsAt) {
		f.Add("ends_at", MsgDateRange)
	}
	if d.MaxDuration != nil {
		IntRange(f, "max_duration", int64(*d.MaxDuration), 0, 365)
	}
	return f.Err()
}

// ValidateDueDates checks the rules between a season's due dates (SPEC §5):
// payment cannot start before registration and must end at least 2 days after
// it; shipping cannot start before registration nor end before payment.
// Categories may appear at most once.
func ValidateDueDates(all []*DueDate) error {
	f := FieldErrors{}
	by := map[DueDateCategory]*DueDate{}
	for _, d := range all {
		if err := d.Validate(); err != nil {
			return err
		}
		if by[d.Category] != nil {
			return &Error{Code: ECONFLICT, Message: MsgAlreadyExists, Fields: map[string][]string{"due_date_category_id": {MsgAlreadyExists}}}
		}
		by[d.Category] = d
	}
	reg, pay, ship := by[DueRegistration], by[DuePayment], by[DuePigeonShipping]
	if reg != nil && pay != nil {
		if pay.StartsAt.Before(reg.StartsAt) {
			f.Add("starts_at", MsgDateRange)
		}
		if pay.EndsAt.Before(reg.EndsAt.AddDays(MinPaymentAfterRegistration)) {
			f.Add("ends_at", MsgDateRange)
		}
	}
	if reg != nil && ship != nil && ship.StartsAt.Before(reg.StartsAt) {
		f.Add("starts_at", MsgDateRange)
	}
	if pay != nil && ship != nil && ship.EndsAt.Before(pay.EndsAt) {
		f.Add("ends_at", MsgDateRange)
	}
	return f.Err()
}

// SortDueDates orders entries by category id (SPEC §3).
func SortDueDates(all []*DueDate) {
	sort.SliceStable(all, func(i, j int) bool { return all[i].Category < all[j].Category })
}

// DueDateStore persists due dates.
type DueDateStore interface {
	// FindDueDates returns a season's due dates sorted by category id.
	FindDueDates(ctx context.Context, seasonID int64) ([]*DueDate, error)
	// CreateDueDate returns ECONFLICT when the season has the category already.
	CreateDueDate(ctx context.Context, d *DueDate) error
	UpdateDueDate(ctx context.Context, d *DueDate) error
	DeleteDueDate(ctx context.Context, id int64) error
}
