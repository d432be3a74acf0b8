package api

import (
	"context"
	"io"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

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

// StaffNews is an article as its loft's merchants and admins see it: drafts
// and scheduled ones too, with its state.
type StaffNews struct {
	News
	LoftName  string     `json:"loft_name"`
	Draft     bool       `json:"draft"`
	State     string     `json:"state" enum:"draft,scheduled,published"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt *time.Time `json:"updated_at,omitempty"`
}

// StaffNewsPage is one page of a loft's (or every loft's) news for staff.
type StaffNewsPage struct {
	Data []StaffNews `json:"data"`
	Meta PageMeta    `json:"meta"`
}

func toStaffNews(n *core.News) StaffNews {
	return StaffNews{News: toNews(n), LoftName: n.LoftName, Draft: n.Draft, State: string(n.Status), CreatedAt: n.CreatedAt, UpdatedAt: n.UpdatedAt}
}

// NewsInput is an article as its merchants write it.
type NewsInput struct {
	Title       string     `json:"title" maxLength:"255"`
	Body        string     `json:"body" maxLength:"65535" doc:"Markdown"`
	Draft       *bool      `json:"draft,omitempty" doc:"Kept from visitors until published; left out: published (or unchanged on an edit)"`
	PublishedAt *time.Time `json:"published_at,omitempty" doc:"When it shows; later than now: scheduled; left out: now (or unchanged on an edit)"`
}

func (in NewsInput) core() *core.News {
	n := &core.News{Title: in.Title, Body: in.Body, Draft: in.Draft != nil && *in.Draft}
	if in.PublishedAt != nil {
		n.PublishedAt = *in.PublishedAt
	}
	return n
}

func (s *Server) listStaffNews(ctx context.Context, in *struct {
	ID     int64  `path:"id" minimum:"1"`
	Search string `query:"search" maxLength:"100" doc:"Part of the title"`
	PageInput
}) (*bodyOf[StaffNewsPage], error) {
	ns, total, err := s.svc.News.FindLoftNews(ctx, in.ID, in.Search, in.core())
	if err != nil {
		return nil, err
	}
	return reply(StaffNewsPage{Data: toAll(ns, toStaffNews), Meta: in.meta(total)})
}

func (s *Server) listAllNews(ctx context.Context, in *struct {
	LoftID int64  `query:"loft_id" minimum:"0" doc:"Only this loft's; 0: every loft"`
	Search string `query:"search" maxLength:"100" doc:"Part of the title"`
	PageInput
}) (*bodyOf[StaffNewsPage], error) {
	var loft *int64
	if in.LoftID > 0 {
		loft = &in.LoftID
	}
	ns, total, err := s.svc.News.FindAllNews(ctx, loft, in.Search, in.core())
	if err != nil {
		return nil, err
	}
	return reply(StaffNewsPage{Data: toAll(ns, toStaffNews), Meta: in.meta(total)})
}

// createNewsDoc describes create-news.
const createNewsDoc = "Merchants of the loft: Markdown body, a draft or published at a time (later than now: scheduled). Recorded in the audit log."

func (s *Server) createNews(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body NewsInput
}) (*bodyOf[StaffNews], error) {
	n := in.Body.core()
	n.LoftID = in.ID
	if err := s.svc.News.CreateNews(ctx, n); err != nil {
		return nil, err
	}
	return reply(toStaffNews(n))
}

func (s *Server) updateNews(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body NewsInput
}) (*bodyOf[StaffNews], error) {
	n, err := s.svc.News.UpdateNews(ctx, in.ID, in.Body.core(), in.Body.Draft)
	if err != nil {
		return nil, err
	}
	return reply(toStaffNews(n))
}

func (s *Server) deleteNews(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.News.DeleteNews(ctx, in.ID)
}

// SaveUpload stores an uploaded file in a folder: an image (with its
// variants) or, when pdf is true, a PDF; what it is comes from its content.
// The File's Path is its key under /api/public/files/.
type SaveUpload func(folder string, r io.Reader, pdf bool) (*core.File, error)

// NewsFileForm is an upload to an article.
type NewsFileForm struct {
	File huma.FormFile `form:"file" required:"true" doc:"An image (JPEG or PNG), or for attachments a PDF; checked by content"`
}

// addNewsFileDoc describes add-news-file.
const addNewsFileDoc = "Its loft's merchants; multipart form with `file`. category=cover takes an image (JPEG or PNG, scaled to fit 2048 × 2048 with " +
	"800 and 200 px variants) and replaces the cover before; category=attachment takes an image or a PDF, at most 10. " +
	"Checked by content: anything else answers 400 import_invalid_file."

func (s *Server) addNewsFile(ctx context.Context, in *struct {
	ID       int64  `path:"id" minimum:"1"`
	Category string `query:"category" enum:"cover,attachment" default:"attachment"`
	RawBody  huma.MultipartFormFiles[NewsFileForm]
}) (*bodyOf[Attachment], error) {
	file := in.RawBody.Data().File
	defer file.Close()
	f, err := s.svc.News.AttachNewsFile(ctx, in.ID, in.Category, file.Filename, func(pdf bool) (*core.File, error) {
		return s.saveUpload("news", file, pdf)
	})
	if err != nil {
		return nil, err
	}
	return reply(toAttachment(f))
}

func (s *Server) deleteNewsFile(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	FileID int64 `path:"fileId" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.News.DeleteNewsFile(ctx, in.ID, in.FileID)
}
