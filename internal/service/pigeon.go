package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Pigeons are the use cases of pigeons and their status history.
type Pigeons struct {
	*base
	store   pigeonsStore
	results *Results // its live flights go when a chip ring changes
}

// PigeonWithHistory is a pigeon and its whole status history, newest first.
type PigeonWithHistory struct {
	*core.Pigeon
	Statuses []*core.PigeonStatus
}

// FindPigeon returns a pigeon with team, latest statuses and history.
func (s *Pigeons) FindPigeon(ctx context.Context, id int64) (*PigeonWithHistory, error) {
	p, staff, err := s.visiblePigeon(ctx, id)
	if err != nil {
		return nil, err
	}
	hist, err := s.store.FindPigeonStatuses(ctx, id)
	if err != nil {
		return nil, err
	}
	if !staff {
		withoutNotes(p)
		for _, st := range hist {
			st.Note = ""
		}
	}
	return &PigeonWithHistory{Pigeon: p, Statuses: hist}, nil
}

// visiblePigeon returns a pigeon the actor may see and whether they run
// its loft (see seasonInsider), who see every bird. Others get ENOTFOUND
// for a bird of a draft season, and for one whose registration is pending
// or closed (core.UnlistedOrderStatuses) unless it is theirs.
func (b *base) visiblePigeon(ctx context.Context, id int64) (*core.Pigeon, bool, error) {
	const notFound = "Pigeon not found."
	p, err := b.store.FindPigeonByID(ctx, id)
	if err != nil {
		return nil, false, err
	}
	_, insider, err := b.visibleSeason(ctx, p.SeasonID, notFound)
	if err != nil {
		return nil, false, err
	} else if insider {
		return p, true, nil
	}
	// Read again as listed: its team counts the listed birds only.
	listed, _, err := b.store.FindPigeons(ctx, core.PigeonFilter{ID: &id, Listed: true, Viewer: viewerID(ctx)})
	if err != nil {
		return nil, false, err
	} else if len(listed) == 0 {
		return nil, false, core.Errorf(core.ENOTFOUND, notFound)
	}
	return listed[0], false, nil
}

// viewerID is the signed-in user's id, 0 for a visitor.
func viewerID(ctx context.Context) int64 {
	if id := actorID(ctx); id != nil {
		return *id
	}
	return 0
}

// withoutNotes clears what staff wrote on a pigeon's latest statuses (notes,
// payment references): only the loft's staff read them.
func withoutNotes(p *core.Pigeon) {
	for _, st := range []*core.PigeonStatus{p.Health, p.Progressive} {
		if st != nil {
			st.Note = ""
		}
	}
}

// FindSeasonPigeons returns one page of a season's pigeons matching search
// (ring or name), and the total; ENOTFOUND for an unknown season.
func (s *Pigeons) FindSeasonPigeons(ctx context.Context, seasonID int64, search string, p core.Page) ([]*core.Pigeon, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	_, staff, err := s.visibleSeason(ctx, seasonID, "Season not found.")
	if err != nil {
		return nil, 0, err
	}
	// The loft's staff list every bird; others those the public pages show.
	ps, total, err := s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &seasonID, Search: search, Offset: p.Offset(), Limit: p.PerPage,
		Listed: !staff, Viewer: viewerID(ctx)})
	if !staff {
		for _, pg := range ps {
			withoutNotes(pg)
		}
	}
	return ps, total, err
}

// CreatePigeon registers a pigeon for a team in a season with its first
// health status (staff of the loft; registration comes with orders).
func (s *Pigeons) CreatePigeon(ctx context.Context, p *core.Pigeon, status core.PigeonStatusType) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if status.Kind() != core.KindHealth {
		return core.Invalid("pigeon_status_type_id", "The first status must be a health status.")
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		season, err := s.store.FindSeasonByID(ctx, p.SeasonID)
		if err != nil {
			return err
		}
		if err := requireStaff(ctx, season.LoftID); err != nil {
			return err
		}
		team, err := s.store.FindTeamByID(ctx, p.TeamID)
		if err != nil {
			return err
		} else if team.LoftID != season.LoftID {
			return core.Invalid("team_id", "The team does not belong to the season's loft.")
		}
		if err := s.store.CreatePigeon(ctx, p); err != nil {
			return err
		}
		p.Team = team
		return s.addStatus(ctx, p, status, "")
	})
}

// AddPigeonStatus appends a health or progressive status; a status equal to
// the latest of its kind is refused (SPEC §4). Staff of the loft only.
func (s *Pigeons) AddPigeonStatus(ctx context.Context, pigeonID int64, t core.PigeonStatusType, note string) (*core.PigeonStatus, error) {
	var st *core.PigeonStatus
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		p, err := s.store.FindPigeonByID(ctx, pigeonID)
		if err != nil {
			return err
		}
		if err := s.requireSeason(ctx, p.SeasonID, requireStaff); err != nil {
			return err
		}
		if err := s.addStatus(ctx, p, t, note); err != nil {
			return err
		}
		st = latestOfKind(p, t.Kind())
		return nil
	})
	return st, err
}

// AddPigeonHistory records several status changes of a pigeon the caller
// has just loaded or created, in order and in one transaction (staff of its
// loft). Each change is checked against the one before it.
func (s *Pigeons) AddPigeonHistory(ctx context.Context, p *core.Pigeon, steps ...core.PigeonStatusType) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, p.SeasonID, requireStaff); err != nil {
			return err
		}
		for _, t := range steps {
			if err := s.addStatus(ctx, p, t, ""); err != nil {
				return err
			}
		}
		return nil
	})
}

// addStatus checks t against the latest status of its kind, stores it and
// makes it the pigeon's latest. It takes the pigeon's lock and reads its
// statuses again first: p may have been read before a concurrent change
// committed, and two equal statuses must not both pass the check.
func (s *Pigeons) addStatus(ctx context.Context, p *core.Pigeon, t core.PigeonStatusType, note string) error {
	if err := core.CheckNote(note); err != nil {
		return err
	}
	if err := s.store.LockPigeonStatuses(ctx, p); err != nil {
		return err
	}
	if err := core.CheckNextStatus(latestOfKind(p, t.Kind()), t); err != nil {
		return err
	}
	st := &core.PigeonStatus{PigeonID: p.ID, Type: t, Note: note, CreatedBy: actorID(ctx), CreatedAt: s.now()}
	if err := s.store.CreatePigeonStatus(ctx, st); err != nil {
		return err
	}
	if t.Kind() == core.KindProgressive {
		p.Progressive = st
	} else {
		p.Health = st
	}
	return nil
}

func latestOfKind(p *core.Pigeon, k core.StatusKind) *core.PigeonStatus {
	if k == core.KindProgressive {
		return p.Progressive
	}
	return p.Health
}

// DeletePigeon removes a pigeon (merchants of the loft, admins). A pigeon
// basketed for or clocked in a flight, or named in an order, stays (SPEC §5).
func (s *Pigeons) DeletePigeon(ctx context.Context, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		p, err := s.store.FindPigeonByID(ctx, id)
		if err != nil {
			return err
		}
		if err := s.requireSeason(ctx, p.SeasonID, requireMerchant); err != nil {
			return err
		}
		// The references of flights and orders refuse the delete.
		if err := s.store.DeletePigeon(ctx, id); core.ErrorCode(err) == core.EINVALID {
			return core.Invalid("pigeon_id", "A pigeon used in a flight cannot be deleted.")
		} else if err != nil {
			return err
		}
		return nil
	})
}
