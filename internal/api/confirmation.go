package api

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/service"
)

// RenderConfirmation writes a registration confirmation as PDF in a language.
type RenderConfirmation func(w io.Writer, c *service.Confirmation, lang string) error

const confirmationDoc = "PDF in the given language (default: the customer's). The customer and the loft's staff."

// pdfOutput is a PDF download.
type pdfOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	CacheControl       string `header:"Cache-Control"`
	Body               []byte
}

func pdfResponse(op *huma.Operation) {
	op.Responses = map[string]*huma.Response{"200": {Description: "The PDF", Content: map[string]*huma.MediaType{"application/pdf": {}}}}
}

func (s *Server) getConfirmation(ctx context.Context, in *struct {
	ID   int64  `path:"id" minimum:"1"`
	Lang string `query:"lang"`
}) (*pdfOutput, error) {
	return s.confirmation(ctx, in.ID, in.Lang)
}

func (s *Server) getLatestConfirmation(ctx context.Context, in *struct {
	Lang string `query:"lang"`
}) (*pdfOutput, error) {
	return s.confirmation(ctx, 0, in.Lang)
}

// confirmation answers order id's confirmation (0: the latest) as PDF.
func (s *Server) confirmation(ctx context.Context, id int64, lang string) (*pdfOutput, error) {
	c, err := s.orders.Confirmation(ctx, id, lang)
	if err != nil {
		return nil, err
	}
	return pdfFile(fmt.Sprintf("confirmation-%s.pdf", c.Order.Reference), "private, no-store", func(w io.Writer) error { return s.confirmationPDF(w, c, c.Lang) })
}

// pdfFile renders a PDF download named name.
func pdfFile(name, cacheControl string, render func(io.Writer) error) (*pdfOutput, error) {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return nil, err
	}
	return &pdfOutput{ContentType: "application/pdf", CacheControl: cacheControl, ContentDisposition: fmt.Sprintf(`attachment; filename="%s"`, name),
		Body: buf.Bytes()}, nil
}
