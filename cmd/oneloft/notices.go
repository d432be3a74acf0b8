package main

import (
	"context"
	"net/http"
	"net/mail"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/webpush"
)

// newNotices wires the notification centre: mail through mailer, Web Push
// signed with the VAPID keys made at the first start, and "your pigeon is
// home" fed by every stored arrival batch.
func newNotices(ctx context.Context, c *config, db *store.DB, svc *service.Service, mailer core.Mailer) (*service.Notifications, error) {
	keys, err := webpush.LoadKeys(ctx, db)
	if err != nil {
		return nil, err
	}
	pusher := webpush.Pusher{Sender: &webpush.Sender{Keys: keys, Subject: pushSubject(c), Client: &http.Client{Timeout: 10 * time.Second}}}
	notices := svc.NewNotifications(mailer, pusher, service.NoticeConfig{PublicURL: c.PublicURL,
		Title: func(lang, template string, data map[string]any) string {
			return notify.Subject(lang, template, data)
		}})
	svc.Devices.OnArrivals(notices.ArrivalsStored)
	return notices, nil
}

// pushSubject is who push services may contact about our pushes (RFC 8292
// §2.1): the sender address of our mail, else the public URL.
func pushSubject(c *config) string {
	if a, err := mail.ParseAddress(c.MailFrom); err == nil {
		return "mailto:" + a.Address
	}
	return c.PublicURL
}
