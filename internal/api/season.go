package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// SeasonSettings are a season's editable settings.
type SeasonSettings struct {
	Name       string     `json:"name" maxLength:"128"`
	Currency   string     `json:"currency" enum:"EUR,USD" doc:"Cannot change once the season has orders"`
	MaxPigeons *int       `json:"max_pigeons,omitempty" nullable:"true" minimum:"0" maximum:"100000000" doc:"Per fancier; blank: unlimited"`
	MaxActive  *int       `json:"max_active,omitempty" nullable:"true" minimum:"0" maximum:"100000000" doc:"Per fancier; blank: unlimited"`
	MaxReserve *int       `json:"max_reserve,omitempty" nullable:"true" minimum:"0" maximum:"100000000" doc:"Per fancier; blank: unlimited"`
	TotalSpots *int       `json:"total_spots,omitempty" nullable:"true" minimum:"0" maximum:"100000000" doc:"The season's capacity; blank: unlimited"`
	RulesText  string     `json:"rules_text,omitempty" maxLength:"20000"`
	RaceRules  *RaceRules `json:"race_rules,omitempty" doc:"The written race rules; left out: unchanged"`
}

func (b SeasonSettings) core() *core.Season {
	return &core.Season{Name: b.Name, Currency: core.Currency(b.Currency), MaxPigeons: b.MaxPigeons, MaxActive: b.MaxActive,
		MaxReserve: b.MaxReserve, TotalSpots: b.TotalSpots, RulesText: b.RulesText, Rules: b.RaceRules.core()}
}

// SeasonInput creates a season.
type SeasonInput struct {
	LoftID int64 `json:"loft_id" minimum:"1"`
	SeasonSettings
	State            string `json:"state,omitempty" enum:"draft,in_progress,over" doc:"Draft when blank"`
	RegistrationOpen bool   `json:"registration_open,omitempty" doc:"Refused: registration opens only with an entry fee product, which a new season has not"`
}

// SeasonUpdateInput is every setting of a season but its state and loft.
type SeasonUpdateInput struct {
	SeasonSettings
	PaymentDays *int `json:"payment_days,omitempty" nullable:"true" minimum:"0" maximum:"365" doc:"Working days to pay after confirmation: the payment due date's max_duration; blank: the configured default"`
}

// SeasonCopyInput names the copy of a season and, optionally, its loft.
type SeasonCopyInput struct {
	Name   string `json:"name" maxLength:"128"`
	LoftID int64  `json:"loft_id,omitempty" minimum:"0" doc:"Another loft the caller manages; blank: the source's loft"`
}

// SeasonStateInput moves a season on and opens or closes its registration.
type SeasonStateInput struct {
	State            string `json:"state" enum:"draft,in_progress,over"`
	RegistrationOpen bool   `json:"registration_open,omitempty"`
}

func (s *Server) listLoftSeasons(ctx context.Context, in *loftIDInput) (*bodyOf[[]Season], error) {
	seasons, err := s.svc.Seasons.FindSeasons(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(seasons, toSeason))
}

func (s *Server) getSeason(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[Season], error) {
	season, err := s.svc.Seasons.FindSeason(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toSeason(season))
}

// createSeasonDoc describes create-season.
const createSeasonDoc = "Admins, users with the extended season permission and merchants of the loft; a draft unless a state is given. " +
	"Registration cannot open yet ('You need at least one product with the entry fee category')."

func (s *Server) createSeason(ctx context.Context, in *struct{ Body SeasonInput }) (*bodyOf[Season], error) {
	season := in.Body.core()
	season.LoftID, season.State, season.RegistrationOpen = in.Body.LoftID, core.SeasonState(in.Body.State), in.Body.RegistrationOpen
	if err := s.svc.Seasons.CreateSeason(ctx, season); err != nil {
		return nil, err
	}
	return reply(toSeason(season))
}

// updateSeasonDoc describes update-season.
const updateSeasonDoc = "Every setting but the state (see /state): name, currency (not once the season has orders: 409), limits per fancier, " +
	"capacity, rules text, race rules (left out: unchanged) and payment working days (the payment due date's max_duration; needs a payment due date). " +
	"Blank limits mean unlimited. The changed fields are recorded with their old and new values."

func (s *Server) updateSeason(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body SeasonUpdateInput
}) (*bodyOf[Season], error) {
	season, err := s.svc.Seasons.UpdateSeason(ctx, in.ID, in.Body.core(), in.Body.PaymentDays)
	if err != nil {
		return nil, err
	}
	return reply(toSeason(season))
}

// copySeasonDoc describes copy-season.
const copySeasonDoc = "A new draft season with the source's settings, its due dates and product periods moved by one year " +
	"(29 February becomes 28 February) and its products, in the same loft or another one the caller manages. " +
	"Recorded in both seasons' audit logs."

func (s *Server) copySeason(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body SeasonCopyInput
}) (*bodyOf[Season], error) {
	season, err := s.svc.Seasons.CopySeason(ctx, in.ID, in.Body.Name, in.Body.LoftID)
	if err != nil {
		return nil, err
	}
	return reply(toSeason(season))
}

// changeSeasonStateDoc describes change-season-state.
const changeSeasonStateDoc = "Registration opens only with an entry fee product ('You need at least one product with the entry fee category')."

func (s *Server) changeSeasonState(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body SeasonStateInput
}) (*bodyOf[Season], error) {
	season, err := s.svc.Seasons.ChangeSeasonState(ctx, in.ID, core.SeasonState(in.Body.State), in.Body.RegistrationOpen)
	if err != nil {
		return nil, err
	}
	return reply(toSeason(season))
}
