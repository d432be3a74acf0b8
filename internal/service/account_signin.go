package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Authenticate checks e-mail and password. Failures count per account and
// client address (core.SignInLimits, addresses as core.ClientKey): a guesser
// slows only itself down, and the owner is mailed a link that lifts the
// wait. They count per account from all addresses too (accountTurn), so
// that a guesser on many addresses is slowed down as well. An unknown
// address costs the same time as a known one.
func (a *Accounts) Authenticate(ctx context.Context, email, password, address string) (*core.User, error) {
	email, client := core.NormalizeEmail(email), core.ClientKey(address)
	pair, addr := "pair:"+email+" "+client, "address:"+client
	limits, now := a.cfg.SignIn, a.now()
	if n, err := a.store.CountLoginFailures(ctx, addr, now.Add(-limits.Window)); err != nil {
		return nil, err
	} else if n >= limits.MaxPerAddress {
		return nil, &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyAttempts}
	}
	n, last, err := a.failuresInARow(ctx, email, pair)
	if err != nil {
		return nil, err
	}
	if next := limits.NextTry(n, last); now.Before(next) {
		return nil, &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyAttempts}
	}
	onAccount, turn, err := a.accountTurn(ctx, email, pair, client)
	if err != nil {
		return nil, err
	} else if !turn {
		return nil, &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyAttempts}
	}
	u, err := a.store.FindUserByEmail(ctx, email)
	if err != nil && core.ErrorCode(err) != core.ENOTFOUND {
		return nil, err
	}
	hash := a.dummyHash()
	if u != nil && u.PasswordHash != "" {
		hash = u.PasswordHash
	}
	ok, err := a.hasher.Verify(hash, password)
	if err != nil {
		return nil, err
	}
	if !ok || u == nil || u.PasswordHash == "" {
		if err := a.store.RecordLoginFailure(ctx, []string{pair, addr, "account:" + email}, now); err != nil {
			return nil, err
		}
		if u != nil && (n+1 == limits.FreeFailures || onAccount+1 == limits.AccountFreeFailures) {
			if err := a.mailUnlock(ctx, u, address, n+1 != limits.FreeFailures); err != nil {
				return nil, err
			}
		}
		return nil, core.Invalid("email", core.MsgCredentials)
	}
	// A success starts the pair's count again (recorded under a key of its
	// own) and lets the address past the account's wait (accountTurn).
	if err := a.store.RecordLoginFailure(ctx, []string{"ok:" + pair}, now); err != nil {
		return nil, err
	}
	// Only someone who knows the password learns that the account is blocked.
	if u.Blocked() {
		return nil, core.Invalid("email", core.MsgUserBlocked)
	}
	return u, nil
}

// failuresInARow counts the pair's failures since the latest of: the
// window's start, its last success, the account's last unlock; and when the
// last one was.
func (a *Accounts) failuresInARow(ctx context.Context, email, pair string) (int, time.Time, error) {
	return a.inARow(ctx, pair, "ok:"+pair, "unlock:"+email)
}

// inARow counts key's records since the latest of the window's start and
// the latest record of each of resets, and says when the last one was.
func (a *Accounts) inARow(ctx context.Context, key string, resets ...string) (int, time.Time, error) {
	since := a.now().Add(-a.cfg.SignIn.Window)
	for _, reset := range resets {
		t, err := a.store.LastLoginFailure(ctx, reset)
		if err != nil {
			return 0, time.Time{}, err
		}
		if t.After(since) {
			since = t
		}
	}
	n, err := a.store.CountLoginFailures(ctx, key, since)
	if err != nil || n == 0 {
		return n, time.Time{}, err
	}
	last, err := a.store.LastLoginFailure(ctx, key)
	return n, last, err
}

// mailUnlock tells the owner that sign-ins from an address are being slowed
// down, with a link that lifts the wait for every address; or, with
// acrossAddresses, that every sign-in to the account is (accountTurn), with
// a link that lets in the device that opens it. Unlock mails are limited per
// address mailed and per client address that failed; over a limit none is
// sent, and the sign-in answers as it would have.
func (a *Accounts) mailUnlock(ctx context.Context, u *core.User, address string, acrossAddresses bool) error {
	checks := append(limitChecks("unlock-mail:"+core.NormalizeEmail(u.Email), core.MailsPerEmail),
		limitChecks("unlock-mail-client:"+core.ClientKey(address), core.MailsPerClient)...)
	if refused, err := a.takeLimits(ctx, checks, nil); err != nil || refused >= 0 {
		return err
	}
	token, err := a.newUserToken(ctx, u.ID, core.PurposeUnlock, a.cfg.ResetLinkTTL)
	if err != nil {
		return err
	}
	template, failures := "unlock", a.cfg.SignIn.FreeFailures
	if acrossAddresses {
		template, failures = "unlock_account", a.cfg.SignIn.AccountFreeFailures
	}
	return a.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: template,
		Data: map[string]any{"Link": a.cfg.PublicURL + "/sso/unlock?token=" + token, "FirstName": u.FirstName,
			"Failures": failures, "Address": address, "Minutes": int(a.cfg.ResetLinkTTL.Minutes())}})
}

// Unlock uses a mailed unlock link: every address may try at once again,
// and the client address that used the link (address) is no longer held by
// the wait on the account as a whole (accountTurn).
func (a *Accounts) Unlock(ctx context.Context, token, address string) (*core.User, error) {
	t, err := a.store.UseUserToken(ctx, hashToken(token), core.PurposeUnlock, a.now())
	if err != nil {
		return nil, core.Invalid("token", core.MsgTokenInvalid)
	}
	u, err := a.store.FindUserByID(ctx, t.UserID)
	if err != nil {
		return nil, err
	}
	email := core.NormalizeEmail(u.Email)
	return u, a.store.RecordLoginFailure(ctx, []string{"unlock:" + email, "unlock-client:" + email + " " + core.ClientKey(address)}, a.now())
}

// dummyHash is a hash of no one's password, verified for unknown addresses
// so that they take as long as known ones.
func (a *Accounts) dummyHash() string {
	a.dummyOnce.Do(func() { a.dummy, _ = a.hasher.Hash("not a password of anyone") })
	return a.dummy
}

// signOut ends every session and token of a user and the password reset
// links they were sent; call it in the use case's transaction.
func (a *Accounts) signOut(ctx context.Context, userID int64) error {
	now := a.now()
	if err := a.store.ExpireUserTokens(ctx, userID, core.PurposePasswordReset, now); err != nil {
		return err
	}
	return a.store.SignOutUser(ctx, userID, now)
}

// SignOutEverywhere ends every session and token of the signed-in user, on
// every device.
func (a *Accounts) SignOutEverywhere(ctx context.Context) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	return a.store.InTx(ctx, func(ctx context.Context) error { return a.signOut(ctx, u.ID) })
}

// PruneSignInRecords deletes sign-in records that stopped mattering a day
// ago; run periodically by every instance (deleting twice is harmless).
func (a *Accounts) PruneSignInRecords(ctx context.Context) (int, error) {
	return a.store.PruneSignInRecords(ctx, a.now().Add(-24*time.Hour))
}
