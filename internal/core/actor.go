package core

import "context"

// Actor is who performs a use case: a signed-in user, nobody (a visitor), or
// the system itself (command line, demo data, jobs).
type Actor struct {
	User   *User
	System bool
}

type actorKey struct{}

// WithActor returns a context carrying a.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorFrom returns the actor of ctx; the zero Actor (a visitor) when none is set.
func ActorFrom(ctx context.Context) Actor {
	a, _ := ctx.Value(actorKey{}).(Actor)
	return a
}

// SystemContext marks ctx as run by the system, which may do anything.
func SystemContext(ctx context.Context) context.Context {
	return WithActor(ctx, Actor{System: true})
}

// IsAdmin reports whether the actor is the system or an admin user.
func (a Actor) IsAdmin() bool { return a.System || (a.User != nil && a.User.IsAdmin()) }

// IsMerchantOf reports whether the actor may act as merchant of loftID.
func (a Actor) IsMerchantOf(loftID int64) bool {
	return a.IsAdmin() || (a.User != nil && a.User.IsMerchantOf(loftID))
}

// CanManageSeasons reports whether the actor may create and edit the
// seasons of loftID: admins, users with the extended season permission, and
// the loft's merchants (SPEC §2, §6).
func (a Actor) CanManageSeasons(loftID int64) bool {
	return a.IsMerchantOf(loftID) || (a.User != nil && a.User.SeasonAdmin)
}

// IsStaffOf reports whether the actor is a merchant or agent of loftID (or admin).
func (a Actor) IsStaffOf(loftID int64) bool {
	return a.IsAdmin() || (a.User != nil && a.User.IsStaffOf(loftID))
}
