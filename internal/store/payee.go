package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// payeeFields are the columns loft_payees and season_payees share.
type payeeFields struct {
	Holder           string
	IBAN             string `bun:"iban"`
	BIC              string `bun:"bic"`
	Bank             string
	ReferencePattern string
}

func (r payeeFields) core() *core.Payee {
	return &core.Payee{Holder: r.Holder, IBAN: r.IBAN, BIC: r.BIC, Bank: r.Bank, ReferencePattern: r.ReferencePattern}
}

func toPayeeFields(p *core.Payee) payeeFields {
	return payeeFields{Holder: p.Holder, IBAN: p.IBAN, BIC: p.BIC, Bank: p.Bank, ReferencePattern: p.ReferencePattern}
}

type loftPayeeRow struct {
	bun.BaseModel `bun:"table:loft_payees"`

	LoftID int64 `bun:",pk"`
	payeeFields
}

type seasonPayeeRow struct {
	bun.BaseModel `bun:"table:season_payees"`

	SeasonID int64 `bun:",pk"`
	payeeFields
}

// payeeUpsert replaces every field of an existing row.
const payeeUpsert = "holder = EXCLUDED.holder, iban = EXCLUDED.iban, bic = EXCLUDED.bic, bank = EXCLUDED.bank, " +
	"reference_pattern = EXCLUDED.reference_pattern"

// FindLoftPayee returns the loft's payee; ENOTFOUND when it sets none.
func (db *DB) FindLoftPayee(ctx context.Context, loftID int64) (*core.Payee, error) {
	var row loftPayeeRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("loft_id = ?", loftID).Scan(ctx); err != nil {
		return nil, mapErr(err, "Payee")
	}
	return row.core(), nil
}

// SetLoftPayee stores the loft's payee, or removes it when p is zero.
func (db *DB) SetLoftPayee(ctx context.Context, loftID int64, p *core.Payee) error {
	if p.IsZero() {
		_, err := db.conn(ctx).NewDelete().Model((*loftPayeeRow)(nil)).Where("loft_id = ?", loftID).Exec(ctx)
		return err
	}
	row := &loftPayeeRow{LoftID: loftID, payeeFields: toPayeeFields(p)}
	_, err := db.conn(ctx).NewInsert().Model(row).On("CONFLICT (loft_id) DO UPDATE").Set(payeeUpsert).Exec(ctx)
	return mapErr(err, "loft")
}

// FindSeasonPayee returns the season's payee; ENOTFOUND when it sets none.
func (db *DB) FindSeasonPayee(ctx context.Context, seasonID int64) (*core.Payee, error) {
	var row seasonPayeeRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("season_id = ?", seasonID).Scan(ctx); err != nil {
		return nil, mapErr(err, "Payee")
	}
	return row.core(), nil
}

// SetSeasonPayee stores the season's payee, or removes it when p is zero.
func (db *DB) SetSeasonPayee(ctx context.Context, seasonID int64, p *core.Payee) error {
	if p.IsZero() {
		_, err := db.conn(ctx).NewDelete().Model((*seasonPayeeRow)(nil)).Where("season_id = ?", seasonID).Exec(ctx)
		return err
	}
	row := &seasonPayeeRow{SeasonID: seasonID, payeeFields: toPayeeFields(p)}
	_, err := db.conn(ctx).NewInsert().Model(row).On("CONFLICT (season_id) DO UPDATE").Set(payeeUpsert).Exec(ctx)
	return mapErr(err, "season")
}
