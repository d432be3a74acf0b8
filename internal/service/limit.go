package service

import (
	"context"
	"slices"

	"github.com/oneloft/oneloft/internal/core"
)

// limitCheck is one key of the login_failures records counted against one
// limit; a key may come in several checks, one per window.
type limitCheck struct {
	key   string
	limit core.RateLimit
}

// limitChecks pairs key with each of limits.
func limitChecks(key string, limits ...core.RateLimit) []limitCheck {
	out := make([]limitCheck, len(limits))
	for i, l := range limits {
		out[i] = limitCheck{key: key, limit: l}
	}
	return out
}

// takeLimits records one event under every key of checks when each key is
// below each of its limits, and runs then (when not nil) in the same
// transaction. It answers the index of the first check found at its limit,
// with nothing recorded and then not run, or -1. Counting and recording hold
// the keys' locks, so concurrent requests, on any instance, take turns: they
// cannot all pass at the last free place.
func (s *base) takeLimits(ctx context.Context, checks []limitCheck, then func(ctx context.Context) error) (int, error) {
	var keys []string
	for _, c := range checks {
		if !slices.Contains(keys, c.key) {
			keys = append(keys, c.key)
		}
	}
	refused := -1
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockLimitKeys(ctx, keys); err != nil {
			return err
		}
		now := s.now()
		for i, c := range checks {
			n, err := s.store.CountLoginFailures(ctx, c.key, now.Add(-c.limit.Window))
			if err != nil {
				return err
			}
			if n >= c.limit.Max {
				refused = i
				return nil
			}
		}
		if err := s.store.RecordLoginFailure(ctx, keys, now); err != nil {
			return err
		}
		if then != nil {
			return then(ctx)
		}
		return nil
	})
	return refused, err
}
