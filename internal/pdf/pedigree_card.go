package pdf

import (
	"slices"
	"strconv"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// card is one bird's box of a pedigree with the lines that fit in it.
type card struct {
	known   bool
	root    bool
	accent  [3]int // sires blue, dams red, the bird green: read at a glance
	lines   []cardLine
	pad     float64
	height  float64 // what its lines need
	centred bool    // a one-line card: its line in the middle
}

// cardLine is a line of a card; tail follows the text in the regular font
// (a name after the ring, where the card is too small for two lines).
type cardLine struct {
	text, tail string
	bold       bool
	size       float64
	color      [3]int
	prio       int  // lower is kept first when the card is short of room
	cut        bool // a line of a note that goes on in the next line
}

// lineH is the height of a line of size pt, in mm.
func lineH(size float64) float64 { return size * 0.3528 * 1.22 }

var (
	cardBlack  = [3]int{0, 0, 0}
	cardGrey   = [3]int{95, 95, 95}
	cardResult = [3]int{9, 110, 80}
)

// newCard chooses what node's card says in column col: the lines by
// priority until the card's height is used up, each line in the longest
// wording that fits its width. An unknown bird's card says so when missing
// (a known bird's parent), else it is blank.
func newCard(d *doc, t func(string) string, n *core.PedigreeNode, g, pos int, col column, racesOf map[string][]core.PigeonRace, missing bool) *card {
	c := &card{known: n.Pigeon != nil, root: g == 1, pad: min(1.4, col.maxH*0.09)}
	switch {
	case g == 1:
		c.accent = [3]int{9, 146, 104}
	case pos%2 == 0:
		c.accent = [3]int{47, 109, 181}
	default:
		c.accent = [3]int{196, 69, 105}
	}
	width := col.w - 3.8
	fit := func(size float64, bold bool, alts ...string) string {
		style := ""
		if bold {
			style = "B"
		}
		d.SetFont("dejavu", style, size)
		for _, a := range alts {
			if d.GetStringWidth(a) <= width {
				return a
			}
		}
		return clip(d, alts[len(alts)-1], width+2)
	}
	var cand []cardLine
	add := func(prio int, size float64, bold bool, color [3]int, alts ...string) {
		if alts[0] != "" {
			cand = append(cand, cardLine{text: fit(size, bold, alts...), bold: bold, size: size, color: color, prio: prio})
		}
	}
	p := n.Pigeon
	if p == nil {
		if !missing {
			return c.choose(nil, col.maxH)
		}
		add(0, col.small, false, [3]int{150, 150, 150}, t("pedigree.unknown"))
		c.centred = true
		return c.choose(cand, col.maxH)
	}
	ring := cardLine{text: fit(col.ring, true, p.Ring), bold: true, size: col.ring, color: cardBlack}
	if p.Name != "" && (col.oneLine || col.maxH < 15) {
		// the name after the ring, if it fits beside it
		d.SetFont("dejavu", "B", col.ring)
		rw := d.GetStringWidth(ring.text + " ")
		d.SetFont("dejavu", "", col.ring)
		if rw+d.GetStringWidth(p.Name) <= width {
			ring.tail = p.Name
		}
	}
	cand = append(cand, ring)
	c.centred = col.oneLine
	if col.oneLine {
		return c.choose(cand, col.maxH)
	}
	if ring.tail == "" {
		add(1, col.text, c.root, cardBlack, p.Name)
	}
	add(2, col.small, false, cardGrey, details(t, p, true), details(t, p, false))
	if c.root && p.HatchedOn != nil {
		add(6, col.small, false, cardGrey, t("pedigree.hatched")+": "+p.HatchedOn.String())
	}
	if b := p.Breeder; b != nil {
		full := join(", ", b.Name, b.LoftName)
		if b.Country != "" {
			full += " (" + b.Country + ")"
		}
		add(4, col.small, false, cardGrey, t("pedigree.breeder")+": "+full, full, b.Name)
	}
	for i, r := range keyRaces(racesOf[p.Ring], 2) {
		alts := raceTexts(t, r)
		add(3+2*i, col.small, true, cardResult, alts...)
	}
	if c.root && p.Notes != "" {
		d.SetFont("dejavu", "", col.small)
		// room left at the end of each line for the ellipsis of a cut note
		lines := d.SplitText(strings.Join(strings.Fields(p.Notes), " "), width-d.GetStringWidth("…"))
		for i, l := range lines[:min(len(lines), 4)] {
			cand = append(cand, cardLine{text: l, size: col.small, color: cardGrey, prio: 7 + i, cut: i < len(lines)-1})
		}
	}
	return c.choose(cand, col.maxH)
}

// choose keeps the candidate lines that fit in maxH by priority, in the
// order given, and sets the card's height.
func (c *card) choose(cand []cardLine, maxH float64) *card {
	byPrio := slices.Clone(cand)
	slices.SortStableFunc(byPrio, func(a, b cardLine) int { return a.prio - b.prio })
	room := maxH - 2*c.pad
	keep := map[int]bool{}
	for _, l := range byPrio {
		h := lineH(l.size)
		if h > room {
			break
		}
		room -= h
		keep[l.prio] = true
	}
	c.height = 2 * c.pad
	for _, l := range cand {
		if keep[l.prio] {
			if l.cut && !keep[l.prio+1] {
				l.text += "…"
			}
			c.lines = append(c.lines, l)
			c.height += lineH(l.size)
		}
	}
	return c
}

// draw draws the card's box at x, y (w × h) and its lines.
func (c *card) draw(d *doc, x, y, w, h float64) {
	d.SetLineWidth(0.2)
	if !c.known {
		d.SetDrawColor(175, 175, 175)
		d.SetFillColor(250, 250, 250)
		d.SetDashPattern([]float64{0.8, 0.6}, 0)
		d.Rect(x, y, w, h, "FD")
		d.SetDashPattern([]float64{}, 0)
	} else {
		d.SetDrawColor(160, 160, 160)
		d.SetFillColor(255, 255, 255)
		if c.root {
			d.SetFillColor(235, 251, 238)
		}
		d.Rect(x, y, w, h, "FD")
		d.SetFillColor(c.accent[0], c.accent[1], c.accent[2])
		d.Rect(x, y, min(1, w/20), h, "F")
	}
	ty := y + c.pad
	if c.centred {
		ty = y + (h-c.height)/2 + c.pad
	}
	for _, l := range c.lines {
		lh := lineH(l.size)
		style := ""
		if l.bold {
			style = "B"
		}
		d.SetFont("dejavu", style, l.size)
		d.SetTextColor(l.color[0], l.color[1], l.color[2])
		d.SetXY(x+1.8, ty)
		tw := d.GetStringWidth(l.text)
		d.CellFormat(tw, lh, l.text, "", 0, "L", false, 0, "")
		if l.tail != "" {
			d.SetFont("dejavu", "", l.size)
			d.SetX(x + 1.8 + tw + d.GetStringWidth(" "))
			d.CellFormat(w-tw-3, lh, l.tail, "", 0, "L", false, 0, "")
		}
		ty += lh
	}
	d.SetTextColor(0, 0, 0)
}

// details is a bird's sex, colour and strain in a line (sex left out when
// withSex is false or unknown).
func details(t func(string) string, p *core.PedigreePigeon, withSex bool) string {
	sex := ""
	if withSex && (p.Sex == core.Cock || p.Sex == core.Hen) {
		sex = t("sex." + string(p.Sex))
	}
	return join(" · ", sex, p.Color, p.Strain)
}

// keyRaces picks a bird's best n races to print: placed ones by
// coefficient (the share of the field beaten, fair between races of
// different sizes), then the newest unplaced.
func keyRaces(races []core.PigeonRace, n int) []core.PigeonRace {
	rs := slices.Clone(races)
	slices.SortStableFunc(rs, func(a, b core.PigeonRace) int {
		switch {
		case (a.Place > 0) != (b.Place > 0):
			if a.Place > 0 {
				return -1
			}
			return 1
		case a.Place > 0 && a.Coefficient != b.Coefficient:
			return int(a.Coefficient - b.Coefficient)
		}
		return b.Released.Compare(a.Released)
	})
	return rs[:min(n, len(rs))]
}

// raceTexts words a race in a card, longest first: place of basketed,
// race and year, speed.
func raceTexts(t func(string) string, r core.PigeonRace) []string {
	place := t("pedigree.not_classified")
	if r.Place > 0 {
		place = strings.NewReplacer("{place}", strconv.Itoa(r.Place), "{of}", strconv.Itoa(r.Basketed)).Replace(t("pedigree.place"))
	}
	race := r.Flight
	if year := r.Released.Format("2006"); !r.Released.IsZero() && !strings.Contains(race, year) {
		race += " " + year
	}
	unit := "m/min"
	if r.Unit == core.Mile {
		unit = "yd/min"
	}
	speed := ""
	if r.Speed > 0 {
		speed = r.Speed.String() + " " + unit
	}
	return []string{join(" · ", place, race, speed), join(" · ", place, race), join(" · ", place, r.Flight), place}
}

// join joins the parts that are not blank with sep.
func join(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
