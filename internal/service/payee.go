package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Who fanciers pay by bank transfer: a season's payee, else its loft's, else
// the server-wide account (OrderConfig.Bank). Only the loft's merchants (and
// admins) read and change a payee: it decides where the money goes.

// LoftPayee returns the loft's own payee, nil when it sets none.
func (s *Lofts) LoftPayee(ctx context.Context, loftID int64) (*core.Payee, error) {
	if err := requireMerchant(ctx, loftID); err != nil {
		return nil, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	return ownPayee(s.store.FindLoftPayee(ctx, loftID))
}

// SetLoftPayee stores the loft's payee after checking it; a zero payee
// removes it, so the server-wide account applies again.
func (s *Lofts) SetLoftPayee(ctx context.Context, loftID int64, p core.Payee) (*core.Payee, error) {
	if err := requireMerchant(ctx, loftID); err != nil {
		return nil, err
	}
	if err := checkPayee(&p); err != nil {
		return nil, err
	}
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		if err := s.store.SetLoftPayee(ctx, loftID, &p); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "payee_set", payeeAudit(&p))
	})
	return ownPayee(&p, err)
}

// SeasonPayee returns the season's own payee, nil when it sets none (its
// loft's applies).
func (s *Lofts) SeasonPayee(ctx context.Context, seasonID int64) (*core.Payee, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, season.LoftID); err != nil {
		return nil, err
	}
	return ownPayee(s.store.FindSeasonPayee(ctx, seasonID))
}

// SetSeasonPayee stores the season's payee; a zero payee removes it.
func (s *Lofts) SetSeasonPayee(ctx context.Context, seasonID int64, p core.Payee) (*core.Payee, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, season.LoftID); err != nil {
		return nil, err
	}
	if err := checkPayee(&p); err != nil {
		return nil, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.SetSeasonPayee(ctx, seasonID, &p); err != nil {
			return err
		}
		return s.audit(ctx, "season", seasonID, "payee_set", payeeAudit(&p))
	})
	return ownPayee(&p, err)
}

func checkPayee(p *core.Payee) error {
	p.Normalize()
	if p.IsZero() {
		return nil
	}
	return p.Validate()
}

// ownPayee turns "none set" into nil.
func ownPayee(p *core.Payee, err error) (*core.Payee, error) {
	if core.ErrorCode(err) == core.ENOTFOUND || err == nil && p.IsZero() {
		return nil, nil
	}
	return p, err
}

func payeeAudit(p *core.Payee) map[string]any {
	return map[string]any{"holder": p.Holder, "iban": p.IBAN, "bic": p.BIC, "bank": p.Bank, "reference_pattern": p.ReferencePattern}
}

// payeeFor is who an order of the season is paid to: the season's payee,
// else its loft's, else the server-wide account; nil when none is set.
func (o *Orders) payeeFor(ctx context.Context, season *core.Season) (*core.Payee, error) {
	if p, err := o.store.FindSeasonPayee(ctx, season.ID); core.ErrorCode(err) != core.ENOTFOUND {
		return p, err
	}
	if p, err := o.store.FindLoftPayee(ctx, season.LoftID); core.ErrorCode(err) != core.ENOTFOUND {
		return p, err
	}
	if b := o.cfg.Bank; b.IBAN != "" {
		return &core.Payee{Holder: b.Holder, IBAN: core.NormalizeIBAN(b.IBAN), BIC: core.NormalizeBIC(b.BIC), Bank: b.Bank}, nil
	}
	return nil, nil
}
