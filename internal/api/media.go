package api

import (
	"context"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// Photo is one photo of an album, in three sizes.
type Photo struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	URL       string `json:"url" doc:"At most 2048 px"`
	MediumURL string `json:"medium_url" doc:"At most 800 px"`
	LowURL    string `json:"low_url" doc:"At most 200 px: thumbnails"`
}

// Album is a loft's photo album.
type Album struct {
	ID         int64     `json:"id"`
	Title      string    `json:"title"`
	SeasonID   *int64    `json:"season_id" doc:"null: the loft in general"`
	SeasonName string    `json:"season_name"`
	CreatedAt  time.Time `json:"created_at"`
	Photos     []Photo   `json:"photos"`
}

// Video is a link to a video; the web app embeds it only after a click.
type Video struct {
	ID         int64     `json:"id"`
	Title      string    `json:"title"`
	URL        string    `json:"url"`
	Provider   string    `json:"provider" enum:"youtube,vimeo"`
	EmbedURL   string    `json:"embed_url" doc:"The site's player (YouTube's no-cookie domain), to load in a frame after the visitor asks"`
	SeasonID   *int64    `json:"season_id"`
	SeasonName string    `json:"season_name"`
	CreatedAt  time.Time `json:"created_at"`
}

// LoftMedia is a loft's library.
type LoftMedia struct {
	Albums []Album `json:"albums"`
	Videos []Video `json:"videos"`
}

// AlbumInput creates or changes an album.
type AlbumInput struct {
	Title    string `json:"title" maxLength:"200"`
	SeasonID *int64 `json:"season_id,omitempty" doc:"A season of the loft; left out: the loft in general"`
}

// VideoInput links a video.
type VideoInput struct {
	Title    string `json:"title" maxLength:"200"`
	URL      string `json:"url" maxLength:"500" doc:"A YouTube or Vimeo link as copied from the site"`
	SeasonID *int64 `json:"season_id,omitempty"`
}

// PhotoForm is a photo upload.
type PhotoForm struct {
	File huma.FormFile `form:"file" required:"true" doc:"A JPEG or PNG, checked by content"`
}

func toPhoto(f *core.File) Photo {
	url := fileURL(f.Path)
	return Photo{ID: f.ID, Name: f.Name, URL: url, MediumURL: strings.Replace(url, "-full.", "-medium.", 1), LowURL: strings.Replace(url, "-full.", "-low.", 1)}
}

func toAlbum(a *core.Album) Album {
	out := Album{ID: a.ID, Title: a.Title, SeasonID: a.SeasonID, SeasonName: a.SeasonName, CreatedAt: a.CreatedAt, Photos: make([]Photo, len(a.Photos))}
	for i, p := range a.Photos {
		out.Photos[i] = toPhoto(p)
	}
	return out
}

func toVideo(v *core.Video) Video {
	embed := "https://www.youtube-nocookie.com/embed/" + v.VideoID + "?autoplay=1"
	if v.Provider == "vimeo" {
		embed = "https://player.vimeo.com/video/" + v.VideoID + "?autoplay=1&dnt=1"
	}
	return Video{ID: v.ID, Title: v.Title, URL: v.URL, Provider: v.Provider, EmbedURL: embed, SeasonID: v.SeasonID, SeasonName: v.SeasonName, CreatedAt: v.CreatedAt}
}

func (s *Server) getLoftMedia(ctx context.Context, in *loftIDInput) (*bodyOf[LoftMedia], error) {
	albums, videos, err := s.svc.Lofts.Media(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(LoftMedia{Albums: toAll(albums, toAlbum), Videos: toAll(videos, toVideo)})
}

func (s *Server) createAlbum(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body AlbumInput
}) (*bodyOf[Album], error) {
	a := &core.Album{LoftID: in.ID, Title: in.Body.Title, SeasonID: in.Body.SeasonID}
	if err := s.svc.Lofts.SaveAlbum(ctx, a); err != nil {
		return nil, err
	}
	return reply(toAlbum(a))
}

func (s *Server) updateAlbum(ctx context.Context, in *struct {
	AlbumID int64 `path:"albumId" minimum:"1"`
	Body    AlbumInput
}) (*bodyOf[Album], error) {
	a := &core.Album{ID: in.AlbumID, Title: in.Body.Title, SeasonID: in.Body.SeasonID}
	if err := s.svc.Lofts.SaveAlbum(ctx, a); err != nil {
		return nil, err
	}
	return reply(toAlbum(a))
}

func (s *Server) deleteAlbum(ctx context.Context, in *struct {
	AlbumID int64 `path:"albumId" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Lofts.DeleteAlbum(ctx, in.AlbumID)
}

// addPhotoDoc describes add-photo.
const addPhotoDoc = "The loft's merchants; multipart form with `file`, a JPEG or PNG checked by content, kept at 2048, 800 and 200 px. At most 200 photos an album."

func (s *Server) addPhoto(ctx context.Context, in *struct {
	AlbumID int64 `path:"albumId" minimum:"1"`
	RawBody huma.MultipartFormFiles[PhotoForm]
}) (*bodyOf[Photo], error) {
	file := in.RawBody.Data().File
	defer file.Close()
	f, err := s.svc.Lofts.AddPhoto(ctx, in.AlbumID, file.Filename, func(pdf bool) (*core.File, error) {
		return s.saveUpload("albums", file, pdf)
	})
	if err != nil {
		return nil, err
	}
	return reply(toPhoto(f))
}

func (s *Server) deletePhoto(ctx context.Context, in *struct {
	AlbumID int64 `path:"albumId" minimum:"1"`
	FileID  int64 `path:"fileId" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Lofts.DeletePhoto(ctx, in.AlbumID, in.FileID)
}

func (s *Server) addVideo(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body VideoInput
}) (*bodyOf[Video], error) {
	v := &core.Video{LoftID: in.ID, Title: in.Body.Title, URL: in.Body.URL, SeasonID: in.Body.SeasonID}
	if err := s.svc.Lofts.AddVideo(ctx, v); err != nil {
		return nil, err
	}
	return reply(toVideo(v))
}

func (s *Server) deleteVideo(ctx context.Context, in *struct {
	ID      int64 `path:"id" minimum:"1"`
	VideoID int64 `path:"videoId" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Lofts.DeleteVideo(ctx, in.ID, in.VideoID)
}
