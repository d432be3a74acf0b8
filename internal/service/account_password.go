package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

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
	keys, now := []string{"reset:" + email, "reset-address:" + core.ClientKey(address)}, a.now()
	for i, limit := range []int{core.MaxResetMailsPerEmail, core.MaxResetMailsPerAddress} {
		if n, err := a.store.CountLoginFailures(ctx, keys[i], now.Add(-core.ResetMailWindow)); err != nil {
			return err
		} else if n >= limit {
			return &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyResetMails}
		}
	}
	if err := a.store.RecordLoginFailure(ctx, keys, now); err != nil {
		return err
	}
	u, err := a.store.FindUserByEmail(ctx, email)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return a.mailer.SendMail(ctx, core.Mail{To: email, Language: lang, Template: "reset_unknown",
			Data: map[string]any{"Link": a.cfg.PublicURL + "/sso/register", "Email": email}})
	} else if err != nil {
		return err
	}
	if err := a.store.ExpireUserTokens(ctx, u.ID, core.PurposePasswordReset, a.now()); err != nil {
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
	err = a.store.InTx(ctx, func(ctx context.Context) error {
		t, err := a.store.UseUserToken(ctx, hashToken(token), core.PurposePasswordReset, a.now())
		if err != nil {
			return core.Invalid("token", core.MsgTokenInvalid)
		}
		if u, err = a.store.FindUserByID(ctx, t.UserID); err != nil {
			return err
		}
		u.PasswordHash = hash
		if u.EmailVerified == nil { // the mail reached them, so the address works
			now := a.now()
			u.EmailVerified = &now
		}
		if err := a.store.UpdateUser(ctx, u); err != nil {
			return err
		}
		return a.signOut(ctx, u.ID)
	})
	return u, err
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
