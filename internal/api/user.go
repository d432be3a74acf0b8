package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// OAuthUser is the profile part of the current user (SPEC §3 oauth_user).
type OAuthUser struct {
	ID            int64  `json:"id"`
	FirstName     string `json:"first_name"`
	LastName      string `json:"last_name"`
	Email         string `json:"email"`
	ImageSrc      string `json:"image_src"`
	IPFN          string `json:"ipfn"`
	City          string `json:"city"`
	Street        string `json:"street"`
	Zipcode       string `json:"zipcode"`
	Language      string `json:"language"`
	Phone         string `json:"phone"`
	EmailVerified bool   `json:"email_verified"`
	PhoneVerified bool   `json:"phone_verified"`
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
}

type favoriteInput struct {
	Kind string `path:"kind" enum:"loft,team,pigeon"`
	ID   int64  `path:"id" minimum:"1"`
}

func (s *Server) userRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "get-config", Method: http.MethodGet, Path: "/api/public/config", Tags: []string{"public"},
		Summary: "Sign-in configuration for the web app",
	}, func(ctx context.Context, _ *struct{}) (*struct{ Body PublicConfig }, error) {
		return &struct{ Body PublicConfig }{Body: PublicConfig{Issuer: s.auth.Issuer, ClientID: s.auth.ClientID, Scopes: s.auth.Scopes,
			Embedded: s.auth.Embedded, Version: Version}}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "get-current-user", Method: http.MethodGet, Path: "/api/custom/v1/user/me", Tags: []string{"user"},
		Summary: "The signed-in user", Description: "Profile (oauth_user) and roles (olr_user). 401 without a valid token.",
		Security: bearer,
	}, func(ctx context.Context, _ *struct{}) (*struct{ Body CurrentUser }, error) {
		u := core.ActorFrom(ctx).User
		if u == nil {
			return nil, s.apiError(ctx, core.Errorf(core.EUNAUTHORIZED, "Unauthenticated."))
		}
		out := CurrentUser{OAuthUser: OAuthUser{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, ImageSrc: u.ImageSrc,
			IPFN: u.IPFN, City: u.City, Street: u.Street, Zipcode: u.Zipcode, Language: u.Language, Phone: u.Phone,
			EmailVerified: u.EmailVerified != nil, PhoneVerified: u.PhoneVerified != nil},
			OLRUser: OLRUser{IsAdmin: u.AdminLevel, Permissions: []PermissionEntry{}}}
		for _, p := range u.Permissions {
			out.OLRUser.Permissions = append(out.OLRUser.Permissions, PermissionEntry{LoftID: p.LoftID, IsMerchant: p.IsMerchant, IsAgent: p.IsAgent, IsActive: p.IsActive})
		}
		return &struct{ Body CurrentUser }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-favorites", Method: http.MethodGet, Path: "/api/custom/v1/user/favorites", Tags: []string{"user"},
		Summary: "The signed-in user's favourites", Security: bearer,
	}, func(ctx context.Context, _ *struct{}) (*struct{ Body []Favorite }, error) {
		fs, err := s.svc.FindFavorites(ctx)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := make([]Favorite, len(fs))
		for i, f := range fs {
			out[i] = Favorite{Kind: string(f.Kind), ID: f.TargetID, Label: f.Label, LoftID: f.LoftID, TeamID: f.TeamID,
				CreatedAt: f.CreatedAt.UTC().Format("2006-01-02T15:04:05Z")}
		}
		return &struct{ Body []Favorite }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "add-favorite", Method: http.MethodPut, Path: "/api/custom/v1/user/favorites/{kind}/{id}", Tags: []string{"user"},
		Summary: "Follow a loft, team or pigeon", Description: "Idempotent.", Security: bearer, DefaultStatus: http.StatusNoContent,
	}, func(ctx context.Context, in *favoriteInput) (*struct{}, error) {
		if err := s.svc.AddFavorite(ctx, core.FavoriteKind(in.Kind), in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "remove-favorite", Method: http.MethodDelete, Path: "/api/custom/v1/user/favorites/{kind}/{id}", Tags: []string{"user"},
		Summary: "Stop following", Security: bearer, DefaultStatus: http.StatusNoContent,
	}, func(ctx context.Context, in *favoriteInput) (*struct{}, error) {
		if err := s.svc.RemoveFavorite(ctx, core.FavoriteKind(in.Kind), in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})
}

// bearer marks operations that need a signed-in user.
var bearer = []map[string][]string{{"bearer": {}}}
