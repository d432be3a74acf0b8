package service

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// MsgMembershipNeeded answers a tool that a membership unlocks, for an
// account without one running.
const MsgMembershipNeeded = "This needs a membership. You can buy one in the store."

// Memberships lists the signed-in account's membership periods, the latest
// end first.
func (s *Shop) Memberships(ctx context.Context) ([]*core.Membership, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	return s.store.FindMemberships(ctx, u.ID)
}

// HasFeature reports whether a membership period of the account that
// covers now unlocks feature; the check of every tool a membership opens.
func (s *Shop) HasFeature(ctx context.Context, userID int64, feature string) (bool, error) {
	ms, err := s.store.FindMemberships(ctx, userID)
	if err != nil {
		return false, err
	}
	now := s.now()
	for _, m := range ms {
		if m.Active(now) && slices.Contains(m.Unlocks, feature) {
			return true, nil
		}
	}
	return false, nil
}

// RequireFeature refuses an account whose memberships do not unlock feature now.
func (s *Shop) RequireFeature(ctx context.Context, feature string) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	ok, err := s.HasFeature(ctx, u.ID, feature)
	if err == nil && !ok {
		err = core.Errorf(core.EFORBIDDEN, MsgMembershipNeeded)
	}
	return err
}

// RemindMemberships mails the accounts whose latest membership period ends
// within the furthest reminder, 14 and then 3 days before the end, each
// reminder once; it answers how many went out.
func (s *Shop) RemindMemberships(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	now := s.now()
	ending, err := s.store.FindMembershipsEnding(ctx, now, now.AddDate(0, 0, slices.Max(core.ReminderDays)+1))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, m := range ending {
		days := core.DueReminder(m.EndsAt, now, m.RemindedDays, time.UTC)
		if days == 0 {
			continue
		}
		// Recorded before the mail: a reminder lost to a failing mail
		// server is better than one sent every run.
		if err := s.store.SetMembershipReminded(ctx, m.ID, days); err != nil {
			return n, err
		}
		u, err := s.store.FindUserByID(ctx, m.UserID)
		if err != nil {
			return n, err
		}
		err = s.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "membership_reminder",
			Data: map[string]any{"FirstName": u.FirstName, "Membership": m.ProductName, "Days": days,
				"End": m.EndsAt.UTC().Format("2006-01-02") + " UTC", "Link": fmt.Sprintf("%s/store/products/%d", s.cfg.PublicURL, m.ProductID)}})
		if err != nil {
			slog.ErrorContext(ctx, "membership reminder", "membership", m.ID, "err", err)
			continue
		}
		n++
	}
	return n, nil
}

// GiftCardBalance looks a code up for its holder: what is left and in
// which currency, for which seller. Every look-up counts against the
// account's and the client's tries; any code that cannot pay answers the
// one message of SPEC §8.
func (s *Shop) GiftCardBalance(ctx context.Context, code, clientAddr string) (*core.GiftCard, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	if err := s.countGiftCardTry(ctx, u, clientAddr); err != nil {
		return nil, err
	}
	norm, err := core.NormalizeGiftCardCode(code)
	if err != nil {
		return nil, core.Invalid("code", core.MsgGiftCardInvalid)
	}
	card, err := s.store.FindGiftCardByCode(ctx, norm)
	if core.ErrorCode(err) == core.ENOTFOUND || err == nil && card.Balance == 0 {
		return nil, core.Invalid("code", core.MsgGiftCardInvalid)
	}
	return card, err
}
