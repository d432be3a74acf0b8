package core

import (
	"context"
	"time"
)

// Team is the name under which a fancier races in a loft, with a country.
type Team struct {
	ID           int64
	LoftID       int64
	UserID       int64
	Name         string
	Country      string // ISO 3166 alpha-2
	CreatedAt    time.Time
	Fancier      string // the user's full name, for lists
	PigeonsCount int
}

// MsgTeamHasPigeons is SPEC §5's rule that a team with pigeons cannot be deleted.
const MsgTeamHasPigeons = "A team with pigeons cannot be deleted."

// Validate checks a team's fields.
func (t *Team) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", t.Name) {
		MaxLen(f, "name", t.Name, 128)
	}
	if len(t.Country) != 2 {
		f.Add("country", "The selected country is invalid.")
	}
	if t.UserID == 0 {
		f.Add("user_id", msgRequired("user_id"))
	}
	return f.Err()
}

// TeamFilter selects teams.
type TeamFilter struct {
	ID        *int64
	LoftID    *int64
	UserID    *int64
	UserIDs   []int64 // teams of any of these users
	SeasonID  *int64  // teams with pigeons in the season
	PigeonsIn *int64  // count only the pigeons of this season (without leaving teams out)
	Search    string
	Offset    int
	Limit     int

	// Listed counts, and with SeasonID looks for, only the pigeons the
	// public pages show (see PigeonFilter.Listed; Viewer's own count).
	Listed bool
	Viewer int64
}

// TeamStore persists teams.
type TeamStore interface {
	// FindTeamByID returns ENOTFOUND when there is no such team.
	FindTeamByID(ctx context.Context, id int64) (*Team, error)
	FindTeams(ctx context.Context, filter TeamFilter) ([]*Team, int, error)
	// CreateTeam returns ECONFLICT when the loft has a team of that name.
	CreateTeam(ctx context.Context, t *Team) error
	// UpdateTeam stores a team's name, country and user; ECONFLICT when the
	// loft has another team of that name, ENOTFOUND when there is no such team.
	UpdateTeam(ctx context.Context, t *Team) error
	DeleteTeam(ctx context.Context, id int64) error
	// HasLoftStake reports whether a user has a team in the loft or an
	// order in one of its seasons.
	HasLoftStake(ctx context.Context, loftID, userID int64) (bool, error)
}
