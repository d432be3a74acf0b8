package webpush

import (
	"context"
	"encoding/base64"
	"errors"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Pusher is core.Pusher over a Sender: notices are urgent (a bird home
// matters now) and kept a day by the push service for a phone that is off.
type Pusher struct{ Sender *Sender }

// Push implements core.Pusher.
func (p Pusher) Push(ctx context.Context, sub *core.PushSubscription, payload []byte) error {
	err := p.Sender.Send(ctx, Subscription{Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth},
		Message{Payload: payload, TTL: 24 * time.Hour, Urgent: true})
	if errors.Is(err, ErrGone) {
		return core.ErrPushGone
	}
	return err
}

// PublicKey implements core.Pusher.
func (p Pusher) PublicKey() string { return p.Sender.Keys.PublicKey() }

// KeyStore keeps named secrets; the first value stored for a name wins.
type KeyStore interface {
	Secret(ctx context.Context, name, value string) (string, error)
}

// LoadKeys returns the server's VAPID keys, made and stored at the first
// start: every instance and every later start signs with the same key, so
// browsers' subscriptions stay valid.
func LoadKeys(ctx context.Context, st KeyStore) (*Keys, error) {
	fresh, err := GenerateKeys()
	if err != nil {
		return nil, err
	}
	der, err := fresh.Marshal()
	if err != nil {
		return nil, err
	}
	kept, err := st.Secret(ctx, "webpush-vapid", base64.StdEncoding.EncodeToString(der))
	if err != nil {
		return nil, err
	}
	raw, err := base64.StdEncoding.DecodeString(kept)
	if err != nil {
		return nil, err
	}
	return ParseKeys(raw)
}
