package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Archived says which lofts an admin list shows.
type Archived string

// Archived filters: by default archived lofts are hidden.
const (
	ArchivedExclude Archived = "exclude"
	ArchivedInclude Archived = "include"
	ArchivedOnly    Archived = "only"
)

// LoftRow is a loft in the administration's list, with its counts.
type LoftRow struct {
	Loft   *core.Loft
	Counts core.LoftCounts
}

// FindAdminLofts returns one page of lofts for admins, archived ones as
// archived says, with their seasons and active merchants counted.
func (s *Lofts) FindAdminLofts(ctx context.Context, search string, archived Archived, p core.Page) ([]LoftRow, int, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, 0, err
	}
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	filter := core.LoftFilter{Search: search, Offset: p.Offset(), Limit: p.PerPage}
	switch archived {
	case ArchivedExclude, "":
		filter.Archived = new(bool)
	case ArchivedOnly:
		only := true
		filter.Archived = &only
	case ArchivedInclude:
	default:
		return nil, 0, core.Invalid("archived", "The selected archived is invalid.")
	}
	lofts, total, err := s.store.FindLofts(ctx, filter)
	if err != nil {
		return nil, 0, err
	}
	ids := make([]int64, len(lofts))
	for i, l := range lofts {
		ids[i] = l.ID
	}
	counts, err := s.store.FindLoftCounts(ctx, ids)
	if err != nil {
		return nil, 0, err
	}
	rows := make([]LoftRow, len(lofts))
	for i, l := range lofts {
		rows[i] = LoftRow{Loft: l, Counts: counts[l.ID]}
	}
	return rows, total, nil
}

// LoftAdmin is everything admins see of a loft: its details and seasons,
// counts, package history, subscriptions and audit history, with the names
// of the users who made the changes.
type LoftAdmin struct {
	Loft          *core.Loft
	Seasons       []*core.Season
	Counts        core.LoftCounts
	Packages      []*core.LoftType // newest first
	Subscriptions []AuthoredSubscription
	History       []*core.AuditEntry // newest first
	Names         map[int64]string   // user id → name, for every author above
}

// FindLoftAdmin returns a loft's administration view (admins only).
func (s *Lofts) FindLoftAdmin(ctx context.Context, id int64) (*LoftAdmin, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	var err error
	v := &LoftAdmin{}
	if v.Loft, err = s.store.FindLoftByID(ctx, id); err != nil {
		return nil, err
	}
	if v.Seasons, err = s.store.FindSeasons(ctx, core.SeasonFilter{LoftID: &id}); err != nil {
		return nil, err
	}
	counts, err := s.store.FindLoftCounts(ctx, []int64{id})
	if err != nil {
		return nil, err
	}
	v.Counts = counts[id]
	if v.Packages, err = s.store.FindLoftTypes(ctx, id); err != nil {
		return nil, err
	}
	subs, err := s.store.FindLoftSubscriptions(ctx, id)
	if err != nil {
		return nil, err
	}
	if v.Subscriptions, err = s.authored(ctx, subs...); err != nil {
		return nil, err
	}
	if v.History, err = s.store.FindAuditEntries(ctx, "loft", id); err != nil {
		return nil, err
	}
	var authors []*int64
	for _, t := range v.Packages {
		authors = append(authors, t.CreatedBy)
	}
	for _, e := range v.History {
		authors = append(authors, e.CreatedBy)
	}
	v.Names, err = s.userNames(ctx, authors)
	return v, err
}

// userNames looks up the names of the given users (nil ids are the system).
func (s *Lofts) userNames(ctx context.Context, ids []*int64) (map[int64]string, error) {
	names := map[int64]string{}
	for _, id := range ids {
		if id == nil {
			continue
		}
		if _, ok := names[*id]; ok {
			continue
		}
		u, err := s.store.FindUserByID(ctx, *id)
		if core.ErrorCode(err) == core.ENOTFOUND {
			names[*id] = ""
			continue
		} else if err != nil {
			return nil, err
		}
		names[*id] = u.FullName()
	}
	return names, nil
}

// UpdateLoft changes a loft's details, tags and display-field switches
// (admins only) and records the changed fields. The unit stays once the
// loft has flights: their distances are stored in it.
func (s *Lofts) UpdateLoft(ctx context.Context, id int64, upd core.LoftUpdate) (*core.Loft, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	for _, p := range []*string{upd.Name, upd.Phone, upd.Website, upd.TimeZone, upd.Description} {
		if p != nil {
			*p = strings.TrimSpace(*p)
		}
	}
	if upd.Email != nil {
		*upd.Email = core.NormalizeEmail(*upd.Email)
	}
	if upd.Country != nil {
		*upd.Country = strings.ToUpper(strings.TrimSpace(*upd.Country))
	}
	if upd.Tags != nil {
		tags := normalizeTags(*upd.Tags)
		if tags == nil {
			tags = []string{}
		}
		upd.Tags = &tags
	}
	if err := upd.DisplayFields.Validate(); err != nil {
		return nil, err
	}
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		old, err := s.store.FindLoftByID(ctx, id)
		if err != nil {
			return err
		}
		l, changed := upd.Apply(old)
		if err := l.Validate(); err != nil {
			return err
		}
		if l.Unit != old.Unit {
			counts, err := s.store.FindLoftCounts(ctx, []int64{id})
			if err != nil {
				return err
			}
			if err := core.CheckUnitChange(old.Unit, l.Unit, counts[id].Flights); err != nil {
				return err
			}
		}
		if len(changed) == 0 {
			return nil
		}
		if err := s.store.UpdateLoft(ctx, l); err != nil {
			return err
		}
		if _, ok := changed["tags"]; ok {
			if err := s.store.SetLoftTags(ctx, id, l.Tags); err != nil {
				return err
			}
		}
		if err := s.store.SetDisplayFields(ctx, id, upd.DisplayFields); err != nil {
			return err
		}
		return s.audit(ctx, "loft", id, "update", changed)
	})
	if err != nil {
		return nil, err
	}
	return s.store.FindLoftByID(ctx, id)
}

// ArchiveLoft archives a loft (admins only): it leaves public lists and
// searches, while its pages and results stay reachable.
func (s *Lofts) ArchiveLoft(ctx context.Context, id int64) (*core.Loft, error) {
	return s.setArchived(ctx, id, true)
}

// UnarchiveLoft brings an archived loft back into public lists (admins only).
func (s *Lofts) UnarchiveLoft(ctx context.Context, id int64) (*core.Loft, error) {
	return s.setArchived(ctx, id, false)
}

func (s *Lofts) setArchived(ctx context.Context, id int64, archive bool) (*core.Loft, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		l, err := s.store.FindLoftByID(ctx, id)
		if err != nil {
			return err
		}
		switch {
		case archive && l.Archived():
			return core.Errorf(core.ECONFLICT, "The loft is archived already.")
		case !archive && !l.Archived():
			return core.Errorf(core.ECONFLICT, "The loft is not archived.")
		}
		if !archive {
			if err := s.store.SetLoftArchived(ctx, id, nil); err != nil {
				return err
			}
			return s.audit(ctx, "loft", id, "unarchive", map[string]any{})
		}
		now := s.now()
		if err := s.store.SetLoftArchived(ctx, id, &now); err != nil {
			return err
		}
		return s.audit(ctx, "loft", id, "archive", map[string]any{})
	})
	if err != nil {
		return nil, err
	}
	return s.store.FindLoftByID(ctx, id)
}

// MsgArchiveInstead refuses to delete a loft with seasons.
const MsgArchiveInstead = "A loft with seasons cannot be deleted. Archive it instead."

// DeleteLoft deletes a loft without seasons (admins only); a loft with
// seasons is archived instead.
func (s *Lofts) DeleteLoft(ctx context.Context, id int64) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		l, err := s.store.FindLoftByID(ctx, id)
		if err != nil {
			return err
		}
		counts, err := s.store.FindLoftCounts(ctx, []int64{id})
		if err != nil {
			return err
		}
		if counts[id].Seasons > 0 {
			return core.Errorf(core.ECONFLICT, MsgArchiveInstead)
		}
		if err := s.store.DeleteLoft(ctx, id); err != nil {
			return err
		}
		return s.audit(ctx, "loft", id, "delete", map[string]any{"name": l.Name})
	})
}

// SetLoftImage gives a loft its logo or cover image (its merchants and
// admins): save stores the upload (an image, checked by content, with its
// variants) once the caller may. The change is in the loft's audit log.
func (s *Lofts) SetLoftImage(ctx context.Context, loftID int64, kind core.LoftImage, save func() (*core.File, error)) (*core.Loft, error) {
	if err := requireMerchant(ctx, loftID); err != nil {
		return nil, err
	}
	if kind != core.LoftLogo && kind != core.LoftCover {
		return nil, core.Invalid("kind", "Choose logo or cover.")
	}
	path := ""
	if save != nil {
		f, err := save()
		if err != nil {
			return nil, err
		}
		path = f.Path
	}
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.SetLoftImage(ctx, loftID, kind, path); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "image_"+string(kind), map[string]any{"path": path})
	})
	if err != nil {
		return nil, err
	}
	return s.store.FindLoftByID(ctx, loftID)
}
