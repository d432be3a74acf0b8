package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// ActivationInput orders an activation for some of the customer's pigeons.
type ActivationInput struct {
	SeasonID  int64   `json:"season_id" minimum:"1"`
	ProductID int64   `json:"product_id" minimum:"1" doc:"A reserve or final-flight activation product of the season"`
	PigeonIDs []int64 `json:"pigeon_ids" minItems:"1" maxItems:"200"`
	Code      string  `json:"code,omitempty" maxLength:"64" doc:"A coupon or promotional code of the loft's campaigns for activations; refused on the code field"`
}

// placeActivationDoc describes place-activation.
const placeActivationDoc = "An order of the activation product for eligible pigeons ('This pigeon has already been activated'), confirmed at once with its payment deadline; paying it activates them."

func (s *Server) placeActivation(ctx context.Context, in *struct{ Body ActivationInput }) (*bodyOf[Order], error) {
	o, err := s.orders.PlaceActivation(ctx, service.ActivationInput{SeasonID: in.Body.SeasonID, ProductID: in.Body.ProductID, PigeonIDs: in.Body.PigeonIDs, Code: in.Body.Code})
	if err != nil {
		return nil, err
	}
	return reply(toOrder(o))
}

func (s *Server) updateMyPigeon(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body PigeonInput
}) (*bodyOf[Pigeon], error) {
	p, err := s.orders.UpdateMyPigeon(ctx, in.ID, service.PigeonInput{Ring: in.Body.Ring, Name: in.Body.Name, Color: in.Body.Color, Sex: core.Sex(in.Body.Sex)})
	if err != nil {
		return nil, err
	}
	return reply(toPigeon(p))
}
