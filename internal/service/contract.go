package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// MsgContractPDF refuses a contract file that is not a PDF.
const MsgContractPDF = "The contract document must be a PDF."

// Contracts returns a season's contract versions, newest first (anyone:
// fanciers read them before registering; a draft's only those who run it).
func (s *Seasons) Contracts(ctx context.Context, seasonID int64) ([]*core.Contract, error) {
	if _, err := s.FindSeason(ctx, seasonID); err != nil {
		return nil, err
	}
	return s.store.FindContracts(ctx, seasonID)
}

// UploadContractPDF stores a contract document for a season (its managers)
// in its loft's contract folder and returns it, to be named by the next
// version published.
func (s *Seasons) UploadContractPDF(ctx context.Context, seasonID int64, name string, save func(folder string, pdf bool) (*core.File, error)) (*core.File, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireSeasonManager(ctx, season.LoftID); err != nil {
		return nil, err
	}
	if err := core.CheckFileName(name); err != nil {
		return nil, err
	}
	f, err := save(core.ContractFolder(season.LoftID), true)
	if err != nil {
		return nil, err
	}
	if f.MimeType != "application/pdf" {
		return nil, core.Invalid("file", MsgContractPDF)
	}
	f.Name = name
	return f, nil
}

// PublishContract makes a new version of a season's contract (its
// managers): registrations from now on accept this one. filePath is a
// document from UploadContractPDF, or "" for terms only.
func (s *Seasons) PublishContract(ctx context.Context, seasonID int64, terms, filePath, fileName string) (*core.Contract, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireSeasonManager(ctx, season.LoftID); err != nil {
		return nil, err
	}
	if filePath != "" && !core.IsContractFile(season.LoftID, filePath) {
		return nil, core.Invalid("file_path", MsgContractPDF)
	}
	c := &core.Contract{SeasonID: seasonID, Terms: terms, FilePath: filePath, FileName: strings.TrimSpace(fileName), CreatedBy: actorID(ctx)}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateContract(ctx, c); err != nil {
			return err
		}
		return s.audit(ctx, "season", seasonID, "contract_published", map[string]any{"version": c.Version})
	})
	return c, err
}
