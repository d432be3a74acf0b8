package core

import "context"

// Mail is a message to a user, rendered by the mailer from a named template
// in the user's language.
type Mail struct {
	To       string
	Name     string
	ReplyTo  string // an address answers go to (a contact form's sender); "" for none
	Language string
	Template string         // e.g. "verify_email", "password_reset"
	Data     map[string]any // values the template uses

	// UserID, Kind and Key make the mail a notification too: it goes to
	// the user's notification centre and by the channels they chose for
	// the kind (the mail only when they keep e-mail on). Key: see
	// Notification.Key. Mails about an account (sign-in, passwords) have none.
	UserID int64
	Kind   NoticeKind
	Key    string
}

// Mailer sends mail (SMTP in production, a capture server in tests).
type Mailer interface {
	SendMail(ctx context.Context, m Mail) error
}

// SMSSender sends a text message to a phone number in E.164 form.
type SMSSender interface {
	SendSMS(ctx context.Context, to, text string) error
}

// PasswordHasher hashes and checks passwords.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Verify(hash, password string) (bool, error)
}
