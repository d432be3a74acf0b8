package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// requireFancierManagement lets staff of a loft (admins too) manage its
// fanciers — list them with their e-mail addresses, see its customers, make,
// rename, give and delete teams for others — only when the loft's package
// allows it (SPEC §6: basic or premium, not legacy). Every such use case
// checks it here, once.
func (b *base) requireFancierManagement(ctx context.Context, loftID int64) (*core.Loft, error) {
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	loft, err := b.store.FindLoftByID(ctx, loftID)
	if err != nil {
		return nil, err
	}
	if !core.ActorFrom(ctx).System && !loft.Package().AllowsFancierManagement() {
		return nil, core.Errorf(core.EFORBIDDEN, core.MsgFancierManagement)
	}
	return loft, nil
}

// Fancier is a user with their teams in a loft.
type Fancier struct {
	User  *core.User
	Teams []*core.Team
}

// FindFanciers returns one page of a loft's fanciers (users with a team
// there) whose name or e-mail address holds search, with a team of country
// when it is not "", and the total: staff of the loft (fancier management).
func (s *Fanciers) FindFanciers(ctx context.Context, loftID int64, search, country string, p core.Page) ([]*Fancier, int, error) {
	if _, err := s.requireFancierManagement(ctx, loftID); err != nil {
		return nil, 0, err
	}
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	users, n, err := s.store.FindUsers(ctx, core.UserFilter{FancierOf: &loftID, Country: country, Search: search, Offset: p.Offset(), Limit: p.PerPage})
	if err != nil {
		return nil, 0, err
	}
	out := make([]*Fancier, len(users))
	byUser := make(map[int64]*Fancier, len(users))
	ids := make([]int64, len(users))
	for i, u := range users {
		out[i] = &Fancier{User: u, Teams: []*core.Team{}}
		byUser[u.ID], ids[i] = out[i], u.ID
	}
	teams, _, err := s.store.FindTeams(ctx, core.TeamFilter{LoftID: &loftID, UserIDs: ids})
	if err != nil {
		return nil, 0, err
	}
	for _, t := range teams {
		byUser[t.UserID].Teams = append(byUser[t.UserID].Teams, t)
	}
	return out, n, nil
}

// FindCustomers returns one page of a loft's customers (of one season when
// seasonID is set) with their teams, pigeons, orders and what they owe and
// paid, and the total: staff of the loft (fancier management).
func (s *Fanciers) FindCustomers(ctx context.Context, loftID int64, seasonID *int64, search string, p core.Page) ([]*core.Customer, int, error) {
	if _, err := s.requireFancierManagement(ctx, loftID); err != nil {
		return nil, 0, err
	}
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if seasonID != nil {
		if season, err := s.store.FindSeasonByID(ctx, *seasonID); err != nil {
			return nil, 0, err
		} else if season.LoftID != loftID {
			return nil, 0, core.Errorf(core.ENOTFOUND, "Season not found.")
		}
	}
	return s.store.FindCustomers(ctx, core.CustomerFilter{LoftID: loftID, SeasonID: seasonID, Search: search, Offset: p.Offset(), Limit: p.PerPage})
}
