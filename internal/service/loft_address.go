package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// AddLoftAddress adds an address to a loft (admins only).
func (s *Lofts) AddLoftAddress(ctx context.Context, a *core.LoftAddress) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	normalizeAddress(a)
	if err := a.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, a.LoftID); err != nil {
			return err
		}
		if err := s.store.CreateLoftAddress(ctx, a); err != nil {
			return err
		}
		return s.audit(ctx, "loft", a.LoftID, "address_create", addressDetail(a))
	})
}

// UpdateLoftAddress changes an address of a loft (admins only) and records
// the changed fields.
func (s *Lofts) UpdateLoftAddress(ctx context.Context, a *core.LoftAddress) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	normalizeAddress(a)
	if err := a.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		old, err := s.findAddress(ctx, a.LoftID, a.ID)
		if err != nil {
			return err
		}
		changed := map[string]any{}
		was, is := addressDetail(old), addressDetail(a)
		for k, v := range is {
			if was[k] != v {
				changed[k] = [2]any{was[k], v}
			}
		}
		if len(changed) == 0 {
			return nil
		}
		if err := s.store.UpdateLoftAddress(ctx, a); err != nil {
			return err
		}
		changed["address_id"] = a.ID
		return s.audit(ctx, "loft", a.LoftID, "address_update", changed)
	})
}

// DeleteLoftAddress removes an address of a loft (admins only).
func (s *Lofts) DeleteLoftAddress(ctx context.Context, loftID, addressID int64) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		old, err := s.findAddress(ctx, loftID, addressID)
		if err != nil {
			return err
		}
		if err := s.store.DeleteLoftAddress(ctx, loftID, addressID); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "address_delete", addressDetail(old))
	})
}

// findAddress returns an address of a loft: ENOTFOUND for an unknown loft,
// or an address of another loft.
func (s *Lofts) findAddress(ctx context.Context, loftID, addressID int64) (*core.LoftAddress, error) {
	l, err := s.store.FindLoftByID(ctx, loftID)
	if err != nil {
		return nil, err
	}
	for _, a := range l.Addresses {
		if a.ID == addressID {
			return a, nil
		}
	}
	return nil, core.Errorf(core.ENOTFOUND, "Address not found.")
}

func addressDetail(a *core.LoftAddress) map[string]any {
	return map[string]any{"city": a.City, "street": a.Street, "zipcode": a.Zipcode, "country": a.Country,
		"longitude": a.Longitude, "latitude": a.Latitude}
}
