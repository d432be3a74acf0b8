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
}

// AccountConfig tunes the account use cases.
type AccountConfig struct {
	PublicURL       string        // links in mails point here
	ResetLinkTTL    time.Duration // how long a password reset link works
	InviteLinkTTL   time.Duration // how long the link of an invitation to choose a password works
	VerifyLinkTTL   time.Duration
	MaxFailsAccount int // failed sign-ins per account within FailWindow
	MaxFailsAddress int // failed sign-ins per client address within FailWindow
	FailWindow      time.Duration
	PhoneCodeTTL    time.Duration
	PhoneCodeDigits int
}

// DefaultAccountConfig are the defaults the binary starts with.
func DefaultAccountConfig(publicURL string) AccountConfig {
	return AccountConfig{PublicURL: strings.TrimSuffix(publicURL, "/"), ResetLinkTTL: 60 * time.Minute, InviteLinkTTL: 7 * 24 * time.Hour,
		VerifyLinkTTL:   72 * time.Hour,
		MaxFailsAccount: 5, MaxFailsAddress: 20, FailWindow: 15 * time.Minute, PhoneCodeTTL: 10 * time.Minute, PhoneCodeDigits: 6}
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

// Register creates an account and mails a verification link.
func (a *Accounts) Register(ctx context.Context, r Registration) (*core.User, error) {
	f := core.FieldErrors{}
	core.Password(f, "password", r.Password)
	u := r.User
	u.AdminLevel, u.EmailVerified, u.PhoneVerified, u.Permissions = 0, nil, nil, nil
	if err := f.Err(); err != nil {
		if verr := u.Validate(); verr != nil {
			for k, v := range verr.(*core.Error).Fields {
				f[k] = append(f[k], v...)
			}
		}
		return nil, f.Err()
	}
	hash, err := a.hasher.Hash(r.Password)
	if err != nil {
		return nil, err
	}
	u.PasswordHash = hash
	if err := a.svc.Users.CreateUser(ctx, &u); err != nil {
		return nil, err
	}
	return &u, a.SendVerification(ctx, &u)
}

// SendVerification mails a link that verifies the user's address.
func (a *Accounts) SendVerification(ctx context.Context, u *core.User) error {
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

// Authenticate checks e-mail and password. After too many failures for the
// account or the client address it refuses even right passwords for a while.
func (a *Accounts) Authenticate(ctx context.Context, email, password, address string) (*core.User, error) {
	email = core.NormalizeEmail(email)
	keys := []string{"account:" + email, "address:" + address}
	since := a.svc.now().Add(-a.cfg.FailWindow)
	for i, limit := range []int{a.cfg.MaxFailsAccount, a.cfg.MaxFailsAddress} {
		n, err := a.svc.store.CountLoginFailures(ctx, keys[i], since)
		if err != nil {
			return nil, err
		}
		if n >= limit {
			return nil, &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyAttempts}
		}
	}
	u, err := a.svc.store.FindUserByEmail(ctx, email)
	ok := false
	if err == nil && u.PasswordHash != "" {
		if ok, err = a.hasher.Verify(u.PasswordHash, password); err != nil {
			return nil, err
		}
	} else if core.ErrorCode(err) != core.ENOTFOUND && err != nil {
		return nil, err
	}
	if !ok {
		if err := a.svc.store.RecordLoginFailure(ctx, keys, a.svc.now()); err != nil {
			return nil, err
		}
		return nil, core.Invalid("email", core.MsgCredentials)
	}
	// Only someone who knows the password learns that the account is blocked.
	if u.Blocked() {
		return nil, core.Invalid("email", core.MsgUserBlocked)
	}
	return u, nil
}

// RequestPasswordReset mails a reset link valid for ResetLinkTTL; links
// sent before stop working.
func (a *Accounts) RequestPasswordReset(ctx context.Context, email string) error {
	u, err := a.svc.store.FindUserByEmail(ctx, email)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return core.Invalid("email", core.MsgNoUserForEmail)
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

// StartPhoneVerification texts a code to a new phone number of the signed-in user.
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
	// The code is bound to the number: the token hash covers both.
	if err := a.svc.store.CreateUserToken(ctx, &core.UserToken{Hash: hashToken(phoneCodeKey(u.ID, phone, code)), UserID: u.ID,
		Purpose: "phone:" + phone, ExpiresAt: a.svc.now().Add(a.cfg.PhoneCodeTTL)}); err != nil {
		return err
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
	if _, err := a.svc.store.UseUserToken(ctx, hashToken(phoneCodeKey(self.ID, phone, strings.TrimSpace(code))), "phone:"+phone, a.svc.now()); err != nil {
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
