package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Pedigree are the use cases of the pedigree tool: each signed-in account
// keeps its own breeders, pigeons and pairs, free for the trial and then
// with a membership that unlocks core.PedigreeFeature; reading and
// exporting stay open after the trial.
type Pedigree struct {
	*base
	store   pedigreeStore
	shop    *Shop       // memberships
	results *Results    // the races of linked rings
	mailer  core.Mailer // the trial's end
	cfg     OrderConfig // the public address of links in mails
}

// PedigreeAccess is where an account stands with the tool.
type PedigreeAccess struct {
	Settings   *core.PedigreeSettings // nil before the first use
	TrialEnds  *time.Time
	DaysLeft   int  // of the trial, today included; 0 after it
	Membership bool // a membership unlocks editing
	CanEdit    bool
}

// MyPedigree tells the signed-in account's settings and whether it may edit.
func (p *Pedigree) MyPedigree(ctx context.Context) (*PedigreeAccess, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	s, err := p.store.FindPedigreeSettings(ctx, u.ID)
	if core.ErrorCode(err) == core.ENOTFOUND {
		s, err = nil, nil
	}
	if err != nil {
		return nil, err
	}
	return p.access(ctx, u.ID, s)
}

func (p *Pedigree) access(ctx context.Context, userID int64, s *core.PedigreeSettings) (*PedigreeAccess, error) {
	member, err := p.shop.HasFeature(ctx, userID, core.PedigreeFeature)
	if err != nil {
		return nil, err
	}
	a := &PedigreeAccess{Settings: s, Membership: member, CanEdit: member || s == nil}
	if s != nil {
		end := s.TrialEnds()
		a.TrialEnds, a.DaysLeft = &end, s.TrialDaysLeft(p.now())
		a.CanEdit = a.CanEdit || s.InTrial(p.now())
	}
	return a, nil
}

// SavePedigreeSettings sets the account's generations and time zone; the
// first call starts the trial (the screen makes it when the tool is first
// opened, with the browser's zone).
func (p *Pedigree) SavePedigreeSettings(ctx context.Context, generations int, timeZone string) (*PedigreeAccess, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	var out *PedigreeAccess
	err := p.store.InTx(ctx, func(ctx context.Context) error {
		s, err := p.store.FindPedigreeSettings(ctx, u.ID)
		if core.ErrorCode(err) == core.ENOTFOUND {
			s, err = &core.PedigreeSettings{UserID: u.ID, TrialStarted: p.now()}, nil
		}
		if err != nil {
			return err
		}
		s.Generations, s.TimeZone = generations, timeZone
		if err := s.Validate(); err != nil {
			return err
		}
		if err := p.store.SavePedigreeSettings(ctx, s); err != nil {
			return err
		}
		out, err = p.access(ctx, u.ID, s)
		return err
	})
	return out, err
}

// editor returns the signed-in account when it may edit now, starting its
// trial at its first edit (in UTC days when no screen set a zone).
func (p *Pedigree) editor(ctx context.Context) (*core.User, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	s, err := p.store.FindPedigreeSettings(ctx, u.ID)
	if core.ErrorCode(err) == core.ENOTFOUND {
		s = &core.PedigreeSettings{UserID: u.ID, Generations: core.DefaultGenerations, TimeZone: "UTC", TrialStarted: p.now()}
		return u, p.store.SavePedigreeSettings(ctx, s)
	}
	if err != nil {
		return nil, err
	}
	a, err := p.access(ctx, u.ID, s)
	if err != nil {
		return nil, err
	}
	if !a.CanEdit {
		return nil, core.Errorf(core.EFORBIDDEN, core.MsgTrialOver)
	}
	return u, nil
}

// reader returns the signed-in account, which may always read its own data.
func (p *Pedigree) reader(ctx context.Context) (*core.User, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	return u, nil
}

// generations is the account's chart depth (the default before any setting).
func (p *Pedigree) generations(ctx context.Context, userID int64) int {
	if s, err := p.store.FindPedigreeSettings(ctx, userID); err == nil {
		return s.Generations
	}
	return core.DefaultGenerations
}
