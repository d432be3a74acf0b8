package core

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Contract is one version of a season's contract (SPEC §4): the terms a
// fancier accepts when registering, as text and/or a PDF. Versions only
// grow: a change is a new version, and every registration keeps the
// version it accepted.
type Contract struct {
	ID        int64
	SeasonID  int64
	Version   int
	Terms     string // plain text; "" when the PDF says it all
	FilePath  string // the PDF's key in the upload bucket; "" for none
	FileName  string
	CreatedBy *int64
	CreatedAt time.Time
}

// MaxContractTerms bounds the terms text (about 15 pages).
const MaxContractTerms = 50000

// Validate checks a new version: terms or a PDF, terms within bounds.
func (c *Contract) Validate() error {
	f := FieldErrors{}
	c.Terms = strings.TrimSpace(c.Terms)
	switch {
	case c.Terms == "" && c.FilePath == "":
		f.Add("terms", "Give the contract's terms, a PDF, or both.")
	case utf8.RuneCountInString(c.Terms) > MaxContractTerms:
		f.Add("terms", fmt.Sprintf("The terms may have at most %d characters.", MaxContractTerms))
	default:
		Text(f, "terms", c.Terms) // many lines, but no control or bidi characters
	}
	Line(f, "file_name", c.FileName, MaxFileName)
	return f.Err()
}

// ContractFolder is where a loft's contract PDFs are uploaded.
func ContractFolder(loftID int64) string { return "contracts/" + strconv.FormatInt(loftID, 10) }

// IsContractFile reports whether path is the key of a PDF uploaded to the
// loft's contract folder: the upload names files with hex digits only, so
// no "..", other folder or other loft's file passes.
func IsContractFile(loftID int64, path string) bool {
	name, ok := strings.CutPrefix(path, ContractFolder(loftID)+"/")
	base, pdf := strings.CutSuffix(name, ".pdf")
	if !ok || !pdf || base == "" {
		return false
	}
	for _, r := range base {
		if !('0' <= r && r <= '9' || 'a' <= r && r <= 'f') {
			return false
		}
	}
	return true
}

// CheckContractAccepted checks that a registration accepted the season's
// current contract; any version does when the season has none.
func CheckContractAccepted(current *Contract, accepted int) error {
	if current == nil || accepted == current.Version {
		return nil
	}
	return Invalid("accept_contract", fmt.Sprintf("Accept the season's contract (version %d) to register.", current.Version))
}

// ContractStore keeps seasons' contracts.
type ContractStore interface {
	// FindContracts returns a season's contracts, newest version first.
	FindContracts(ctx context.Context, seasonID int64) ([]*Contract, error)
	// CreateContract stores c as the season's next version and sets its
	// version, id and time.
	CreateContract(ctx context.Context, c *Contract) error
}
