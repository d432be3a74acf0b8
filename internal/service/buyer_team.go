package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// buyerTeam is the team a buyer's birds go to, from an auction or the
// stock sale: their team in the loft (the first by name when they have
// several), or a new one named after them with their country, audited with
// why it was made.
func (s *base) buyerTeam(ctx context.Context, loftID, userID int64, because string) (*core.Team, error) {
	teams, _, err := s.store.FindTeams(ctx, core.TeamFilter{LoftID: &loftID, UserID: &userID, Limit: 1})
	if err != nil {
		return nil, err
	} else if len(teams) > 0 {
		return teams[0], nil
	}
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	country, err := s.buyerCountry(ctx, u, loftID)
	if err != nil {
		return nil, err
	}
	// Asked before the insert: on PostgreSQL a refused insert ends the
	// payment's transaction.
	namesakes, _, err := s.store.FindTeams(ctx, core.TeamFilter{LoftID: &loftID, Search: u.FullName()})
	if err != nil {
		return nil, err
	}
	taken := make([]string, len(namesakes))
	for i, t := range namesakes {
		taken[i] = t.Name
	}
	t := &core.Team{LoftID: loftID, UserID: u.ID, Name: core.FreeTeamName(u.FullName(), taken), Country: country}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	if err := s.store.CreateTeam(ctx, t); err != nil {
		return nil, err
	}
	return t, s.audit(ctx, "team", t.ID, "create", map[string]any{"name": t.Name, "country": t.Country, "user_id": t.UserID,
		"because": because})
}

// buyerCountry is the country of the buyer's teams, else the loft's (see
// core.BuyerCountry).
func (s *base) buyerCountry(ctx context.Context, u *core.User, loftID int64) (string, error) {
	teams, _, err := s.store.FindTeams(ctx, core.TeamFilter{UserID: &u.ID})
	if err != nil {
		return "", err
	}
	loft, err := s.store.FindLoftByID(ctx, loftID)
	if err != nil {
		return "", err
	}
	countries := make([]string, len(teams))
	for i, t := range teams {
		countries[i] = t.Country
	}
	return core.BuyerCountry(countries, loft.Country), nil
}
