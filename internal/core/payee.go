package core

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Payee is who a fancier pays by bank transfer: a loft's account, or a
// season's overriding its loft's. The server-wide bank account is the default
// when neither sets one.
type Payee struct {
	Holder string // the account holder, as the bank knows them
	IBAN   string // normalized: no spaces, upper case
	BIC    string // normalized; may be empty
	Bank   string // the bank's name, for people; may be empty
	// ReferencePattern makes the transfer's reference from the order (see
	// ReferencePlaceholders); empty: the order's own reference.
	ReferencePattern string
}

// ReferencePlaceholders are what a reference pattern may hold: {reference}
// is the order's unique reference (OL12-ABCDEFGH), {order} the order's
// number, {season} the season's name. A pattern without {reference} or
// {order} makes references staff cannot tell apart, so one of them is required.
var ReferencePlaceholders = []string{"{reference}", "{order}", "{season}"}

// Limits of the bank details: EPC069-12 allows 70 characters for the name
// and 140 for the remittance text.
const (
	MaxPayeeHolder  = 70
	MaxPayeeBank    = 100
	MaxPayeePattern = 60
	MaxRemittance   = 140
)

// Messages of the payee (SPEC §5 style).
const (
	MsgPatternPlaceholder = "The payment reference may only use the placeholders {reference}, {order} and {season}."
	MsgPatternUnique      = "The payment reference must contain {reference} or {order}, so that each payment can be matched to its order."
)

var placeholderRe = regexp.MustCompile(`\{[^{}]*\}`)

// Normalize trims the names and writes IBAN and BIC as they are stored.
func (p *Payee) Normalize() {
	p.Holder = strings.TrimSpace(p.Holder)
	p.Bank = strings.TrimSpace(p.Bank)
	p.ReferencePattern = strings.TrimSpace(p.ReferencePattern)
	p.IBAN = NormalizeIBAN(p.IBAN)
	p.BIC = NormalizeBIC(p.BIC)
}

// IsZero says nothing is set: the payee of a loft or season that has none.
func (p *Payee) IsZero() bool { return p == nil || *p == Payee{} }

// Validate checks a normalized payee: holder and IBAN required, the IBAN
// and BIC well formed, the reference pattern made of known placeholders.
func (p *Payee) Validate() error {
	f := FieldErrors{}
	if Required(f, "holder", p.Holder) {
		MaxLen(f, "holder", p.Holder, MaxPayeeHolder)
	}
	if Required(f, "iban", p.IBAN) {
		if msg := CheckIBAN(p.IBAN); msg != "" {
			f.Add("iban", msg)
		}
	}
	if p.BIC != "" {
		if msg := CheckBIC(p.BIC); msg != "" {
			f.Add("bic", msg)
		}
	}
	MaxLen(f, "bank", p.Bank, MaxPayeeBank)
	if p.ReferencePattern != "" {
		checkPattern(f, p.ReferencePattern)
	}
	return f.Err()
}

func checkPattern(f FieldErrors, pattern string) {
	const field = "reference_pattern"
	if utf8.RuneCountInString(pattern) > MaxPayeePattern {
		MaxLen(f, field, pattern, MaxPayeePattern)
		return
	}
	Text(f, field, pattern)
	unique := false
	for _, ph := range placeholderRe.FindAllString(pattern, -1) {
		switch ph {
		case "{reference}", "{order}":
			unique = true
		case "{season}":
		default:
			f.Add(field, MsgPatternPlaceholder)
			return
		}
	}
	if strings.ContainsAny(placeholderRe.ReplaceAllString(pattern, ""), "{}") {
		f.Add(field, MsgPatternPlaceholder)
		return
	}
	if !unique {
		f.Add(field, MsgPatternUnique)
	}
}

// TransferReference is the reference a fancier writes on the transfer for
// an order: the pattern with its placeholders filled, or the order's own
// reference when there is no pattern; cut to the 140 characters a transfer's
// remittance text holds.
func (p *Payee) TransferReference(o *Order, seasonName string) string {
	if p == nil || p.ReferencePattern == "" {
		return o.Reference
	}
	s := strings.NewReplacer("{reference}", o.Reference, "{order}", strconv.FormatInt(o.ID, 10),
		"{season}", seasonName).Replace(p.ReferencePattern)
	return cutRunes(s, MaxRemittance)
}

func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// EPCPayload is the text of the European Payments Council's QR code for a
// SEPA credit transfer (EPC069-12, version 002, UTF-8): the lines a banking
// app reads to fill in a transfer of amount cents in euros to p with the
// remittance text. It is only defined for euros; ok is false otherwise or
// when the amount is out of the range the format allows.
func EPCPayload(p *Payee, amount int64, c Currency, remittance string) (payload string, ok bool) {
	if c != EUR || amount < 1 || amount > 99999999999 || p == nil || p.IBAN == "" {
		return "", false
	}
	lines := []string{
		"BCD",                  // service tag
		"002",                  // version: the BIC may be empty within the EEA
		"1",                    // character set: UTF-8
		"SCT",                  // SEPA credit transfer
		p.BIC,                  // BIC of the beneficiary's bank
		cutRunes(p.Holder, 70), // beneficiary name
		p.IBAN,                 // beneficiary account
		fmt.Sprintf("EUR%d.%02d", amount/100, amount%100),
		"",                        // purpose code: none
		"",                        // structured reference: none (ISO 11649 only)
		cutRunes(remittance, 140), // unstructured remittance text
	}
	return strings.Join(lines, "\n"), true
}

// PayeeStore persists the payees of lofts and seasons.
type PayeeStore interface {
	// FindLoftPayee returns the loft's payee; ENOTFOUND when it sets none.
	FindLoftPayee(ctx context.Context, loftID int64) (*Payee, error)
	// SetLoftPayee stores the loft's payee, or removes it when p is zero.
	SetLoftPayee(ctx context.Context, loftID int64, p *Payee) error
	// FindSeasonPayee returns the season's payee; ENOTFOUND when it sets none.
	FindSeasonPayee(ctx context.Context, seasonID int64) (*Payee, error)
	// SetSeasonPayee stores the season's payee, or removes it when p is zero.
	SetSeasonPayee(ctx context.Context, seasonID int64, p *Payee) error
}
