package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Media returns a loft's library: its albums with photos and its videos.
func (s *Lofts) Media(ctx context.Context, loftID int64) ([]*core.Album, []*core.Video, error) {
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, nil, err
	}
	albums, err := s.store.FindAlbums(ctx, loftID)
	if err != nil {
		return nil, nil, err
	}
	videos, err := s.store.FindVideos(ctx, loftID)
	return albums, videos, err
}

// checkSeasonOf refuses a season of another loft.
func (s *Lofts) checkSeasonOf(ctx context.Context, loftID int64, seasonID *int64) error {
	if seasonID == nil {
		return nil
	}
	season, err := s.store.FindSeasonByID(ctx, *seasonID)
	if core.ErrorCode(err) == core.ENOTFOUND || (err == nil && season.LoftID != loftID) {
		return core.Invalid("season_id", "Choose a season of this loft.")
	}
	return err
}

// SaveAlbum creates an album of a loft (id 0) or renames one, or moves it
// to another season of the loft (its merchants).
func (s *Lofts) SaveAlbum(ctx context.Context, a *core.Album) error {
	if a.ID != 0 {
		old, err := s.store.FindAlbumByID(ctx, a.ID)
		if err != nil {
			return err
		}
		a.LoftID = old.LoftID
	}
	if err := requireMerchant(ctx, a.LoftID); err != nil {
		return err
	}
	if err := a.Validate(); err != nil {
		return err
	}
	if err := s.checkSeasonOf(ctx, a.LoftID, a.SeasonID); err != nil {
		return err
	}
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		action := "album_updated"
		if a.ID == 0 {
			action = "album_created"
			if err := s.store.CreateAlbum(ctx, a); err != nil {
				return err
			}
		} else if err := s.store.UpdateAlbum(ctx, a); err != nil {
			return err
		}
		return s.audit(ctx, "loft", a.LoftID, action, map[string]any{"album": a.ID, "title": a.Title})
	})
	if err != nil {
		return err
	}
	saved, err := s.store.FindAlbumByID(ctx, a.ID) // with its season's name and photos
	if err == nil {
		*a = *saved
	}
	return err
}

// DeleteAlbum removes an album and its photos (the loft's merchants).
func (s *Lofts) DeleteAlbum(ctx context.Context, albumID int64) error {
	a, err := s.store.FindAlbumByID(ctx, albumID)
	if err != nil {
		return err
	}
	if err := requireMerchant(ctx, a.LoftID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.DeleteAlbum(ctx, albumID); err != nil {
			return err
		}
		return s.audit(ctx, "loft", a.LoftID, "album_deleted", map[string]any{"album": albumID, "title": a.Title, "photos": len(a.Photos)})
	})
}

// AddPhoto stores an image in an album (the loft's merchants); save keeps
// the upload, called only once the caller may add it.
func (s *Lofts) AddPhoto(ctx context.Context, albumID int64, name string, save func(pdf bool) (*core.File, error)) (*core.File, error) {
	if err := core.CheckFileName(name); err != nil {
		return nil, err
	}
	a, err := s.store.FindAlbumByID(ctx, albumID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, a.LoftID); err != nil {
		return nil, err
	}
	if len(a.Photos) >= core.MaxAlbumPhotos {
		return nil, core.Invalid("file", core.MsgAlbumFull)
	}
	f, err := save(false)
	if err != nil {
		return nil, err
	}
	f.FileableType, f.FileableID, f.FileCategory, f.Name = "album", albumID, "photo", name
	return f, s.store.CreateFile(ctx, f)
}

// DeletePhoto removes a photo from an album (the loft's merchants).
func (s *Lofts) DeletePhoto(ctx context.Context, albumID, fileID int64) error {
	a, err := s.store.FindAlbumByID(ctx, albumID)
	if err != nil {
		return err
	}
	if err := requireMerchant(ctx, a.LoftID); err != nil {
		return err
	}
	return s.store.DeleteFile(ctx, fileID, "album", albumID)
}

// AddVideo links a video to a loft (its merchants).
func (s *Lofts) AddVideo(ctx context.Context, v *core.Video) error {
	if err := requireMerchant(ctx, v.LoftID); err != nil {
		return err
	}
	if err := v.Validate(); err != nil {
		return err
	}
	if err := s.checkSeasonOf(ctx, v.LoftID, v.SeasonID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateVideo(ctx, v); err != nil {
			return err
		}
		return s.audit(ctx, "loft", v.LoftID, "video_added", map[string]any{"video": v.ID, "url": v.URL})
	})
}

// DeleteVideo removes a video link of a loft (its merchants).
func (s *Lofts) DeleteVideo(ctx context.Context, loftID, videoID int64) error {
	if err := requireMerchant(ctx, loftID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.DeleteVideo(ctx, loftID, videoID); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "video_deleted", map[string]any{"video": videoID})
	})
}
