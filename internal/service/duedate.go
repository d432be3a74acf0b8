package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FindDueDates returns a season's due dates sorted by category id; a
// draft's only to those who run it (ENOTFOUND, see FindSeason).
func (s *Seasons) FindDueDates(ctx context.Context, seasonID int64) ([]*core.DueDate, error) {
	if _, err := s.FindSeason(ctx, seasonID); err != nil {
		return nil, err
	}
	return s.store.FindDueDates(ctx, seasonID)
}

// SaveDueDate creates d, or replaces the entry with d.ID, after checking it
// together with the season's other due dates (SPEC §5), records the changed
// fields in the season's audit log, and returns the season's due dates as
// they are then (admins, users with the extended season permission, the
// loft's merchants).
func (s *Seasons) SaveDueDate(ctx context.Context, d *core.DueDate) ([]*core.DueDate, error) {
	var saved []*core.DueDate
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, d.SeasonID, requireSeasonManager); err != nil {
			return err
		}
		all, err := s.store.FindDueDates(ctx, d.SeasonID)
		if err != nil {
			return err
		}
		next := []*core.DueDate{d}
		var cur *core.DueDate
		for _, o := range all {
			if o.ID == d.ID {
				cur = o
				continue
			}
			next = append(next, o)
		}
		if d.ID != 0 && cur == nil {
			return core.Errorf(core.ENOTFOUND, "Due date not found.")
		}
		if err := core.ValidateDueDates(next); err != nil {
			return err
		}
		action, before := "create_due_date", core.AuditFields(nil)
		if cur != nil {
			action, before = "update_due_date", cur.AuditFields()
			err = s.store.UpdateDueDate(ctx, d)
		} else {
			err = s.store.CreateDueDate(ctx, d)
		}
		if err != nil {
			return err
		}
		if changes := core.AuditChanges(before, d.AuditFields()); len(changes) > 0 {
			changes["due_date_id"], changes["subject"] = d.ID, d.Name
			if err := s.audit(ctx, "season", d.SeasonID, action, changes); err != nil {
				return err
			}
		}
		saved, err = s.store.FindDueDates(ctx, d.SeasonID)
		return err
	})
	return saved, err
}

// DeleteDueDate removes a season deadline, recording what it was.
func (s *Seasons) DeleteDueDate(ctx context.Context, seasonID, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, seasonID, requireSeasonManager); err != nil {
			return err
		}
		all, err := s.store.FindDueDates(ctx, seasonID)
		if err != nil {
			return err
		}
		for _, d := range all {
			if d.ID == id {
				if err := s.store.DeleteDueDate(ctx, id); err != nil {
					return err
				}
				changes := core.AuditChanges(d.AuditFields(), nil)
				changes["due_date_id"], changes["subject"] = id, d.Name
				return s.audit(ctx, "season", seasonID, "delete_due_date", changes)
			}
		}
		return core.Errorf(core.ENOTFOUND, "Due date not found.")
	})
}
