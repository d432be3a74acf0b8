package notify

// WithTexts gives a mailer other texts than the package's: tests of
// templates that do not parse.
func WithTexts(m *SMTPMailer, texts func(lang, key string) string) { m.texts = texts }
