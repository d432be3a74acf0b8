package main

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/pdf"
	"github.com/oneloft/oneloft/internal/service"
)

// The PDF renderers the API is given: the pdf package's documents from
// the service's answers, in the texts of the sign-in provider's locale files.

// renderPayout renders payout statements with the pdf package, in the
// fancier's language unless one is asked for.
func renderPayout(w io.Writer, p *service.PayoutStatement, lang string) error {
	if lang == "" {
		lang = p.User.Language
	}
	out := pdf.Payout{Season: p.Season, Loft: p.Loft, Fancier: p.User, Total: p.Total, Paid: p.Paid, Status: p.Status, Now: time.Now(),
		Lines: make([]pdf.PayoutLine, len(p.Lines))}
	for i, l := range p.Lines {
		out.Lines[i] = pdf.PayoutLine{Race: l.Flight.Name, Ring: l.Pigeon.Ring, Pigeon: l.Pigeon.Name, Place: l.Place, Amount: l.Amount}
		if l.Pigeon.Team != nil {
			out.Lines[i].Team = l.Pigeon.Team.Name
		}
	}
	return pdf.WritePayout(w, out, lang)
}

// logoReader reads a stored image's variant (media.Store.ReadImage).
type logoReader func(ctx context.Context, key, variant string) ([]byte, error)

// readImage reads a stored image's medium variant for a PDF; one that
// cannot be read is left out (nil), and the document prints without it.
func readImage(files logoReader, log *slog.Logger, key, what string) []byte {
	if key == "" || files == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	b, err := files(ctx, key, "medium")
	if err != nil {
		log.Warn("pdf: image unreadable", "what", what, "key", key, "err", err)
		return nil
	}
	return b
}

// resultsRenderer renders a flight's printable result list with the pdf
// package, under the loft's logo read from files (nil: no logos).
func resultsRenderer(files logoReader, log *slog.Logger) func(io.Writer, *service.FlightResults, string) error {
	return func(w io.Writer, r *service.FlightResults, lang string) error {
		return renderResults(w, r, readImage(files, log, r.Loft.LogoPath, "loft logo"), lang)
	}
}

// renderResults renders a flight's printable result list with the pdf
// package: the loft's logo (JPEG, may be nil), times in the loft's time
// zone, prizes once the race closed.
func renderResults(w io.Writer, r *service.FlightResults, logo []byte, lang string) error {
	f, l := r.Flight, r.Loft
	loc := l.Location()
	unit, dist := "m/min", "km"
	if l.Unit == core.Mile {
		unit, dist = "yd/min", "mi"
	}
	out := pdf.Results{Loft: l.Name, Logo: logo, Season: f.Season.Name, Flight: f.Name, Kind: string(f.Kind), Unit: unit, Prizes: r.Awarded(), Now: time.Now(),
		Rows: make([]pdf.ResultLine, len(r.Rows))}
	if len(l.Addresses) > 0 {
		a := l.Addresses[0]
		out.Address = strings.Join(slices.DeleteFunc([]string{a.Street, strings.TrimSpace(a.Zipcode + " " + a.City), a.Country},
			func(s string) bool { return s == "" }), ", ")
	}
	stamp := "2006-01-02 15:04"
	out.Zone = core.ZoneAbbr(f.ReleaseTime, loc)
	out.Facts = [][2]string{{"release", pdf.LoftTime(f.ReleaseTime, loc, stamp, lang)}, {"release_point", f.ReleasePoint},
		{"distance", strconv.FormatFloat(f.Distance.InUnit(l.Unit), 'f', -1, 64) + " " + dist},
		{"basketed", strconv.Itoa(r.Basketed)}, {"arrived", strconv.Itoa(len(r.Rows))}}
	if f.ReleasePoint == "" {
		out.Facts = slices.Delete(out.Facts, 1, 2)
	}
	if f.ClosedAt != nil {
		out.Facts = append(out.Facts, [2]string{"closed", pdf.LoftTime(*f.ClosedAt, loc, stamp, lang)})
	}
	for i, row := range r.Rows {
		la := service.LiveArrivalOf(row)
		line := pdf.ResultLine{Rank: row.Rank, Ring: la.Ring, Pigeon: la.Name, Fancier: la.Fancier, Team: la.Team, Country: la.Country,
			Arrival: time.UnixMilli(la.ArrivedMs).In(loc).Format("01-02 15:04:05"), Time: la.Time, Speed: la.Speed, Review: la.Review}
		if out.Prizes {
			if c := r.Prize(la.PigeonID); c > 0 {
				line.Prize = core.FormatMoney(c, f.Season.Currency)
			}
		}
		out.Rows[i] = line
	}
	return pdf.WriteResults(w, out, lang)
}

// renderConfirmation renders confirmations with the pdf package in the
// labels of its own locale files.
func renderConfirmation(w io.Writer, c *service.Confirmation, lang string) error {
	return pdf.Write(w, pdf.Confirmation{Order: c.Order, Season: c.Season, Loft: c.Loft, Customer: c.Customer, Team: c.Team,
		Pigeons: c.Pigeons, Now: time.Now()}, lang)
}

// storePDF renders store invoices and gift cards with the pdf package, in
// the customer's language unless one is asked for.
type storePDF struct {
	users func(ctx context.Context, id int64) (*core.User, error)
}

func (r storePDF) lang(v *service.StoreOrderView, lang string) string {
	if lang != "" {
		return lang
	}
	if u, err := r.users(context.Background(), v.Order.UserID); err == nil {
		return u.Language
	}
	return "en"
}

func (r storePDF) Invoice(w io.Writer, v *service.StoreOrderView, lang string) error {
	return pdf.WriteInvoice(w, pdf.Invoice{Seller: v.SellerName, SellerAddress: v.SellerAddress, Order: v.Order, Now: time.Now()}, r.lang(v, lang))
}

func (r storePDF) GiftCards(w io.Writer, v *service.StoreOrderView, lang string) error {
	return pdf.WriteGiftCards(w, pdf.GiftCardSheet{Seller: v.SellerName, Cards: v.GiftCards}, r.lang(v, lang))
}

// pedigreeRenderer prints a bird's pedigree for its owner, with the bird's
// photo read from files (nil: none).
func pedigreeRenderer(files logoReader, log *slog.Logger) func(io.Writer, *service.PedigreeCard, *core.User, string) error {
	return func(w io.Writer, c *service.PedigreeCard, owner *core.User, lang string) error {
		var photo []byte
		if c.Pigeon != nil {
			photo = readImage(files, log, c.Pigeon.PhotoPath, "pedigree photo")
		}
		return renderPedigree(w, c, owner, photo, lang)
	}
}

// renderPedigree prints a bird's pedigree for its owner, in their language
// unless one is asked for.
func renderPedigree(w io.Writer, c *service.PedigreeCard, owner *core.User, photo []byte, lang string) error {
	if lang == "" {
		lang = owner.Language
	}
	var address []string
	if owner.Street != "" {
		address = append(address, owner.Street)
	}
	if line := strings.TrimSpace(owner.Zipcode + " " + owner.City); line != "" {
		address = append(address, line)
	}
	return pdf.WritePedigree(w, pdf.Pedigree{Owner: owner.FullName(), OwnerAddress: address, Tree: c.Tree, Generations: c.Generations,
		RacesOf: c.RacesOf, Photo: photo, Now: time.Now()}, lang)
}
