package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// The bird's status follows its activation order (SPEC §4): while the order
// is owed (pending, confirmed, payment revoked) the bird holds the pending
// status; once it is paid the bird is activated and holds nothing pending;
// once the order is closed the bird carries nothing of it. The functions
// below keep that true at each step of the order; each runs inside the
// transaction that changes the order's status.

// applyPaid activates the pigeons of a paid activation order: a reserve
// becomes an activated reserve and its pending hold goes (its health says
// it all now); a bird for the final is activated for the final.
func (o *Orders) applyPaid(ctx context.Context, order *core.Order) error {
	if err := o.applySold(ctx, order); err != nil {
		return err
	}
	return o.eachActivated(ctx, order, func(p *core.Pigeon, c core.ProductCategory) error {
		switch {
		case c == core.ProductReserveActivation:
			if p.IsReserve() {
				if err := o.pigeons.addStatus(ctx, p, core.StatusActivatedReserve, order.Reference); err != nil {
					return err
				}
			}
			if p.Progressive != nil && p.Progressive.Type == core.StatusReserveActivationPending {
				return o.dropProgressive(ctx, p, order, "paid")
			}
		case p.Progressive == nil || p.Progressive.Type != core.StatusActivatedFinalFlight:
			return o.pigeons.addStatus(ctx, p, core.StatusActivatedFinalFlight, order.Reference)
		}
		return nil
	})
}

// applyRevoked puts the pigeons of an activation order whose payment was
// revoked back to pending: the order is owed again, so the bird is no
// longer activated (an activated reserve is a reserve again) until it is
// paid, or loses the hold when the order is cancelled.
func (o *Orders) applyRevoked(ctx context.Context, order *core.Order) error {
	return o.eachActivated(ctx, order, func(p *core.Pigeon, c core.ProductCategory) error {
		if c == core.ProductReserveActivation && p.Health != nil && p.Health.Type == core.StatusActivatedReserve {
			if err := o.pigeons.addStatus(ctx, p, core.StatusReserve, order.Reference); err != nil {
				return err
			}
		}
		pending := core.PendingFor(c)
		if p.Progressive != nil && p.Progressive.Type == pending {
			return nil
		}
		if c == core.ProductReserveActivation && !p.IsReserve() {
			return nil // the loft changed the bird since; nothing to hold
		}
		return o.pigeons.addStatus(ctx, p, pending, order.Reference)
	})
}

// applyCancelled releases the campaign code a closed order redeemed (it was
// never paid: the code may be used again), and clears what a cancelled (or
// rejected) activation order put on its pigeons, so that they can be
// activated again: the progressive
// statuses it added, newest first, up to the first one it did not add (a
// pending hold, and after a revoked payment the activation beneath it). The
// audit log records each with the order's reference.
func (o *Orders) applyCancelled(ctx context.Context, order *core.Order) error {
	if err := o.campaigns.Release(ctx, order.ID, 0); err != nil {
		return err
	}
	if order.Positions == nil {
		full, err := o.store.FindOrderByID(ctx, order.ID)
		if err != nil {
			return err
		}
		order.Positions = full.Positions
	}
	return o.eachActivated(ctx, order, func(p *core.Pigeon, _ core.ProductCategory) error {
		history, err := o.store.FindPigeonStatuses(ctx, p.ID)
		if err != nil {
			return err
		}
		for _, st := range history {
			if st.Type.Kind() != core.KindProgressive {
				continue
			}
			if st.Note != order.Reference {
				break
			}
			p.Progressive = st
			if err := o.dropProgressive(ctx, p, order, "cancelled"); err != nil {
				return err
			}
		}
		return nil
	})
}

// eachActivated calls fn with each pigeon of the order's activation
// positions, all of them locked (in id order) and read afresh.
func (o *Orders) eachActivated(ctx context.Context, order *core.Order, fn func(*core.Pigeon, core.ProductCategory) error) error {
	if err := o.store.LockPigeons(ctx, positionPigeons(order)); err != nil {
		return err
	}
	for _, pos := range order.Positions {
		if pos.PigeonID == nil || (pos.Category != core.ProductReserveActivation && pos.Category != core.ProductFinalFlightActivation) {
			continue
		}
		p, err := o.store.FindPigeonByID(ctx, *pos.PigeonID)
		if err != nil {
			return err
		}
		if err := fn(p, pos.Category); err != nil {
			return err
		}
	}
	return nil
}

// dropProgressive removes the pigeon's latest progressive status, a hold
// of the order rather than a fact of the bird, and logs it as the audit
// record of the change.
func (o *Orders) dropProgressive(ctx context.Context, p *core.Pigeon, order *core.Order, why string) error {
	if err := o.store.DeletePigeonStatus(ctx, p.Progressive.ID); err != nil {
		return err
	}
	return o.audit(ctx, "pigeon", p.ID, "clear_pending_activation", map[string]any{
		"subject": p.Ring, "order": order.Reference, "status": p.Progressive.Type.Code(), "because": why})
}

// positionPigeons are the pigeons the order's positions act on, to lock
// them all (in id order, see LockPigeons) before reading their statuses.
func positionPigeons(order *core.Order) []int64 {
	var ids []int64
	for _, pos := range order.Positions {
		if pos.PigeonID != nil {
			ids = append(ids, *pos.PigeonID)
		}
	}
	return ids
}
