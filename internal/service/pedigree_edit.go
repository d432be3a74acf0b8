package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// edit runs fn for the account that may edit, in one transaction holding
// the account's pedigree lock.
func (p *Pedigree) edit(ctx context.Context, fn func(ctx context.Context, u *core.User) error) error {
	return p.store.InTx(ctx, func(ctx context.Context) error {
		u, err := p.editor(ctx)
		if err != nil {
			return err
		}
		if err := p.store.LockPedigree(ctx, u.ID); err != nil {
			return err
		}
		return fn(ctx, u)
	})
}

// SavePedigreeFancier creates (ID 0) or updates a breeder of the account.
func (p *Pedigree) SavePedigreeFancier(ctx context.Context, f *core.PedigreeFancier) error {
	return p.edit(ctx, func(ctx context.Context, u *core.User) error {
		f.UserID = u.ID
		if err := f.Validate(); err != nil {
			return err
		}
		if f.ID == 0 {
			return p.store.CreatePedigreeFancier(ctx, f)
		}
		return p.store.UpdatePedigreeFancier(ctx, f)
	})
}

// DeletePedigreeFancier removes a breeder of the account.
func (p *Pedigree) DeletePedigreeFancier(ctx context.Context, id int64) error {
	return p.edit(ctx, func(ctx context.Context, u *core.User) error { return p.store.DeletePedigreeFancier(ctx, u.ID, id) })
}

// PedigreeFanciers lists the account's breeders.
func (p *Pedigree) PedigreeFanciers(ctx context.Context) ([]*core.PedigreeFancier, error) {
	u, err := p.reader(ctx)
	if err != nil {
		return nil, err
	}
	return p.store.FindPedigreeFanciers(ctx, u.ID)
}

// SavePedigreePigeon creates (ID 0) or updates a pigeon of the account. A
// youngster of a pair takes the pair's cock and hen as its parents; the
// parents must be the account's, of the right sex and not make the bird
// its own ancestor.
func (p *Pedigree) SavePedigreePigeon(ctx context.Context, pg *core.PedigreePigeon) error {
	return p.edit(ctx, func(ctx context.Context, u *core.User) error {
		pg.UserID = u.ID
		if err := pg.Validate(); err != nil {
			return err
		}
		return p.savePigeon(ctx, pg)
	})
}

// savePigeon checks a validated pigeon's references and writes it.
func (p *Pedigree) savePigeon(ctx context.Context, pg *core.PedigreePigeon) error {
	all, err := p.store.AllPedigreePigeons(ctx, pg.UserID)
	if err != nil {
		return err
	}
	byID := byPigeonID(all)
	if cur, ok := byID[pg.ID]; pg.ID != 0 && !ok {
		return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	} else if ok {
		pg.PhotoPath = cur.PhotoPath // the form does not carry the photo; it has its own operation
	}
	if err := p.checkBreeder(ctx, pg); err != nil {
		return err
	}
	if pg.PairID != nil {
		pair, err := p.pairOf(ctx, pg.UserID, *pg.PairID)
		if err != nil {
			return err
		}
		pg.SireID, pg.DamID = &pair.CockID, &pair.HenID
	}
	if err := core.CheckParents(pg, byID); err != nil {
		return err
	}
	if pg.ID == 0 {
		return p.store.CreatePedigreePigeon(ctx, pg)
	}
	return p.store.UpdatePedigreePigeon(ctx, pg)
}

func (p *Pedigree) checkBreeder(ctx context.Context, pg *core.PedigreePigeon) error {
	if pg.BreederID == nil {
		return nil
	}
	fs, err := p.store.FindPedigreeFanciers(ctx, pg.UserID)
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.ID == *pg.BreederID {
			return nil
		}
	}
	return core.Invalid("breeder_id", "Choose one of your breeders.")
}

func (p *Pedigree) pairOf(ctx context.Context, userID, id int64) (*core.BreedingPair, error) {
	pairs, err := p.store.FindBreedingPairs(ctx, userID)
	if err != nil {
		return nil, err
	}
	for _, pr := range pairs {
		if pr.ID == id {
			return pr, nil
		}
	}
	return nil, core.Invalid("pair_id", "Choose one of your pairs.")
}

func byPigeonID(all []*core.PedigreePigeon) map[int64]*core.PedigreePigeon {
	m := make(map[int64]*core.PedigreePigeon, len(all))
	for _, pg := range all {
		m[pg.ID] = pg
	}
	return m
}

// DeletePedigreePigeon removes a pigeon of the account.
func (p *Pedigree) DeletePedigreePigeon(ctx context.Context, id int64) error {
	return p.edit(ctx, func(ctx context.Context, u *core.User) error { return p.store.DeletePedigreePigeon(ctx, u.ID, id) })
}

// PedigreePigeons pages the account's pigeons.
func (p *Pedigree) PedigreePigeons(ctx context.Context, f core.PedigreeFilter) ([]*core.PedigreePigeon, int, error) {
	u, err := p.reader(ctx)
	if err != nil {
		return nil, 0, err
	}
	f.UserID = u.ID
	if f.Page, err = f.Page.Normalize(); err != nil {
		return nil, 0, err
	}
	return p.store.FindPedigreePigeons(ctx, f)
}

// SaveBreedingPair creates (ID 0) or updates a pair of the account's cock
// and hen.
func (p *Pedigree) SaveBreedingPair(ctx context.Context, pr *core.BreedingPair) error {
	return p.edit(ctx, func(ctx context.Context, u *core.User) error {
		pr.UserID = u.ID
		if err := pr.Validate(); err != nil {
			return err
		}
		cock, err := p.store.FindPedigreePigeon(ctx, u.ID, pr.CockID)
		if err != nil {
			return core.Invalid("cock_id", "Choose one of your pigeons.")
		}
		hen, err := p.store.FindPedigreePigeon(ctx, u.ID, pr.HenID)
		if err != nil {
			return core.Invalid("hen_id", "Choose one of your pigeons.")
		}
		if err := core.CheckPair(cock, hen); err != nil {
			return err
		}
		if pr.ID == 0 {
			return p.store.CreateBreedingPair(ctx, pr)
		}
		return p.store.UpdateBreedingPair(ctx, pr)
	})
}

// DeleteBreedingPair removes a pair of the account.
func (p *Pedigree) DeleteBreedingPair(ctx context.Context, id int64) error {
	return p.edit(ctx, func(ctx context.Context, u *core.User) error { return p.store.DeleteBreedingPair(ctx, u.ID, id) })
}

// BreedingPairs lists the account's pairs with their birds.
func (p *Pedigree) BreedingPairs(ctx context.Context) ([]*core.BreedingPair, error) {
	u, err := p.reader(ctx)
	if err != nil {
		return nil, err
	}
	pairs, err := p.store.FindBreedingPairs(ctx, u.ID)
	if err != nil || len(pairs) == 0 {
		return pairs, err
	}
	all, err := p.store.AllPedigreePigeons(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	byID := byPigeonID(all)
	for _, pr := range pairs {
		pr.Cock, pr.Hen = byID[pr.CockID], byID[pr.HenID]
	}
	return pairs, nil
}
