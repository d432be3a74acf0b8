package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Contact sends what visitors write through the contact forms: to the
// operator of the service, or from a loft's page to the loft's contact
// address, with the sender as reply-to.
type Contact struct {
	*base
	store    contactStore
	mailer   core.Mailer
	operator string // the operator's address
}

// Send checks a message and mails it. Messages are limited per sender
// address and per client address (address) in core.ContactWindow; a refused
// one sends nothing.
func (c *Contact) Send(ctx context.Context, m core.ContactMessage, address string) error {
	// name and subject go into the mail's subject line: one line each
	oneLine := strings.NewReplacer("\r", " ", "\n", " ")
	m.Name, m.Subject = strings.TrimSpace(oneLine.Replace(m.Name)), strings.TrimSpace(oneLine.Replace(m.Subject))
	m.Message = strings.TrimSpace(m.Message)
	m.Email = core.NormalizeEmail(m.Email)
	if err := m.Validate(); err != nil {
		return err
	}
	to, name, loftName := c.operator, "oneloft", ""
	if m.LoftID != nil {
		loft, err := c.store.FindLoftByID(ctx, *m.LoftID)
		if err != nil {
			return err
		}
		if strings.TrimSpace(loft.Email) == "" {
			return core.Invalid("loft_id", core.MsgLoftNoEmail)
		}
		to, name, loftName = loft.Email, loft.Name, loft.Name
	}
	keys, now := []string{"contact:" + m.Email, "contact-address:" + core.ClientKey(address)}, c.now()
	for i, limit := range []int{core.MaxContactPerEmail, core.MaxContactPerAddress} {
		if n, err := c.store.CountLoginFailures(ctx, keys[i], now.Add(-core.ContactWindow)); err != nil {
			return err
		} else if n >= limit {
			return &core.Error{Code: core.EFORBIDDEN, Message: core.MsgTooManyContacts}
		}
	}
	if err := c.store.RecordLoginFailure(ctx, keys, now); err != nil {
		return err
	}
	return c.mailer.SendMail(ctx, core.Mail{To: to, Name: name, ReplyTo: m.Email, Language: "en", Template: "contact",
		Data: map[string]any{"Name": m.Name, "Email": m.Email, "Subject": m.Subject, "Message": m.Message, "Loft": loftName}})
}
