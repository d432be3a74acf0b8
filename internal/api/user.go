package api

import (
	"context"

	"github.com/danielgtaylor/huma/v2"
	"github.com/oneloft/oneloft/internal/core"
)

// OAuthUser is the profile part of the current user (SPEC §3 oauth_user).
type OAuthUser struct {
	ID            int64        `json:"id"`
	FirstName     string       `json:"first_name"`
	LastName      string       `json:"last_name"`
	Email         string       `json:"email"`
	ImageSrc      string       `json:"image_src"`
	IPFN          string       `json:"ipfn"`
	City          string       `json:"city"`
	Street        string       `json:"street"`
	Zipcode       string       `json:"zipcode"`
	Language      LanguageCode `json:"language"`
	Phone         string       `json:"phone"`
	EmailVerified bool         `json:"email_verified"`
	PhoneVerified bool         `json:"phone_verified"`
}

// LanguageCode is one of the product languages (SPEC §9). Its schema lists
// them from core's one list, so the web app's types follow it.
type LanguageCode string

// Schema implements huma.SchemaProvider.
func (LanguageCode) Schema(huma.Registry) *huma.Schema {
	s := &huma.Schema{Type: huma.TypeString, Description: "A product language code (SPEC §9)"}
	for _, c := range core.LanguageCodes() {
		s.Enum = append(s.Enum, c)
	}
	return s
}

// PermissionEntry is a per-loft role (SPEC §3).
type PermissionEntry struct {
	LoftID     int64 `json:"loft_id"`
	IsMerchant bool  `json:"is_merchant"`
	IsAgent    bool  `json:"is_agent"`
	IsActive   bool  `json:"is_active"`
}

// OLRUser is the roles part of the current user (SPEC §3 olr_user).
type OLRUser struct {
	IsAdmin     int               `json:"is_admin" doc:"Greater than 0 for admins"`
	SeasonAdmin bool              `json:"season_admin" doc:"The extended season permission: administers the seasons of every loft"`
	Permissions []PermissionEntry `json:"permissions"`
}

// CurrentUser is the signed-in user.
type CurrentUser struct {
	OAuthUser OAuthUser `json:"oauth_user"`
	OLRUser   OLRUser   `json:"olr_user"`
}

// Favorite is a followed loft, team or pigeon.
type Favorite struct {
	Kind      string `json:"kind" enum:"loft,team,pigeon"`
	ID        int64  `json:"id"`
	Label     string `json:"label"`
	LoftID    int64  `json:"loft_id"`
	TeamID    int64  `json:"team_id,omitempty"`
	CreatedAt string `json:"created_at"`
}

// PublicConfig tells the web app how to sign in.
type PublicConfig struct {
	Issuer   string   `json:"issuer" doc:"OpenID issuer the web app signs in with"`
	ClientID string   `json:"client_id"`
	Scopes   []string `json:"scopes"`
	Embedded bool     `json:"embedded" doc:"true when the issuer is oneloft's own provider (account pages under /sso)"`
	Version  string   `json:"version"`
	// AccessProtection says the site asks for its password first (SPEC §2).
	AccessProtection bool `json:"access_protection"`
}

type favoriteInput struct {
	Kind string `path:"kind" enum:"loft,team,pigeon"`
	ID   int64  `path:"id" minimum:"1"`
}

func (s *Server) publicConfig(context.Context, *struct{}) (*bodyOf[PublicConfig], error) {
	return reply(PublicConfig{Issuer: s.auth.Issuer, ClientID: s.auth.ClientID, Scopes: s.auth.Scopes, Embedded: s.auth.Embedded, Version: Version,
		AccessProtection: s.gate != nil})
}

func (s *Server) currentUser(ctx context.Context, _ *struct{}) (*bodyOf[CurrentUser], error) {
	u := core.ActorFrom(ctx).User // usersOnly let only users in
	out := CurrentUser{OAuthUser: OAuthUser{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, ImageSrc: u.ImageSrc,
		IPFN: u.IPFN, City: u.City, Street: u.Street, Zipcode: u.Zipcode, Language: LanguageCode(u.Language), Phone: u.Phone,
		EmailVerified: u.EmailVerified != nil, PhoneVerified: u.PhoneVerified != nil},
		OLRUser: OLRUser{IsAdmin: u.AdminLevel, SeasonAdmin: u.SeasonAdmin, Permissions: []PermissionEntry{}}}
	for _, p := range u.Permissions {
		out.OLRUser.Permissions = append(out.OLRUser.Permissions, PermissionEntry{LoftID: p.LoftID, IsMerchant: p.IsMerchant, IsAgent: p.IsAgent, IsActive: p.IsActive})
	}
	return reply(out)
}

func (s *Server) listFavorites(ctx context.Context, _ *struct{}) (*bodyOf[[]Favorite], error) {
	fs, err := s.svc.Users.FindFavorites(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(fs, func(f *core.Favorite) Favorite {
		return Favorite{Kind: string(f.Kind), ID: f.TargetID, Label: f.Label, LoftID: f.LoftID, TeamID: f.TeamID,
			CreatedAt: f.CreatedAt.UTC().Format("2006-01-02T15:04:05Z")}
	}))
}

func (s *Server) addFavorite(ctx context.Context, in *favoriteInput) (*struct{}, error) {
	return nil, s.svc.Users.AddFavorite(ctx, core.FavoriteKind(in.Kind), in.ID)
}

func (s *Server) removeFavorite(ctx context.Context, in *favoriteInput) (*struct{}, error) {
	return nil, s.svc.Users.RemoveFavorite(ctx, core.FavoriteKind(in.Kind), in.ID)
}
