package core

import (
	"context"
	"time"
)

// SubscriptionMonths are the lengths a loft's package is sold for (SPEC §1, §9).
var SubscriptionMonths = []int{12, 24}

// Subscription is a period a loft paid for a package: from StartsOn to
// EndsOn, both included, unless it was ended early on EndedOn.
type Subscription struct {
	ID        int64
	LoftID    int64
	Package   Package
	StartsOn  Date
	EndsOn    Date
	EndedOn   *Date
	CreatedBy *int64
	CreatedAt time.Time
}

// NewSubscription checks a period of months (12 or 24) from start for a
// paid package and returns it, ending the day before the same date months later.
func NewSubscription(loftID int64, pkg Package, start Date, months int) (*Subscription, error) {
	f := FieldErrors{}
	OneOf(f, "package", pkg, PackageBasic, PackagePremium)
	OneOf(f, "months", months, SubscriptionMonths...)
	if start.IsZero() {
		f.Add("starts_on", msgRequired("starts_on"))
	}
	CheckDate(f, "starts_on", start)
	if err := f.Err(); err != nil {
		return nil, err
	}
	return &Subscription{LoftID: loftID, Package: pkg, StartsOn: start, EndsOn: Date{start.AddDate(0, months, -1)}}, nil
}

// LastDay is the last day the subscription covers: the early end, if any.
func (s *Subscription) LastDay() Date {
	if s.EndedOn != nil {
		return *s.EndedOn
	}
	return s.EndsOn
}

// Covers reports whether day lies within the subscription.
func (s *Subscription) Covers(day Date) bool {
	return !day.Before(s.StartsOn) && !s.LastDay().Before(day)
}

// Overlaps reports whether two subscriptions share a day.
func (s *Subscription) Overlaps(o *Subscription) bool {
	return !s.LastDay().Before(o.StartsOn) && !o.LastDay().Before(s.StartsOn)
}

// MsgSubscriptionOverlap refuses a period that shares days with another.
const MsgSubscriptionOverlap = "The period overlaps another subscription of this loft."

// CheckSubscriptionOverlap refuses s when it shares a day with one of
// existing (s itself, by id, excepted).
func CheckSubscriptionOverlap(existing []*Subscription, s *Subscription) error {
	for _, o := range existing {
		if o.ID != s.ID && s.Overlaps(o) {
			return &Error{Code: ECONFLICT, Message: MsgSubscriptionOverlap, Fields: map[string][]string{"starts_on": {MsgSubscriptionOverlap}}}
		}
	}
	return nil
}

// EndEarly ends the subscription on day, which must lie within it and
// before its current last day.
func (s *Subscription) EndEarly(day Date) error {
	f := FieldErrors{}
	if CheckDate(f, "ended_on", day); f.Err() != nil {
		return f.Err()
	}
	if day.Before(s.StartsOn) || !day.Before(s.LastDay()) {
		return Invalid("ended_on", "The end must lie within the period, before its last day.")
	}
	s.EndedOn = &day
	return nil
}

// LoftSubscriptionStore persists subscriptions.
type LoftSubscriptionStore interface {
	// FindLoftSubscriptions returns a loft's subscriptions by start.
	FindLoftSubscriptions(ctx context.Context, loftID int64) ([]*Subscription, error)
	// FindLoftSubscriptionByID returns ENOTFOUND when there is no such subscription.
	FindLoftSubscriptionByID(ctx context.Context, id int64) (*Subscription, error)
	CreateLoftSubscription(ctx context.Context, s *Subscription) error
	// EndLoftSubscription stores s.EndedOn; ENOTFOUND when there is no such subscription.
	EndLoftSubscription(ctx context.Context, s *Subscription) error
	// DeleteLoftSubscription returns ENOTFOUND when there is no such subscription.
	DeleteLoftSubscription(ctx context.Context, id int64) error
}
