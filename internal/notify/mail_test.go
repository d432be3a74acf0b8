package notify_test

import (
	"context"
	"mime"
	"net/mail"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/testutil"
)

var texts = func(lang, key string) string {
	return map[string]string{
		"de/password_reset.subject": "Passwort zurücksetzen, {{.FirstName}}",
		"de/password_reset.body":    "Hallo {{.FirstName}},\n{{.Link}}\n{{.Minutes}} Minuten.",
	}[lang+"/"+key]
}

// mailer is an SMTP mailer to url with the test's texts.
func mailer(t *testing.T, url, from string, texts func(lang, key string) string) *notify.SMTPMailer {
	t.Helper()
	m, err := notify.NewSMTPMailer(url, from)
	if err != nil {
		t.Fatal(err)
	}
	notify.WithTexts(m, texts)
	return m
}

func TestSMTPMailer(t *testing.T) {
	srv := testutil.StartSMTP(t)
	m := mailer(t, srv.URL(), "oneloft <no-reply@oneloft.example>", texts)
	err := m.SendMail(context.Background(), core.Mail{To: "anna@example.org", Name: "Anna Berg", Language: "de", Template: "password_reset",
		Data: map[string]any{"FirstName": "Anna", "Link": "http://localhost:8080/sso/reset-password?token=abc", "Minutes": 60}})
	if err != nil {
		t.Fatal(err)
	}
	got := srv.Wait(t, 1)
	if got.From != "no-reply@oneloft.example" || len(got.To) != 1 || got.To[0] != "anna@example.org" {
		t.Fatalf("envelope: got %+v", got)
	}
	msg, err := mail.ReadMessage(strings.NewReader(got.Data))
	if err != nil {
		t.Fatal(err)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if want := "Passwort zurücksetzen, Anna"; err != nil || subject != want { // filled in like the body
		t.Errorf("subject: got %q (%v), want %q", subject, err, want)
	}
	if got.Link() != "http://localhost:8080/sso/reset-password?token=abc" || !strings.Contains(got.Body(), "Hallo Anna,\n") || !strings.Contains(got.Body(), "60 Minuten") {
		t.Errorf("body: link %q in\n%s", got.Link(), got.Data)
	}
}

func TestSMTPURL(t *testing.T) {
	for _, tt := range []struct {
		url string
		ok  bool
	}{
		{"smtp://user:pass@mail.example.org:587", true},
		{"smtps://mail.example.org", true},
		{"smtp://127.0.0.1:2525?tls=none", true},
		{"http://mail.example.org", false},
		{"smtp://", false},
		{"smtp://mail.example.org:port", false},
	} {
		if _, err := notify.NewSMTPMailer(tt.url, "a@b.org"); (err == nil) != tt.ok {
			t.Errorf("%s: got err %v, want ok=%v", tt.url, err, tt.ok)
		}
	}
}

// TestBrokenTemplateSendsNothing renders a mail whose template is broken
// through a real SMTP server: SendMail must say it is a template error and
// the server must receive nothing. A good mail through the same mailer and
// server afterwards shows that a mail sent by mistake would have been seen.
func TestBrokenTemplateSendsNothing(t *testing.T) {
	for _, tt := range []struct {
		name, subject, body string
	}{
		{name: "BodyDoesNotParse", subject: "Passwort zurücksetzen", body: "Hallo {{.FirstName"},
		{name: "BodyDoesNotExecute", subject: "Passwort zurücksetzen", body: "Hallo {{template \"greeting\"}}"},
		{name: "SubjectDoesNotParse", subject: "Passwort {{.Broken", body: "Hallo {{.FirstName}}"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := testutil.StartSMTP(t)
			texts := func(lang, key string) string {
				return map[string]string{
					"de/broken.subject": tt.subject, "de/broken.body": tt.body,
					"de/ok.subject": "Hallo", "de/ok.body": "Hallo {{.FirstName}}",
				}[lang+"/"+key]
			}
			m := mailer(t, srv.URL(), "a@b.org", texts)
			mail := core.Mail{To: "anna@example.org", Language: "de", Template: "broken", Data: map[string]any{"FirstName": "Anna"}}
			err := m.SendMail(context.Background(), mail)
			if want := "notify: template de/broken: "; err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("error: got %v, want one starting with %q", err, want)
			}
			if got := srv.Received(); got != 0 {
				t.Errorf("messages received: got %d, want 0:\n%s", got, srv.Wait(t, 1).Data)
			}
			mail.Template = "ok"
			if err := m.SendMail(context.Background(), mail); err != nil {
				t.Fatalf("good mail: got %v, want it sent", err)
			}
			if got := srv.Received(); got != 1 {
				t.Errorf("messages received after a good mail: got %d, want 1", got)
			}
		})
	}
}
