package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// SetPedigreePhoto gives a pigeon of the account its photo: save stores
// the upload (an image checked by content, with its variants) once the
// caller may edit and the bird is theirs; nil save removes the photo.
func (p *Pedigree) SetPedigreePhoto(ctx context.Context, id int64, save func() (*core.File, error)) (*core.PedigreePigeon, error) {
	// Checked before the upload is stored, and again in the transaction: a
	// refused request (no bird of theirs, the trial over) keeps no file.
	err := p.edit(ctx, func(ctx context.Context, u *core.User) error {
		_, err := p.store.FindPedigreePigeon(ctx, u.ID, id)
		return err
	})
	if err != nil {
		return nil, err
	}
	var path string
	if save != nil {
		f, err := save()
		if err != nil {
			return nil, err
		}
		path = f.Path
	}
	var pg *core.PedigreePigeon
	err = p.edit(ctx, func(ctx context.Context, u *core.User) error {
		var err error
		if pg, err = p.store.FindPedigreePigeon(ctx, u.ID, id); err != nil {
			return err
		}
		pg.PhotoPath = path
		return p.store.UpdatePedigreePigeon(ctx, pg)
	})
	return pg, err
}
