package api

import (
	"context"
	"encoding/base64"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Notice is one entry of the notification centre, its text in the
// viewer's language.
type Notice struct {
	ID        int64     `json:"id"`
	Kind      string    `json:"kind" enum:"registration,payment,activation,transport,news,pigeon_home,auction,staff_registration,staff_transport,staff_payment,staff_overdue,staff_activation,device_silent"`
	Title     string    `json:"title"`
	Link      string    `json:"link" doc:"A path in the web app; empty for none"`
	Read      bool      `json:"read"`
	CreatedAt time.Time `json:"created_at"`
}

// NoticeList is a page of notices and the unread count.
type NoticeList struct {
	Data   []Notice `json:"data"`
	Meta   PageMeta `json:"meta"`
	Unread int      `json:"unread"`
}

// UnreadCount is the bell's number.
type UnreadCount struct {
	Unread int `json:"unread"`
}

// MarkReadInput marks notices read.
type MarkReadInput struct {
	IDs []int64 `json:"ids,omitempty" maxItems:"100" doc:"The notices to mark; none marks them all"`
}

// NoticeChannels are a kind's channels; the centre always has every notice.
type NoticeChannels struct {
	Kind  string `json:"kind" enum:"registration,payment,activation,transport,news,pigeon_home,auction,staff_registration,staff_transport,staff_payment,staff_overdue,staff_activation,device_silent"`
	Email bool   `json:"email"`
	Push  bool   `json:"push"`
	Staff bool   `json:"staff,omitempty" doc:"A kind about a loft's work, listed for its merchants and agents only"`
}

// NoticeSettings are the signed-in user's channels per kind and push state.
type NoticeSettings struct {
	Kinds       []NoticeChannels `json:"kinds"`
	PushKey     string           `json:"push_key" doc:"The VAPID public key (base64url) to subscribe with; empty when the server sends no Web Push"`
	PushDevices int              `json:"push_devices" doc:"How many of the user's browsers get pushes"`
}

// NoticeSettingsInput changes channels for the kinds given.
type NoticeSettingsInput struct {
	Kinds []NoticeChannels `json:"kinds" maxItems:"20"`
}

// PushSubscriptionInput is a browser's PushSubscription.toJSON().
type PushSubscriptionInput struct {
	Endpoint string `json:"endpoint" maxLength:"1000"`
	Keys     struct {
		P256dh string `json:"p256dh" maxLength:"200" doc:"base64url"`
		Auth   string `json:"auth" maxLength:"100" doc:"base64url"`
	} `json:"keys"`
}

// PushEndpointInput names a subscription to forget.
type PushEndpointInput struct {
	Endpoint string `json:"endpoint" maxLength:"1000"`
}

// PigeonAlerts are the pigeons and seasons the user asked to hear about.
type PigeonAlerts struct {
	Pigeons []int64 `json:"pigeons"`
	Seasons []int64 `json:"seasons"`
}

// AlertInput turns an alert on or off.
type AlertInput struct {
	On bool `json:"on"`
}

// listNotificationsDoc describes list-notifications.
const listNotificationsDoc = "The signed-in user's notices, newest first, paged, their text in the viewer's language (?lang, else Accept-Language), and the unread count."

func (s *Server) listNotices(ctx context.Context, in *struct {
	PageInput
	ViewerLanguage
}) (*bodyOf[NoticeList], error) {
	pg, err := in.core().Normalize()
	if err != nil {
		return nil, err
	}
	list, err := s.notices.FindNotices(ctx, in.code(), pg.Offset(), pg.PerPage)
	if err != nil {
		return nil, err
	}
	out := NoticeList{Data: make([]Notice, len(list.Items)), Meta: in.meta(list.Total), Unread: list.Unread}
	for i, n := range list.Items {
		out.Data[i] = Notice{ID: n.ID, Kind: string(n.Kind), Title: n.Title, Link: n.Link, Read: n.ReadAt != nil, CreatedAt: n.CreatedAt}
	}
	return reply(out)
}

func (s *Server) countUnreadNotices(ctx context.Context, _ *struct{}) (*bodyOf[UnreadCount], error) {
	n, err := s.notices.CountUnread(ctx)
	if err != nil {
		return nil, err
	}
	return reply(UnreadCount{Unread: n})
}

func (s *Server) markNoticesRead(ctx context.Context, in *struct{ Body MarkReadInput }) (*struct{}, error) {
	return nil, s.notices.MarkRead(ctx, in.Body.IDs)
}

// getNotificationSettingsDoc describes get-notification-settings.
const getNotificationSettingsDoc = "E-mail and Web Push per kind; the centre always has every notice. Kinds never chosen show their defaults (news of followed lofts: neither)."

func (s *Server) getNoticeSettings(ctx context.Context, _ *struct{}) (*bodyOf[NoticeSettings], error) {
	prefs, err := s.notices.FindPrefs(ctx)
	if err != nil {
		return nil, err
	}
	return s.noticeSettings(ctx, prefs)
}

func (s *Server) saveNoticeSettings(ctx context.Context, in *struct{ Body NoticeSettingsInput }) (*bodyOf[NoticeSettings], error) {
	p := core.NoticePrefs{}
	for _, k := range in.Body.Kinds {
		p[core.NoticeKind(k.Kind)] = core.Channels{Email: k.Email, Push: k.Push}
	}
	prefs, err := s.notices.SavePrefs(ctx, p)
	if err != nil {
		return nil, err
	}
	return s.noticeSettings(ctx, prefs)
}

func (s *Server) noticeSettings(ctx context.Context, prefs core.NoticePrefs) (*bodyOf[NoticeSettings], error) {
	devices, err := s.notices.CountPushDevices(ctx)
	if err != nil {
		return nil, err
	}
	out := NoticeSettings{PushKey: s.notices.PushKey(), PushDevices: devices}
	for _, k := range core.NoticeKinds {
		if c, ok := prefs[k]; ok { // the kinds that can reach the user
			out.Kinds = append(out.Kinds, NoticeChannels{Kind: string(k), Email: c.Email, Push: c.Push, Staff: core.IsStaffKind(k)})
		}
	}
	return reply(out)
}

// addPushSubscriptionDoc describes add-push-subscription.
const addPushSubscriptionDoc = "The browser's PushSubscription (endpoint and keys), made with push_key; an endpoint used by another account moves to this one."

func (s *Server) subscribePush(ctx context.Context, in *struct{ Body PushSubscriptionInput }) (*struct{}, error) {
	sub := &core.PushSubscription{Endpoint: in.Body.Endpoint, P256dh: decodeKey(in.Body.Keys.P256dh), Auth: decodeKey(in.Body.Keys.Auth)}
	return nil, s.notices.Subscribe(ctx, sub)
}

// decodeKey reads a push key as browsers give it (base64url, unpadded,
// though some pad it); nil when it is not base64, which validation refuses.
func decodeKey(s string) []byte {
	for _, enc := range []*base64.Encoding{base64.RawURLEncoding, base64.URLEncoding, base64.StdEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return b
		}
	}
	return nil
}

func (s *Server) unsubscribePush(ctx context.Context, in *struct{ Body PushEndpointInput }) (*struct{}, error) {
	return nil, s.notices.Unsubscribe(ctx, in.Body.Endpoint)
}

func (s *Server) listPigeonAlerts(ctx context.Context, _ *struct{}) (*bodyOf[PigeonAlerts], error) {
	a, err := s.notices.FindAlerts(ctx)
	if err != nil {
		return nil, err
	}
	out := PigeonAlerts{Pigeons: a.Pigeons, Seasons: a.Seasons}
	if out.Pigeons == nil {
		out.Pigeons = []int64{}
	}
	if out.Seasons == nil {
		out.Seasons = []int64{}
	}
	return reply(out)
}

// setPigeonAlertDoc describes set-pigeon-alert.
const setPigeonAlertDoc = "The pigeon's owner only. On: the owner hears of its arrival in each race by the channels chosen for \"pigeon_home\", within seconds of the clock's batch."

func (s *Server) setPigeonAlert(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body AlertInput
}) (*struct{}, error) {
	return nil, s.notices.SetPigeonAlert(ctx, in.ID, in.Body.On)
}

func (s *Server) setSeasonAlert(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body AlertInput
}) (*struct{}, error) {
	return nil, s.notices.SetSeasonAlert(ctx, in.ID, in.Body.On)
}
