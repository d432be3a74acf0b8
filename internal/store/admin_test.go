package store_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

// emails lists the users' addresses in the order they came.
func emails(us []*core.User) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.Email
	}
	return out
}

func TestUserSearchWithRoles(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db) // Anna Berg, fancier of the fixture loft (team in DE)
		at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
		mk := func(email, first, last string) *core.User {
			u := &core.User{Email: email, FirstName: first, LastName: last}
			mustNoErr(t, db.CreateUser(ctx, u))
			return u
		}
		admin := mk("ada@example.org", "Ada", "Admin")
		admin.AdminLevel = 1
		mustNoErr(t, db.UpdateUserRoles(ctx, admin))
		seasons := mk("sven@example.org", "Sven", "Seasons")
		seasons.SeasonAdmin = true
		mustNoErr(t, db.UpdateUserRoles(ctx, seasons))
		blocked := mk("bob@example.org", "Bob", "Blocked")
		blocked.BlockedAt = &at
		mustNoErr(t, db.UpdateUserRoles(ctx, blocked))
		merchant := mk("max@example.org", "Max", "Merchant")
		agent := mk("agnes@example.org", "Agnes", "Agent")
		retired := mk("rita@example.org", "Rita", "Retired")
		other := &core.Loft{Name: "Zeta Loft", Unit: core.Kilometre}
		mustNoErr(t, db.CreateLoft(ctx, other))
		mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: merchant.ID, LoftID: f.loft.ID, IsMerchant: true, IsActive: true}))
		mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: merchant.ID, LoftID: other.ID, IsAgent: true, IsActive: true}))
		mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: agent.ID, LoftID: other.ID, IsAgent: true, IsActive: true}))
		mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: retired.ID, LoftID: other.ID, IsMerchant: true, IsActive: false}))
		mustNoErr(t, db.CreateTeam(ctx, &core.Team{LoftID: other.ID, UserID: agent.ID, Name: "Agnes Wings", Country: "NL"}))

		for _, tt := range []struct {
			name   string
			filter core.UserFilter
			want   []string
		}{
			{"All/ByLastName", core.UserFilter{}, []string{"ada@example.org", "agnes@example.org", "anna@example.org", "bob@example.org",
				"max@example.org", "rita@example.org", "sven@example.org"}},
			{"SearchName", core.UserFilter{Search: "  MAX merch "}, []string{"max@example.org"}},
			{"SearchEmail", core.UserFilter{Search: "@EXAMPLE.org"}, []string{"ada@example.org", "agnes@example.org", "anna@example.org",
				"bob@example.org", "max@example.org", "rita@example.org", "sven@example.org"}},
			{"SearchNothing", core.UserFilter{Search: "nobody"}, []string{}},
			{"RoleAdmin", core.UserFilter{Role: core.UserRoleAdmin}, []string{"ada@example.org"}},
			{"RoleSeasonAdmin", core.UserFilter{Role: core.UserRoleSeasonAdmin}, []string{"sven@example.org"}},
			{"RoleMerchantActiveOnly", core.UserFilter{Role: core.UserRoleMerchant}, []string{"max@example.org"}},
			{"RoleAgent", core.UserFilter{Role: core.UserRoleAgent}, []string{"agnes@example.org", "max@example.org"}},
			{"RoleBlocked", core.UserFilter{Role: core.UserRoleBlocked}, []string{"bob@example.org"}},
			{"RoleAndSearch", core.UserFilter{Role: core.UserRoleAgent, Search: "agnes"}, []string{"agnes@example.org"}},
			{"FanciersOfLoft", core.UserFilter{FancierOf: &other.ID}, []string{"agnes@example.org"}},
			{"FanciersOfCountry", core.UserFilter{FancierOf: &f.loft.ID, Country: "de"}, []string{"anna@example.org"}},
			{"FanciersOfOtherCountry", core.UserFilter{FancierOf: &f.loft.ID, Country: "NL"}, []string{}},
			{"Page", core.UserFilter{Offset: 1, Limit: 2}, []string{"agnes@example.org", "anna@example.org"}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				us, n, err := db.FindUsers(ctx, tt.filter)
				mustNoErr(t, err)
				if got := emails(us); !slices.Equal(got, tt.want) {
					t.Errorf("got %v, want %v", got, tt.want)
				}
				if tt.filter.Limit == 0 && n != len(tt.want) {
					t.Errorf("total: got %d, want %d", n, len(tt.want))
				}
				if tt.filter.Limit > 0 && n != 7 {
					t.Errorf("total: got %d, want 7 (every user)", n)
				}
			})
		}

		t.Run("PermissionsWithLoftNames", func(t *testing.T) {
			us, _, err := db.FindUsers(ctx, core.UserFilter{Search: "max"})
			mustNoErr(t, err)
			ps := us[0].Permissions
			if len(ps) != 2 || ps[0].LoftName != "Golden Gate" || !ps[0].IsMerchant || ps[1].LoftName != "Zeta Loft" || !ps[1].IsAgent {
				t.Fatalf("got %+v", ps)
			}
			u, err := db.FindUserByID(ctx, merchant.ID)
			mustNoErr(t, err)
			if len(u.Permissions) != 2 || u.Permissions[1].LoftName != "Zeta Loft" {
				t.Fatalf("one user: got %+v", u.Permissions)
			}
		})
		t.Run("RolesStored", func(t *testing.T) {
			u, err := db.FindUserByID(ctx, blocked.ID)
			mustNoErr(t, err)
			if !u.Blocked() || !u.BlockedAt.Equal(at) {
				t.Fatalf("got blocked at %v, want %v", u.BlockedAt, at)
			}
		})
		t.Run("ProfileUpdateKeepsRoles", func(t *testing.T) {
			// A profile read before the block and saved after it must not lift it.
			stale := *blocked
			stale.BlockedAt, stale.AdminLevel, stale.SeasonAdmin = nil, 1, true
			stale.City = "Bremen"
			mustNoErr(t, db.UpdateUser(ctx, &stale))
			u, err := db.FindUserByID(ctx, blocked.ID)
			mustNoErr(t, err)
			if !u.Blocked() || u.IsAdmin() || u.SeasonAdmin || u.City != "Bremen" {
				t.Fatalf("got %+v, want the profile saved and the roles kept", u)
			}
		})
		t.Run("ActiveAdmins", func(t *testing.T) {
			blockedAdmin := mk("bea@example.org", "Bea", "Blocked-Admin")
			blockedAdmin.AdminLevel, blockedAdmin.BlockedAt = 1, &at
			mustNoErr(t, db.UpdateUserRoles(ctx, blockedAdmin))
			err := db.InTx(ctx, func(ctx context.Context) error {
				ids, err := db.FindActiveAdmins(ctx)
				if err == nil && !slices.Equal(ids, []int64{admin.ID}) {
					t.Errorf("got %v, want only %d (not blocked)", ids, admin.ID)
				}
				return err
			})
			mustNoErr(t, err)
		})
		t.Run("ErrRolesOfNobody", func(t *testing.T) {
			wantCode(t, db.UpdateUserRoles(ctx, &core.User{ID: 9999}), core.ENOTFOUND)
		})
	})
}

func TestRevokeUserTokensOfEveryClient(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		exp := time.Now().Add(time.Hour)
		for _, tok := range []*core.Token{
			{ID: "web-r", Kind: core.TokenRefresh, ClientID: "web", TokenHash: "h1"},
			{ID: "web-a", Kind: core.TokenAccess, ClientID: "web"},
			{ID: "app-a", Kind: core.TokenAccess, ClientID: "app"},
		} {
			tok.UserID, tok.AuthTime, tok.ExpiresAt = f.user.ID, time.Now(), exp
			mustNoErr(t, db.CreateToken(ctx, tok))
		}
		revoked := func(id string) bool {
			tok, err := db.FindToken(ctx, id)
			mustNoErr(t, err)
			return tok.RevokedAt != nil
		}
		mustNoErr(t, db.RevokeUserTokens(ctx, f.user.ID, "app", time.Now()))
		if !revoked("app-a") || revoked("web-a") || revoked("web-r") {
			t.Fatal("one client: want only its tokens revoked")
		}
		mustNoErr(t, db.RevokeUserTokens(ctx, f.user.ID, "", time.Now()))
		if !revoked("web-a") || !revoked("web-r") {
			t.Fatal("every client: want every token revoked")
		}
	})
}

func TestUpdateTeam(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		other := &core.User{Email: "otto@example.org", FirstName: "Otto", LastName: "Other"}
		mustNoErr(t, db.CreateUser(ctx, other))
		second := &core.Team{LoftID: f.loft.ID, UserID: f.user.ID, Name: "Berg Two", Country: "DE"}
		mustNoErr(t, db.CreateTeam(ctx, second))

		second.Name, second.Country, second.UserID = "Otto Flyers", "AT", other.ID
		mustNoErr(t, db.UpdateTeam(ctx, second))
		got, err := db.FindTeamByID(ctx, second.ID)
		mustNoErr(t, err)
		if got.Name != "Otto Flyers" || got.Country != "AT" || got.UserID != other.ID || got.Fancier != "Otto Other" {
			t.Fatalf("got %+v", got)
		}
		t.Run("ErrConflictName", func(t *testing.T) {
			second.Name = f.team.Name
			wantCode(t, db.UpdateTeam(ctx, second), core.ECONFLICT)
		})
		t.Run("ErrNotFound", func(t *testing.T) {
			wantCode(t, db.UpdateTeam(ctx, &core.Team{ID: 9999, Name: "X", Country: "DE", UserID: other.ID}), core.ENOTFOUND)
		})
		t.Run("ByUsers", func(t *testing.T) {
			ts, n, err := db.FindTeams(ctx, core.TeamFilter{LoftID: &f.loft.ID, UserIDs: []int64{other.ID}})
			mustNoErr(t, err)
			if n != 1 || ts[0].ID != second.ID {
				t.Fatalf("got %d teams", n)
			}
			ts, n, err = db.FindTeams(ctx, core.TeamFilter{LoftID: &f.loft.ID, UserIDs: []int64{}})
			mustNoErr(t, err)
			if n != 0 || len(ts) != 0 {
				t.Fatalf("no users: got %d teams, want none", n)
			}
		})
	})
}

func TestCustomers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db) // Anna Berg with "Team Berg" in the loft's season 2026 (EUR)
		usd := &core.Season{LoftID: f.loft.ID, Name: "2027", Currency: core.USD, State: core.SeasonDraft}
		mustNoErr(t, db.CreateSeason(ctx, usd))
		elsewhere := &core.Loft{Name: "Elsewhere", Unit: core.Kilometre}
		mustNoErr(t, db.CreateLoft(ctx, elsewhere))
		elsewhereSeason := &core.Season{LoftID: elsewhere.ID, Name: "2026", Currency: core.EUR, State: core.SeasonDraft}
		mustNoErr(t, db.CreateSeason(ctx, elsewhereSeason))
		mk := func(email, first, last string) *core.User {
			u := &core.User{Email: email, FirstName: first, LastName: last}
			mustNoErr(t, db.CreateUser(ctx, u))
			return u
		}
		carl := mk("carl@example.org", "Carl", "Customer") // an order only, no team in the loft
		mk("nora@example.org", "Nora", "Nobody")           // nothing in the loft
		ola := mk("ola@example.org", "Ola", "Outside")     // a team and an order elsewhere only
		olaTeam := &core.Team{LoftID: elsewhere.ID, UserID: ola.ID, Name: "Ola Birds", Country: "NO"}
		mustNoErr(t, db.CreateTeam(ctx, olaTeam))
		second := &core.Team{LoftID: f.loft.ID, UserID: f.user.ID, Name: "Berg Two", Country: "NL"}
		mustNoErr(t, db.CreateTeam(ctx, second))
		for i, p := range []struct {
			season, team int64
		}{{f.season.ID, f.team.ID}, {f.season.ID, f.team.ID}, {f.season.ID, second.ID}, {usd.ID, second.ID}} {
			mustNoErr(t, db.CreatePigeon(ctx, &core.Pigeon{SeasonID: p.season, TeamID: p.team, Ring: fmt.Sprintf("DE-0123-26-%d", i), Sex: core.Hen}))
		}
		ref := 0
		order := func(u *core.User, season *core.Season, team int64, total int64, statuses ...core.OrderStatus) {
			ref++
			o := &core.Order{SeasonID: season.ID, UserID: u.ID, TeamID: team, City: "C", Street: "S", Zipcode: "Z",
				Currency: season.Currency, Total: total, Reference: fmt.Sprintf("OL-C-%d", ref)}
			mustNoErr(t, db.CreateOrder(ctx, o))
			for _, s := range statuses {
				mustNoErr(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: s}))
			}
		}
		order(f.user, f.season, f.team.ID, 40000)                                                                        // pending
		order(f.user, f.season, f.team.ID, 30000, core.OrderConfirmed)                                                   // due
		order(f.user, f.season, f.team.ID, 20000, core.OrderConfirmed, core.OrderPaidManually, core.OrderPaymentRevoked) // due again
		order(f.user, f.season, f.team.ID, 10000, core.OrderConfirmed, core.OrderPaidOnline)                             // paid
		order(f.user, usd, second.ID, 5000, core.OrderConfirmed)                                                         // due in USD
		order(f.user, f.season, f.team.ID, 99900, core.OrderRejected)                                                    // closed
		order(carl, f.season, f.team.ID, 15000, core.OrderConfirmed, core.OrderPaidManually)
		order(ola, elsewhereSeason, olaTeam.ID, 70000, core.OrderConfirmed)

		names := func(cs []*core.Customer) []string {
			out := make([]string, len(cs))
			for i, c := range cs {
				out[i] = c.User.Email
			}
			return out
		}
		t.Run("EveryCustomerOfTheLoft", func(t *testing.T) {
			cs, n, err := db.FindCustomers(ctx, core.CustomerFilter{LoftID: f.loft.ID})
			mustNoErr(t, err)
			if got := names(cs); n != 2 || !slices.Equal(got, []string{"anna@example.org", "carl@example.org"}) {
				t.Fatalf("got %d %v, want Anna (teams) and Carl (an order), not Ola (elsewhere) or Nora", n, got)
			}
			anna := cs[0]
			if len(anna.Teams) != 2 || anna.Teams[0].Name != "Berg Two" || anna.Teams[1].Name != "Team Berg" || anna.Pigeons != 4 {
				t.Errorf("teams: got %d teams, %d pigeons", len(anna.Teams), anna.Pigeons)
			}
			counts := anna.OrderCounts()
			if counts[core.OrderPending] != 1 || counts[core.OrderConfirmed] != 2 || counts[core.OrderPaymentRevoked] != 1 ||
				counts[core.OrderPaidOnline] != 1 || counts[core.OrderRejected] != 1 {
				t.Errorf("counts: got %v", counts)
			}
			wantMoney := func(what string, got []core.Money, want ...core.Money) {
				t.Helper()
				if !slices.Equal(got, want) {
					t.Errorf("%s: got %v, want %v", what, got, want)
				}
			}
			wantMoney("due", anna.Due(), core.Money{Amount: 50000, Currency: core.EUR}, core.Money{Amount: 5000, Currency: core.USD})
			wantMoney("paid", anna.Paid(), core.Money{Amount: 10000, Currency: core.EUR})
			carl := cs[1]
			if len(carl.Teams) != 0 || carl.Pigeons != 0 {
				t.Errorf("carl: got %d teams", len(carl.Teams))
			}
			wantMoney("carl due", carl.Due())
			wantMoney("carl paid", carl.Paid(), core.Money{Amount: 15000, Currency: core.EUR})
		})
		t.Run("OneSeason", func(t *testing.T) {
			cs, n, err := db.FindCustomers(ctx, core.CustomerFilter{LoftID: f.loft.ID, SeasonID: &usd.ID})
			mustNoErr(t, err)
			if n != 1 || cs[0].User.ID != f.user.ID {
				t.Fatalf("got %d %v, want Anna alone", n, names(cs))
			}
			if cs[0].Pigeons != 1 || len(cs[0].Teams) != 2 || cs[0].OrderCounts()[core.OrderConfirmed] != 1 {
				t.Errorf("got %d pigeons, %d teams, counts %v; want the season's pigeon and order, every team", cs[0].Pigeons, len(cs[0].Teams), cs[0].OrderCounts())
			}
			if due := cs[0].Due(); len(due) != 1 || due[0].Currency != core.USD {
				t.Errorf("due: got %v", due)
			}
		})
		t.Run("SearchTeamNameAndEmail", func(t *testing.T) {
			for search, want := range map[string]string{"berg two": "anna@example.org", "CARL@": "carl@example.org", "customer": "carl@example.org"} {
				cs, n, err := db.FindCustomers(ctx, core.CustomerFilter{LoftID: f.loft.ID, Search: search})
				mustNoErr(t, err)
				if n != 1 || cs[0].User.Email != want {
					t.Errorf("%q: got %v, want %s", search, names(cs), want)
				}
			}
		})
		t.Run("Page", func(t *testing.T) {
			cs, n, err := db.FindCustomers(ctx, core.CustomerFilter{LoftID: f.loft.ID, Offset: 1, Limit: 1})
			mustNoErr(t, err)
			if n != 2 || len(cs) != 1 || cs[0].User.ID != carl.ID {
				t.Fatalf("got %d %v", n, names(cs))
			}
		})
		t.Run("NoneElsewhere", func(t *testing.T) {
			cs, n, err := db.FindCustomers(ctx, core.CustomerFilter{LoftID: 9999})
			mustNoErr(t, err)
			if n != 0 || len(cs) != 0 {
				t.Fatalf("got %d", n)
			}
		})
	})
}
