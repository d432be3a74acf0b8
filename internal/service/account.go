package service

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Accounts are the use cases of local sign-in: registration, password
// sign-in with rate limits, e-mail verification, password reset, profile,
// password and phone changes.
type Accounts struct {
	*base
	store  accountsStore
	users  *Users // a registration creates its user
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

func newAccounts(b *base, st accountsStore, users *Users, h core.PasswordHasher, m core.Mailer, sms core.SMSSender, cfg AccountConfig) *Accounts {
	if cfg == (AccountConfig{}) {
		cfg = DefaultAccountConfig("")
	}
	return &Accounts{base: b, store: st, users: users, hasher: h, mailer: m, sms: sms, cfg: cfg}
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
	if refused, err := a.takeLimits(ctx, limitChecks("register-client:"+core.ClientKey(address), core.MailsPerClient), nil); err != nil {
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
	if owner, err := a.store.FindUserByEmail(ctx, u.Email); err == nil {
		if refused, err := a.takeLimits(ctx, limitChecks("register-mail:"+core.NormalizeEmail(owner.Email), core.MailsPerEmail), nil); err != nil || refused >= 0 {
			return nil, err
		}
		return nil, a.mailer.SendMail(ctx, core.Mail{To: owner.Email, Name: owner.FullName(), Language: owner.Language, Template: "register_existing",
			Data: map[string]any{"FirstName": owner.FirstName, "Link": a.cfg.PublicURL + "/sso/forgot-password?lang=" + owner.Language}})
	} else if core.ErrorCode(err) != core.ENOTFOUND {
		return nil, err
	}
	if err := a.users.CreateUser(ctx, &u); err != nil {
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
	if refused, err := a.takeLimits(ctx, limitChecks("verify-client:"+core.ClientKey(address), core.MailsPerClient), nil); err != nil {
		return err
	} else if refused >= 0 {
		return &core.Error{Code: core.ETOOMANY, Message: core.MsgTooManyRequests}
	}
	u, err := a.store.FindUserByEmail(ctx, core.NormalizeEmail(email))
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
	if refused, err := a.takeLimits(ctx, limitChecks("verify-mail:"+core.NormalizeEmail(u.Email), core.MailsPerEmail), nil); err != nil || refused >= 0 {
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
	err := a.store.InTx(ctx, func(ctx context.Context) error {
		t, err := a.store.UseUserToken(ctx, hashToken(token), core.PurposeEmailVerification, a.now())
		if err != nil {
			return core.Invalid("token", core.MsgTokenInvalid)
		}
		if u, err = a.store.FindUserByID(ctx, t.UserID); err != nil {
			return err
		}
		now := a.now()
		u.EmailVerified = &now
		return a.store.UpdateUser(ctx, u)
	})
	return u, err
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

// updateSelf loads the signed-in user, applies change and stores the result
// in one transaction; change gets the transaction's context.
func (a *Accounts) updateSelf(ctx context.Context, change func(ctx context.Context, u *core.User) error) (*core.User, error) {
	self := core.ActorFrom(ctx).User
	if self == nil {
		return nil, errSignIn()
	}
	var u *core.User
	err := a.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if u, err = a.store.FindUserByID(ctx, self.ID); err != nil {
			return err
		}
		if err := change(ctx, u); err != nil {
			return err
		}
		return a.store.UpdateUser(ctx, u)
	})
	return u, err
}

func (a *Accounts) newUserToken(ctx context.Context, userID int64, purpose string, ttl time.Duration) (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	token := hex.EncodeToString(b)
	err := a.store.CreateUserToken(ctx, &core.UserToken{Hash: hashToken(token), UserID: userID, Purpose: purpose, ExpiresAt: a.now().Add(ttl)})
	return token, err
}

// hashToken is how mailed and texted secrets are stored: never in clear.
func hashToken(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}
