package core

import "time"

// ContactMessage is what a visitor writes through a contact form: to the
// operator of the service, or to one loft (LoftID) from its page.
type ContactMessage struct {
	Name, Email, Subject, Message string
	LoftID                        *int64
}

// Limits of contact messages: per sender address and per client address in
// ContactWindow, so the form cannot be used to flood an inbox.
const (
	MaxContactPerEmail   = 3
	MaxContactPerAddress = 10
	ContactWindow        = time.Hour
)

// Messages of contact.
const (
	MsgTooManyContacts = "Too many messages. Please try again later."
	MsgLoftNoEmail     = "This loft has no contact address."
)

// Validate checks the message as the form does (SPEC §5): name, e-mail and
// subject up to 128 characters, the message from 10 to 5,000.
func (m *ContactMessage) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", m.Name) {
		MaxLen(f, "name", m.Name, 128)
	}
	Email(f, "email", m.Email, true)
	if Required(f, "subject", m.Subject) {
		MaxLen(f, "subject", m.Subject, 128)
	}
	if Required(f, "message", m.Message) {
		MinLen(f, "message", m.Message, 10)
		MaxLen(f, "message", m.Message, 5000)
	}
	return f.Err()
}
