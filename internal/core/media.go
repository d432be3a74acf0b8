package core

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// Album is a loft's photo album, for a season or for the loft in general
// (SPEC §1: a loft's library). Its photos are files of type "album".
type Album struct {
	ID         int64
	LoftID     int64
	SeasonID   *int64
	Title      string
	CreatedAt  time.Time
	Photos     []*File // oldest first
	SeasonName string  // set by reads
}

// Validate checks an album's title.
func (a *Album) Validate() error {
	f := FieldErrors{}
	a.Title = strings.TrimSpace(a.Title)
	if Required(f, "title", a.Title) {
		MaxLen(f, "title", a.Title, 128)
	}
	return f.Err()
}

// MaxAlbumPhotos bounds an album; a season with more makes more albums.
const MaxAlbumPhotos = 200

// MsgAlbumFull refuses a photo over MaxAlbumPhotos.
const MsgAlbumFull = "An album holds at most 200 photos."

// Video is a link to a video on one of the usual sites, embedded in the
// loft's page only after a visitor clicks it (no request to the site before).
type Video struct {
	ID         int64
	LoftID     int64
	SeasonID   *int64
	Title      string
	URL        string // as given
	Provider   string // "youtube" or "vimeo"
	VideoID    string // the site's id of the video
	CreatedAt  time.Time
	SeasonName string // set by reads
}

// VideoPlayerOrigins are the players videos embed from (the page's frame-src).
var VideoPlayerOrigins = []string{"https://www.youtube-nocookie.com", "https://player.vimeo.com"}

// MsgVideoURL refuses a link that is not a video of a known site.
const MsgVideoURL = "Give a link to a video on YouTube or Vimeo."

var (
	youtubeID = regexp.MustCompile(`^[A-Za-z0-9_-]{11}$`)
	vimeoID   = regexp.MustCompile(`^[0-9]{5,12}$`)
)

// ParseVideoURL finds the site and the video in a link as people copy it:
// youtube.com/watch?v=, youtu.be/, youtube.com/shorts/ or /embed/, and
// vimeo.com/<number>.
func ParseVideoURL(raw string) (provider, id string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return "", "", false
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	host = strings.TrimPrefix(host, "m.")
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	switch host {
	case "youtube.com", "youtube-nocookie.com":
		if u.Path == "/watch" {
			id = u.Query().Get("v")
		} else if len(parts) == 2 && (parts[0] == "shorts" || parts[0] == "embed" || parts[0] == "live") {
			id = parts[1]
		}
		return "youtube", id, youtubeID.MatchString(id)
	case "youtu.be":
		return "youtube", parts[0], youtubeID.MatchString(parts[0])
	case "vimeo.com", "player.vimeo.com":
		id = parts[len(parts)-1]
		return "vimeo", id, vimeoID.MatchString(id)
	}
	return "", "", false
}

// Validate checks a video's title and link and fills its site and id.
func (v *Video) Validate() error {
	f := FieldErrors{}
	v.Title = strings.TrimSpace(v.Title)
	if Required(f, "title", v.Title) {
		MaxLen(f, "title", v.Title, 128)
	}
	var ok bool
	if v.Provider, v.VideoID, ok = ParseVideoURL(v.URL); !ok || len(v.URL) > 500 {
		f.Add("url", MsgVideoURL)
	}
	v.URL = strings.TrimSpace(v.URL)
	return f.Err()
}

// MediaStore keeps lofts' albums and videos (photos are files).
type MediaStore interface {
	// FindAlbums returns a loft's albums with their photos, newest first.
	FindAlbums(ctx context.Context, loftID int64) ([]*Album, error)
	// FindAlbumByID returns ENOTFOUND when there is no such album.
	FindAlbumByID(ctx context.Context, id int64) (*Album, error)
	CreateAlbum(ctx context.Context, a *Album) error
	UpdateAlbum(ctx context.Context, a *Album) error
	// DeleteAlbum removes an album and its photos' records.
	DeleteAlbum(ctx context.Context, id int64) error
	// FindVideos returns a loft's videos, newest first.
	FindVideos(ctx context.Context, loftID int64) ([]*Video, error)
	CreateVideo(ctx context.Context, v *Video) error
	// DeleteVideo removes a video of the loft; ENOTFOUND when it has none such.
	DeleteVideo(ctx context.Context, loftID, id int64) error
}
