package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// News are the use cases of a loft's news.
type News struct{ *base }

// FindPublishedNews returns one page of a loft's published news, newest first.
func (s *News) FindPublishedNews(ctx context.Context, loftID int64, p core.Page) ([]*core.News, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, 0, err
	}
	return s.store.FindNews(ctx, core.NewsFilter{LoftID: &loftID, PublishedOnly: true, Now: s.now(), Offset: p.Offset(), Limit: p.PerPage})
}

// FindNewsArticle returns a published article.
func (s *News) FindNewsArticle(ctx context.Context, id int64) (*core.News, error) {
	ns, _, err := s.store.FindNews(ctx, core.NewsFilter{ID: &id, PublishedOnly: true, Now: s.now()})
	if err != nil {
		return nil, err
	} else if len(ns) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "News not found.")
	}
	return ns[0], nil
}

// CreateNews publishes an article of a loft (its merchants or admins).
func (s *News) CreateNews(ctx context.Context, n *core.News) error {
	if err := requireMerchant(ctx, n.LoftID); err != nil {
		return err
	}
	if err := n.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, n.LoftID); err != nil {
			return err
		}
		return s.store.CreateNews(ctx, n)
	})
}
