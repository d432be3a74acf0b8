package service

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"

	"github.com/oneloft/oneloft/internal/core"
)

// Notifications are the notification centre and how notices travel: every
// mail about a user's registrations, payments, transports, races or
// favourite lofts goes through them (they are the Orders' mailer), is kept
// in the user's centre, and goes out by mail and Web Push as the user
// chose for its kind.
type Notifications struct {
	*base
	store  notificationsStore
	mailer core.Mailer
	pusher core.Pusher // nil: no Web Push
	cfg    NoticeConfig
	home   chan homeBatch
	// running says Start was called: ArrivalsStored drops batches otherwise.
	running atomic.Bool
}

// NoticeConfig configures notifications.
type NoticeConfig struct {
	PublicURL string
	// Title renders a mail template's subject in a language: a notice's
	// one-line text in the centre and its push.
	Title func(lang, template string, data map[string]any) string
	// PushHosts are hosts that subscriptions may name besides the
	// browsers' push services (core.IsPushService): a test's receiver.
	PushHosts []string
}

// homeBatch is a batch's new arrivals, waiting to be told to their owners.
type homeBatch struct {
	flight   *core.Flight
	arrivals []*core.Arrival
}

func newNotifications(b *base, st notificationsStore, mailer core.Mailer, pusher core.Pusher, cfg NoticeConfig) *Notifications {
	cfg.PublicURL = strings.TrimSuffix(cfg.PublicURL, "/") // links in the centre are paths
	return &Notifications{base: b, store: st, mailer: mailer, pusher: pusher, cfg: cfg, home: make(chan homeBatch, 1024)}
}

// SendMail implements core.Mailer: a mail about a user (UserID and Kind
// set) becomes a notice, kept once per key, and is mailed only when the
// user keeps e-mail on for its kind; other mail goes straight out.
func (n *Notifications) SendMail(ctx context.Context, m core.Mail) error {
	if m.UserID == 0 || m.Kind == "" {
		return n.mailer.SendMail(ctx, m)
	}
	_, err := n.notify(ctx, m)
	return err
}

// notify keeps a mail about a user as a notice and sends it by the user's
// channels; false when its key was used before, and nothing is sent.
func (n *Notifications) notify(ctx context.Context, m core.Mail) (bool, error) {
	link, _ := m.Data["Link"].(string)
	note := &core.Notification{UserID: m.UserID, Kind: m.Kind, Template: m.Template, Data: m.Data,
		Link: strings.TrimPrefix(link, n.cfg.PublicURL), Key: m.Key, CreatedAt: n.now()}
	created, err := n.store.CreateNotification(ctx, note)
	if err != nil || !created {
		return false, err
	}
	prefs, err := n.store.FindNoticePrefs(ctx, m.UserID)
	if err != nil {
		return true, err
	}
	ch := prefs.Of(m.Kind)
	if ch.Push && n.pusher != nil {
		// beside the request (or the notifier) that made the notice: a slow
		// push service holds up neither the mail nor a merchant's click
		go n.push(context.WithoutCancel(ctx), note, m.Language)
	}
	if ch.Email {
		return true, n.mailer.SendMail(ctx, m)
	}
	return true, nil
}

// pushPayload is what the service worker shows (web/public/sw.js).
type pushPayload struct {
	Title string `json:"title"`
	Body  string `json:"body,omitempty"`
	URL   string `json:"url"`
	Tag   string `json:"tag"`
}

// push sends the notice to each of the user's browsers; a subscription
// its push service says is gone is forgotten. Failures are logged: the
// notice is in the centre either way.
func (n *Notifications) push(ctx context.Context, note *core.Notification, lang string) {
	subs, err := n.store.FindPushSubscriptions(ctx, note.UserID)
	if err != nil || len(subs) == 0 {
		return
	}
	p := pushPayload{Title: n.cfg.Title(lang, note.Template, note.Data), URL: note.Link, Tag: fmt.Sprintf("%s-%d", note.Kind, note.ID)}
	if loft, ok := note.Data["Loft"].(string); ok {
		p.Body = loft
	}
	payload, _ := json.Marshal(p)
	for _, sub := range subs {
		err := n.pusher.Push(ctx, sub, payload)
		switch {
		case errors.Is(err, core.ErrPushGone):
			_ = n.store.DeletePushEndpoint(ctx, sub.Endpoint)
		case err != nil:
			slog.WarnContext(ctx, "web push", "user", note.UserID, "kind", note.Kind, "err", err)
		}
	}
}

// NoticeView is a notice with its text in the reader's language.
type NoticeView struct {
	*core.Notification
	Title string
}

// NoticeList is a page of the signed-in user's notices.
type NoticeList struct {
	Items  []NoticeView
	Total  int
	Unread int
}

// FindNotices returns a page of the signed-in user's notices, newest first, in lang.
func (n *Notifications) FindNotices(ctx context.Context, lang string, offset, limit int) (*NoticeList, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	list, total, unread, err := n.store.FindNotifications(ctx, u.ID, offset, limit)
	if err != nil {
		return nil, err
	}
	out := &NoticeList{Items: make([]NoticeView, len(list)), Total: total, Unread: unread}
	for i, note := range list {
		out.Items[i] = NoticeView{Notification: note, Title: n.cfg.Title(lang, note.Template, note.Data)}
	}
	return out, nil
}

// CountUnread counts the signed-in user's unread notices (the bell's number).
func (n *Notifications) CountUnread(ctx context.Context) (int, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return 0, errSignIn()
	}
	return n.store.CountUnreadNotifications(ctx, u.ID)
}

// MarkRead marks the signed-in user's notices read: ids, or all when none.
func (n *Notifications) MarkRead(ctx context.Context, ids []int64) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	return n.store.MarkNotificationsRead(ctx, u.ID, ids, n.now())
}

// MsgStaffKind answers a user who is no loft's staff choosing channels
// for a staff kind.
const MsgStaffKind = "Notices of kind %q are for a loft's staff."

// FindPrefs returns the signed-in user's channels for every kind that can
// reach them: staff kinds only for staff of some loft.
func (n *Notifications) FindPrefs(ctx context.Context) (core.NoticePrefs, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	stored, err := n.store.FindNoticePrefs(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	out := core.NoticePrefs{}
	for _, k := range core.NoticeKinds {
		if !core.IsStaffKind(k) || u.IsStaffOfAny() {
			out[k] = stored.Of(k)
		}
	}
	return out, nil
}

// SavePrefs stores the signed-in user's channel choices for the given kinds.
func (n *Notifications) SavePrefs(ctx context.Context, p core.NoticePrefs) (core.NoticePrefs, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	f := core.FieldErrors{}
	for k := range p {
		if !core.ValidNoticeKind(k) {
			f.Add("kinds", fmt.Sprintf("Unknown notification kind %q.", k))
		} else if core.IsStaffKind(k) && !u.IsStaffOfAny() {
			f.Add("kinds", fmt.Sprintf(MsgStaffKind, k))
		}
	}
	if err := f.Err(); err != nil {
		return nil, err
	}
	if err := n.store.SaveNoticePrefs(ctx, u.ID, p); err != nil {
		return nil, err
	}
	return n.FindPrefs(ctx)
}

// PushKey is the VAPID public key browsers subscribe with; "" when the
// server sends no Web Push.
func (n *Notifications) PushKey() string {
	if n.pusher == nil {
		return ""
	}
	return n.pusher.PublicKey()
}

// Subscribe keeps a browser's push subscription for the signed-in user;
// without a pusher (no Web Push keys) there is nothing to keep it for.
func (n *Notifications) Subscribe(ctx context.Context, sub *core.PushSubscription) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	if n.pusher == nil {
		return core.Errorf(core.EUNAVAILABLE, "Web Push is not configured.")
	}
	if err := sub.Validate(n.cfg.PushHosts); err != nil {
		return err
	}
	sub.UserID = u.ID
	return n.store.SavePushSubscription(ctx, sub)
}

// Unsubscribe forgets one of the signed-in user's browsers.
func (n *Notifications) Unsubscribe(ctx context.Context, endpoint string) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	return n.store.DeletePushSubscription(ctx, u.ID, endpoint)
}

// CountPushDevices counts the signed-in user's browsers that get pushes.
func (n *Notifications) CountPushDevices(ctx context.Context) (int, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return 0, errSignIn()
	}
	subs, err := n.store.FindPushSubscriptions(ctx, u.ID)
	return len(subs), err
}
