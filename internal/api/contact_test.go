package api_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http/httptest"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The contact forms send real mail: to the operator, or to a loft's contact
// address, with the sender as reply-to; too many from one sender are
// refused and nothing is sent for a refused message.
func TestContactSendsMail(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		withMail := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Country: "DE", Email: "races@sunrise.example"}
		noMail := &core.Loft{Name: "Quiet Loft", Unit: core.Kilometre, Country: "DE"}
		must(t, svc.Lofts.CreateLoft(ctx, withMail))
		must(t, svc.Lofts.CreateLoft(ctx, noMail))
		capture := testutil.StartSMTP(t)
		mailer, err := notify.NewSMTPMailer(capture.URL(), "oneloft <no-reply@oneloft.example>")
		must(t, err)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return now }, Mailer: mailer, ContactTo: "ops@oneloft.example"})
		srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log, Contact: svc.Contact}))
		t.Cleanup(srv.Close)

		msg := func(from, extra string) string {
			return fmt.Sprintf(`{"name":"Anna Adler","email":%q,"subject":"Perches for 2027","message":"Do you still have perches for the 2027 season?"%s}`, from, extra)
		}
		run(t, srv, []scenario{
			{name: "400ShortMessage", method: "POST", url: "/api/public/contact",
				body: `{"name":"Anna","email":"anna@example.org","subject":"Hi","message":"Hi"}`, wantStatus: 400, wantField: "message"},
			{name: "400BadEmail", method: "POST", url: "/api/public/contact", body: msg("anna(at)example.org", ""), wantStatus: 400, wantField: "email"},
			{name: "ToTheOperator", method: "POST", url: "/api/public/contact", wantStatus: 202, want: obj{"status": "sent"},
				body: `{"name":"Anna Adler","email":"Anna@Example.org","subject":"Perches\r\nBcc: all@example.org","message":"Do you still have perches for the 2027 season?"}`},
			{name: "ToALoft", method: "POST", url: "/api/public/contact", body: msg("anna@example.org", fmt.Sprintf(`,"loft_id":%d`, withMail.ID)), wantStatus: 202},
			{name: "400LoftWithoutAddress", method: "POST", url: "/api/public/contact", body: msg("bert@example.org", fmt.Sprintf(`,"loft_id":%d`, noMail.ID)),
				wantStatus: 400, wantField: "loft_id"},
			{name: "404NoLoft", method: "POST", url: "/api/public/contact", body: msg("bert@example.org", `,"loft_id":999999`), wantStatus: 404},
			{name: "ThirdFromAnna", method: "POST", url: "/api/public/contact", body: msg("anna@example.org", ""), wantStatus: 202},
			{name: "403FourthFromAnna", method: "POST", url: "/api/public/contact", body: msg("anna@example.org", ""), wantStatus: 403,
				want: obj{"message": core.MsgTooManyContacts}},
		})

		op := capture.Wait(t, 1)
		if len(op.To) != 1 || op.To[0] != "ops@oneloft.example" {
			t.Fatalf("operator mail to %v", op.To)
		}
		header, err := mail.ReadMessage(strings.NewReader(op.Data))
		must(t, err)
		subject, _ := new(mime.WordDecoder).DecodeHeader(header.Header.Get("Subject"))
		if subject != "Contact: Perches  Bcc: all@example.org" || header.Header.Get("Bcc") != "" || !strings.Contains(header.Header.Get("Reply-To"), "anna@example.org") {
			t.Errorf("subject %q, reply-to %q", subject, header.Header.Get("Reply-To"))
		}
		if body := op.Body(); !strings.Contains(body, "Anna Adler <anna@example.org> wrote through the contact form at oneloft") ||
			!strings.Contains(body, "Do you still have perches for the 2027 season?") {
			t.Errorf("operator mail body:\n%s", body)
		}
		loft := capture.Wait(t, 2)
		if len(loft.To) != 1 || loft.To[0] != "races@sunrise.example" || !strings.Contains(loft.Body(), "the contact form of Sunrise Valley") {
			t.Errorf("loft mail to %v:\n%s", loft.To, loft.Body())
		}
		if n := capture.Received(); n != 3 {
			t.Errorf("%d mails sent, want 3 (refused messages send nothing)", n)
		}
	})
}
