package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckRoleChange(t *testing.T) {
	blockedAt := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	admin := &core.User{ID: 1, AdminLevel: 1}
	other := &core.User{ID: 2, AdminLevel: 1}
	fancier := &core.User{ID: 3}
	blockedAdmin := &core.User{ID: 4, AdminLevel: 1, BlockedAt: &blockedAt}
	for _, tt := range []struct {
		name      string
		actor     int64
		target    *core.User
		next      core.RoleChange
		admins    int
		wantField string // "" when the change is allowed
		wantMsg   string
	}{
		{"OK/GrantAdmin", 1, fancier, core.RoleChange{Admin: true}, 1, "", ""},
		{"OK/GrantSeasonAdmin", 1, fancier, core.RoleChange{SeasonAdmin: true}, 1, "", ""},
		{"OK/RevokeOtherAdmin", 1, other, core.RoleChange{}, 2, "", ""},
		{"OK/BlockOtherAdmin", 1, other, core.RoleChange{Admin: true, Blocked: true}, 2, "", ""},
		{"OK/BlockFancier", 1, fancier, core.RoleChange{Blocked: true}, 1, "", ""},
		{"OK/OwnSeasonPermission", 1, admin, core.RoleChange{Admin: true, SeasonAdmin: true}, 1, "", ""},
		{"OK/RevokeBlockedAdmin", 1, blockedAdmin, core.RoleChange{Blocked: true}, 1, "", ""},
		{"OK/SystemRevokesOneOfTwo", 0, admin, core.RoleChange{}, 2, "", ""},
		{"ErrOwnAdminRight", 1, admin, core.RoleChange{}, 2, "is_admin", core.MsgOwnAdminRight},
		{"ErrBlockSelf", 1, admin, core.RoleChange{Admin: true, Blocked: true}, 2, "blocked", core.MsgBlockSelf},
		{"ErrRevokeLastAdmin", 0, admin, core.RoleChange{}, 1, "is_admin", core.MsgLastAdmin},
		{"ErrBlockLastAdmin", 0, admin, core.RoleChange{Admin: true, Blocked: true}, 1, "blocked", core.MsgLastAdmin},
		{"ErrRevokeLastOtherAdmin", 5, other, core.RoleChange{}, 1, "is_admin", core.MsgLastAdmin},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckRoleChange(tt.actor, tt.target, tt.next, tt.admins)
			if tt.wantField == "" {
				if err != nil {
					t.Fatalf("got %v, want no error", err)
				}
				return
			}
			e, ok := err.(*core.Error)
			if !ok || e.Code != core.EINVALID || len(e.Fields[tt.wantField]) == 0 || e.Fields[tt.wantField][0] != tt.wantMsg {
				t.Fatalf("got %#v, want %q on %s", err, tt.wantMsg, tt.wantField)
			}
		})
	}
}

func TestUserRoles(t *testing.T) {
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	u := &core.User{AdminLevel: 2, SeasonAdmin: true, BlockedAt: &at}
	if got, want := u.Roles(), (core.RoleChange{Admin: true, SeasonAdmin: true, Blocked: true}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
