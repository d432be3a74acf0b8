package main

import (
	"context"
	"net/http"
	"net/mail"
	"time"

	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/webpush"
)

// noticeDeps adds to d what the notification centre needs besides the mailer:
// Web Push signed with the VAPID keys made at the first start, and the
// mails' subjects as the notices' titles.
func noticeDeps(ctx context.Context, c *config, db *store.DB, d *service.Deps) error {
	keys, err := webpush.LoadKeys(ctx, db)
	if err != nil {
		return err
	}
	d.Pusher = webpush.Pusher{Sender: &webpush.Sender{Keys: keys, Subject: pushSubject(c), Client: &http.Client{Timeout: 10 * time.Second}}}
	d.Notices = service.NoticeConfig{PublicURL: c.PublicURL,
		Title: func(lang, template string, data map[string]any) string {
			return notify.Subject(lang, template, data)
		}}
	return nil
}

// pushSubject is who push services may contact about our pushes (RFC 8292
// §2.1): the sender address of our mail, else the public URL.
func pushSubject(c *config) string {
	if a, err := mail.ParseAddress(c.MailFrom); err == nil {
		return "mailto:" + a.Address
	}
	return c.PublicURL
}
