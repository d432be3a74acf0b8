package service

import (
	"context"
	"crypto/subtle"

	"github.com/oneloft/oneloft/internal/core"
)

// CheckSitePassword checks a password given at the site-wide gate against
// the configured one. Wrong passwords are counted per client address (its
// core.ClientKey) and refused once core.MaxGateTries were wrong within core.GateTriesWindow.
func (s *Users) CheckSitePassword(ctx context.Context, given, want, address string) error {
	key, now := "gate-address:"+core.ClientKey(address), s.now()
	n, err := s.store.CountLoginFailures(ctx, key, now.Add(-core.GateTriesWindow))
	if err != nil {
		return err
	}
	if n >= core.MaxGateTries {
		return &core.Error{Code: core.EFORBIDDEN, Message: core.MsgGateTooMany}
	}
	if subtle.ConstantTimeCompare([]byte(given), []byte(want)) == 1 {
		return nil
	}
	if err := s.store.RecordLoginFailure(ctx, []string{key}, now); err != nil {
		return err
	}
	return core.Invalid("password", core.MsgGateWrong)
}
