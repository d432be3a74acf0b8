package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// FindTeams returns one page of a loft's teams (with pigeons in seasonID when
// it is set), and the total.
func (s *Service) FindTeams(ctx context.Context, loftID int64, seasonID *int64, search string, p core.Page) ([]*core.Team, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, 0, err
	}
	return s.store.FindTeams(ctx, core.TeamFilter{LoftID: &loftID, SeasonID: seasonID, Search: search, Offset: p.Offset(), Limit: p.PerPage})
}

// FindTeam returns a team of a loft; ENOTFOUND when it belongs to another loft.
func (s *Service) FindTeam(ctx context.Context, loftID, teamID int64) (*core.Team, error) {
	t, err := s.store.FindTeamByID(ctx, teamID)
	if err != nil {
		return nil, err
	} else if t.LoftID != loftID {
		return nil, core.Errorf(core.ENOTFOUND, "Team not found.")
	}
	return t, nil
}

// CreateTeam creates a team: fanciers for themselves, staff of the loft for anyone.
func (s *Service) CreateTeam(ctx context.Context, t *core.Team) error {
	a := core.ActorFrom(ctx)
	if a.User != nil && t.UserID == 0 {
		t.UserID = a.User.ID
	}
	if !(a.User != nil && a.User.ID == t.UserID) {
		if err := requireStaff(ctx, t.LoftID); err != nil {
			return err
		}
	}
	t.Country = strings.ToUpper(t.Country)
	t.Name = strings.TrimSpace(t.Name)
	if err := t.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		loft, err := s.store.FindLoftByID(ctx, t.LoftID)
		if err != nil {
			return err
		}
		// Staff creating a team for a fancier is fancier management, which
		// only basic and premium lofts have (SPEC §6).
		if self := a.User; !a.System && (self == nil || self.ID != t.UserID) && !loft.Package().AllowsFancierManagement() {
			return core.Errorf(core.EFORBIDDEN, "Fancier management needs a basic or premium package.")
		}
		return s.store.CreateTeam(ctx, t)
	})
}

// DeleteTeam removes a team without pigeons (SPEC §5).
func (s *Service) DeleteTeam(ctx context.Context, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		t, err := s.store.FindTeamByID(ctx, id)
		if err != nil {
			return err
		}
		if u := core.ActorFrom(ctx).User; u == nil || u.ID != t.UserID {
			if err := requireStaff(ctx, t.LoftID); err != nil {
				return err
			}
		}
		if t.PigeonsCount > 0 {
			return core.Invalid("team_id", "A team with pigeons cannot be deleted.")
		}
		return s.store.DeleteTeam(ctx, id)
	})
}
