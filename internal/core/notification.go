package core

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"
)

// NoticeKind is what a notification is about; users choose its channels
// per kind (SPEC §3: the events that mail a user also reach the
// notification centre).
type NoticeKind string

// Notification kinds.
const (
	NoticeRegistration NoticeKind = "registration"  // a registration's status
	NoticePayment      NoticeKind = "payment"       // a payment received or revoked
	NoticeActivation   NoticeKind = "activation"    // an activation order's status
	NoticeTransport    NoticeKind = "transport"     // an answer to a transport request
	NoticeNews         NoticeKind = "news"          // news of a favourite loft
	NoticePigeonHome   NoticeKind = "pigeon_home"   // a bird the user asked about is home
	NoticeDeviceSilent NoticeKind = "device_silent" // a loft's clock fell silent during a race (merchants)
	NoticeAuction      NoticeKind = "auction"       // a bidder was outbid, or won a lot

	// Staff notices: what needs a loft's merchants or agents.
	NoticeStaffRegistration NoticeKind = "staff_registration" // a registration waits for confirmation, or is about to expire
	NoticeStaffTransport    NoticeKind = "staff_transport"    // a customer asks for transport
	NoticeStaffPayment      NoticeKind = "staff_payment"      // a customer paid online
	NoticeStaffOverdue      NoticeKind = "staff_overdue"      // a confirmed order was not paid by its deadline
	NoticeStaffActivation   NoticeKind = "staff_activation"   // a customer ordered an activation
)

// NoticeKinds lists every kind in the order settings show them.
var NoticeKinds = []NoticeKind{NoticeRegistration, NoticePayment, NoticeActivation, NoticeTransport, NoticeNews, NoticePigeonHome, NoticeAuction,
	NoticeStaffRegistration, NoticeStaffTransport, NoticeStaffPayment, NoticeStaffOverdue, NoticeStaffActivation, NoticeDeviceSilent}

// IsStaffKind reports whether k concerns a loft's staff rather than its
// customers: settings show these only to users who are staff of a loft.
func IsStaffKind(k NoticeKind) bool {
	switch k {
	case NoticeStaffRegistration, NoticeStaffTransport, NoticeStaffPayment, NoticeStaffOverdue, NoticeStaffActivation, NoticeDeviceSilent:
		return true
	}
	return false
}

// Channels are the ways a notification reaches a user besides the
// notification centre, which always has it.
type Channels struct {
	Email bool
	Push  bool
}

// DefaultChannels are a kind's channels until the user picks: what mailed
// before keeps mailing; news of favourite lofts stays in the centre.
func DefaultChannels(k NoticeKind) Channels {
	if k == NoticeNews {
		return Channels{}
	}
	return Channels{Email: true, Push: true}
}

// NoticePrefs are a user's channels per kind.
type NoticePrefs map[NoticeKind]Channels

// Of returns the channels for a kind, the default where none was chosen.
func (p NoticePrefs) Of(k NoticeKind) Channels {
	if c, ok := p[k]; ok {
		return c
	}
	return DefaultChannels(k)
}

// ValidNoticeKind reports whether k is a known kind.
func ValidNoticeKind(k NoticeKind) bool {
	for _, x := range NoticeKinds {
		if x == k {
			return true
		}
	}
	return false
}

// Notification is one entry of a user's notification centre. Its text is
// the subject of its mail template, rendered in the reader's language when
// read, so a user who changes language reads the list in the new one.
type Notification struct {
	ID        int64
	UserID    int64
	Kind      NoticeKind
	Template  string         // the mail template, e.g. "order_confirmed"
	Data      map[string]any // the template's values
	Link      string         // a path in the web app; "" for none
	Key       string         // a notification with the same key is made once per user; "" for no such rule
	CreatedAt time.Time
	ReadAt    *time.Time
}

// PushSubscription is one browser's Web Push subscription of a user.
type PushSubscription struct {
	ID        int64
	UserID    int64
	Endpoint  string
	P256dh    []byte
	Auth      []byte
	CreatedAt time.Time
}

// MsgPushSubscription is the answer to a subscription a browser could not have made.
const MsgPushSubscription = "The push subscription is not valid."

// pushServices are the hosts of the browsers' push services (Chrome and
// Edge through FCM, Firefox, Safari, and Windows' notification service).
var pushServices = []string{"fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com",
	"push.services.mozilla.com", "web.push.apple.com", ".push.apple.com", ".notify.windows.com"}

// IsPushService reports whether host is a browser's push service, or one
// of extra (a test's receiver): the server posts to these only, never to
// an address a user made up (its own network, say).
func IsPushService(host string, extra []string) bool {
	host = strings.ToLower(host)
	for _, s := range append(pushServices, extra...) {
		if host == s || (strings.HasPrefix(s, ".") && strings.HasSuffix(host, s)) {
			return true
		}
	}
	return false
}

// Validate checks a subscription as a browser's PushManager makes it: an
// https endpoint at a push service (IsPushService with extra), a P-256
// point, a 16-byte secret.
func (s *PushSubscription) Validate(extra []string) error {
	f := FieldErrors{}
	u, err := url.Parse(s.Endpoint)
	if err != nil || u.Scheme != "https" || len(s.Endpoint) > 1000 || !IsPushService(u.Hostname(), extra) {
		f.Add("endpoint", MsgPushSubscription)
	}
	if len(s.P256dh) != 65 || s.P256dh[0] != 4 {
		f.Add("keys.p256dh", MsgPushSubscription)
	}
	if len(s.Auth) != 16 {
		f.Add("keys.auth", MsgPushSubscription)
	}
	return f.Err()
}

// PigeonAlerts are what a fancier asked to hear about when it gets home:
// single pigeons, or every pigeon of theirs in a season.
type PigeonAlerts struct {
	Pigeons []int64
	Seasons []int64
}

// Pusher sends Web Push messages.
type Pusher interface {
	// Push sends payload to one subscription; ErrPushGone when the browser
	// has dropped it.
	Push(ctx context.Context, sub *PushSubscription, payload []byte) error
	// PublicKey is the VAPID key browsers subscribe with.
	PublicKey() string
}

// ErrPushGone says a push subscription no longer exists.
var ErrPushGone = errors.New("push subscription gone")

// NotificationStore keeps notifications, channel choices, push
// subscriptions and pigeon alerts.
type NotificationStore interface {
	// CreateNotification stores n; with a key already used for the user it
	// stores nothing and reports false.
	CreateNotification(ctx context.Context, n *Notification) (bool, error)
	// FindNotifications returns a page of a user's notifications, newest
	// first, the total and the number unread.
	FindNotifications(ctx context.Context, userID int64, offset, limit int) (list []*Notification, total, unread int, err error)
	// CountUnreadNotifications counts a user's unread notifications.
	CountUnreadNotifications(ctx context.Context, userID int64) (int, error)
	// MarkNotificationsRead marks the given ones read (all when ids is empty).
	MarkNotificationsRead(ctx context.Context, userID int64, ids []int64, at time.Time) error
	FindNoticePrefs(ctx context.Context, userID int64) (NoticePrefs, error)
	SaveNoticePrefs(ctx context.Context, userID int64, p NoticePrefs) error
	// SavePushSubscription stores a subscription, moving its endpoint to
	// the user when another user had it (one browser, one account at a time).
	SavePushSubscription(ctx context.Context, s *PushSubscription) error
	DeletePushSubscription(ctx context.Context, userID int64, endpoint string) error
	// DeletePushEndpoint forgets an endpoint the push service says is gone.
	DeletePushEndpoint(ctx context.Context, endpoint string) error
	FindPushSubscriptions(ctx context.Context, userID int64) ([]*PushSubscription, error)
	FindPigeonAlerts(ctx context.Context, userID int64) (PigeonAlerts, error)
	// SetPigeonAlert turns an alert for one pigeon or a whole season on or off.
	SetPigeonAlert(ctx context.Context, userID int64, pigeonID, seasonID int64, on bool) error
	// PigeonAlertsAmong returns, of the given pigeons (with their seasons
	// and owners), the ids of those whose owner asked about them.
	PigeonAlertsAmong(ctx context.Context, pigeons []*Pigeon) ([]int64, error)
	// FavoredBy returns the ids of the users following a loft.
	FavoredBy(ctx context.Context, loftID int64) ([]int64, error)
}
