// Package notify sends mail over SMTP and text messages through an HTTP
// provider, with logging stand-ins for machines that have neither.
package notify

import (
	"context"
	"embed"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"text/template"

	"github.com/wneessen/go-mail"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
)

//go:embed locales/*.json
var localeFiles embed.FS

// texts are the subjects and bodies of every mail, "<template>.subject" and
// "<template>.body", per language (locales/<lang>.json).
var texts = locale.MustLoadTexts(localeFiles, "locales")

// T returns the text of key in lang (English when lang lacks it).
func T(lang, key string) string { return texts.T(lang, key) }

// render builds a mail's subject and body from the "<template>.subject" and
// ".body" texts of its language.
func render(texts func(lang, key string) string, m core.Mail) (subject, body string, err error) {
	if subject, err = execute(m, "subject", texts(m.Language, m.Template+".subject")); err != nil {
		return "", "", err
	}
	if body, err = execute(m, "body", texts(m.Language, m.Template+".body")); err != nil {
		return "", "", err
	}
	return subject, body, nil
}

// loftTimes writes the loft times among a mail's data in the mail's
// language ("07:30:12 WEST, loft time"), leaving the caller's map as it was;
// a notice's data read back from the database holds them as JSON objects.
func loftTimes(m core.Mail) map[string]any {
	out := make(map[string]any, len(m.Data))
	for k, v := range m.Data {
		if c, ok := core.LoftClockOf(v); ok {
			v = c.Text(T(m.Language, "loft_time"))
		}
		out[k] = v
	}
	return out
}

// execute fills one text of a mail (its subject or body) with the mail's data.
func execute(m core.Mail, part, text string) (string, error) {
	t, err := template.New(m.Template + "." + part).Parse(text)
	if err != nil {
		return "", fmt.Errorf("notify: template %s/%s: %w", m.Language, m.Template, err)
	}
	var b strings.Builder
	if err := t.Execute(&b, loftTimes(m)); err != nil {
		return "", fmt.Errorf("notify: template %s/%s: %w", m.Language, m.Template, err)
	}
	return b.String(), nil
}

// SMTPMailer sends mail through an SMTP server with go-mail.
type SMTPMailer struct {
	from    string
	texts   func(lang, key string) string // T; tests give broken ones
	host    string
	options []mail.Option
}

// NewSMTPMailer configures a mailer from a URL: smtp://user:pass@host:587
// (STARTTLS when offered; ?tls=none to send in clear, ?tls=required to insist)
// or smtps://user:pass@host:465 (TLS from the start).
func NewSMTPMailer(rawURL, from string) (*SMTPMailer, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Hostname() == "" || (u.Scheme != "smtp" && u.Scheme != "smtps") {
		return nil, fmt.Errorf("notify: SMTP URL must look like smtp://user:pass@host:587")
	}
	m := &SMTPMailer{from: from, texts: T, host: u.Hostname()}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
		m.options = append(m.options, mail.WithSSL())
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("notify: SMTP port: %w", err)
		}
	}
	m.options = append(m.options, mail.WithPort(port))
	switch u.Query().Get("tls") {
	case "none":
		m.options = append(m.options, mail.WithTLSPolicy(mail.NoTLS))
	case "required":
		m.options = append(m.options, mail.WithTLSPolicy(mail.TLSMandatory))
	default:
		m.options = append(m.options, mail.WithTLSPolicy(mail.TLSOpportunistic))
	}
	if u.User != nil {
		pass, _ := u.User.Password()
		m.options = append(m.options, mail.WithSMTPAuth(mail.SMTPAuthAutoDiscover), mail.WithUsername(u.User.Username()), mail.WithPassword(pass))
	}
	return m, nil
}

// SendMail implements core.Mailer.
func (s *SMTPMailer) SendMail(ctx context.Context, m core.Mail) error {
	subject, body, err := render(s.texts, m)
	if err != nil {
		return err
	}
	msg := mail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("notify: from: %w", err)
	}
	if err := msg.AddToFormat(m.Name, m.To); err != nil {
		return core.Invalid("email", "The email must be a valid email address.")
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return core.Invalid("email", "The email must be a valid email address.")
		}
	}
	msg.Subject(subject)
	msg.SetDate()
	msg.SetBodyString(mail.TypeTextPlain, body)
	c, err := mail.NewClient(s.host, s.options...)
	if err != nil {
		return fmt.Errorf("notify: smtp client: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("notify: send mail: %w", err)
	}
	return nil
}

// LogMailer writes mail to the log instead of sending it: the default when no
// SMTP server is configured, so that a developer can still follow links.
type LogMailer struct {
	Log *slog.Logger
}

// SendMail implements core.Mailer.
func (l LogMailer) SendMail(ctx context.Context, m core.Mail) error {
	subject, body, err := render(T, m)
	if err != nil {
		return err
	}
	l.Log.InfoContext(ctx, "mail (not sent: no SMTP server configured)", "to", m.To, "reply_to", m.ReplyTo, "subject", subject, "body", body)
	return nil
}

// Subject renders a mail template's subject in a language: the one-line
// text of a notice in the centre and in a push. A broken template gives
// its name rather than nothing.
func Subject(lang, template string, data map[string]any) string {
	s, err := execute(core.Mail{Language: lang, Template: template, Data: data}, "subject", T(lang, template+".subject"))
	if err != nil {
		return template
	}
	return s
}
