package api_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"mime"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
	"github.com/oneloft/oneloft/internal/webpush"
)

// TestPigeonHome clocks pigeons through the device API and expects "your
// pigeon is home" as a Web Push at a local receiver (which checks the VAPID
// signature and decrypts the payload) within 2 s of the batch being stored,
// and as a mail with its subject filled in; once per bird and race, only
// for birds their owner asked about, by the channels the owner chose.
func TestPigeonHome(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		capture := testutil.StartSMTP(t)
		receiver := testutil.StartPushReceiver(t)
		keys, err := webpush.GenerateKeys()
		must(t, err)
		mailer, err := notify.NewSMTPMailer(capture.URL(), "oneloft <no-reply@oneloft.example>")
		must(t, err)
		deps := &service.Deps{Mailer: mailer,
			Pusher: webpush.Pusher{Sender: &webpush.Sender{Keys: keys, Subject: "mailto:no-reply@oneloft.example", Client: receiver.Client}},
			Notices: service.NoticeConfig{PublicURL: "http://oneloft.test", PushHosts: []string{"127.0.0.1"},
				Title: func(lang, tpl string, data map[string]any) string { return notify.Subject(lang, tpl, data) }}}
		w := newRaceServerWith(t, db, deps, func(svc *service.Service, cfg *api.Config) {
			ctx, cancel := context.WithCancel(context.Background())
			t.Cleanup(cancel)
			svc.Notifications.Start(ctx)
			cfg.Notices = svc.Notifications
		})
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		dev := map[string]string{"Authorization": "Device " + w.key}
		b64 := base64.RawURLEncoding.EncodeToString
		sub := fmt.Sprintf(`{"endpoint":%q,"keys":{"p256dh":%q,"auth":%q}}`, receiver.Endpoint, b64(receiver.P256dh), b64(receiver.Auth))
		alert := func(id int64) string { return fmt.Sprintf("/api/custom/v1/user/pigeons/%d/alert", id) }
		run(t, w.srv, []scenario{
			{name: "401Settings", url: "/api/custom/v1/user/notification-settings", wantStatus: 401},
			{name: "Defaults", url: "/api/custom/v1/user/notification-settings", header: fancier, wantStatus: 200,
				want: obj{"push_key": keys.PublicKey(), "push_devices": 0, "kinds.#": 7, "kinds.5.kind": "pigeon_home", "kinds.5.email": true, "kinds.5.push": true,
					"kinds.4.kind": "news", "kinds.4.email": false, "kinds.6.kind": "auction", "kinds.6.email": true, "kinds.6.push": true}},
			// staff kinds are listed for a loft's staff only, and only they choose their channels
			{name: "StaffKinds", url: "/api/custom/v1/user/notification-settings", header: merchant, wantStatus: 200,
				want: obj{"kinds.#": 13, "kinds.7.kind": "staff_registration", "kinds.7.staff": true, "kinds.7.email": true, "kinds.12.kind": "device_silent"}},
			{name: "400StaffKindForCustomer", method: "PUT", url: "/api/custom/v1/user/notification-settings", header: fancier,
				body: `{"kinds":[{"kind":"staff_transport","email":false,"push":false}]}`, wantStatus: 400, wantField: "kinds"},
			{name: "400NotAPushService", method: "POST", url: "/api/custom/v1/user/push-subscriptions", header: fancier,
				body: strings.Replace(sub, "127.0.0.1", "push.example.org", 1), wantStatus: 400, wantField: "endpoint"},
			{name: "400ShortAuth", method: "POST", url: "/api/custom/v1/user/push-subscriptions", header: fancier,
				body: fmt.Sprintf(`{"endpoint":%q,"keys":{"p256dh":%q,"auth":"AAAA"}}`, receiver.Endpoint, b64(receiver.P256dh)), wantStatus: 400, wantField: "keys.auth"},
			{name: "Subscribe", method: "POST", url: "/api/custom/v1/user/push-subscriptions", header: fancier, body: sub, wantStatus: 204},
			{name: "404NotTheOwner", method: "PUT", url: alert(w.pigeons[0]), header: merchant, body: `{"on":true}`, wantStatus: 404},
			{name: "AlertBird1", method: "PUT", url: alert(w.pigeons[0]), header: fancier, body: `{"on":true}`, wantStatus: 204},
			{name: "Alerts", url: "/api/custom/v1/user/pigeon-alerts", header: fancier, wantStatus: 200, want: obj{"pigeons": []any{float64(w.pigeons[0])}, "seasons.#": 0}},
		})

		// Bird 1 (asked about) and Bird 2 (not) come home in one batch.
		sent := time.Now()
		run(t, w.srv, []scenario{{name: "Clocked", method: "POST", url: "/api/device/v1/arrivals", header: dev, wantStatus: 200,
			body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", 2*time.Hour), w.rd("CHIP1", "A1", 2*time.Hour+time.Second)))}})
		push := receiver.Wait(t, 5*time.Second)
		latency := push.ReceivedAt.Sub(sent)
		t.Logf("pigeon home: push received %s after the batch was sent", latency)
		if latency > 2*time.Second {
			t.Errorf("push after %s, want within 2s", latency)
		}
		var payload struct{ Title, Body, URL, Tag string }
		must(t, json.Unmarshal(push.Payload, &payload))
		// the loft's zone is UTC; the time says it is loft time (issue 27)
		home := w.release.Add(2*time.Hour).UTC().Format("15:04:05") + " UTC"
		if want := "Bird 1 (NL-2026-0000001) is home: " + home + ", loft time, Hot spot 1"; payload.Title != want || payload.Body != "Sunrise Valley" ||
			payload.URL != fmt.Sprintf("/flights/%d", w.flight) {
			t.Errorf("payload %+v, want title %q", payload, want)
		}
		m := capture.Wait(t, 1)
		header, err := mail.ReadMessage(strings.NewReader(m.Data))
		must(t, err)
		subject, _ := new(mime.WordDecoder).DecodeHeader(header.Header.Get("Subject"))
		if m.To[0] != "f@example.org" || subject != payload.Title || !strings.Contains(m.Body(), "arrived at Sunrise Valley at "+home+", loft time in the race Hot spot 1") {
			t.Errorf("mail to %v, subject %q:\n%s", m.To, subject, m.Body())
		}

		// An earlier read of Bird 1 changes its time, not the notice; the
		// owner turns mail off for birds home and asks about the whole season.
		run(t, w.srv, []scenario{
			{name: "EarlierRead", method: "POST", url: "/api/device/v1/arrivals", header: dev, wantStatus: 200,
				body: fmt.Sprintf(`{"seq":2,"reads":%s}`, w.reads(w.rd("CHIP0", "A2", time.Hour)))},
			{name: "NoMailForBirdsHome", method: "PUT", url: "/api/custom/v1/user/notification-settings", header: fancier,
				body: `{"kinds":[{"kind":"pigeon_home","email":false,"push":true}]}`, wantStatus: 200, want: obj{"kinds.5.email": false, "kinds.0.email": true, "push_devices": 1}},
			{name: "400UnknownKind", method: "PUT", url: "/api/custom/v1/user/notification-settings", header: fancier,
				body: `{"kinds":[{"kind":"weather","email":false,"push":true}]}`, wantStatus: 400},
			{name: "AlertSeason", method: "PUT", url: fmt.Sprintf("/api/custom/v1/user/seasons/%d/alert", w.season), header: fancier, body: `{"on":true}`, wantStatus: 204},
			{name: "Bird3", method: "POST", url: "/api/device/v1/arrivals", header: dev, wantStatus: 200,
				body: fmt.Sprintf(`{"seq":3,"reads":%s}`, w.reads(w.rd("CHIP2", "A1", 3*time.Hour)))},
		})
		push = receiver.Wait(t, 5*time.Second)
		if !strings.HasPrefix(string(push.Payload), `{"title":"Bird 3 (NL-2026-0000003) is home`) {
			t.Errorf("second push %s", push.Payload)
		}
		select {
		case p := <-receiver.Pushes:
			t.Errorf("a push too many: %s", p.Payload)
		case <-time.After(300 * time.Millisecond):
		}
		if n := capture.Received(); n != 1 {
			t.Errorf("%d mails, want 1 (Bird 3's went by push only)", n)
		}
		run(t, w.srv, []scenario{
			{name: "Centre", url: "/api/custom/v1/user/notifications?lang=de", header: fancier, wantStatus: 200,
				want: obj{"data.#": 2, "unread": 2, "meta.total": 2, "data.0.kind": "pigeon_home", "data.0.read": false,
					"data.1.title": "Bird 1 (NL-2026-0000001) ist zu Hause: " + home + ", Zeit am Schlag, Hot spot 1", "data.1.link": fmt.Sprintf("/flights/%d", w.flight)}},
			{name: "MerchantHasNone", url: "/api/custom/v1/user/notifications/unread", header: merchant, wantStatus: 200, want: obj{"unread": 0}},
			{name: "MarkAllRead", method: "POST", url: "/api/custom/v1/user/notifications/read", header: fancier, body: `{}`, wantStatus: 204},
			{name: "Unread0", url: "/api/custom/v1/user/notifications/unread", header: fancier, wantStatus: 200, want: obj{"unread": 0}},
			{name: "Unsubscribe", method: "POST", url: "/api/custom/v1/user/push-subscriptions/remove", header: fancier,
				body: fmt.Sprintf(`{"endpoint":%q}`, receiver.Endpoint), wantStatus: 204},
			{name: "NoDevices", url: "/api/custom/v1/user/notification-settings", header: fancier, wantStatus: 200, want: obj{"push_devices": 0}},
		})
	})
}
