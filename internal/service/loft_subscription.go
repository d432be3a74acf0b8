package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// AuthoredSubscription is a subscription with the name of who entered it
// ("" for the system).
type AuthoredSubscription struct {
	*core.Subscription
	Author string
}

// FindSubscriptions lists a loft's subscriptions by start (admins only).
func (s *Lofts) FindSubscriptions(ctx context.Context, loftID int64) ([]AuthoredSubscription, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	subs, err := s.store.FindLoftSubscriptions(ctx, loftID)
	if err != nil {
		return nil, err
	}
	return s.authored(ctx, subs...)
}

func (s *Lofts) authored(ctx context.Context, subs ...*core.Subscription) ([]AuthoredSubscription, error) {
	ids := make([]*int64, len(subs))
	for i, x := range subs {
		ids[i] = x.CreatedBy
	}
	names, err := s.userNames(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]AuthoredSubscription, len(subs))
	for i, x := range subs {
		out[i] = AuthoredSubscription{Subscription: x}
		if x.CreatedBy != nil {
			out[i].Author = names[*x.CreatedBy]
		}
	}
	return out, nil
}

// CreateSubscription adds a package period of 12 or 24 months from start
// to a loft (admins only); periods of one loft never overlap.
func (s *Lofts) CreateSubscription(ctx context.Context, loftID int64, pkg core.Package, start core.Date, months int) (*AuthoredSubscription, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	sub, err := core.NewSubscription(loftID, pkg, start, months)
	if err != nil {
		return nil, err
	}
	sub.CreatedBy = actorID(ctx)
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		// The lock first: two overlapping periods entered at once must not
		// both pass the check against the ones stored.
		if err := s.store.LockLoft(ctx, loftID); err != nil {
			return err
		}
		if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		existing, err := s.store.FindLoftSubscriptions(ctx, loftID)
		if err != nil {
			return err
		}
		if err := core.CheckSubscriptionOverlap(existing, sub); err != nil {
			return err
		}
		if err := s.store.CreateLoftSubscription(ctx, sub); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "subscription_create", subscriptionDetail(sub))
	})
	if err != nil {
		return nil, err
	}
	return s.one(ctx, sub)
}

func (s *Lofts) one(ctx context.Context, sub *core.Subscription) (*AuthoredSubscription, error) {
	out, err := s.authored(ctx, sub)
	if err != nil {
		return nil, err
	}
	return &out[0], nil
}

// EndSubscription ends a subscription of a loft early, on day (admins only).
func (s *Lofts) EndSubscription(ctx context.Context, loftID, id int64, day core.Date) (*AuthoredSubscription, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	var sub *core.Subscription
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockLoft(ctx, loftID); err != nil { // see CreateSubscription
			return err
		}
		var err error
		if sub, err = s.findSubscription(ctx, loftID, id); err != nil {
			return err
		}
		last := sub.LastDay()
		if err := sub.EndEarly(day); err != nil {
			return err
		}
		if err := s.store.EndLoftSubscription(ctx, sub); err != nil {
			return err
		}
		detail := subscriptionDetail(sub)
		detail["last_day"] = [2]any{last, day}
		return s.audit(ctx, "loft", loftID, "subscription_end", detail)
	})
	if err != nil {
		return nil, err
	}
	return s.one(ctx, sub)
}

// DeleteSubscription removes a subscription entered by mistake (admins only).
func (s *Lofts) DeleteSubscription(ctx context.Context, loftID, id int64) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		sub, err := s.findSubscription(ctx, loftID, id)
		if err != nil {
			return err
		}
		if err := s.store.DeleteLoftSubscription(ctx, id); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "subscription_delete", subscriptionDetail(sub))
	})
}

// findSubscription returns a subscription of the loft: ENOTFOUND for an
// unknown loft or a subscription of another loft.
func (s *Lofts) findSubscription(ctx context.Context, loftID, id int64) (*core.Subscription, error) {
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	sub, err := s.store.FindLoftSubscriptionByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if sub.LoftID != loftID {
		return nil, core.Errorf(core.ENOTFOUND, "Subscription not found.")
	}
	return sub, nil
}

func subscriptionDetail(s *core.Subscription) map[string]any {
	return map[string]any{"subscription_id": s.ID, "package": s.Package, "starts_on": s.StartsOn, "ends_on": s.LastDay()}
}
