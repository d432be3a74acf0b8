package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// UserSeason is a customer's view of a season (SPEC §7): their orders,
// pigeons and teams in it, and its due dates.
type UserSeason struct {
	Season   *core.Season
	Orders   []*core.Order
	Pigeons  []*core.Pigeon
	Teams    []*core.Team
	DueDates []*core.DueDate
}

// requireSelfOrStaff lets the user themselves, the loft's staff and admins through.
func requireSelfOrStaff(ctx context.Context, userID, loftID int64) error {
	if u := core.ActorFrom(ctx).User; u != nil && u.ID == userID {
		return nil
	}
	return requireStaff(ctx, loftID)
}

// FindUserSeason composes a user's season.
func (s *Fanciers) FindUserSeason(ctx context.Context, userID, seasonID int64) (*UserSeason, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireSelfOrStaff(ctx, userID, season.LoftID); err != nil {
		return nil, err
	}
	out := &UserSeason{Season: season}
	if out.Orders, _, err = s.store.FindOrders(ctx, core.OrderFilter{SeasonID: &seasonID, UserID: &userID}); err != nil {
		return nil, err
	}
	if err := s.withNext(ctx, out.Orders...); err != nil {
		return nil, err
	}
	if out.Pigeons, _, err = s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &seasonID, UserID: &userID}); err != nil {
		return nil, err
	}
	if out.Teams, _, err = s.store.FindTeams(ctx, core.TeamFilter{LoftID: &season.LoftID, UserID: &userID}); err != nil {
		return nil, err
	}
	if out.DueDates, err = s.store.FindDueDates(ctx, seasonID); err != nil {
		return nil, err
	}
	return out, nil
}

// FindUserPigeons lists a user's pigeons in a season.
func (s *Fanciers) FindUserPigeons(ctx context.Context, userID, seasonID int64) ([]*core.Pigeon, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireSelfOrStaff(ctx, userID, season.LoftID); err != nil {
		return nil, err
	}
	ps, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &seasonID, UserID: &userID})
	return ps, err
}

// AvailableTeams lists the teams of a season's loft for its staff (SPEC §7;
// fancier management).
func (s *Fanciers) AvailableTeams(ctx context.Context, seasonID int64) ([]*core.Team, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if _, err := s.requireFancierManagement(ctx, season.LoftID); err != nil {
		return nil, err
	}
	teams, _, err := s.store.FindTeams(ctx, core.TeamFilter{LoftID: &season.LoftID})
	return teams, err
}

// AvailableUsers lists the fanciers of a loft (users with a team there) for
// its staff, e.g. to register pigeons or ship them for them, or to give a
// team to (SPEC §7; fancier management).
func (s *Fanciers) AvailableUsers(ctx context.Context, loftID, seasonID int64) ([]*core.User, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if season.LoftID != loftID {
		return nil, core.Errorf(core.ENOTFOUND, "Season not found.")
	}
	if _, err := s.requireFancierManagement(ctx, loftID); err != nil {
		return nil, err
	}
	teams, _, err := s.store.FindTeams(ctx, core.TeamFilter{LoftID: &loftID})
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	var out []*core.User
	for _, t := range teams {
		if seen[t.UserID] {
			continue
		}
		seen[t.UserID] = true
		u, err := s.store.FindUserByID(ctx, t.UserID)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}
