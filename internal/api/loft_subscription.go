package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// Subscription is a package period a loft paid for.
type Subscription struct {
	ID            int64      `json:"id"`
	Package       string     `json:"package" enum:"basic,premium"`
	StartsOn      core.Date  `json:"starts_on" format:"date"`
	EndsOn        core.Date  `json:"ends_on" format:"date" doc:"The planned last day"`
	EndedOn       *core.Date `json:"ended_on" format:"date" doc:"The last day when ended early; null otherwise"`
	LastDay       core.Date  `json:"last_day" format:"date" doc:"ended_on when set, else ends_on"`
	CreatedBy     *int64     `json:"created_by"`
	CreatedByName string     `json:"created_by_name"`
	CreatedAt     time.Time  `json:"created_at"`
}

func toSubscription(s service.AuthoredSubscription) Subscription {
	return Subscription{ID: s.ID, Package: string(s.Package), StartsOn: s.StartsOn, EndsOn: s.EndsOn, EndedOn: s.EndedOn, LastDay: s.LastDay(),
		CreatedBy: s.CreatedBy, CreatedByName: s.Author, CreatedAt: s.CreatedAt}
}

// SubscriptionInput adds a package period.
type SubscriptionInput struct {
	Package  string    `json:"package" enum:"basic,premium"`
	StartsOn core.Date `json:"starts_on" format:"date" doc:"First day, YYYY-MM-DD"`
	Months   int       `json:"months" enum:"12,24" doc:"SPEC §1: 12 or 24 months"`
}

// SubscriptionEndInput ends a subscription early.
type SubscriptionEndInput struct {
	EndedOn core.Date `json:"ended_on" format:"date" doc:"The new last day: within the period, before its last day"`
}

// SubscriptionPath names a subscription of a loft.
type SubscriptionPath struct {
	ID             int64 `path:"id" minimum:"1"`
	SubscriptionID int64 `path:"subscriptionId" minimum:"1" doc:"Subscription id"`
}

func (s *Server) listLoftSubscriptions(ctx context.Context, in *loftIDInput) (*bodyOf[[]Subscription], error) {
	subs, err := s.svc.Lofts.FindSubscriptions(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(subs, toSubscription))
}

// createLoftSubscriptionDoc describes create-loft-subscription.
const createLoftSubscriptionDoc = "Admins. A package period of 12 or 24 months (SPEC §1) from its first day; a period overlapping another answers 409."

func (s *Server) createLoftSubscription(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body SubscriptionInput
}) (*bodyOf[Subscription], error) {
	sub, err := s.svc.Lofts.CreateSubscription(ctx, in.ID, core.Package(in.Body.Package), in.Body.StartsOn, in.Body.Months)
	if err != nil {
		return nil, err
	}
	return reply(toSubscription(*sub))
}

func (s *Server) endLoftSubscription(ctx context.Context, in *struct {
	ID             int64 `path:"id" minimum:"1"`
	SubscriptionID int64 `path:"subscriptionId" minimum:"1" doc:"Subscription id"`
	Body           SubscriptionEndInput
}) (*bodyOf[Subscription], error) {
	sub, err := s.svc.Lofts.EndSubscription(ctx, in.ID, in.SubscriptionID, in.Body.EndedOn)
	if err != nil {
		return nil, err
	}
	return reply(toSubscription(*sub))
}

func (s *Server) deleteLoftSubscription(ctx context.Context, in *SubscriptionPath) (*struct{}, error) {
	return nil, s.svc.Lofts.DeleteSubscription(ctx, in.ID, in.SubscriptionID)
}
