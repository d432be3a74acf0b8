package service

import (
	"context"
	"fmt"
	"sync"

	"github.com/oneloft/oneloft/internal/core"
)

// ResultPage is one page of a flight's results at one revision. Pages are
// what thousands of viewers of a race ask for again and again, so their
// encoding is kept (see Encoded) as long as the revision stands.
type ResultPage struct {
	*FlightResults
	Rows []*ResultRow // this page's
	Page core.Page
	// Total counts the flight's arrivals. FlightResults may hold only the
	// head of them (the first pages of a race whose results were not
	// cached answer before the whole ranking loads): read the flight's
	// details from it, never its count of rows or its held arrivals.
	Total int
	ETag  string // names the flight, its revision and the page

	cache *pageCache
}

// FindResultPage returns page p of a flight's ranked results.
func (s *Results) FindResultPage(ctx context.Context, flightID int64, p core.Page) (*ResultPage, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, err
	}
	res, total, err := s.headResults(ctx, flightID, p)
	if err != nil {
		return nil, err
	}
	if res != nil {
		err = s.hideDraftResults(ctx, res)
	} else {
		res, err = s.FindPublicResults(ctx, flightID)
		if res != nil {
			total = len(res.Rows)
		}
	}
	if err != nil {
		return nil, err
	}
	return &ResultPage{FlightResults: res, Rows: pageOf(res.Rows, p), Page: p, Total: total,
		ETag: fmt.Sprintf(`"f%d-r%d-p%d-%d"`, res.Flight.ID, res.Revision, p.Page, p.PerPage), cache: &s.pages}, nil
}

// pageOf is page p of rows.
func pageOf[T any](rows []T, p core.Page) []T {
	return rows[min(p.Offset(), len(rows)):min(p.Offset()+p.PerPage, len(rows))]
}

// Encoded returns the page as enc encodes it, encoding it only once per
// ETag however many viewers ask.
func (p *ResultPage) Encoded(enc func(*ResultPage) ([]byte, error)) ([]byte, error) {
	return p.EncodedAs("", enc)
}

// EncodedAs is Encoded for another encoding of the same page (its gzipped
// bytes, say), kept beside the first under the same ETag.
func (p *ResultPage) EncodedAs(variant string, enc func(*ResultPage) ([]byte, error)) ([]byte, error) {
	key := p.ETag + "\x00" + variant
	if b := p.cache.get(key); b != nil {
		return b, nil
	}
	b, err := enc(p)
	if err != nil {
		return nil, err
	}
	p.cache.put(key, b)
	return b, nil
}

// pageCache keeps encoded result pages by ETag and variant.
type pageCache struct {
	mu    sync.Mutex
	pages map[string][]byte
}

// maxCachedPages bounds the cache; pages of old revisions are never asked
// for again, so when it is full it starts over.
const maxCachedPages = 1024

func (c *pageCache) get(etag string) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pages[etag]
}

func (c *pageCache) put(etag string, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pages == nil || len(c.pages) >= maxCachedPages {
		c.pages = map[string][]byte{}
	}
	c.pages[etag] = b
}
