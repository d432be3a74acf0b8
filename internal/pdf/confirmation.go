// Package pdf renders registration confirmations with go-pdf/fpdf.
package pdf

import (
	"embed"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// DejaVu covers Latin, Greek and Cyrillic; fpdf neither shapes Arabic nor
// carries CJK or Thai glyphs, so those languages get English labels.
//
//go:embed fonts/DejaVuSans.ttf fonts/DejaVuSans-Bold.ttf
var fonts embed.FS

// Confirmation is what a registration confirmation shows.
type Confirmation struct {
	Order    *core.Order
	Season   *core.Season
	Loft     *core.Loft
	Customer *core.User
	Team     *core.Team
	Pigeons  []*core.Pigeon
	Now      time.Time
}

// fallback lists the languages whose script the embedded font cannot draw.
var fallback = map[string]bool{"ar": true, "cn": true, "jp": true, "th": true}

// Write renders the confirmation in lang as PDF.
func Write(w io.Writer, c Confirmation, lang string) error {
	p, t := newDoc(lang)
	p.SetTitle(t("title")+" "+c.Order.Reference, true)
	footer(p, c.Loft.Name+" · "+c.Order.Reference)
	p.AddPage()
	heading(p, t("title"), c.Loft.Name+" · "+c.Season.Name)
	facts := [][2]string{
		{t("reference"), c.Order.Reference},
		{t("date"), c.Order.CreatedAt.In(c.Loft.Location()).Format("2006-01-02")},
		{t("status"), t("status." + string(c.Order.Status.Status))},
	}
	if key, ok := payment(c.Order.Status); ok {
		facts = append(facts, [2]string{t("payment"), t(key)})
	}
	facts = append(facts,
		[2]string{t("customer"), c.Customer.FullName() + " <" + c.Customer.Email + ">"},
		[2]string{t("address"), strings.Join([]string{c.Order.Street, c.Order.Zipcode + " " + c.Order.City}, ", ")},
		[2]string{t("team"), c.Team.Name + " (" + c.Team.Country + ")"},
	)
	if v, at := c.Order.ContractVersion, c.Order.ContractAcceptedAt; v != nil && at != nil {
		facts = append(facts, [2]string{t("contract"), fmt.Sprintf("%s %d · %s %s", t("contract_version"), *v, t("contract_accepted"),
			LoftTime(*at, c.Loft.Location(), "2006-01-02 15:04", lang))})
	}
	fields(p, facts)

	widths := []float64{80, 25, 35, 40}
	header := []string{t("product"), t("quantity"), t("unit_price"), t("amount")}
	tableHead(p, widths, header, align, 10)
	for _, pos := range c.Order.Positions {
		cells := []string{pos.Name, fmt.Sprint(pos.Quantity), core.FormatMoney(pos.Amount, c.Order.Currency),
			core.FormatMoney(int64(pos.Quantity)*pos.Amount, c.Order.Currency)}
		for i, v := range cells {
			p.CellFormat(widths[i], 7, v, "", 0, align(i), false, 0, "")
		}
		p.Ln(-1)
	}
	if d := c.Order.Discount; d > 0 {
		p.CellFormat(widths[0]+widths[1]+widths[2], 7, t("discount")+" · "+c.Order.DiscountName, "", 0, "L", false, 0, "")
		p.CellFormat(widths[3], 7, "−"+core.FormatMoney(d, c.Order.Currency), "", 1, "R", false, 0, "")
	}
	p.SetFont("dejavu", "B", 11)
	p.CellFormat(widths[0]+widths[1]+widths[2], 8, t("total"), "T", 0, "L", false, 0, "")
	p.CellFormat(widths[3], 8, core.FormatMoney(c.Order.Total, c.Order.Currency), "T", 1, "R", false, 0, "")
	active, reserve := c.Order.Places()
	p.SetFont("dejavu", "", 10)
	p.CellFormat(0, 6, fmt.Sprintf("%s: %d · %s: %d", t("active"), active, t("reserve"), reserve), "", 1, "L", false, 0, "")
	p.Ln(4)

	if len(c.Pigeons) > 0 {
		p.SetFont("dejavu", "B", 12)
		p.CellFormat(0, 8, t("pigeons"), "", 1, "L", false, 0, "")
		p.SetFont("dejavu", "B", 10)
		pw := []float64{55, 55, 40, 30}
		for i, h := range []string{t("ring"), t("name"), t("color"), t("sex")} {
			p.CellFormat(pw[i], 7, h, "B", 0, "L", true, 0, "")
		}
		p.Ln(-1)
		p.SetFont("dejavu", "", 10)
		for _, pg := range c.Pigeons {
			for i, v := range []string{pg.Ring, pg.Name, pg.Color, t("sex." + string(pg.Sex))} {
				p.CellFormat(pw[i], 6, v, "", 0, "L", false, 0, "")
			}
			p.Ln(-1)
		}
	}
	generated(p, t("generated"), c.Now)
	return finish(p, w)
}

// payment is the label key of how the order was paid: the method its paid
// status records, or "not paid yet" while it is pending or due. A closed
// order owes nothing and a paid one without a recorded method says nothing
// true, so neither gets a payment line (ok false).
func payment(s *core.OrderStatusEntry) (key string, ok bool) {
	switch {
	case s.Status.IsPaid() && s.Method != "":
		return "method." + string(s.Method), true
	case s.Status.IsPaid() || s.Status.IsClosed():
		return "", false
	}
	return "method.none", true
}

func align(col int) string {
	if col == 0 {
		return "L"
	}
	return "R"
}
