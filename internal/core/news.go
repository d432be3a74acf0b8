package core

import (
	"context"
	"time"
)

// News is an article a loft publishes; it shows from PublishedAt on.
type News struct {
	ID          int64
	LoftID      int64
	Title       string
	Body        string
	PublishedAt time.Time
	CreatedAt   time.Time
	Attachments []*File
}

// Validate checks a news article.
func (n *News) Validate() error {
	f := FieldErrors{}
	if Required(f, "title", n.Title) {
		MaxLen(f, "title", n.Title, 255)
	}
	Required(f, "body", n.Body)
	MaxLen(f, "body", n.Body, 65535)
	if n.PublishedAt.IsZero() {
		f.Add("published_at", msgRequired("published_at"))
	}
	return f.Err()
}

// File is an uploaded file attached to an entity (SPEC §3 news upload).
type File struct {
	ID           int64
	FileableType string // e.g. "news"
	FileableID   int64
	FileType     string // image, pdf
	FileCategory string // e.g. news_attachment
	Name         string
	Path         string // key in blob storage
	MimeType     string
	Size         int64
	CreatedAt    time.Time
}

// NewsFilter selects news.
type NewsFilter struct {
	ID            *int64
	LoftID        *int64
	PublishedOnly bool
	Now           time.Time // with PublishedOnly: hide what is published later
	Offset        int
	Limit         int
}

// NewsStore persists news and their attachments.
type NewsStore interface {
	// FindNewsByID returns ENOTFOUND when there is no such article.
	FindNewsByID(ctx context.Context, id int64) (*News, error)
	FindNews(ctx context.Context, filter NewsFilter) ([]*News, int, error)
	CreateNews(ctx context.Context, n *News) error
	CreateFile(ctx context.Context, f *File) error
}
