package service

import (
	"context"
)

// accountTurn applies the limit of core.SignInLimits across addresses: past
// AccountFreeFailures failures on the account within the window, from
// anywhere, one try may be made per AccountDelay, whichever address makes
// it. The try is reserved under the account's lock before the
// password is checked, so that a botnet's tries sent at once when a wait
// ends cannot all pass. Addresses that signed in to the account or used its
// unlock link within the window are not held: the owner gets through. It
// answers the account's failures in a row, and whether this try may go on.
func (a *Accounts) accountTurn(ctx context.Context, email, pair, client string) (int, bool, error) {
	limits := a.cfg.SignIn
	n, last, err := a.inARow(ctx, "account:"+email)
	if err != nil || n < limits.AccountFreeFailures {
		return n, true, err
	}
	since := a.now().Add(-limits.Window)
	for _, key := range []string{"ok:" + pair, "unlock-client:" + email + " " + client} {
		t, err := a.store.LastLoginFailure(ctx, key)
		if err != nil {
			return n, false, err
		} else if t.After(since) {
			return n, true, nil
		}
	}
	turn, tries := false, "account-try:"+email
	err = a.store.InTx(ctx, func(ctx context.Context) error {
		if err := a.store.LockLimitKeys(ctx, []string{tries}); err != nil {
			return err
		}
		tried, err := a.store.LastLoginFailure(ctx, tries)
		if err != nil {
			return err
		}
		if tried.After(last) {
			last = tried
		}
		now := a.now()
		if now.Before(last.Add(limits.AccountDelay(n))) {
			return nil
		}
		turn = true
		return a.store.RecordLoginFailure(ctx, []string{tries}, now)
	})
	return n, turn, err
}
