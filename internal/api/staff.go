package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// StaffMember is a user's role on a loft.
type StaffMember struct {
	UserID     int64  `json:"user_id"`
	Name       string `json:"name"`
	Email      string `json:"email"`
	IsMerchant bool   `json:"is_merchant"`
	IsAgent    bool   `json:"is_agent"`
	IsActive   bool   `json:"is_active"`
}

// PermissionInput sets a user's role on a loft.
type PermissionInput struct {
	IsMerchant bool `json:"is_merchant,omitempty" doc:"false when left out"`
	IsAgent    bool `json:"is_agent,omitempty" doc:"false when left out"`
	IsActive   bool `json:"is_active,omitempty" doc:"false when left out"`
}

func (s *Server) staffRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-staff", Method: http.MethodGet, Path: "/api/custom/v1/merchant/lofts/{id}/permissions", Tags: []string{"staff"},
		Summary: "List a loft's merchants and agents", Description: "Merchants of the loft and admins.", Security: bearer,
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body []StaffMember }, error) {
		staff, err := s.svc.FindStaff(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := make([]StaffMember, len(staff))
		for i, m := range staff {
			out[i] = StaffMember{UserID: m.User.ID, Name: m.User.FullName(), Email: m.User.Email, IsMerchant: m.Permission.IsMerchant,
				IsAgent: m.Permission.IsAgent, IsActive: m.Permission.IsActive}
		}
		return &struct{ Body []StaffMember }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "set-loft-permission", Method: http.MethodPut, Path: "/api/custom/v1/merchant/lofts/{id}/permissions/{userId}", Tags: []string{"staff"},
		Summary:     "Set a user's role on a loft",
		Description: "Merchants of the loft and admins. At least one active merchant must remain in a loft.", Security: bearer,
		DefaultStatus: http.StatusNoContent,
	}, func(ctx context.Context, in *struct {
		ID     int64 `path:"id" minimum:"1"`
		UserID int64 `path:"userId" minimum:"1"`
		Body   PermissionInput
	}) (*struct{}, error) {
		err := s.svc.SetPermission(ctx, &core.Permission{UserID: in.UserID, LoftID: in.ID, IsMerchant: in.Body.IsMerchant,
			IsAgent: in.Body.IsAgent, IsActive: in.Body.IsActive})
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})
}
