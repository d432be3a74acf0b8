package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Seasons are the use cases of a loft's seasons: their states, due dates
// and products.
type Seasons struct {
	*base
	store   seasonsStore
	results *Results // told when race rules change the season's results
}

// FindSeason returns one season. A draft is not public: ENOTFOUND, except
// for those who run the loft's seasons.
func (s *Seasons) FindSeason(ctx context.Context, id int64) (*core.Season, error) {
	season, _, err := s.visibleSeason(ctx, id, "Season not found.")
	return season, err
}

// visibleSeason returns a season and whether the actor runs it (see
// seasonInsider). Others get ENOTFOUND with notFound for a draft: what a
// loft prepares (its products, due dates, contract, pigeons) is not public
// until the season leaves the draft.
func (b *base) visibleSeason(ctx context.Context, id int64, notFound string) (*core.Season, bool, error) {
	season, err := b.store.FindSeasonByID(ctx, id)
	if err != nil {
		return nil, false, err
	}
	if err := hideDraft(ctx, season, notFound); err != nil {
		return nil, false, err
	}
	return season, seasonInsider(ctx, season), nil
}

// seasonInsider tells whether the actor runs the season's loft: its staff,
// or those who manage its seasons. Only they see drafts and staff notes.
func seasonInsider(ctx context.Context, season *core.Season) bool {
	return loftInsider(ctx, season.LoftID)
}

// loftInsider tells whether the actor runs the loft's seasons (see
// seasonInsider).
func loftInsider(ctx context.Context, loftID int64) bool {
	a := core.ActorFrom(ctx)
	return a.IsStaffOf(loftID) || a.CanManageSeasons(loftID)
}

// FindSeasons returns a loft's seasons, newest first, drafts only for those
// who run them; ENOTFOUND for an unknown loft.
func (s *Seasons) FindSeasons(ctx context.Context, loftID int64) ([]*core.Season, error) {
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	all, err := s.store.FindSeasons(ctx, core.SeasonFilter{LoftID: &loftID})
	return visibleSeasons(ctx, all), err
}

// visibleSeasons leaves out the drafts that the actor does not run.
func visibleSeasons(ctx context.Context, all []*core.Season) []*core.Season {
	out := make([]*core.Season, 0, len(all))
	for _, season := range all {
		if season.State != core.SeasonDraft || seasonInsider(ctx, season) {
			out = append(out, season)
		}
	}
	return out
}

// CreateSeason creates a season in a loft (admins, users with the extended
// season permission, the loft's merchants). It starts as a draft unless a
// state is given; registration cannot open before the season has an entry
// fee product (SPEC §4), which a new season has not.
func (s *Seasons) CreateSeason(ctx context.Context, season *core.Season) error {
	if err := requireSeasonManager(ctx, season.LoftID); err != nil {
		return err
	}
	if season.State == "" {
		season.State = core.SeasonDraft
	}
	season.CreatedBy = actorID(ctx)
	if err := season.Validate(); err != nil {
		return err
	}
	if season.RegistrationOpen {
		return core.Invalid("registration_open", core.MsgEntryFeeNeeded)
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, season.LoftID); err != nil {
			return err
		}
		if err := s.store.CreateSeason(ctx, season); err != nil {
			return err
		}
		return s.audit(ctx, "season", season.ID, "create", core.AuditChanges(nil, season.AuditFields()))
	})
}

// ChangeSeasonState moves a season to state and opens or closes its
// registration, recording the change. Registration opens only with an entry
// fee product (SPEC §4).
func (s *Seasons) ChangeSeasonState(ctx context.Context, seasonID int64, state core.SeasonState, registrationOpen bool) (*core.Season, error) {
	var season *core.Season
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockSeason(ctx, seasonID); err != nil { // state changes are serial
			return err
		}
		var err error
		if season, err = s.store.FindSeasonByID(ctx, seasonID); err != nil {
			return err
		}
		if err := requireSeasonManager(ctx, season.LoftID); err != nil {
			return err
		}
		season.State, season.RegistrationOpen = state, registrationOpen
		if err := season.Validate(); err != nil {
			return err
		}
		if registrationOpen {
			products, err := s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &seasonID})
			if err != nil {
				return err
			}
			if !core.HasEntryFee(products) {
				return core.Invalid("registration_open", core.MsgEntryFeeNeeded)
			}
		}
		return s.store.UpdateSeasonState(ctx, &core.SeasonStatus{SeasonID: seasonID, State: state,
			RegistrationOpen: registrationOpen, CreatedBy: actorID(ctx)})
	})
	return season, err
}
