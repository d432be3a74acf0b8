package pdf

import (
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Payout is what a payout statement shows: the fancier's prizes of a season.
type Payout struct {
	Season  *core.Season
	Loft    *core.Loft
	Fancier *core.User
	Lines   []PayoutLine
	Total   int64
	Paid    int64
	Status  core.PayoutState
	Now     time.Time
}

// PayoutLine is one prize or refund.
type PayoutLine struct {
	Race, Ring, Pigeon, Team string
	Place                    int // 0: a refund of unfilled prizes
	Amount                   int64
}

// WritePayout renders a payout statement in lang as PDF.
func WritePayout(w io.Writer, s Payout, lang string) error {
	d, t := newDoc(lang)
	title := t("payout.title")
	d.SetTitle(title+" "+s.Season.Name, true)
	footer(d, s.Loft.Name+" · "+s.Season.Name)
	d.AddPage()
	heading(d, title, s.Loft.Name+" · "+s.Season.Name)
	cur := s.Season.Currency
	fields(d, [][2]string{
		{t("payout.fancier"), s.Fancier.FullName() + " <" + s.Fancier.Email + ">"},
		{t("payout.status"), t("payout.status." + string(s.Status))},
		{t("payout.paid"), core.FormatMoney(s.Paid, cur)},
	})
	widths := []float64{48, 52, 45, 20, 25}
	header := []string{t("payout.race"), t("ring"), t("team"), t("payout.place"), t("amount")}
	tableHead(d, widths, header, payoutAlign, 10)
	if len(s.Lines) == 0 {
		d.CellFormat(0, 7, t("payout.none"), "", 1, "L", false, 0, "")
	}
	for _, l := range s.Lines {
		place := strconv.Itoa(l.Place)
		if l.Place == 0 {
			place = t("payout.refund")
		}
		ring := l.Ring
		if l.Pigeon != "" {
			ring += " " + l.Pigeon
		}
		for i, v := range []string{l.Race, ring, l.Team, place, core.FormatMoney(l.Amount, cur)} {
			d.CellFormat(widths[i], 7, clip(d, v, widths[i]), "", 0, payoutAlign(i), false, 0, "")
		}
		d.Ln(-1)
	}
	d.SetFont("dejavu", "B", 11)
	d.CellFormat(widths[0]+widths[1]+widths[2]+widths[3], 8, t("total"), "T", 0, "L", false, 0, "")
	d.CellFormat(widths[4], 8, core.FormatMoney(s.Total, cur), "T", 1, "R", false, 0, "")
	if owed := s.Total - s.Paid; s.Status == core.PayoutPaid && owed != 0 {
		d.SetFont("dejavu", "", 10)
		d.CellFormat(widths[0]+widths[1]+widths[2]+widths[3], 7, t("payout.owed"), "", 0, "L", false, 0, "")
		d.CellFormat(widths[4], 7, core.FormatMoney(owed, cur), "", 1, "R", false, 0, "")
	}
	generated(d, t("payout.generated"), s.Now)
	return finish(d, w)
}

func payoutAlign(col int) string {
	if col >= 3 {
		return "R"
	}
	return "L"
}

// clip shortens text to fit a cell of width w, with an ellipsis.
func clip(d *doc, text string, w float64) string {
	if d.GetStringWidth(text) <= w-2 {
		return text
	}
	r := []rune(text)
	for len(r) > 1 && d.GetStringWidth(string(r)+"…") > w-2 {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}
