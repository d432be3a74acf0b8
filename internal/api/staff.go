package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
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

// StaffInput adds a person to a loft's staff by e-mail.
type StaffInput struct {
	Email      string `json:"email,omitempty"`
	FirstName  string `json:"first_name,omitempty" doc:"Needed when nobody has the e-mail yet"`
	LastName   string `json:"last_name,omitempty" doc:"Needed when nobody has the e-mail yet"`
	Language   string `json:"language,omitempty" doc:"Language of a new account and its invitation; en when left out"`
	IsMerchant bool   `json:"is_merchant,omitempty"`
	IsAgent    bool   `json:"is_agent,omitempty"`
	IsActive   *bool  `json:"is_active,omitempty" doc:"true when left out"`
}

// StaffAdded is the new staff member and whether an invitation was mailed.
type StaffAdded struct {
	StaffMember
	Invited bool `json:"invited" doc:"A new account was made and mailed a link to choose its password"`
}

func toStaffMember(m service.StaffMember) StaffMember {
	return StaffMember{UserID: m.User.ID, Name: m.User.FullName(), Email: m.User.Email, IsMerchant: m.Permission.IsMerchant,
		IsAgent: m.Permission.IsAgent, IsActive: m.Permission.IsActive}
}

func (s *Server) listLoftStaff(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[[]StaffMember], error) {
	staff, err := s.svc.Lofts.FindStaff(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(staff, toStaffMember))
}

// addLoftStaffDoc describes add-loft-staff.
const addLoftStaffDoc = "Merchants of the loft and admins. When nobody has the e-mail, an account without a password is made from the names " +
	"and mailed a link to choose one. A person with a role on the loft already answers 409."

func (s *Server) addLoftStaff(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body StaffInput
}) (*bodyOf[StaffAdded], error) {
	b := in.Body
	active := b.IsActive == nil || *b.IsActive
	m, invited, err := s.svc.Lofts.AddStaff(ctx, in.ID, service.StaffInvitation{Email: b.Email, FirstName: b.FirstName, LastName: b.LastName,
		Language: b.Language, IsMerchant: b.IsMerchant, IsAgent: b.IsAgent, IsActive: active})
	if err != nil {
		return nil, err
	}
	return reply(StaffAdded{StaffMember: toStaffMember(m), Invited: invited})
}

// removeLoftPermissionDoc describes remove-loft-permission.
const removeLoftPermissionDoc = "Merchants of the loft and admins. At least one active merchant must remain in a loft. Recorded in the loft's history."

func (s *Server) removeLoftPermission(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	UserID int64 `path:"userId" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Lofts.RemovePermission(ctx, in.ID, in.UserID)
}

// setLoftPermissionDoc describes set-loft-permission.
const setLoftPermissionDoc = "Merchants of the loft and admins. At least one active merchant must remain in a loft. Recorded in the loft's history."

func (s *Server) setLoftPermission(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	UserID int64 `path:"userId" minimum:"1"`
	Body   PermissionInput
}) (*struct{}, error) {
	return nil, s.svc.Lofts.SetPermission(ctx, &core.Permission{UserID: in.UserID, LoftID: in.ID, IsMerchant: in.Body.IsMerchant,
		IsAgent: in.Body.IsAgent, IsActive: in.Body.IsActive})
}
