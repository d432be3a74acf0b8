package notify_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A pigeon home at 06:30:12 UTC in a Lisbon race reads 07:30:12 WEST, on the
// loft's clock and saying so, in the mail's language, in the mail and in the
// bell's title made later from the data the notice kept as JSON.
func TestMailsSayLoftTime(t *testing.T) {
	lisbon, err := time.LoadLocation("Europe/Lisbon")
	if err != nil {
		t.Fatal(err)
	}
	data := map[string]any{"FirstName": "Ana", "Pigeon": "Flecha", "Flight": "Final", "Loft": "Costa",
		"Time": core.LoftClock{At: time.Date(2026, 7, 1, 6, 30, 12, 0, time.UTC), Loc: lisbon, Layout: "15:04:05"}, "Link": "http://x/flights/1"}

	srv := testutil.StartSMTP(t)
	m, err := notify.NewSMTPMailer(srv.URL(), "oneloft <no-reply@oneloft.example>")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.SendMail(context.Background(), core.Mail{To: "ana@example.org", Language: "pt", Template: "pigeon_home", Data: data}); err != nil {
		t.Fatal(err)
	}
	if body, want := srv.Wait(t, 1).Body(), "07:30:12 WEST, hora do pombal"; !strings.Contains(body, want) {
		t.Errorf("body lacks %q:\n%s", want, body)
	}

	kept, err := json.Marshal(data)
	if err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(kept, &back); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"en": "Flecha is home: 07:30:12 WEST, loft time, Final", "de": "07:30:12 WEST, Zeit am Schlag"} {
		if got := notify.Subject(lang, "pigeon_home", back); !strings.Contains(got, want) {
			t.Errorf("%s title: got %q, want it to hold %q", lang, got, want)
		}
	}
}
