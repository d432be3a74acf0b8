package service_test

import (
	"context"
	"fmt"
	"mime"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The notice jobs mail through a real SMTP server with their subjects
// filled in, once per event however often they run: a clock that fell
// silent during a race (its merchants), and news of a followed loft, once
// visible (its followers who keep e-mail on for news).
func TestNoticeJobs(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		sys := core.SystemContext(context.Background())
		capture := testutil.StartSMTP(t)
		mailer, err := notify.NewSMTPMailer(capture.URL(), "oneloft <no-reply@oneloft.example>")
		must(t, err)
		// the jobs run half an hour after the test's now, when the clock's
		// last heartbeat (at now) is 30 minutes old
		later := service.New(service.Deps{Store: db, Clock: func() time.Time { return fixedNow.Add(30 * time.Minute) }, Mailer: mailer,
			Notices: service.NoticeConfig{PublicURL: "http://oneloft.test",
				Title: func(lang, tpl string, data map[string]any) string { return notify.Subject(lang, tpl, data) }}})
		notices := later.Notifications
		subject := func(i int) (string, []string) {
			msg := capture.Wait(t, i)
			h, err := mail.ReadMessage(strings.NewReader(msg.Data))
			must(t, err)
			s, _ := new(mime.WordDecoder).DecodeHeader(h.Header.Get("Subject"))
			return s, msg.To
		}

		if n, err := notices.WarnSilentDevices(sys); err != nil || n != 0 {
			t.Fatalf("a clock that never reported: %d, %v; want 0", n, err)
		}
		must(t, r.svc.Devices.RecordHeartbeat(sys, r.key, &core.Heartbeat{}))
		if n, err := notices.WarnSilentDevices(sys); err != nil || n != 1 {
			t.Fatalf("WarnSilentDevices = %d, %v; want 1", n, err)
		}
		if s, to := subject(1); s != "Clock silent for 30 minutes during Hot spot 1" || to[0] != "m@example.org" {
			t.Errorf("silent-device mail to %v: %q", to, s)
		}
		if n, _ := notices.WarnSilentDevices(sys); n != 0 {
			t.Errorf("second run warned %d times, want 0", n)
		}

		must(t, db.AddFavorite(sys, &core.Favorite{UserID: r.fancier.ID, Kind: core.FavoriteLoft, TargetID: r.loft.ID}))
		fay := r.as(r.fancier)
		_, err = notices.SavePrefs(fay, core.NoticePrefs{core.NoticeNews: {Email: true}})
		must(t, err)
		visible := &core.News{LoftID: r.loft.ID, Title: "Basketing for the final", Body: "Friday from 8:00.", PublishedAt: fixedNow}
		draft := &core.News{LoftID: r.loft.ID, Title: "Prize giving", Body: "Draft.", Draft: true, PublishedAt: fixedNow}
		scheduled := &core.News{LoftID: r.loft.ID, Title: "Next season", Body: "Soon.", PublishedAt: fixedNow.Add(24 * time.Hour)}
		for _, n := range []*core.News{visible, draft, scheduled} {
			must(t, r.svc.News.CreateNews(m, n))
		}
		if n, err := notices.AnnounceNews(sys); err != nil || n != 1 {
			t.Fatalf("AnnounceNews = %d, %v; want 1", n, err)
		}
		if s, to := subject(2); s != "Sunrise: Basketing for the final" || to[0] != "f@example.org" {
			t.Errorf("news mail to %v: %q", to, s)
		}
		if n, _ := notices.AnnounceNews(sys); n != 0 {
			t.Errorf("second run announced %d, want 0", n)
		}
		list, err := notices.FindNotices(fay, "en", 0, 25)
		must(t, err)
		if list.Unread != 1 || list.Items[0].Kind != core.NoticeNews || list.Items[0].Link != fmt.Sprintf("/lofts/%d/news/%d", r.loft.ID, visible.ID) {
			t.Errorf("the follower's centre: %+v", list.Items)
		}
	})
}
