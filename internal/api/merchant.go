package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// SeasonInput creates a season.
type SeasonInput struct {
	LoftID     int64  `json:"loft_id" minimum:"1"`
	Name       string `json:"name" maxLength:"128"`
	Currency   string `json:"currency" enum:"EUR,USD"`
	MaxPigeons *int   `json:"max_pigeons,omitempty" minimum:"0" maximum:"100000000"`
	MaxActive  *int   `json:"max_active,omitempty" minimum:"0" maximum:"100000000"`
	MaxReserve *int   `json:"max_reserve,omitempty" minimum:"0" maximum:"100000000"`
}

// SeasonStateInput moves a season on and opens or closes its registration.
type SeasonStateInput struct {
	State            string `json:"state" enum:"draft,in_progress,over"`
	RegistrationOpen bool   `json:"registration_open,omitempty"`
}

// DueDateInput is a season deadline (SPEC §3).
type DueDateInput struct {
	DueDateCategoryID int       `json:"due_date_category_id" minimum:"1" maximum:"6"`
	Name              string    `json:"name" maxLength:"128"`
	Description       string    `json:"description,omitempty" maxLength:"2000"`
	StartsAt          core.Date `json:"starts_at" format:"date"`
	EndsAt            core.Date `json:"ends_at" format:"date"`
	MaxDuration       *int      `json:"max_duration,omitempty" minimum:"0" maximum:"365"`
}

// ProductInput is a product of a season.
type ProductInput struct {
	ProductCategoryID int        `json:"product_category_id" minimum:"1" maximum:"4"`
	Name              string     `json:"name" maxLength:"128"`
	PigeonsActive     int        `json:"pigeons_active,omitempty" minimum:"0"`
	PigeonsReserve    int        `json:"pigeons_reserve,omitempty" minimum:"0"`
	Amount            int64      `json:"amount" minimum:"0" doc:"Cents"`
	MaxQuantity       *int       `json:"max_quantity,omitempty" doc:"Blank: unlimited"`
	PeriodStartsAt    *core.Date `json:"period_starts_at,omitempty" format:"date"`
	PeriodEndsAt      *core.Date `json:"period_ends_at,omitempty" format:"date"`
}

func (p ProductInput) core(id, seasonID int64) *core.Product {
	return &core.Product{ID: id, SeasonID: seasonID, Category: core.ProductCategory(p.ProductCategoryID), Name: p.Name,
		PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, Amount: p.Amount, MaxQuantity: p.MaxQuantity,
		PeriodStartsAt: p.PeriodStartsAt, PeriodEndsAt: p.PeriodEndsAt}
}

func (d DueDateInput) core(id, seasonID int64) *core.DueDate {
	return &core.DueDate{ID: id, SeasonID: seasonID, Category: core.DueDateCategory(d.DueDateCategoryID), Name: d.Name,
		Description: d.Description, StartsAt: d.StartsAt, EndsAt: d.EndsAt, MaxDuration: d.MaxDuration}
}

func (s *Server) merchantRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "create-season", Method: http.MethodPost, Path: "/api/res/v1/seasons", Tags: []string{"seasons"},
		Summary: "Create a season", Description: "Merchants of the loft and admins; starts as a draft.", Security: bearer, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct{ Body SeasonInput }) (*struct{ Body Season }, error) {
		b := in.Body
		season := &core.Season{LoftID: b.LoftID, Name: b.Name, Currency: core.Currency(b.Currency), MaxPigeons: b.MaxPigeons, MaxActive: b.MaxActive, MaxReserve: b.MaxReserve}
		if err := s.svc.CreateSeason(ctx, season); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Season }{Body: toSeason(season)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "change-season-state", Method: http.MethodPut, Path: "/api/res/v1/seasons/{id}/state", Tags: []string{"seasons"},
		Summary:     "Change a season's state",
		Description: "Registration opens only with an entry fee product ('You need at least one product with the entry fee category').", Security: bearer,
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1"`
		Body SeasonStateInput
	}) (*struct{ Body Season }, error) {
		season, err := s.svc.ChangeSeasonState(ctx, in.ID, core.SeasonState(in.Body.State), in.Body.RegistrationOpen)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Season }{Body: toSeason(season)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "create-due-date", Method: http.MethodPost, Path: "/api/res/v1/due-dates", Tags: []string{"seasons"},
		Summary: "Add a due date", Description: "The season comes in the SeasonId header; checked against its other due dates (SPEC §5).",
		Security: bearer, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct {
		SeasonID int64 `header:"SeasonId" required:"true" minimum:"1"`
		Body     DueDateInput
	}) (*struct{ Body []DueDate }, error) {
		if err := s.svc.SaveDueDate(ctx, in.Body.core(0, in.SeasonID)); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return s.dueDates(ctx, in.SeasonID)
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "update-due-date", Method: http.MethodPut, Path: "/api/res/v1/due-dates/{id}", Tags: []string{"seasons"},
		Summary: "Change a due date", Security: bearer,
	}, func(ctx context.Context, in *struct {
		ID       int64 `path:"id" minimum:"1"`
		SeasonID int64 `header:"SeasonId" required:"true" minimum:"1"`
		Body     DueDateInput
	}) (*struct{ Body []DueDate }, error) {
		if err := s.svc.SaveDueDate(ctx, in.Body.core(in.ID, in.SeasonID)); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return s.dueDates(ctx, in.SeasonID)
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "delete-due-date", Method: http.MethodDelete, Path: "/api/res/v1/due-dates/{id}", Tags: []string{"seasons"},
		Summary: "Remove a due date", Security: bearer, DefaultStatus: http.StatusNoContent,
	}, func(ctx context.Context, in *struct {
		ID       int64 `path:"id" minimum:"1"`
		SeasonID int64 `header:"SeasonId" required:"true" minimum:"1"`
	}) (*struct{}, error) {
		if err := s.svc.DeleteDueDate(ctx, in.SeasonID, in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "create-product", Method: http.MethodPost, Path: "/api/res/v1/seasons/{id}/products", Tags: []string{"products"},
		Summary: "Add a product to a season", Security: bearer, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1"`
		Body ProductInput
	}) (*struct{ Body Product }, error) {
		p := in.Body.core(0, in.ID)
		if err := s.svc.CreateProduct(ctx, p); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Product }{Body: toProduct(p)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "update-product", Method: http.MethodPut, Path: "/api/res/v1/products/{id}", Tags: []string{"products"},
		Summary:     "Change a product",
		Description: "Once in a registration only its period and maximum quantity may change ('The product could not be updated because it is already in use').",
		Security:    bearer,
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1"`
		Body ProductInput
	}) (*struct{ Body Product }, error) {
		p := in.Body.core(in.ID, 0)
		if err := s.svc.UpdateProduct(ctx, p); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Product }{Body: toProduct(p)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "delete-product", Method: http.MethodDelete, Path: "/api/res/v1/products/{id}", Tags: []string{"products"},
		Summary: "Remove a product no registration uses", Security: bearer, DefaultStatus: http.StatusNoContent,
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{}, error) {
		if err := s.svc.DeleteProduct(ctx, in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})
}

func (s *Server) dueDates(ctx context.Context, seasonID int64) (*struct{ Body []DueDate }, error) {
	dds, err := s.svc.FindDueDates(ctx, seasonID)
	if err != nil {
		return nil, s.apiError(ctx, err)
	}
	return &struct{ Body []DueDate }{Body: toDueDates(dds)}, nil
}
