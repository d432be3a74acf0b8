package api

import (
	"context"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
)

type countriesOutput struct {
	CacheControl string `header:"Cache-Control"`
	ETag         string `header:"ETag"`
	Body         []locale.Country
}

// listCountriesDoc describes list-countries.
const listCountriesDoc = "Every country with its name in the given product language, sorted by name; XX, WA, XS, II, EN and EU are left out. Cacheable."

func (s *Server) listCountries(_ context.Context, in *struct {
	Locale      string `path:"locale" doc:"One of the 18 product languages (SPEC §9)"`
	IfNoneMatch string `header:"If-None-Match"`
}) (*countriesOutput, error) {
	list, ok := locale.Countries(in.Locale)
	if !ok {
		return nil, core.Errorf(core.ENOTFOUND, "Unknown locale.")
	}
	// The list only changes with the binary, so the version tags it.
	etag := `"countries-` + in.Locale + `-` + Version + `"`
	// Compared weakly: a client that takes gzip has it as W/"…" (see compressAnswers).
	if etagMatches(in.IfNoneMatch, etag) {
		return nil, huma.Status304NotModified()
	}
	return &countriesOutput{CacheControl: "public, max-age=86400", ETag: etag, Body: list}, nil
}
