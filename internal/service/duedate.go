package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FindDueDates returns a season's due dates sorted by category id.
func (s *Service) FindDueDates(ctx context.Context, seasonID int64) ([]*core.DueDate, error) {
	if _, err := s.store.FindSeasonByID(ctx, seasonID); err != nil {
		return nil, err
	}
	return s.store.FindDueDates(ctx, seasonID)
}

// SaveDueDate creates d, or replaces the entry with d.ID, after checking it
// together with the season's other due dates (SPEC §5).
func (s *Service) SaveDueDate(ctx context.Context, d *core.DueDate) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, d.SeasonID, requireMerchant); err != nil {
			return err
		}
		all, err := s.store.FindDueDates(ctx, d.SeasonID)
		if err != nil {
			return err
		}
		next := []*core.DueDate{d}
		found := d.ID == 0
		for _, o := range all {
			if o.ID == d.ID {
				found = true
				continue
			}
			next = append(next, o)
		}
		if !found {
			return core.Errorf(core.ENOTFOUND, "Due date not found.")
		}
		if err := core.ValidateDueDates(next); err != nil {
			return err
		}
		if d.ID == 0 {
			return s.store.CreateDueDate(ctx, d)
		}
		return s.store.UpdateDueDate(ctx, d)
	})
}

// DeleteDueDate removes a season deadline (its merchants or admins).
func (s *Service) DeleteDueDate(ctx context.Context, seasonID, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, seasonID, requireMerchant); err != nil {
			return err
		}
		all, err := s.store.FindDueDates(ctx, seasonID)
		if err != nil {
			return err
		}
		for _, d := range all {
			if d.ID == id {
				return s.store.DeleteDueDate(ctx, id)
			}
		}
		return core.Errorf(core.ENOTFOUND, "Due date not found.")
	})
}
