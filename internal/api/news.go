package api

import "context"

// NewsPage is one page of news.
type NewsPage struct {
	Data []News   `json:"data"`
	Meta PageMeta `json:"meta"`
}

func (s *Server) listLoftNews(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
	PageInput
}) (*bodyOf[NewsPage], error) {
	ns, total, err := s.svc.News.FindPublishedNews(ctx, in.ID, in.core())
	if err != nil {
		return nil, err
	}
	return reply(NewsPage{Data: toAll(ns, toNews), Meta: in.meta(total)})
}

func (s *Server) getNews(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[News], error) {
	n, err := s.svc.News.FindNewsArticle(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toNews(n))
}
