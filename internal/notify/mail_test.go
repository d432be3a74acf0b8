package notify_test

import (
	"context"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/testutil"
)

var texts = func(lang, key string) string {
	return map[string]string{
		"de/mail.password_reset.subject": "Passwort zurücksetzen",
		"de/mail.password_reset.body":    "Hallo {{.FirstName}},\n{{.Link}}\n{{.Minutes}} Minuten.",
	}[lang+"/"+key]
}

func TestSMTPMailer(t *testing.T) {
	srv := testutil.StartSMTP(t)
	m, err := notify.NewSMTPMailer(srv.URL(), "oneloft <no-reply@oneloft.example>", texts)
	if err != nil {
		t.Fatal(err)
	}
	err = m.SendMail(context.Background(), core.Mail{To: "anna@example.org", Name: "Anna Berg", Language: "de", Template: "password_reset",
		Data: map[string]any{"FirstName": "Anna", "Link": "http://localhost:8080/sso/reset-password?token=abc", "Minutes": 60}})
	if err != nil {
		t.Fatal(err)
	}
	got := srv.Wait(t, 1)
	if got.From != "no-reply@oneloft.example" || len(got.To) != 1 || got.To[0] != "anna@example.org" {
		t.Fatalf("envelope: got %+v", got)
	}
	if !strings.Contains(got.Data, "Subject: =?UTF-8?q?Passwort_zur=C3=BCcksetzen?=") && !strings.Contains(got.Data, "Passwort zur") {
		t.Errorf("subject not in message:\n%s", got.Data)
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
		if _, err := notify.NewSMTPMailer(tt.url, "a@b.org", texts); (err == nil) != tt.ok {
			t.Errorf("%s: got err %v, want ok=%v", tt.url, err, tt.ok)
		}
	}
}

func TestMissingTemplateFails(t *testing.T) {
	m, _ := notify.NewSMTPMailer("smtp://127.0.0.1:1?tls=none", "a@b.org", func(string, string) string { return "{{.Broken" })
	if err := m.SendMail(context.Background(), core.Mail{To: "a@b.org", Template: "x"}); err == nil {
		t.Fatal("want a template error")
	}
}
