package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
)

func (s *Server) countryRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-countries", Method: http.MethodGet, Path: "/api/public/countries/{locale}", Tags: []string{"public"},
		Summary:     "List countries in a language",
		Description: "Every country with its name in the given product language, sorted by name; XX, WA, XS, II, EN and EU are left out. Cacheable.",
	}, func(ctx context.Context, in *struct {
		Locale      string `path:"locale" doc:"One of the 18 product languages (SPEC §9)"`
		IfNoneMatch string `header:"If-None-Match"`
	}) (*struct {
		CacheControl string `header:"Cache-Control"`
		ETag         string `header:"ETag"`
		Body         []locale.Country
	}, error) {
		list, ok := locale.Countries(in.Locale)
		if !ok {
			return nil, s.apiError(ctx, core.Errorf(core.ENOTFOUND, "Unknown locale."))
		}
		// The list only changes with the binary, so the version tags it.
		etag := `"countries-` + in.Locale + `-` + Version + `"`
		if in.IfNoneMatch == etag {
			return nil, huma.Status304NotModified()
		}
		return &struct {
			CacheControl string `header:"Cache-Control"`
			ETag         string `header:"ETag"`
			Body         []locale.Country
		}{CacheControl: "public, max-age=86400", ETag: etag, Body: list}, nil
	})
}
