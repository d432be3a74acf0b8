package api

import (
	"context"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// Contract is one version of a season's contract.
type Contract struct {
	Version   int       `json:"version"`
	Terms     string    `json:"terms"`
	FilePath  string    `json:"file_path" doc:"The document's key, to keep it in the next version; empty for none"`
	FileURL   string    `json:"file_url" doc:"The contract document (PDF); empty for none"`
	FileName  string    `json:"file_name"`
	CreatedAt time.Time `json:"created_at"`
}

// ContractList is a season's contract versions, newest (the current one) first.
type ContractList struct {
	Data []Contract `json:"data"`
}

// ContractInput publishes a new version.
type ContractInput struct {
	Terms    string `json:"terms" maxLength:"200000" doc:"Plain text"`
	FilePath string `json:"file_path,omitempty" maxLength:"300" doc:"A document uploaded with upload-contract-file; empty for terms only"`
	FileName string `json:"file_name,omitempty" maxLength:"200"`
}

// ContractFile is an uploaded contract document, before it is published.
type ContractFile struct {
	FilePath string `json:"file_path"`
	FileName string `json:"file_name"`
	FileURL  string `json:"file_url"`
}

// ContractFileForm is a contract document upload.
type ContractFileForm struct {
	File huma.FormFile `form:"file" required:"true" doc:"A PDF, checked by content"`
}

func toContract(c *core.Contract) Contract {
	return Contract{Version: c.Version, Terms: c.Terms, FilePath: c.FilePath, FileURL: fileURL(c.FilePath), FileName: c.FileName, CreatedAt: c.CreatedAt}
}

// listSeasonContractsDoc describes list-season-contracts.
const listSeasonContractsDoc = "Newest first: the first is the one a registration accepts (accept_contract). Empty when the season has no contract. " + draftDoc

func (s *Server) listContracts(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[ContractList], error) {
	cs, err := s.svc.Seasons.Contracts(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := ContractList{Data: make([]Contract, len(cs))}
	for i, c := range cs {
		out.Data[i] = toContract(c)
	}
	return reply(out)
}

// uploadContractFileDoc describes upload-contract-file.
const uploadContractFileDoc = "Season managers; multipart form with `file`, a PDF checked by content. Named by the next version published."

func (s *Server) uploadContractFile(ctx context.Context, in *struct {
	ID      int64 `path:"id" minimum:"1"`
	RawBody huma.MultipartFormFiles[ContractFileForm]
}) (*bodyOf[ContractFile], error) {
	file := in.RawBody.Data().File
	defer file.Close()
	f, err := s.svc.Seasons.UploadContractPDF(ctx, in.ID, file.Filename, func(folder string, pdf bool) (*core.File, error) {
		return s.saveUpload(folder, file, pdf)
	})
	if err != nil {
		return nil, err
	}
	return reply(ContractFile{FilePath: f.Path, FileName: f.Name, FileURL: fileURL(f.Path)})
}

// publishSeasonContractDoc describes publish-season-contract.
const publishSeasonContractDoc = "Season managers; terms, a document, or both. Registrations from then on must accept this version; earlier ones keep theirs."

func (s *Server) publishContract(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body ContractInput
}) (*bodyOf[Contract], error) {
	c, err := s.svc.Seasons.PublishContract(ctx, in.ID, in.Body.Terms, in.Body.FilePath, in.Body.FileName)
	if err != nil {
		return nil, err
	}
	return reply(toContract(c))
}
