package api

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// RenderConfirmation writes a registration confirmation as PDF in a language.
type RenderConfirmation func(w io.Writer, c *service.Confirmation, lang string) error

func (s *Server) confirmationRoutes() {
	if s.orders == nil || s.confirmationPDF == nil {
		return
	}
	type pdfOut struct {
		ContentType        string `header:"Content-Type"`
		ContentDisposition string `header:"Content-Disposition"`
		CacheControl       string `header:"Cache-Control"`
		Body               []byte
	}
	handler := func(ctx context.Context, id int64, lang string) (*pdfOut, error) {
		c, err := s.orders.Confirmation(ctx, id)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		if !core.IsLanguage(lang) {
			lang = c.Customer.Language
		}
		var buf bytes.Buffer
		if err := s.confirmationPDF(&buf, c, lang); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &pdfOut{ContentType: "application/pdf", CacheControl: "private, no-store",
			ContentDisposition: fmt.Sprintf(`attachment; filename="confirmation-%s.pdf"`, c.Order.Reference), Body: buf.Bytes()}, nil
	}
	op := func(id, path, summary string) huma.Operation {
		return huma.Operation{OperationID: id, Method: http.MethodGet, Path: path, Tags: []string{"registration"}, Summary: summary,
			Description: "PDF in the given language (default: the customer's). The customer and the loft's staff.", Security: bearer,
			Responses: map[string]*huma.Response{"200": {Description: "The PDF", Content: map[string]*huma.MediaType{"application/pdf": {}}}}}
	}
	huma.Register(s.api, op("get-confirmation", "/api/custom/v1/user/orders/{id}/confirmation", "A registration's confirmation (PDF)"),
		func(ctx context.Context, in *struct {
			ID   int64  `path:"id" minimum:"1"`
			Lang string `query:"lang"`
		}) (*pdfOut, error) {
			return handler(ctx, in.ID, in.Lang)
		})
	huma.Register(s.api, op("get-latest-confirmation", "/api/custom/v1/user/confirmation", "The latest registration's confirmation (PDF)"),
		func(ctx context.Context, in *struct {
			Lang string `query:"lang"`
		}) (*pdfOut, error) {
			return handler(ctx, 0, in.Lang)
		})
}
