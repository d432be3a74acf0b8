// Package service holds the use cases of oneloft: it checks who may act,
// validates with core's rules and runs each use case in one transaction.
package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Service runs the use cases over a store.
type Service struct {
	store core.Store
	now   core.Clock
	race  raceState // flights: result cache and live publisher (results.go)

	running runningCache // the home page's running races (running.go)

	forecaster core.Forecaster // weather for the flight map; nil: unavailable
}

// New returns a Service over st using the clock now.
func New(st core.Store, now core.Clock) *Service {
	if now == nil {
		now = core.Now
	}
	return &Service{store: st, now: now}
}

// Ping checks the database.
func (s *Service) Ping(ctx context.Context) error { return s.store.Ping(ctx) }

func errSignIn() error { return core.Errorf(core.EUNAUTHORIZED, "Unauthenticated.") }

func errForbidden() error {
	return core.Errorf(core.EFORBIDDEN, "You are not allowed to perform this action.")
}

// requireAdmin lets admins and the system through.
func requireAdmin(ctx context.Context) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsAdmin():
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// requireMerchant lets merchants of loftID, admins and the system through.
func requireMerchant(ctx context.Context, loftID int64) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsMerchantOf(loftID):
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// requireStaff lets merchants and agents of loftID, admins and the system through.
func requireStaff(ctx context.Context, loftID int64) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsStaffOf(loftID):
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// actorID is the user id to record as author of a change; nil for the system.
func actorID(ctx context.Context) *int64 {
	if u := core.ActorFrom(ctx).User; u != nil {
		return &u.ID
	}
	return nil
}

// requireSeason applies a role check (requireStaff, requireMerchant) to the
// loft of a season.
func (s *Service) requireSeason(ctx context.Context, seasonID int64, role func(context.Context, int64) error) error {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return err
	}
	return role(ctx, season.LoftID)
}
