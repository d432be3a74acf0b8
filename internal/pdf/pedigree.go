package pdf

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"github.com/oneloft/oneloft/internal/core"
)

// Pedigree is what a printed pedigree shows.
type Pedigree struct {
	Owner        string   // the account holder's name
	OwnerAddress []string // lines of their address (may be empty)
	Tree         *core.PedigreeNode
	Generations  int                          // 3–6: the columns drawn; 0: as deep as Tree
	RacesOf      map[string][]core.PigeonRace // by ring; may be nil
	Photo        []byte                       // the bird's photo as JPEG, under its card; nil: none
	Now          time.Time
}

// The page: A4 landscape, in mm.
const (
	pageW, pageH = 297.0, 210.0
	margin       = 10.0
)

// WritePedigree renders a pedigree in lang as a one-page landscape PDF: the
// bird at the left, each generation of ancestors a column further right,
// sire above dam, lines joining every card to its parents. A fancier hands
// it to a buyer, so it must fit one page whatever the depth: the cards of
// the far columns shrink to the ring (and the name where it fits).
func WritePedigree(w io.Writer, p Pedigree, lang string) error {
	if p.Tree == nil {
		return errors.New("pdf: a pedigree needs a bird")
	}
	d, t := newDoc(lang)
	d.SetAutoPageBreak(false, 0)
	label := ""
	if p.Tree.Pigeon != nil {
		label = p.Tree.Pigeon.Label()
	}
	d.SetTitle(strings.TrimSpace(t("pedigree.title")+" "+label), true)
	d.AddPageFormat("L", d.GetPageSizeStr("A4"))
	top := pedigreeHeader(d, t, p, label)
	bottom := pedigreeFooter(d, t, p.Now)
	drawTree(d, t, p, top, bottom)
	return finish(d, w)
}

// pedigreeHeader writes the title and the bird at the left, the owner and
// their address at the right, and returns where the tree may start.
func pedigreeHeader(d *doc, t func(string) string, p Pedigree, label string) float64 {
	d.SetXY(margin, margin)
	d.SetTextColor(9, 146, 104)
	d.SetFont("dejavu", "B", 18)
	d.CellFormat(150, 9, t("pedigree.title"), "", 1, "L", false, 0, "")
	d.SetTextColor(0, 0, 0)
	d.SetFont("dejavu", "B", 12)
	d.SetX(margin)
	d.CellFormat(150, 7, clip(d, label, 150), "", 1, "L", false, 0, "")
	left := d.GetY()

	// the owner's block, right-aligned in the remaining width
	x, width := margin+150, pageW-2*margin-150
	d.SetXY(x, margin)
	d.SetTextColor(110, 110, 110)
	d.SetFont("dejavu", "", 8)
	d.CellFormat(width, 4, t("pedigree.owner"), "", 1, "R", false, 0, "")
	d.SetTextColor(0, 0, 0)
	d.SetFont("dejavu", "B", 10)
	d.SetX(x)
	d.CellFormat(width, 5, clip(d, p.Owner, width), "", 1, "R", false, 0, "")
	d.SetFont("dejavu", "", 8)
	for _, line := range p.OwnerAddress[:min(len(p.OwnerAddress), 4)] {
		d.SetX(x)
		d.CellFormat(width, 4, clip(d, line, width), "", 1, "R", false, 0, "")
	}
	y := max(left, d.GetY()) + 1.5
	d.SetDrawColor(9, 146, 104)
	d.SetLineWidth(0.4)
	d.Line(margin, y, pageW-margin, y)
	return y + 4
}

// pedigreeFooter writes when the pedigree was made at the foot of the page
// and returns where the tree must end.
func pedigreeFooter(d *doc, t func(string) string, now time.Time) float64 {
	y := pageH - margin - 4
	d.SetXY(margin, y)
	d.SetFont("dejavu", "", 7)
	d.SetTextColor(110, 110, 110)
	text := strings.ReplaceAll(t("pedigree.generated"), "{date}", now.UTC().Format("2006-01-02"))
	d.CellFormat(pageW-2*margin, 4, text, "", 0, "C", false, 0, "")
	d.SetTextColor(0, 0, 0)
	return y - 3
}

// drawTree lays out the bracket between top and bottom: generation g has
// 2^(g-1) slots of equal height, each card centred in its slot, so a
// card sits midway between its parents.
func drawTree(d *doc, t func(string) string, p Pedigree, top, bottom float64) {
	gens := 0
	p.Tree.Each(func(_ *core.PedigreeNode, g, _ int) { gens = max(gens, g) })
	if p.Generations > 0 {
		gens = min(gens, p.Generations)
	}
	gens = min(gens, core.MaxGenerations)
	cols := columns(gens, top, bottom)

	// the cards' contents first: a column's cards share one height, that
	// of its fullest card, so the brackets line up
	cards := make([][]*card, gens)
	for g := range cards {
		cards[g] = make([]*card, 1<<g)
	}
	// "unknown" only where a known bird's parent is missing; the boxes
	// behind it stay blank rather than repeat the word
	missing := map[*core.PedigreeNode]bool{p.Tree: true}
	p.Tree.Each(func(n *core.PedigreeNode, g, pos int) {
		if n.Pigeon != nil {
			missing[n.Sire], missing[n.Dam] = true, true
		}
		if g <= gens {
			cards[g-1][pos] = newCard(d, t, n, g, pos, cols[g-1], p.RacesOf, missing[n])
		}
	})
	for g, col := range cols {
		h := 0.0
		for _, c := range cards[g] {
			if c != nil {
				h = max(h, c.height)
			}
		}
		cols[g].cardH = min(col.maxH, max(h, 9)) // blank boxes too are drawn at a size that reads as a card
	}

	d.SetDrawColor(150, 150, 150)
	d.SetLineWidth(0.25)
	for g := 0; g+1 < gens; g++ {
		c, next := cols[g], cols[g+1]
		mid := c.x + c.w + (next.x-c.x-c.w)/2
		for pos := range cards[g] {
			y := c.centre(pos)
			sire, dam := next.centre(2*pos), next.centre(2*pos+1)
			d.Line(c.x+c.w, y, mid, y)
			d.Line(mid, sire, mid, dam)
			d.Line(mid, sire, next.x, sire)
			d.Line(mid, dam, next.x, dam)
		}
	}
	for g, col := range cols {
		for pos, c := range cards[g] {
			if c != nil {
				c.draw(d, col.x, col.centre(pos)-col.cardH/2, col.w, col.cardH)
			}
		}
	}
	root := cols[0]
	birdPhoto(d, p.Photo, root.x, root.centre(0)+root.cardH/2+4, root.w, bottom)
}

// birdPhoto draws the bird's photo in the room under its card, as large as
// fits and centred; a photo that cannot be read is left out.
func birdPhoto(d *doc, jpeg []byte, x, top, w, bottom float64) {
	if len(jpeg) == 0 || bottom-top < 15 {
		return
	}
	opts := fpdf.ImageOptions{ImageType: "JPG"}
	info := d.RegisterImageOptionsReader("bird", opts, bytes.NewReader(jpeg))
	if !d.Ok() || info == nil || info.Height() <= 0 || info.Width() <= 0 {
		d.ClearError()
		return
	}
	iw, ih := w, info.Height()*w/info.Width()
	if ih > bottom-top {
		iw, ih = info.Width()*(bottom-top)/info.Height(), bottom-top
	}
	d.ImageOptions("bird", x+(w-iw)/2, top, iw, ih, false, opts, 0, "")
}

// column is where one generation's cards go, and how large their type is.
type column struct {
	x, w       float64
	top, slot  float64 // the first slot's top and each slot's height
	maxH       float64 // the most a card may take of its slot
	cardH      float64 // the height its cards are drawn at
	ring, text float64 // type sizes in pt: the ring, the other lines
	small      float64
	oneLine    bool // only a line for the ring and the name
}

func (c column) centre(pos int) float64 { return c.top + (float64(pos)+0.5)*c.slot }

// columns divides the width among gens columns, the bird's a little wider,
// and sizes each column's type by the room its slots leave.
func columns(gens int, top, bottom float64) []column {
	gap := 6.0
	if gens >= 5 {
		gap = 4.5
	}
	weights := []float64{1.25, 1.1, 1, 1, 0.95, 0.85}[:gens]
	sum := 0.0
	for _, w := range weights {
		sum += w
	}
	unit := (pageW - 2*margin - gap*float64(gens-1)) / sum
	out := make([]column, gens)
	x := margin
	for g := range out {
		slot := (bottom - top) / float64(int(1)<<g)
		c := column{x: x, w: unit * weights[g], top: top, slot: slot}
		c.maxH = slot - min(max(slot*0.14, 0.7), 6)
		switch {
		case g == 0:
			c.ring, c.text, c.small = 12, 9, 8
			c.maxH = min(c.maxH, 90)
		case c.maxH >= 40:
			c.ring, c.text, c.small = 10, 8.5, 7.5
		case c.maxH >= 30:
			c.ring, c.text, c.small = 9, 8, 7
		case c.maxH >= 15:
			c.ring, c.text, c.small = 8, 7, 6.2
		case c.maxH >= 7.5:
			c.ring, c.text, c.small = 7, 6.2, 5.6
		default:
			c.ring, c.text, c.small, c.oneLine = 6, 5.5, 5.5, true
		}
		// few generations leave wide, tall cards: larger type fills them
		scale := map[int]float64{3: 1.25, 4: 1.1}[gens]
		if scale > 0 {
			c.ring, c.text, c.small = c.ring*scale, c.text*scale, c.small*scale
		}
		out[g] = c
		x += c.w + gap
	}
	return out
}
