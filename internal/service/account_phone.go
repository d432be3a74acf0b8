package service

import (
	"context"
	"crypto/rand"
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

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
	refused, err := a.takeLimits(ctx, checks, func(ctx context.Context) error {
		now := a.now()
		// Only the newest code verifies: the codes sent before, to any
		// number, stop working.
		if err := a.store.ExpireUserTokens(ctx, u.ID, core.PurposePhoneCode, now); err != nil {
			return err
		}
		// The code is bound to the number: the token hash covers both.
		return a.store.CreateUserToken(ctx, &core.UserToken{Hash: hashToken(phoneCodeKey(u.ID, phone, code)), UserID: u.ID,
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
	key, now := fmt.Sprintf("phone-code:%d", self.ID), a.now()
	sent, err := a.store.LastLoginFailure(ctx, "phone-sent:"+key)
	if err != nil {
		return nil, err
	}
	// (counted from just before it: a wrong code may share its stored instant)
	if n, err := a.store.CountLoginFailures(ctx, key, sent.Add(-time.Microsecond)); err != nil {
		return nil, err
	} else if n >= core.MaxWrongPhoneCodes {
		return nil, core.Invalid("code", core.MsgPhoneCodeVoid)
	}
	if _, err := a.store.UseUserToken(ctx, hashToken(phoneCodeKey(self.ID, phone, strings.TrimSpace(code))), core.PurposePhoneCode, now); err != nil {
		if err := a.store.RecordLoginFailure(ctx, []string{key}, now); err != nil {
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
		now := a.now()
		u.Phone, u.PhoneVerified = phone, &now
		return nil
	})
}

func (a *Accounts) phoneTaken(ctx context.Context, phone string, self int64) (bool, error) {
	u, err := a.store.FindUserByPhone(ctx, phone)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return false, nil
	}
	return err == nil && u.ID != self, err
}

func phoneCodeKey(userID int64, phone, code string) string {
	return fmt.Sprintf("%d|%s|%s", userID, phone, code)
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

var phoneRe = regexp.MustCompile(`^\+[1-9][0-9]{7,14}$`)
