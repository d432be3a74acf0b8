package api

import (
	"context"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// PedigreeAccess is where the account stands with the pedigree tool.
type PedigreeAccess struct {
	Started     bool       `json:"started" doc:"False until the first use starts the 60-day trial"`
	Generations int        `json:"generations"`
	TimeZone    string     `json:"time_zone,omitempty"`
	TrialEnds   *time.Time `json:"trial_ends,omitempty" doc:"Midnight at the start of day 61 in time_zone"`
	DaysLeft    int        `json:"days_left" doc:"Of the trial, today included; 0 after it"`
	Membership  bool       `json:"membership" doc:"A membership unlocks editing"`
	CanEdit     bool       `json:"can_edit" doc:"False after the trial without a membership: reading and exporting stay open"`
}

func toPedigreeAccess(a *service.PedigreeAccess) PedigreeAccess {
	out := PedigreeAccess{Generations: core.DefaultGenerations, TrialEnds: a.TrialEnds, DaysLeft: a.DaysLeft, Membership: a.Membership, CanEdit: a.CanEdit}
	if a.Settings != nil {
		out.Started, out.Generations, out.TimeZone = true, a.Settings.Generations, a.Settings.TimeZone
	}
	return out
}

// PedigreeSettingsInput sets the chart depth and the account's zone.
type PedigreeSettingsInput struct {
	Generations int    `json:"generations" minimum:"3" maximum:"6"`
	TimeZone    string `json:"time_zone" maxLength:"64" doc:"IANA name, e.g. Europe/Brussels: the trial's days are counted in it"`
}

// PedigreeFancier is a breeder of the account's pigeons.
type PedigreeFancier struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	LoftName string `json:"loft_name,omitempty"`
	Country  string `json:"country,omitempty"`
}

// PedigreeFancierInput creates or changes a breeder.
type PedigreeFancierInput struct {
	Name     string `json:"name" maxLength:"100"`
	LoftName string `json:"loft_name,omitempty" maxLength:"100"`
	Country  string `json:"country,omitempty" maxLength:"2"`
}

func toPedigreeFancier(f *core.PedigreeFancier) PedigreeFancier {
	return PedigreeFancier{ID: f.ID, Name: f.Name, LoftName: f.LoftName, Country: f.Country}
}

// PedigreePigeon is a bird of the account's pedigree.
type PedigreePigeon struct {
	ID        int64      `json:"id"`
	Ring      string     `json:"ring"`
	Name      string     `json:"name,omitempty"`
	Sex       string     `json:"sex" enum:"cock,hen,unknown"`
	Color     string     `json:"color,omitempty"`
	Strain    string     `json:"strain,omitempty"`
	BreederID *int64     `json:"breeder_id,omitempty"`
	Breeder   string     `json:"breeder,omitempty" doc:"The breeder's name, where the answer joins it"`
	SireID    *int64     `json:"sire_id,omitempty"`
	DamID     *int64     `json:"dam_id,omitempty"`
	PairID    *int64     `json:"pair_id,omitempty"`
	HatchedOn *core.Date `json:"hatched_on,omitempty"`
	Notes     string     `json:"notes,omitempty"`
	Shared    bool       `json:"shared" doc:"Its pedigree shows on the public page of the race pigeon wearing its ring"`
	PhotoURL  string     `json:"photo_url,omitempty" doc:"Full size; -medium and -low variants beside it"`
}

func toPedigreePigeon(p *core.PedigreePigeon) PedigreePigeon {
	out := PedigreePigeon{ID: p.ID, Ring: p.Ring, Name: p.Name, Sex: string(p.Sex), Color: p.Color, Strain: p.Strain, BreederID: p.BreederID,
		SireID: p.SireID, DamID: p.DamID, PairID: p.PairID, HatchedOn: p.HatchedOn, Notes: p.Notes, Shared: p.Shared,
		PhotoURL: fileURL(p.PhotoPath)}
	if p.Breeder != nil {
		out.Breeder = p.Breeder.Name
	}
	return out
}

// PedigreePigeonInput creates or changes a bird.
type PedigreePigeonInput struct {
	Ring      string     `json:"ring" maxLength:"40" doc:"Per the country's federation, e.g. NL-2026-1234567, BE-1234567-26, DE-0123-26-456; once per account"`
	Name      string     `json:"name,omitempty" maxLength:"64"`
	Sex       string     `json:"sex,omitempty" enum:"cock,hen,unknown,"`
	Color     string     `json:"color,omitempty" maxLength:"32"`
	Strain    string     `json:"strain,omitempty" maxLength:"64"`
	BreederID *int64     `json:"breeder_id,omitempty"`
	SireID    *int64     `json:"sire_id,omitempty" doc:"A cock of the account that is not a descendant ('A pigeon cannot be its own ancestor.')"`
	DamID     *int64     `json:"dam_id,omitempty"`
	PairID    *int64     `json:"pair_id,omitempty" doc:"Bred from this pair: its cock and hen become sire and dam"`
	HatchedOn *core.Date `json:"hatched_on,omitempty"`
	Notes     string     `json:"notes,omitempty" maxLength:"2000"`
	Shared    bool       `json:"shared,omitempty" doc:"Show its pedigree on the public page of your race pigeon wearing its ring"`
}

func (in PedigreePigeonInput) core(id int64) *core.PedigreePigeon {
	return &core.PedigreePigeon{ID: id, Ring: in.Ring, Name: in.Name, Sex: core.Sex(in.Sex), Color: in.Color, Strain: in.Strain,
		BreederID: in.BreederID, SireID: in.SireID, DamID: in.DamID, PairID: in.PairID, HatchedOn: in.HatchedOn, Notes: in.Notes, Shared: in.Shared}
}

// PedigreePigeonPage is a page of the account's birds.
type PedigreePigeonPage struct {
	Data []PedigreePigeon `json:"data"`
	Meta PageMeta         `json:"meta"`
}

// BreedingPair is a cock and a hen paired, with their youngsters' count.
type BreedingPair struct {
	ID     int64           `json:"id"`
	CockID int64           `json:"cock_id"`
	HenID  int64           `json:"hen_id"`
	Cock   *PedigreePigeon `json:"cock,omitempty"`
	Hen    *PedigreePigeon `json:"hen,omitempty"`
	From   core.Date       `json:"from"`
	To     *core.Date      `json:"to,omitempty"`
	Rounds int             `json:"rounds"`
	Notes  string          `json:"notes,omitempty"`
	Young  int             `json:"young"`
}

// BreedingPairInput creates or changes a pair.
type BreedingPairInput struct {
	CockID int64      `json:"cock_id"`
	HenID  int64      `json:"hen_id"`
	From   core.Date  `json:"from"`
	To     *core.Date `json:"to,omitempty"`
	Rounds int        `json:"rounds,omitempty" minimum:"0" maximum:"20"`
	Notes  string     `json:"notes,omitempty" maxLength:"1000"`
}

func toBreedingPair(p *core.BreedingPair) BreedingPair {
	out := BreedingPair{ID: p.ID, CockID: p.CockID, HenID: p.HenID, From: p.From, To: p.To, Rounds: p.Rounds, Notes: p.Notes, Young: p.Young}
	if p.Cock != nil {
		c := toPedigreePigeon(p.Cock)
		out.Cock = &c
	}
	if p.Hen != nil {
		h := toPedigreePigeon(p.Hen)
		out.Hen = &h
	}
	return out
}

type pedigreeIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

func (s *Server) getMyPedigree(ctx context.Context, _ *struct{}) (*bodyOf[PedigreeAccess], error) {
	a, err := s.svc.Pedigree.MyPedigree(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toPedigreeAccess(a))
}

func (s *Server) savePedigreeSettings(ctx context.Context, in *struct{ Body PedigreeSettingsInput }) (*bodyOf[PedigreeAccess], error) {
	a, err := s.svc.Pedigree.SavePedigreeSettings(ctx, in.Body.Generations, in.Body.TimeZone)
	if err != nil {
		return nil, err
	}
	return reply(toPedigreeAccess(a))
}

func (s *Server) listPedigreeFanciers(ctx context.Context, _ *struct{}) (*bodyOf[[]PedigreeFancier], error) {
	fs, err := s.svc.Pedigree.PedigreeFanciers(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(fs, toPedigreeFancier))
}

func (s *Server) createPedigreeFancier(ctx context.Context, in *struct{ Body PedigreeFancierInput }) (*bodyOf[PedigreeFancier], error) {
	return s.savePedigreeFancier(ctx, 0, in.Body)
}

func (s *Server) updatePedigreeFancier(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body PedigreeFancierInput
}) (*bodyOf[PedigreeFancier], error) {
	return s.savePedigreeFancier(ctx, in.ID, in.Body)
}

func (s *Server) savePedigreeFancier(ctx context.Context, id int64, in PedigreeFancierInput) (*bodyOf[PedigreeFancier], error) {
	f := &core.PedigreeFancier{ID: id, Name: in.Name, LoftName: in.LoftName, Country: in.Country}
	if err := s.svc.Pedigree.SavePedigreeFancier(ctx, f); err != nil {
		return nil, err
	}
	return reply(toPedigreeFancier(f))
}

func (s *Server) deletePedigreeFancier(ctx context.Context, in *pedigreeIDInput) (*struct{}, error) {
	return nil, s.svc.Pedigree.DeletePedigreeFancier(ctx, in.ID)
}

func (s *Server) listPedigreePigeons(ctx context.Context, in *struct {
	Search string `query:"search" maxLength:"100" doc:"Part of a ring (with or without dashes) or name"`
	Sex    string `query:"sex" enum:"cock,hen,unknown,"`
	PageInput
}) (*bodyOf[PedigreePigeonPage], error) {
	ps, total, err := s.svc.Pedigree.PedigreePigeons(ctx, core.PedigreeFilter{Search: in.Search, Sex: core.Sex(in.Sex), Page: in.core()})
	if err != nil {
		return nil, err
	}
	return reply(PedigreePigeonPage{Data: toAll(ps, toPedigreePigeon), Meta: in.meta(total)})
}

func (s *Server) createPedigreePigeon(ctx context.Context, in *struct{ Body PedigreePigeonInput }) (*bodyOf[PedigreePigeon], error) {
	p := in.Body.core(0)
	if err := s.svc.Pedigree.SavePedigreePigeon(ctx, p); err != nil {
		return nil, err
	}
	return reply(toPedigreePigeon(p))
}

func (s *Server) updatePedigreePigeon(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body PedigreePigeonInput
}) (*bodyOf[PedigreePigeon], error) {
	p := in.Body.core(in.ID)
	if err := s.svc.Pedigree.SavePedigreePigeon(ctx, p); err != nil {
		return nil, err
	}
	return reply(toPedigreePigeon(p))
}

func (s *Server) deletePedigreePigeon(ctx context.Context, in *pedigreeIDInput) (*struct{}, error) {
	return nil, s.svc.Pedigree.DeletePedigreePigeon(ctx, in.ID)
}

func (s *Server) listBreedingPairs(ctx context.Context, _ *struct{}) (*bodyOf[[]BreedingPair], error) {
	ps, err := s.svc.Pedigree.BreedingPairs(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ps, toBreedingPair))
}

func (s *Server) createBreedingPair(ctx context.Context, in *struct{ Body BreedingPairInput }) (*bodyOf[BreedingPair], error) {
	return s.saveBreedingPair(ctx, 0, in.Body)
}

func (s *Server) updateBreedingPair(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body BreedingPairInput
}) (*bodyOf[BreedingPair], error) {
	return s.saveBreedingPair(ctx, in.ID, in.Body)
}

func (s *Server) saveBreedingPair(ctx context.Context, id int64, in BreedingPairInput) (*bodyOf[BreedingPair], error) {
	p := &core.BreedingPair{ID: id, CockID: in.CockID, HenID: in.HenID, From: in.From, To: in.To, Rounds: in.Rounds, Notes: in.Notes}
	if err := s.svc.Pedigree.SaveBreedingPair(ctx, p); err != nil {
		return nil, err
	}
	return reply(toBreedingPair(p))
}

func (s *Server) deleteBreedingPair(ctx context.Context, in *pedigreeIDInput) (*struct{}, error) {
	return nil, s.svc.Pedigree.DeleteBreedingPair(ctx, in.ID)
}

// setPedigreePhotoDoc describes set-pedigree-photo.
const setPedigreePhotoDoc = pedigreeDoc + " Multipart form with `file`, a JPEG or PNG checked by content, kept at 2048, 800 and 200 px; " +
	"it shows on the bird's card, with its shared pedigree and on its printed pedigree."

func (s *Server) setPedigreePhoto(ctx context.Context, in *struct {
	ID      int64 `path:"id" minimum:"1"`
	RawBody huma.MultipartFormFiles[LoftImageForm]
}) (*bodyOf[PedigreePigeon], error) {
	file := in.RawBody.Data().File
	defer file.Close()
	pg, err := s.svc.Pedigree.SetPedigreePhoto(ctx, in.ID, func() (*core.File, error) { return s.saveUpload("pedigree", file, false) })
	if err != nil {
		return nil, err
	}
	return reply(toPedigreePigeon(pg))
}

func (s *Server) deletePedigreePhoto(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	_, err := s.svc.Pedigree.SetPedigreePhoto(ctx, in.ID, nil)
	return nil, err
}
