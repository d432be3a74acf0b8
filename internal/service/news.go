package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// News are the use cases of a loft's news: what visitors read (published
// articles), and what the loft's merchants write — drafts, articles
// scheduled for a time, edits and deletions, each recorded in the audit
// log. Admins see every loft's news and moderate it (unpublish, delete).
type News struct {
	*base
	store newsStore
}

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

// FindLoftNews returns one page of all a loft's news, drafts and scheduled
// ones too, for its merchants.
func (s *News) FindLoftNews(ctx context.Context, loftID int64, search string, p core.Page) ([]*core.News, int, error) {
	if err := requireMerchant(ctx, loftID); err != nil {
		return nil, 0, err
	}
	return s.staffPage(ctx, &loftID, search, p)
}

// staffPage is one page of a loft's (or every loft's) news, drafts and
// scheduled articles too, each with its status at the service's now.
func (s *News) staffPage(ctx context.Context, loftID *int64, search string, p core.Page) ([]*core.News, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	ns, total, err := s.store.FindNews(ctx, core.NewsFilter{LoftID: loftID, Search: strings.TrimSpace(search), Offset: p.Offset(), Limit: p.PerPage})
	for _, n := range ns {
		n.Status = n.State(s.now())
	}
	return ns, total, err
}

// FindAllNews returns one page of every loft's news (one loft's with
// loftID), for admins to moderate.
func (s *News) FindAllNews(ctx context.Context, loftID *int64, search string, p core.Page) ([]*core.News, int, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, 0, err
	}
	return s.staffPage(ctx, loftID, search, p)
}

// CreateNews writes an article of a loft (its merchants or admins): a
// draft, or published at its time (now, or later: scheduled).
func (s *News) CreateNews(ctx context.Context, n *core.News) error {
	if err := requireMerchant(ctx, n.LoftID); err != nil {
		return err
	}
	n.Title = strings.TrimSpace(n.Title)
	if n.PublishedAt.IsZero() {
		n.PublishedAt = s.now()
	}
	if err := n.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		loft, err := s.store.FindLoftByID(ctx, n.LoftID)
		if err != nil {
			return err
		}
		if err := s.store.CreateNews(ctx, n); err != nil {
			return err
		}
		n.LoftName, n.Status = loft.Name, n.State(s.now())
		return s.audit(ctx, "news", n.ID, "create", core.AuditChanges(nil, n.AuditFields()))
	})
}

// UpdateNews edits an article (its loft's merchants or admins): title, body,
// draft and time. Unpublishing is making it a draft again; a nil draft
// keeps the article's state, so that fixing a typo in a published article
// leaves it published. The changed fields are recorded in the audit log.
func (s *News) UpdateNews(ctx context.Context, id int64, next *core.News, draft *bool) (*core.News, error) {
	var out *core.News
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindNewsByID(ctx, id)
		if err != nil {
			return err
		}
		if err := requireMerchant(ctx, cur.LoftID); err != nil {
			return err
		}
		n := *cur
		n.Title, n.Body = strings.TrimSpace(next.Title), next.Body
		if draft != nil {
			n.Draft = *draft
		}
		if !next.PublishedAt.IsZero() {
			n.PublishedAt = next.PublishedAt
		}
		if err := n.Validate(); err != nil {
			return err
		}
		changed := core.AuditChanges(cur.AuditFields(), n.AuditFields())
		n.Status = n.State(s.now())
		if len(changed) == 0 {
			out = &n
			return nil
		}
		if err := s.store.UpdateNews(ctx, &n); err != nil {
			return err
		}
		out = &n
		return s.audit(ctx, "news", id, "update", changed)
	})
	return out, err
}

// DeleteNews removes an article (its loft's merchants or admins); the audit
// log keeps what it said.
func (s *News) DeleteNews(ctx context.Context, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindNewsByID(ctx, id)
		if err != nil {
			return err
		}
		if err := requireMerchant(ctx, cur.LoftID); err != nil {
			return err
		}
		if err := s.store.DeleteNews(ctx, id); err != nil {
			return err
		}
		return s.audit(ctx, "news", id, "delete", core.AuditChanges(cur.AuditFields(), nil))
	})
}

// AttachNewsFile adds an upload to an article (its loft's merchants): the
// cover image (replacing the one before) or an attachment, image or PDF.
// save stores the upload (pdf: whether a PDF is taken) once the caller may;
// name is the file's name as uploaded, shown with attachments.
func (s *News) AttachNewsFile(ctx context.Context, newsID int64, category, name string, save func(pdf bool) (*core.File, error)) (*core.File, error) {
	if err := core.CheckFileName(name); err != nil {
		return nil, err
	}
	n, err := s.store.FindNewsByID(ctx, newsID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, n.LoftID); err != nil {
		return nil, err
	}
	var cat string
	switch category {
	case "cover":
		cat = core.NewsCover
	case "attachment":
		cat = core.NewsAttachment
		attached := 0
		for _, f := range n.Attachments {
			if f.FileCategory == core.NewsAttachment {
				attached++
			}
		}
		if attached >= core.MaxNewsAttachments {
			return nil, core.Invalid("file", core.MsgTooManyAttachments)
		}
	default:
		return nil, core.Invalid("category", core.MsgNewsFileCategory)
	}
	f, err := save(cat == core.NewsAttachment)
	if err != nil {
		return nil, err
	}
	f.FileableType, f.FileableID, f.FileCategory = "news", newsID, cat
	f.Name = strings.TrimSpace(name)
	if r := []rune(f.Name); len(r) > 255 {
		f.Name = string(r[:255])
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if old := n.Cover(); cat == core.NewsCover && old != nil {
			if err := s.store.DeleteFile(ctx, old.ID, "news", newsID); err != nil {
				return err
			}
		}
		if err := s.store.CreateFile(ctx, f); err != nil {
			return err
		}
		return s.audit(ctx, "news", newsID, "file_add", map[string]any{"file_id": f.ID, "category": cat, "name": f.Name, "path": f.Path})
	})
	return f, err
}

// DeleteNewsFile removes a file from an article (its loft's merchants).
func (s *News) DeleteNewsFile(ctx context.Context, newsID, fileID int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		n, err := s.store.FindNewsByID(ctx, newsID)
		if err != nil {
			return err
		}
		if err := requireMerchant(ctx, n.LoftID); err != nil {
			return err
		}
		if err := s.store.DeleteFile(ctx, fileID, "news", newsID); err != nil {
			return err
		}
		return s.audit(ctx, "news", newsID, "file_delete", map[string]any{"file_id": fileID})
	})
}
