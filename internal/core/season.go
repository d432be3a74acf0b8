package core

import (
	"context"
	"time"
)

// SeasonState is how far a season has come (SPEC §4: draft, in progress, over).
type SeasonState string

// Season states.
const (
	SeasonDraft      SeasonState = "draft"
	SeasonInProgress SeasonState = "in_progress"
	SeasonOver       SeasonState = "over"
)

// Season is one race season of a loft: its registrations, pigeons and races.
type Season struct {
	ID               int64
	LoftID           int64
	Name             string
	Currency         Currency
	State            SeasonState
	RegistrationOpen bool
	MaxPigeons       *int // nil: unlimited
	MaxActive        *int
	MaxReserve       *int
	CreatedAt        time.Time
}

// Validate checks a season's fields.
func (s *Season) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", s.Name) {
		MaxLen(f, "name", s.Name, 128)
	}
	OneOf(f, "currency", s.Currency, EUR, USD)
	OneOf(f, "state", s.State, SeasonDraft, SeasonInProgress, SeasonOver)
	for field, v := range map[string]*int{"max_pigeons": s.MaxPigeons, "max_active": s.MaxActive, "max_reserve": s.MaxReserve} {
		if v != nil {
			IntRange(f, field, int64(*v), IntRangeMin, IntRangeMax)
		}
	}
	return f.Err()
}

// SeasonStatus is one row of a season's state history.
type SeasonStatus struct {
	ID               int64
	SeasonID         int64
	State            SeasonState
	RegistrationOpen bool
	CreatedBy        *int64
	CreatedAt        time.Time
}

// SeasonFilter selects seasons.
type SeasonFilter struct {
	ID     *int64
	LoftID *int64
	State  *SeasonState
}

// SeasonStore persists seasons and their state history.
type SeasonStore interface {
	// FindSeasonByID returns ENOTFOUND when there is no such season.
	FindSeasonByID(ctx context.Context, id int64) (*Season, error)
	FindSeasons(ctx context.Context, filter SeasonFilter) ([]*Season, error)
	CreateSeason(ctx context.Context, s *Season) error
	// UpdateSeasonState sets the current state and appends it to the history.
	UpdateSeasonState(ctx context.Context, st *SeasonStatus) error
	FindSeasonStatuses(ctx context.Context, seasonID int64) ([]*SeasonStatus, error)
}
