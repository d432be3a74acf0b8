package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Payee is who fanciers pay by bank transfer.
type Payee struct {
	Holder           string `json:"holder" doc:"Account holder"`
	IBAN             string `json:"iban" doc:"Without spaces, upper case"`
	BIC              string `json:"bic"`
	Bank             string `json:"bank" doc:"The bank's name"`
	ReferencePattern string `json:"reference_pattern" doc:"Placeholders {reference} (the order's reference), {order} (its number), {season} (the season's name); empty: the order's reference"`
}

// PayeeSetting is the payee a loft or season sets itself; absent when it
// sets none (the season's loft's, or the server's default, applies).
type PayeeSetting struct {
	Payee *Payee `json:"payee,omitempty"`
}

// PayeeInput sets a payee; every field empty removes it.
type PayeeInput struct {
	Holder           string `json:"holder" maxLength:"200"`
	IBAN             string `json:"iban" maxLength:"64" doc:"Spaces allowed; stored without"`
	BIC              string `json:"bic" maxLength:"32" required:"false"`
	Bank             string `json:"bank" maxLength:"200" required:"false"`
	ReferencePattern string `json:"reference_pattern" maxLength:"200" required:"false"`
}

func (in PayeeInput) core() core.Payee {
	return core.Payee{Holder: in.Holder, IBAN: in.IBAN, BIC: in.BIC, Bank: in.Bank, ReferencePattern: in.ReferencePattern}
}

func toPayeeSetting(p *core.Payee) PayeeSetting {
	if p == nil {
		return PayeeSetting{}
	}
	return PayeeSetting{Payee: &Payee{Holder: p.Holder, IBAN: p.IBAN, BIC: p.BIC, Bank: p.Bank, ReferencePattern: p.ReferencePattern}}
}

// payeeDoc describes the payee operations.
const payeeDoc = "Merchants of the loft and admins: it decides where fanciers' money goes. The IBAN is checked " +
	"(country length and mod-97), the BIC's format too; a bad one answers 400 and changes nothing."

func (s *Server) getLoftPayee(ctx context.Context, in *loftIDInput) (*bodyOf[PayeeSetting], error) {
	p, err := s.svc.Lofts.LoftPayee(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toPayeeSetting(p))
}

func (s *Server) setLoftPayee(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Loft id"`
	Body PayeeInput
}) (*bodyOf[PayeeSetting], error) {
	p, err := s.svc.Lofts.SetLoftPayee(ctx, in.ID, in.Body.core())
	if err != nil {
		return nil, err
	}
	return reply(toPayeeSetting(p))
}

func (s *Server) getSeasonPayee(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1" doc:"Season id"`
}) (*bodyOf[PayeeSetting], error) {
	p, err := s.svc.Lofts.SeasonPayee(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toPayeeSetting(p))
}

func (s *Server) setSeasonPayee(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Season id"`
	Body PayeeInput
}) (*bodyOf[PayeeSetting], error) {
	p, err := s.svc.Lofts.SetSeasonPayee(ctx, in.ID, in.Body.core())
	if err != nil {
		return nil, err
	}
	return reply(toPayeeSetting(p))
}
