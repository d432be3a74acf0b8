package service

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// AnnounceTrialEnds mails the accounts whose pedigree trial ends within
// core.TrialNoticeDays and that have no membership unlocking the tool,
// once each; it answers how many went out. The screen tells the same from
// MyPedigree's days left.
func (p *Pedigree) AnnounceTrialEnds(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	now := p.now()
	// A trial ends TrialDays after its start, give or take a day of zones:
	// those started up to TrialNoticeDays+1 days later than that are due.
	from := now.AddDate(0, 0, -core.TrialDays-1)
	to := now.AddDate(0, 0, -core.TrialDays+core.TrialNoticeDays+1)
	trials, err := p.store.FindTrialsEnding(ctx, from, to)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, s := range trials {
		end := s.TrialEnds()
		if !now.Before(end) || end.Sub(now) > core.TrialNoticeDays*24*time.Hour {
			continue
		}
		if member, err := p.shop.HasFeature(ctx, s.UserID, core.PedigreeFeature); err != nil || member {
			continue
		}
		// Recorded before the mail: a notice lost to a failing mail server
		// is better than one sent every run.
		if err := p.store.MarkTrialNoticeSent(ctx, s.UserID, now); err != nil {
			return n, err
		}
		u, err := p.store.FindUserByID(ctx, s.UserID)
		if err != nil {
			return n, err
		}
		err = p.mailer.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "pedigree_trial_ending",
			Data: map[string]any{"FirstName": u.FirstName, "Days": s.TrialDaysLeft(now),
				"End": end.Add(-time.Minute).Format("2006-01-02") + " (" + s.TimeZone + ")", "Link": fmt.Sprintf("%s/store", p.cfg.PublicURL)}})
		if err != nil {
			slog.ErrorContext(ctx, "pedigree trial notice", "user", s.UserID, "err", err)
			continue
		}
		n++
	}
	return n, nil
}
