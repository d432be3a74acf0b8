package live

import (
	"context"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/centrifugal/centrifuge"
)

// Guard decides who follows which channel. Channel names are guessable
// (flight:1, flight:2, …), so the hub asks before it subscribes anyone: a
// race of a draft season, say, is its loft staff's until the season is
// published, live arrivals included.
type Guard struct {
	// Actor puts the user an access token names into ctx. The web app sends
	// its token with the connection when someone is signed in; see
	// connectContext for a token that fails.
	Actor func(ctx context.Context, token string) (context.Context, error)
	// Flight and Lot report whether the actor in ctx may follow a race or
	// an auction lot by id.
	Flight func(ctx context.Context, flightID int64) bool
	Lot    func(ctx context.Context, lotID int64) bool
}

// guard holds the hub's Guard; until SetGuard every flight and lot channel
// is open (tests of the hub alone).
type guard struct{ g atomic.Pointer[Guard] }

// SetGuard makes the hub ask g before each subscription. The service that
// answers is made after the hub (it publishes through it), hence a setter.
func (h *Hub) SetGuard(g Guard) { h.guard.g.Store(&g) }

// connectContext is the context a viewer's connection keeps: with its
// token's user when it sent a valid one. A token that fails (expired,
// mostly: the web app renews its token, but a connection keeps the one it
// was made with) is refused as expired, upon which the client asks the app
// for its current token and connects again; the app sends none when the
// same token was refused before, and the viewer goes on as a visitor.
func (gd *guard) connectContext(ctx context.Context, token string) (context.Context, error) {
	g := gd.g.Load()
	if g == nil || g.Actor == nil || token == "" {
		return ctx, nil
	}
	signed, err := g.Actor(ctx, token)
	if err != nil {
		return ctx, centrifuge.ErrorTokenExpired
	}
	return signed, nil
}

// allows reports whether the viewer with ctx may follow channel, which is a
// flight or auction channel (see isChannel).
func (gd *guard) allows(ctx context.Context, channel string) bool {
	g := gd.g.Load()
	if g == nil {
		return true
	}
	kind, id, _ := strings.Cut(channel, ":")
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return false
	}
	switch {
	case kind == "flight" && g.Flight != nil:
		return g.Flight(ctx, n)
	case kind == "auction" && g.Lot != nil:
		return g.Lot(ctx, n)
	}
	return false
}
