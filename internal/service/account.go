package service

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Accounts are the use cases of local sign-in: registration, password
// sign-in with rate limits, e-mail verification, password reset, profile,
// password and phone changes.
type Accounts struct {
	svc    *Service
	hasher core.PasswordHasher
	mailer core.Mailer
	sms    core.SMSSender
	cfg    AccountConfig

	dummyOnce sync.Once
	dummy     string
}

// AccountConfig tunes the account use cases.
type AccountConfig struct {
	PublicURL       string        // links in mails point here
	ResetLinkTTL    time.Duration // how long a password reset link works
	InviteLinkTTL   time.Duration // how long the link of an invitation to choose a password works
	VerifyLinkTTL   time.Duration
	SignIn          core.SignInLimits
	PhoneCodeTTL    time.Duration
	PhoneCodeDigits int
}

// DefaultAccountConfig are the defaults the binary starts with.
func DefaultAccountConfig(publicURL string) AccountConfig {
	return AccountConfig{PublicURL: strings.TrimSuffix(publicURL, "/"), ResetLinkTTL: 60 * time.Minute, InviteLinkTTL: 7 * 24 * time.Hour,
		VerifyLinkTTL: 72 * time.Hour,
		SignIn:        core.DefaultSignInLimits, PhoneCodeTTL: 10 * time.Minute, PhoneCodeDigits: 6}
}

// NewAccounts returns the account use cases.
func (s *Service) NewAccounts(h core.PasswordHasher, m core.Mailer, sms core.SMSSender, cfg AccountConfig) *Accounts {
	return &Accounts{svc: s, hasher: h, mailer: m, sms: sms, cfg: cfg}
}

// Registration is what a new user enters.
type Registration struct {
	core.User
	Password string
}

// Register creates an account and mails a verification link. Registrations
// are limited per client address (ETOOMANY), whether the address is taken
// or not, so that the answer never tells.
func (a *Accounts) Register(ctx context.Context, r Registration, address string) (*core.User, error) {
	f := core.FieldErrors{}
	core.Password(f, "password", r.Password)
	u := r.User
	u.AdminLevel, u.EmailVerified, u.PhoneVerified, u.Permissions = 0, nil, nil, nil
	u.Email = core.NormalizeEmail(u.Email)
	// Every field is checked before the address is looked up: a taken
	// address with a bad field answers as a new one does.
	if verr := u.Validate(); verr != nil {
		for k, v := range verr.(*core.Error).Fields {
			f[k] = append(f[k], v...)
		}
	}
	if err := f.Err(); err != nil {
		return nil, err
	}
	if refused, err := a.svc.takeLimits(ctx, limitChecks("register-client:"+core.ClientKey(address), core.MailsPerClient), nil); err != nil {
		return nil, err
	} else if refused >= 0 {
		return nil, &core.Error{Code: core.ETOOMANY, Message: core.MsgTooManyRequests}
	}
	hash, err := a.hasher.Hash(r.Password)
	if err != nil {
		return nil, err
	}
	u.PasswordHash = hash
	// A taken address answers as a new one would (no one learns who has an
	// account); its owner is told by mail, a few times an hour at most.
	if owner, err := a.svc.store.FindUserByEmail(ctx, u.Email); err == nil {
		if refused, err := a.svc.takeLimits(ctx, limitChecks("register-mail:"+core.NormalizeEmail(owner.Email), core.MailsPerEmail), nil); err != nil || refused >= 0 {
			return nil, err
		}
		return nil, a.mailer.SendMail(ctx, core.Mail{To: owner.Email, Name: owner.FullName(), Language: owner.Language, Template: "register_existing",
			Data: map[string]any{"FirstName": owner.FirstName, "Link": a.cfg.PublicURL + "/sso/forgot-password?lang=" + owner.Language}})
	} else if core.ErrorCode(err) != core.ENOTFOUND {
		return nil, err
	}
	if err := a.svc.Users.CreateUser(ctx, &u); err != nil {
		return nil, err
	}
	return &u, a.sendVerification(ctx, &u)
}

// RequestVerificationMail mails the account with the address a new link
// that verifies it, when there is one not verified yet. The answer is the
// same whether or not there is: requests are limited per client address
// (ETOOMANY) for every address asked for, and the mails to one address are
// limited without a word.
func (a *Accounts) RequestVerificationMail(ctx context.Context, email, address string) error {
	if refused, err := a.svc.takeLimits(ctx, limitChecks("verify-client:"+core.ClientKey(address), core.MailsPerClient), nil); err != nil {
		return err
	} else if refused >= 0 {
		return &core.Error{Code: core.ETOOMANY, Message: core.MsgTooManyRequests}
	}
	u, err := a.svc.store.FindUserByEmail(ctx, core.NormalizeEmail(email))
	if core.ErrorCode(err) == core.ENOTFOUND || err == nil && u.EmailVerified != nil {
		return nil
	} else if err != nil {
		return err
	}
	return a.sendVerification(ctx, u)
}

// sendVerification mails a link that verifies the user's address, unless
// core.MailsPerEmail of them went to it within the hour.
func (a *Accounts) sendVerification(ctx context.Context, u *core.User) error {
	if refused, err := a.svc.takeLimits(ctx, limitChecks("verify-mail:"+core.NormalizeEmail(u.Email), core.MailsPerEmail), nil); err != nil || refused >= 0 {
		return err
	}
	token, err := a.newUserToken(ctx, u.ID, core.PurposeEmailVerification, a.cfg.VerifyLinkTTL)
	if err != nil {
		return err
	}
	return a.mailVerification(ctx, u, token)
}

func (a *Accounts) mailVerification(ctx context.Context, u *core.User, token string) error {
	return a.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "verify_email",
		Data: map[string]any{"Link": a.cfg.PublicURL + "/sso/verify-email?token=" + token, "FirstName": u.FirstName}})
}

// VerifyEmail marks the address of the link's user verified.
func (a *Accounts) VerifyEmail(ctx context.Context, token string) (*core.User, error) {
	var u *core.User
	err := a.svc.store.InTx(ctx, func(ctx context.Context) error {
		t, err := a.svc.store.UseUserToken(ctx, hashToken(token), core.PurposeEmailVerification, a.svc.now())
		if err != nil {
			return core.Invalid("token", core.MsgTokenInvalid)
		}
		if u, err = a.svc.store.FindUserByID(ctx, t.UserID); err != nil {
			return err
		}
		now := a.svc.now()
		u.EmailVerified = &now
		return a.svc.store.UpdateUser(ctx, u)
	})
	return u, err
}

// Authenticate checks e-mail and password. Failures count per account and
// client address (core.SignInLimits, addresses as core.ClientKey): a guesser
// slows only itself down, and the owner is mailed a link that lifts the
// wait. They count per account from all addresses too (accountTurn), so
// that a guesser on many addresses is slowed down as well. An unknown
// address costs the same time as a known one.
func (a *Accounts) Authenticate(ctx context.Context, email, password, address string) (*core.User, error) {
	email, client := core.NormalizeEmail(email), core.ClientKey(address)
	pair, addr := "pair:"+email+" "+client, "address:"+client
	limits, now := a.cfg.SignIn, a.svc.now()
	if n, err := a.svc.store.CountLoginFailures(ctx, addr, now.Add(-limits.Window)); err != nil {
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
	u, err := a.svc.store.FindUserByEmail(ctx, email)
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
		if err := a.svc.store.RecordLoginFailure(ctx, []string{pair, addr, "account:" + email}, now); err != nil {
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
	if err := a.svc.store.RecordLoginFailure(ctx, []string{"ok:" + pair}, now); err != nil {
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
	since := a.svc.now().Add(-a.cfg.SignIn.Window)
	for _, reset := range resets {
		t, err := a.svc.store.LastLoginFailure(ctx, reset)
		if err != nil {
			return 0, time.Time{}, err
		}
		if t.After(since) {
			since = t
		}
	}
	n, err := a.svc.store.CountLoginFailures(ctx, key, since)
	if err != nil || n == 0 {
		return n, time.Time{}, err
	}
	last, err := a.svc.store.LastLoginFailure(ctx, key)
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
	if refused, err := a.svc.takeLimits(ctx, checks, nil); err != nil || refused >= 0 {
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
	t, err := a.svc.store.UseUserToken(ctx, hashToken(token), core.PurposeUnlock, a.svc.now())
	if err != nil {
		return nil, core.Invalid("token", core.MsgTokenInvalid)
	}
	u, err := a.svc.store.FindUserByID(ctx, t.UserID)
	if err != nil {
		return nil, err
	}
	email := core.NormalizeEmail(u.Email)
	return u, a.svc.store.RecordLoginFailure(ctx, []string{"unlock:" + email, "unlock-client:" + email + " " + core.ClientKey(address)}, a.svc.now())
}

// dummyHash is a hash of no one's password, verified for unknown addresses
// so that they take as long as known ones.
func (a *Accounts) dummyHash() string {
	a.dummyOnce.Do(func() { a.dummy, _ = a.hasher.Hash("not a password of anyone") })
	return a.dummy
}

// RequestPasswordReset mails a reset link valid for ResetLinkTTL; links
// sent before stop working. The answer is the same whether an account has
// the address: only the mail to it says (in lang) that none has. Requests are
// limited per address asked for and per client address.
func (a *Accounts) RequestPasswordReset(ctx context.Context, email, address, lang string) error {
	email = core.NormalizeEmail(email)
	f := core.FieldErrors{}
	core.Email(f, "email", email, true)
	if err := f.Err(); err != nil {
		return err
	}
	keys, now := []string{"reset:" + email, "reset-address:" + core.ClientKey(address)}, a.svc.now()
	for i, limit := range []int{core.MaxResetMailsPerEmail, core.MaxResetMailsPerAddress} {
		if n, err := a.svc.store.CountLoginFailures(ctx, keys[i], now.Add(-core.ResetMailWindow)); err != nil {
			return err
		} else if n >= limit {
			return &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyResetMails}
		}
	}
	if err := a.svc.store.RecordLoginFailure(ctx, keys, now); err != nil {
		return err
	}
	u, err := a.svc.store.FindUserByEmail(ctx, email)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return a.mailer.SendMail(ctx, core.Mail{To: email, Language: lang, Template: "reset_unknown",
			Data: map[string]any{"Link": a.cfg.PublicURL + "/sso/register", "Email": email}})
	} else if err != nil {
		return err
	}
	if err := a.svc.store.ExpireUserTokens(ctx, u.ID, core.PurposePasswordReset, a.svc.now()); err != nil {
		return err
	}
	token, err := a.newUserToken(ctx, u.ID, core.PurposePasswordReset, a.cfg.ResetLinkTTL)
	if err != nil {
		return err
	}
	return a.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "password_reset",
		Data: map[string]any{"Link": a.cfg.PublicURL + "/sso/reset-password?token=" + token, "FirstName": u.FirstName,
			"Minutes": int(a.cfg.ResetLinkTTL.Minutes())}})
}

// Invite mails an account that someone else made (a loft's staff added by
// e-mail) a link to choose its password, valid for InviteLinkTTL. The link
// is a password reset link: setting the password also verifies the address.
func (a *Accounts) Invite(ctx context.Context, u *core.User, loftName string) error {
	token, err := a.newUserToken(ctx, u.ID, core.PurposePasswordReset, a.cfg.InviteLinkTTL)
	if err != nil {
		return err
	}
	return a.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "invite",
		Data: map[string]any{"Link": a.cfg.PublicURL + "/sso/reset-password?token=" + token + "&lang=" + u.Language,
			"FirstName": u.FirstName, "Loft": loftName, "Days": int(a.cfg.InviteLinkTTL.Hours() / 24)}})
}

// ResetPassword sets a new password with a mailed token; the token works
// once. It signs the user out everywhere: whoever knew the old password
// loses every session and token it gave them.
func (a *Accounts) ResetPassword(ctx context.Context, token, password string) (*core.User, error) {
	f := core.FieldErrors{}
	core.Password(f, "password", password)
	if err := f.Err(); err != nil {
		return nil, err
	}
	hash, err := a.hasher.Hash(password)
	if err != nil {
		return nil, err
	}
	var u *core.User
	err = a.svc.store.InTx(ctx, func(ctx context.Context) error {
		t, err := a.svc.store.UseUserToken(ctx, hashToken(token), core.PurposePasswordReset, a.svc.now())
		if err != nil {
			return core.Invalid("token", core.MsgTokenInvalid)
		}
		if u, err = a.svc.store.FindUserByID(ctx, t.UserID); err != nil {
			return err
		}
		u.PasswordHash = hash
		if u.EmailVerified == nil { // the mail reached them, so the address works
			now := a.svc.now()
			u.EmailVerified = &now
		}
		if err := a.svc.store.UpdateUser(ctx, u); err != nil {
			return err
		}
		return a.signOut(ctx, u.ID)
	})
	return u, err
}

// signOut ends every session and token of a user and the password reset
// links they were sent; call it in the use case's transaction.
func (a *Accounts) signOut(ctx context.Context, userID int64) error {
	now := a.svc.now()
	if err := a.svc.store.ExpireUserTokens(ctx, userID, core.PurposePasswordReset, now); err != nil {
		return err
	}
	return a.svc.store.SignOutUser(ctx, userID, now)
}

// SignOutEverywhere ends every session and token of the signed-in user, on
// every device.
func (a *Accounts) SignOutEverywhere(ctx context.Context) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	return a.svc.store.InTx(ctx, func(ctx context.Context) error { return a.signOut(ctx, u.ID) })
}

// Profile is what a user may change about themselves.
type Profile struct {
	FirstName, LastName, IPFN, City, Street, Zipcode, Language, ImageSrc string
}

// UpdateProfile changes the signed-in user's profile.
func (a *Accounts) UpdateProfile(ctx context.Context, p Profile) (*core.User, error) {
	return a.updateSelf(ctx, func(_ context.Context, u *core.User) error {
		u.FirstName, u.LastName, u.IPFN, u.City, u.Street, u.Zipcode = p.FirstName, p.LastName, p.IPFN, p.City, p.Street, p.Zipcode
		if p.Language != "" {
			u.Language = p.Language
		}
		if p.ImageSrc != "" {
			u.ImageSrc = p.ImageSrc
		}
		return u.Validate()
	})
}

// ChangePassword changes the signed-in user's password after checking the
// current one, and signs them out everywhere (as ResetPassword does).
func (a *Accounts) ChangePassword(ctx context.Context, current, next string) error {
	_, err := a.updateSelf(ctx, func(ctx context.Context, u *core.User) error {
		if ok, err := a.hasher.Verify(u.PasswordHash, current); err != nil || !ok {
			return core.Invalid("current_password", core.MsgCredentials)
		}
		f := core.FieldErrors{}
		core.Password(f, "password", next)
		if err := f.Err(); err != nil {
			return err
		}
		hash, err := a.hasher.Hash(next)
		if err != nil {
			return err
		}
		u.PasswordHash = hash
		return a.signOut(ctx, u.ID)
	})
	return err
}

var phoneRe = regexp.MustCompile(`^\+[1-9][0-9]{7,14}$`)

// NormalizePhone turns "+49 170 123-4567" into "+491701234567".
func NormalizePhone(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", "/", "", ".", "").Replace(strings.TrimSpace(s))
}

// StartPhoneVerification texts a code to a new phone number of the
// signed-in user; the codes sent before stop working. Codes are limited
// per user and per number (ETOOMANY).
func (a *Accounts) StartPhoneVerification(ctx context.Context, phone string) error {
	phone = NormalizePhone(phone)
	if !phoneRe.MatchString(phone) {
		return core.Invalid("phone", core.MsgPhoneInvalid)
	}
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	if taken, err := a.phoneTaken(ctx, phone, u.ID); err != nil {
		return err
	} else if taken {
		return core.Invalid("phone", core.MsgPhoneInUse)
	}
	code, err := randomDigits(a.cfg.PhoneCodeDigits)
	if err != nil {
		return err
	}
	// Codes are limited per user and per number (core.PhoneCodeLimits);
	// the user's record also marks when the newest code went out, from
	// which VerifyPhone counts wrong codes.
	checks := append(limitChecks(fmt.Sprintf("phone-sent:phone-code:%d", u.ID), core.PhoneCodeLimits...),
		limitChecks("phone-sent-to:"+phone, core.PhoneCodeLimits...)...)
	refused, err := a.svc.takeLimits(ctx, checks, func(ctx context.Context) error {
		now := a.svc.now()
		// Only the newest code verifies: the codes sent before, to any
		// number, stop working.
		if err := a.svc.store.ExpireUserTokens(ctx, u.ID, core.PurposePhoneCode, now); err != nil {
			return err
		}
		// The code is bound to the number: the token hash covers both.
		return a.svc.store.CreateUserToken(ctx, &core.UserToken{Hash: hashToken(phoneCodeKey(u.ID, phone, code)), UserID: u.ID,
			Purpose: core.PurposePhoneCode, ExpiresAt: now.Add(a.cfg.PhoneCodeTTL)})
	})
	if err != nil {
		return err
	} else if refused >= 0 {
		return &core.Error{Code: core.ETOOMANY, Message: core.MsgTooManyPhoneCodes}
	}
	return a.sms.SendSMS(ctx, phone, fmt.Sprintf("oneloft: %s", code))
}

// VerifyPhone checks a texted code and sets the user's verified phone number.
func (a *Accounts) VerifyPhone(ctx context.Context, phone, code string) (*core.User, error) {
	phone = NormalizePhone(phone)
	self := core.ActorFrom(ctx).User
	if self == nil {
		return nil, errSignIn()
	}
	// Wrong codes are counted from the latest code sent: after
	// MaxWrongPhoneCodes that code is void, so guessing cannot go on.
	key, now := fmt.Sprintf("phone-code:%d", self.ID), a.svc.now()
	sent, err := a.svc.store.LastLoginFailure(ctx, "phone-sent:"+key)
	if err != nil {
		return nil, err
	}
	// (counted from just before it: a wrong code may share its stored instant)
	if n, err := a.svc.store.CountLoginFailures(ctx, key, sent.Add(-time.Microsecond)); err != nil {
		return nil, err
	} else if n >= core.MaxWrongPhoneCodes {
		return nil, core.Invalid("code", core.MsgPhoneCodeVoid)
	}
	if _, err := a.svc.store.UseUserToken(ctx, hashToken(phoneCodeKey(self.ID, phone, strings.TrimSpace(code))), core.PurposePhoneCode, now); err != nil {
		if err := a.svc.store.RecordLoginFailure(ctx, []string{key}, now); err != nil {
			return nil, err
		}
		return nil, core.Invalid("code", core.MsgWrongVerifyCode)
	}
	return a.updateSelf(ctx, func(ctx context.Context, u *core.User) error {
		if taken, err := a.phoneTaken(ctx, phone, u.ID); err != nil {
			return err
		} else if taken {
			return core.Invalid("phone", core.MsgPhoneInUse)
		}
		now := a.svc.now()
		u.Phone, u.PhoneVerified = phone, &now
		return nil
	})
}

func (a *Accounts) phoneTaken(ctx context.Context, phone string, self int64) (bool, error) {
	u, err := a.svc.store.FindUserByPhone(ctx, phone)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return false, nil
	}
	return err == nil && u.ID != self, err
}

func phoneCodeKey(userID int64, phone, code string) string {
	return fmt.Sprintf("%d|%s|%s", userID, phone, code)
}

// updateSelf loads the signed-in user, applies change and stores the result
// in one transaction; change gets the transaction's context.
func (a *Accounts) updateSelf(ctx context.Context, change func(ctx context.Context, u *core.User) error) (*core.User, error) {
	self := core.ActorFrom(ctx).User
	if self == nil {
		return nil, errSignIn()
	}
	var u *core.User
	err := a.svc.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if u, err = a.svc.store.FindUserByID(ctx, self.ID); err != nil {
			return err
		}
		if err := change(ctx, u); err != nil {
			return err
		}
		return a.svc.store.UpdateUser(ctx, u)
	})
	return u, err
}

func (a *Accounts) newUserToken(ctx context.Context, userID int64, purpose string, ttl time.Duration) (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	token := hex.EncodeToString(b)
	err := a.svc.store.CreateUserToken(ctx, &core.UserToken{Hash: hashToken(token), UserID: userID, Purpose: purpose, ExpiresAt: a.svc.now().Add(ttl)})
	return token, err
}

// hashToken is how mailed and texted secrets are stored: never in clear.
func hashToken(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}

func randomDigits(n int) (string, error) {
	var b strings.Builder
	for i := 0; i < n; i++ {
		d, err := rand.Int(rand.Reader, big.NewInt(10))
		if err != nil {
			return "", err
		}
		b.WriteByte(byte('0' + d.Int64()))
	}
	return b.String(), nil
}

// PruneSignInRecords deletes sign-in records that stopped mattering a day
// ago; run periodically by every instance (deleting twice is harmless).
func (a *Accounts) PruneSignInRecords(ctx context.Context) (int, error) {
	return a.svc.store.PruneSignInRecords(ctx, a.svc.now().Add(-24*time.Hour))
}
