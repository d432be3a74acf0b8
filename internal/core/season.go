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
	MaxPigeons       *int // per fancier, across their open orders; nil: unlimited
	MaxActive        *int // per fancier
	MaxReserve       *int // per fancier
	TotalSpots       *int // the season's capacity, active and reserve places together; nil: unlimited
	RulesText        string
	// Rules are the written race rules; nil: none written (the defaults).
	Rules     *RaceRules
	CreatedBy *int64 // who created it; nil: the system
	CreatedAt time.Time
}

// Validate checks a season's fields.
func (s *Season) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", s.Name) {
		MaxLen(f, "name", s.Name, 128)
	}
	OneOf(f, "currency", s.Currency, EUR, USD)
	OneOf(f, "state", s.State, SeasonDraft, SeasonInProgress, SeasonOver)
	MaxLen(f, "rules_text", s.RulesText, 20000)
	if s.Rules != nil {
		s.Rules.validate(f, "race_rules.")
	}
	for field, v := range map[string]*int{"max_pigeons": s.MaxPigeons, "max_active": s.MaxActive, "max_reserve": s.MaxReserve, "total_spots": s.TotalSpots} {
		if v != nil {
			IntRange(f, field, int64(*v), IntRangeMin, IntRangeMax)
		}
	}
	return f.Err()
}

// AuditFields are the season's settings for the audit log; its state and
// registration keep a history of their own (season_statuses).
func (s *Season) AuditFields() AuditFields {
	return AuditFields{"loft_id": s.LoftID, "name": s.Name, "currency": string(s.Currency), "max_pigeons": auditInt(s.MaxPigeons),
		"max_active": auditInt(s.MaxActive), "max_reserve": auditInt(s.MaxReserve), "total_spots": auditInt(s.TotalSpots),
		"rules_text": s.RulesText, "race_rules": s.Rules.JSON()}
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

// Messages of season administration.
const (
	MsgCurrencyHasOrders    = "The currency cannot change once the season has orders."
	MsgPaymentDaysNoDueDate = "Add a payment due date first: the payment working days belong to it."
)

// SeasonSummary is a season in the administration's list: its loft's name,
// the places its open orders hold and how many orders it has.
type SeasonSummary struct {
	Season
	LoftName    string
	Places      SeasonUsage
	OrdersCount int
}

// SeasonSummaryFilter selects the seasons of the administration's list.
type SeasonSummaryFilter struct {
	ID               *int64
	LoftIDs          []int64 // only these lofts' seasons (a merchant's); nil: every loft
	LoftID           *int64
	State            *SeasonState
	RegistrationOpen *bool
	Search           string // part of the season's or the loft's name
	Offset, Limit    int
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
	// FindSeasonSummaries returns one page of seasons, newest first, and the total.
	FindSeasonSummaries(ctx context.Context, filter SeasonSummaryFilter) ([]*SeasonSummary, int, error)
	// CreateSeason inserts s and its first state-history row, both by s.CreatedBy.
	CreateSeason(ctx context.Context, s *Season) error
	// UpdateSeason stores every setting of s but its state and registration
	// (UpdateSeasonState changes those, with history); ENOTFOUND when there
	// is no such season.
	UpdateSeason(ctx context.Context, s *Season) error
	// UpdateSeasonState sets the current state and appends it to the history.
	UpdateSeasonState(ctx context.Context, st *SeasonStatus) error
	FindSeasonStatuses(ctx context.Context, seasonID int64) ([]*SeasonStatus, error)
}
