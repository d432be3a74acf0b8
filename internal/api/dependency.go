package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// missing says why an operation cannot be served by this server: an
// optional part of the wiring it needs (Config's nil fields) is not there.
// The operation stays in the route table and the API description, and
// answers 503 with this message (core.EUNAVAILABLE), after the request's
// fields and its caller have been checked. "" means nothing is missing.
type missing string

// need is why, unless wired.
func need(wired bool, why missing) missing {
	if wired {
		return ""
	}
	return why
}

// optional are the optional parts of the wiring, each with why an
// operation that needs it answers 503 without it.
type optional struct {
	orders, contact, notices, accounts, uploads missing
	confirmationPDF, payoutPDF, resultsPDF      missing
	storePDF, pedigreePDF                       missing
	files, metrics, live, sso                   missing
}

// optional says which optional parts this server was given.
func (s *Server) optional() optional {
	return optional{
		orders:          need(s.orders != nil, "Registrations are not configured."),
		contact:         need(s.contact != nil, "The contact form is not configured."),
		notices:         need(s.notices != nil, "Notifications are not configured."),
		accounts:        need(s.accounts != nil, "Mailing users needs the embedded sign-in provider."),
		uploads:         need(s.saveUpload != nil, "Uploads are not configured."),
		confirmationPDF: need(s.confirmationPDF != nil, "Confirmations as PDF are not configured."),
		payoutPDF:       need(s.payoutPDF != nil, "Payout statements as PDF are not configured."),
		resultsPDF:      need(s.resultsPDF != nil, "Result lists as PDF are not configured."),
		storePDF:        need(s.storePDF != nil, "Invoices and gift cards as PDF are not configured."),
		pedigreePDF:     need(s.pedigreePDF != nil, "Pedigrees as PDF are not configured."),
		files:           need(s.files != nil, "Uploaded files are not served here."),
		metrics:         need(s.metricsToken != "", "Metrics are not configured: they need a token."),
		live:            need(s.live != nil, "Live updates are not configured."),
		sso:             need(s.sso != nil, "The sign-in provider is not embedded here."),
	}
}

// unavailableOp serves an operation whose dependency is missing.
func unavailableOp[I, O any](m missing) handler[I, O] {
	return func(context.Context, *I) (*O, error) {
		return nil, core.Errorf(core.EUNAVAILABLE, "%s", string(m))
	}
}
