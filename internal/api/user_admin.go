package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// LoftRole is a user's permission on a loft, with the loft's name.
type LoftRole struct {
	LoftID     int64  `json:"loft_id"`
	LoftName   string `json:"loft_name"`
	IsMerchant bool   `json:"is_merchant"`
	IsAgent    bool   `json:"is_agent"`
	IsActive   bool   `json:"is_active"`
}

// UserSummary is a user in the admins' list: who they are and their roles at a glance.
type UserSummary struct {
	ID            int64      `json:"id"`
	FirstName     string     `json:"first_name"`
	LastName      string     `json:"last_name"`
	Email         string     `json:"email"`
	IsAdmin       bool       `json:"is_admin"`
	SeasonAdmin   bool       `json:"season_admin" doc:"The extended season permission"`
	Blocked       bool       `json:"blocked"`
	BlockedAt     *time.Time `json:"blocked_at"`
	EmailVerified bool       `json:"email_verified"`
	Lofts         []LoftRole `json:"lofts" doc:"Permissions per loft (merchant, agent, active)"`
	Labels        []string   `json:"labels" enum:"translator,supporter,developer" doc:"Roles that are only labels (SPEC §1): they grant no rights"`
	CreatedAt     time.Time  `json:"created_at"`
}

// UserPage is one page of users.
type UserPage struct {
	Data []UserSummary `json:"data"`
	Meta PageMeta      `json:"meta"`
}

// UserDetail is a user for admins: profile, roles, permissions per loft and history.
type UserDetail struct {
	UserSummary
	Language      LanguageCode `json:"language"`
	IPFN          string       `json:"ipfn"`
	City          string       `json:"city"`
	Street        string       `json:"street"`
	Zipcode       string       `json:"zipcode"`
	Phone         string       `json:"phone"`
	PhoneVerified bool         `json:"phone_verified"`
	History       []AuditEntry `json:"history" doc:"Changes of the user's roles and mails sent by admins, newest first"`
	// CanResendVerification tells the web app whether to offer the mail.
	CanResendVerification bool `json:"can_resend_verification" doc:"The address is not verified and this server mails verification links (its own sign-in provider)"`
}

// RolesInput grants or revokes roles; fields left out stay.
type RolesInput struct {
	IsAdmin     *bool `json:"is_admin,omitempty" doc:"The admin right; no admin can revoke their own, and one admin must remain"`
	SeasonAdmin *bool `json:"season_admin,omitempty" doc:"The extended season permission"`
	Translator  *bool `json:"is_translator,omitempty" doc:"A label only; grants no rights"`
	Supporter   *bool `json:"is_supporter,omitempty" doc:"A label only; grants no rights"`
	Developer   *bool `json:"is_developer,omitempty" doc:"A label only; grants no rights"`
}

func toUserSummary(u *core.User) UserSummary {
	out := UserSummary{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, IsAdmin: u.IsAdmin(), SeasonAdmin: u.SeasonAdmin,
		Blocked: u.Blocked(), BlockedAt: u.BlockedAt, EmailVerified: u.EmailVerified != nil, Lofts: []LoftRole{}, Labels: u.Labels.Names(),
		CreatedAt: u.CreatedAt}
	for _, p := range u.Permissions {
		out.Lofts = append(out.Lofts, LoftRole{LoftID: p.LoftID, LoftName: p.LoftName, IsMerchant: p.IsMerchant, IsAgent: p.IsAgent, IsActive: p.IsActive})
	}
	return out
}

func (s *Server) toUserDetail(d *service.UserDetail) UserDetail {
	u := d.User
	return UserDetail{UserSummary: toUserSummary(u), Language: LanguageCode(u.Language), IPFN: u.IPFN, City: u.City, Street: u.Street,
		Zipcode: u.Zipcode, Phone: u.Phone, PhoneVerified: u.PhoneVerified != nil, History: toAll(d.History, toAuditEntry),
		CanResendVerification: s.accounts != nil && u.EmailVerified == nil}
}

type userIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

func (s *Server) listUsers(ctx context.Context, in *struct {
	Search string `query:"search" maxLength:"100" doc:"Part of the name or e-mail address"`
	Role   string `query:"role" enum:"admin,season_admin,merchant,agent,blocked" doc:"Only users with this role"`
	PageInput
}) (*bodyOf[UserPage], error) {
	us, total, err := s.svc.Users.FindUsers(ctx, in.Search, core.UserRole(in.Role), in.core())
	if err != nil {
		return nil, err
	}
	return reply(UserPage{Data: toAll(us, toUserSummary), Meta: in.meta(total)})
}

func (s *Server) getUser(ctx context.Context, in *userIDInput) (*bodyOf[UserDetail], error) {
	d, err := s.svc.Users.FindUser(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(s.toUserDetail(d))
}

// setUserRolesDoc describes set-user-roles.
const setUserRolesDoc = "Admins; no admin can revoke their own admin right, and at least one admin must remain. Each change is recorded."

func (s *Server) setUserRoles(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body RolesInput
}) (*bodyOf[UserDetail], error) {
	d, err := s.svc.Users.SetRoles(ctx, in.ID, service.RolesUpdate{Admin: in.Body.IsAdmin, SeasonAdmin: in.Body.SeasonAdmin,
		Translator: in.Body.Translator, Supporter: in.Body.Supporter, Developer: in.Body.Developer})
	if err != nil {
		return nil, err
	}
	return reply(s.toUserDetail(d))
}

// blockUserDoc describes block-user.
const blockUserDoc = "Admins, not themselves nor the last admin. The user cannot sign in any more and their tokens stop working at once " +
	"(refresh tokens revoked). 409 when already blocked. Recorded."

func (s *Server) blockUser(ctx context.Context, in *userIDInput) (*bodyOf[UserDetail], error) {
	d, err := s.svc.Users.Block(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(s.toUserDetail(d))
}

func (s *Server) unblockUser(ctx context.Context, in *userIDInput) (*bodyOf[UserDetail], error) {
	d, err := s.svc.Users.Unblock(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(s.toUserDetail(d))
}

// sendUserVerificationDoc describes send-user-verification.
const sendUserVerificationDoc = "Admins: mails the user a new link that verifies their e-mail address; 409 when it is verified already. Recorded."

func (s *Server) sendUserVerification(ctx context.Context, in *userIDInput) (*struct{}, error) {
	return nil, s.accounts.ResendVerification(ctx, in.ID)
}
