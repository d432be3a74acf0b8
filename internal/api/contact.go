package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// ContactInput is what the contact form sends.
type ContactInput struct {
	Name    string `json:"name" maxLength:"128"`
	Email   string `json:"email" maxLength:"128"`
	Subject string `json:"subject" maxLength:"128"`
	Message string `json:"message" maxLength:"5000"`
	LoftID  *int64 `json:"loft_id,omitempty" minimum:"1" doc:"Write to this loft; left out: to the operator"`
}

// ContactSent says the message went out.
type ContactSent struct {
	Status string `json:"status" enum:"sent"`
}

// sendContactDoc describes send-contact.
const sendContactDoc = "The contact form: to the operator of the service, or with loft_id to the loft's contact address (400 when it has none), " +
	"sent by mail with the sender as reply-to. At most 3 messages an hour per sender address and 10 per client address (403)."

func (s *Server) sendContact(ctx context.Context, in *struct{ Body ContactInput }) (*bodyOf[ContactSent], error) {
	b := in.Body
	err := s.contact.Send(ctx, core.ContactMessage{Name: b.Name, Email: b.Email, Subject: b.Subject, Message: b.Message, LoftID: b.LoftID}, clientAddress(ctx))
	if err != nil {
		return nil, err
	}
	return reply(ContactSent{Status: "sent"})
}
