package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// ActivationInput orders an activation for some of the customer's pigeons.
type ActivationInput struct {
	SeasonID  int64   `json:"season_id" minimum:"1"`
	ProductID int64   `json:"product_id" minimum:"1" doc:"A reserve or final-flight activation product of the season"`
	PigeonIDs []int64 `json:"pigeon_ids" minItems:"1" maxItems:"200"`
}

func (s *Server) activationRoutes() {
	if s.orders == nil {
		return
	}
	huma.Register(s.api, huma.Operation{
		OperationID: "place-activation", Method: http.MethodPost, Path: "/api/custom/v1/user/activations", Tags: []string{"registration"},
		Summary:     "Activate reserves or pigeons for the final",
		Description: "An order of the activation product for eligible pigeons ('This pigeon has already been activated'); paying it activates them.",
		Security:    bearer, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct{ Body ActivationInput }) (*struct{ Body Order }, error) {
		o, err := s.orders.PlaceActivation(ctx, service.ActivationInput{SeasonID: in.Body.SeasonID, ProductID: in.Body.ProductID, PigeonIDs: in.Body.PigeonIDs})
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Order }{Body: toOrder(o)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "update-my-pigeon", Method: http.MethodPut, Path: "/api/custom/v1/user/pigeons/{id}", Tags: []string{"registration"},
		Summary: "Edit one of my pigeons", Description: "Once the registration is confirmed, until the loft assigns the chip ring.", Security: bearer,
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1"`
		Body PigeonInput
	}) (*struct{ Body Pigeon }, error) {
		p, err := s.orders.UpdateMyPigeon(ctx, in.ID, service.PigeonInput{Ring: in.Body.Ring, Name: in.Body.Name, Color: in.Body.Color, Sex: core.Sex(in.Body.Sex)})
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Pigeon }{Body: toPigeon(p)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "delete-pigeon", Method: http.MethodDelete, Path: "/api/res/v1/pigeons/{id}", Tags: []string{"pigeons"},
		Summary: "Remove a pigeon", Description: "Merchants of the loft; a pigeon used in a flight or an order stays.", Security: bearer,
		DefaultStatus: http.StatusNoContent,
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{}, error) {
		if err := s.svc.DeletePigeon(ctx, in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})
}
