package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FindSeason returns one season.
func (s *Service) FindSeason(ctx context.Context, id int64) (*core.Season, error) {
	return s.store.FindSeasonByID(ctx, id)
}

// FindSeasons returns a loft's seasons, newest first.
func (s *Service) FindSeasons(ctx context.Context, loftID int64) ([]*core.Season, error) {
	return s.store.FindSeasons(ctx, core.SeasonFilter{LoftID: &loftID})
}

// CreateSeason creates a season in a loft (its merchants or admins).
func (s *Service) CreateSeason(ctx context.Context, season *core.Season) error {
	if err := requireMerchant(ctx, season.LoftID); err != nil {
		return err
	}
	if season.State == "" {
		season.State = core.SeasonDraft
	}
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
		return s.store.CreateSeason(ctx, season)
	})
}

// ChangeSeasonState moves a season to state and opens or closes its
// registration, recording the change. Registration opens only with an entry
// fee product (SPEC §4).
func (s *Service) ChangeSeasonState(ctx context.Context, seasonID int64, state core.SeasonState, registrationOpen bool) (*core.Season, error) {
	var season *core.Season
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if season, err = s.store.FindSeasonByID(ctx, seasonID); err != nil {
			return err
		}
		if err := requireMerchant(ctx, season.LoftID); err != nil {
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
