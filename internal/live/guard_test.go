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
// that fails leaves a visitor, who still follows public channels.
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
