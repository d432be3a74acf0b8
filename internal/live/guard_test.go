package live_test

import (
	"context"
	"errors"
	"testing"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/testutil"
)

type staffKey struct{}

// TestGuardDecidesWhoFollows: the hub asks its guard before it subscribes a
// viewer, with the user of the token the viewer connected with; a token
// that fails is refused as expired, and a viewer with no other token goes
// on as a visitor, who still follows public channels.
func TestGuardDecidesWhoFollows(t *testing.T) {
	hub, url := newHub(t, 0)
	const public, draft, lot = 1, 2, 3
	hub.SetGuard(live.Guard{
		Actor: func(ctx context.Context, token string) (context.Context, error) {
			if token != "staff-token" {
				return ctx, errors.New("token expired")
			}
			return context.WithValue(ctx, staffKey{}, true), nil
		},
		Flight: func(ctx context.Context, id int64) bool {
			return id == public || id == draft && ctx.Value(staffKey{}) != nil
		},
		Lot: func(_ context.Context, id int64) bool { return id == lot },
	})
	for _, tt := range []struct {
		token, channel string
		want           bool
	}{
		{"", "flight:1", true},
		{"", "flight:2", false},
		{"", "flight:99", false},
		{"staff-token", "flight:2", true},
		{"forged", "flight:2", false},
		{"forged", "flight:1", true},
		{"", "auction:3", true},
		{"", "auction:4", false},
		{"staff-token", "admin:1", false},
	} {
		v := testutil.NewSignedInViewer(t, url, tt.channel, tt.token)
		if got := v.Sub.State() == centrifugego.SubStateSubscribed; got != tt.want {
			t.Errorf("token %q, %s: subscribed %v (err %v), want %v", tt.token, tt.channel, got, v.SubErr(), tt.want)
		}
		v.Client.Close()
	}
}

// A staff member's connection made with a token that has expired since (a
// reconnect after a network drop, hours into a race) gets the app's renewed
// token and follows the draft season's race again.
func TestGuardTakesRenewedToken(t *testing.T) {
	hub, url := newHub(t, 0)
	hub.SetGuard(live.Guard{
		Actor: func(ctx context.Context, token string) (context.Context, error) {
			if token != "renewed" {
				return ctx, errors.New("token expired")
			}
			return context.WithValue(ctx, staffKey{}, true), nil
		},
		Flight: func(ctx context.Context, id int64) bool { return ctx.Value(staffKey{}) != nil },
	})
	v := testutil.NewRenewingViewer(t, url, "flight:2", "expired", "renewed")
	if v.Sub.State() != centrifugego.SubStateSubscribed {
		t.Errorf("got %s (err %v), want subscribed with the renewed token", v.Sub.State(), v.SubErr())
	}
}
