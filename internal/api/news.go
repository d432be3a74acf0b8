package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// NewsPage is one page of news.
type NewsPage struct {
	Data []News   `json:"data"`
	Meta PageMeta `json:"meta"`
}

func (s *Server) newsRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-news", Method: http.MethodGet, Path: "/api/public/lofts/{id}/news", Tags: []string{"news"},
		Summary: "List a loft's published news", Description: "Newest first, paged.",
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
		PageInput
	}) (*struct{ Body NewsPage }, error) {
		ns, total, err := s.svc.FindPublishedNews(ctx, in.ID, in.core())
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := &struct{ Body NewsPage }{Body: NewsPage{Data: make([]News, len(ns)), Meta: in.meta(total)}}
		for i, n := range ns {
			out.Body.Data[i] = toNews(n)
		}
		return out, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "get-news", Method: http.MethodGet, Path: "/api/public/news/{id}", Tags: []string{"news"},
		Summary: "Get a published news article",
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body News }, error) {
		n, err := s.svc.FindNewsArticle(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body News }{Body: toNews(n)}, nil
	})
}
