package core

import (
	"context"
	"time"
)

// News is an article a loft publishes: Markdown, shown from PublishedAt on
// unless it is a draft (PublishedAt later than now: scheduled).
type News struct {
	ID          int64
	LoftID      int64
	Title       string
	Body        string // Markdown
	Draft       bool
	PublishedAt time.Time
	CreatedAt   time.Time
	UpdatedAt   *time.Time
	Attachments []*File

	LoftName string    // set by reads
	Status   NewsState // at the time of the read, set by the service for staff
}

// NewsState is where an article stands: being written, waiting for its
// time, or out.
type NewsState string

// News states.
const (
	NewsDraft     NewsState = "draft"
	NewsScheduled NewsState = "scheduled"
	NewsPublished NewsState = "published"
)

// State is the article's state at now.
func (n *News) State(now time.Time) NewsState {
	switch {
	case n.Draft:
		return NewsDraft
	case n.PublishedAt.After(now):
		return NewsScheduled
	}
	return NewsPublished
}

// AuditFields are the article's fields for the audit log (its history).
func (n *News) AuditFields() AuditFields {
	return AuditFields{"loft_id": n.LoftID, "title": n.Title, "body": n.Body, "draft": n.Draft,
		"published_at": n.PublishedAt.UTC().Format(time.RFC3339)}
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
	CheckTime(f, "published_at", n.PublishedAt)
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

// Categories of news files: one cover image, and attachments (images or PDF).
const (
	NewsCover      = "news_cover"
	NewsAttachment = "news_attachment"
)

// MaxNewsAttachments bounds an article's attachments.
const MaxNewsAttachments = 10

// Messages of news files.
const (
	MsgTooManyAttachments = "An article can have at most 10 attachments."
	MsgNewsFileCategory   = "Choose cover or attachment."
)

// Cover is the article's cover image, if it has one.
func (n *News) Cover() *File {
	for _, f := range n.Attachments {
		if f.FileCategory == NewsCover {
			return f
		}
	}
	return nil
}

// NewsFilter selects news.
type NewsFilter struct {
	ID            *int64
	LoftID        *int64
	PublishedOnly bool      // no drafts, nothing scheduled after Now
	Now           time.Time // with PublishedOnly: hide what is published later
	Search        string    // part of the title
	Offset        int
	Limit         int
}

// NewsStore persists news and their attachments.
type NewsStore interface {
	// FindNewsByID returns ENOTFOUND when there is no such article.
	FindNewsByID(ctx context.Context, id int64) (*News, error)
	FindNews(ctx context.Context, filter NewsFilter) ([]*News, int, error)
	CreateNews(ctx context.Context, n *News) error
	// UpdateNews stores an article's title, body, draft flag and time.
	UpdateNews(ctx context.Context, n *News) error
	DeleteNews(ctx context.Context, id int64) error
	// ClaimNewsToAnnounce returns the visible articles not announced yet,
	// marking them announced.
	ClaimNewsToAnnounce(ctx context.Context, now time.Time) ([]*News, error)
	CreateFile(ctx context.Context, f *File) error
	// DeleteFile removes a file's record; ENOTFOUND unless it belongs to
	// the entity (fileableType, fileableID).
	DeleteFile(ctx context.Context, id int64, fileableType string, fileableID int64) error
}
