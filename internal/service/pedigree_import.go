package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// PedigreeImport is a CSV to import into the account's pedigree.
type PedigreeImport struct {
	CSV     []byte
	Mapping map[string]string // field → the file's header; a field left out is found by its usual names
	DryRun  bool              // check and report, write nothing
}

// ImportReport is what an import found, and did unless it was a dry run or
// found a problem: every line is checked before anything is written, and
// one problem writes nothing.
type ImportReport struct {
	Headers  []string
	Format   string            // core.PigeonPlannerFormat for that program's export, else "" (a CSV mapped by its headers)
	Columns  map[string]string // field → header used
	Lines    int
	New      int // pigeons the file adds, its parents not listed included
	Updated  int // pigeons of the account it changes
	Problems []core.ImportProblem
	Written  bool
}

// ImportPedigree imports pigeons from a CSV: a ring the account has is
// updated with the file's non-empty fields, a new one added; sires and dams
// named by a ring that neither the file nor the account has are added as
// bare birds; breeders are found by name or added.
func (p *Pedigree) ImportPedigree(ctx context.Context, in PedigreeImport) (*ImportReport, error) {
	rep := &ImportReport{}
	lines, headers, cols, problems := core.ParsePedigreeCSV(in.CSV, in.Mapping)
	rep.Headers, rep.Columns, rep.Lines, rep.Problems = headers, cols, len(lines), problems
	if len(in.Mapping) == 0 && core.IsPigeonPlannerExport(headers) {
		rep.Format = core.PigeonPlannerFormat
	}
	if len(problems) > 0 {
		return rep, nil
	}
	run := p.edit
	if in.DryRun {
		run = func(ctx context.Context, fn func(context.Context, *core.User) error) error {
			u, err := p.reader(ctx)
			if err != nil {
				return err
			}
			return fn(ctx, u)
		}
	}
	err := run(ctx, func(ctx context.Context, u *core.User) error {
		plan, err := p.planImport(ctx, u.ID, lines)
		if err != nil {
			return err
		}
		rep.New, rep.Updated, rep.Problems = plan.added, plan.updated, plan.problems
		if in.DryRun || len(plan.problems) > 0 {
			return nil
		}
		if err := plan.write(ctx, p.store); err != nil {
			return err
		}
		rep.Written = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rep, nil
}

// importPlan is the account's pedigree as it will be after an import.
type importPlan struct {
	byRing   map[string]*core.PedigreePigeon // every bird, the account's and the file's
	sire     map[string]string               // ring → sire's ring, as the file says
	dam      map[string]string
	breeder  map[string]string // ring → breeder's name
	fanciers map[string]*core.PedigreeFancier
	order    []string // rings to write, in the file's order, added parents first
	added    int
	updated  int
	problems []core.ImportProblem
}

func (p *Pedigree) planImport(ctx context.Context, userID int64, lines []core.ImportLine) (*importPlan, error) {
	all, err := p.store.AllPedigreePigeons(ctx, userID)
	if err != nil {
		return nil, err
	}
	fs, err := p.store.FindPedigreeFanciers(ctx, userID)
	if err != nil {
		return nil, err
	}
	plan := &importPlan{byRing: map[string]*core.PedigreePigeon{}, sire: map[string]string{}, dam: map[string]string{},
		breeder: map[string]string{}, fanciers: map[string]*core.PedigreeFancier{}}
	for _, pg := range all {
		plan.byRing[pg.Ring] = pg
	}
	for _, f := range fs {
		plan.fanciers[strings.ToLower(f.Name)] = f
	}
	seen := map[string]int{}
	for _, l := range lines {
		plan.line(userID, l, seen)
	}
	for _, l := range lines {
		ring := core.NormalizeRing(l.Fields["ring"])
		for field, parent := range map[string]map[string]string{"sire": plan.sire, "dam": plan.dam} {
			r, ok := parent[ring]
			if !ok {
				continue
			}
			if msg := core.CheckPedigreeRing(r); msg != "" {
				plan.problems = append(plan.problems, core.ImportProblem{Line: l.Line, Field: field, Message: msg})
			} else if _, ok := plan.byRing[r]; !ok {
				sex := core.Cock
				if field == "dam" {
					sex = core.Hen
				}
				plan.byRing[r] = &core.PedigreePigeon{UserID: userID, Ring: r, Sex: sex}
				plan.order = append([]string{r}, plan.order...)
				plan.added++
			}
		}
	}
	if len(plan.problems) == 0 {
		plan.checkParents(lines)
	}
	return plan, nil
}

// line reads one line into the plan.
func (plan *importPlan) line(userID int64, l core.ImportLine, seen map[string]int) {
	bad := func(field, msg string) {
		plan.problems = append(plan.problems, core.ImportProblem{Line: l.Line, Field: field, Message: msg})
	}
	f := l.Fields
	sex, ok := core.ParseSex(f["sex"])
	if !ok {
		bad("sex", fmt.Sprintf("%q is not a sex: write cock, hen or leave it empty.", f["sex"]))
	}
	next := &core.PedigreePigeon{UserID: userID, Ring: f["ring"], Name: f["name"], Sex: sex, Color: f["color"], Strain: f["strain"], Notes: f["notes"]}
	if h := f["hatched_on"]; h != "" {
		d, err := core.ParseDate(h)
		if err != nil {
			bad("hatched_on", "Write the hatch date as YYYY-MM-DD.")
		} else {
			next.HatchedOn = &d
		}
	}
	if err := next.Validate(); err != nil {
		for field, msgs := range err.(*core.Error).Fields {
			bad(field, msgs[0])
		}
		return
	}
	if first, dup := seen[next.Ring]; dup {
		bad("ring", fmt.Sprintf("The ring is on line %d already.", first))
		return
	}
	seen[next.Ring] = l.Line
	if cur, ok := plan.byRing[next.Ring]; ok && cur.ID != 0 {
		merge(cur, next, f)
		plan.updated++
	} else {
		plan.byRing[next.Ring] = next
		plan.added++
	}
	plan.order = append(plan.order, next.Ring)
	for field, m := range map[string]map[string]string{"sire": plan.sire, "dam": plan.dam} {
		if r := core.NormalizeRing(f[field]); r != "" {
			m[next.Ring] = r
		}
	}
	if b := strings.TrimSpace(f["breeder"]); b != "" {
		plan.breeder[next.Ring] = b
	}
}

// merge updates the account's pigeon with the file's non-empty fields.
func merge(cur, next *core.PedigreePigeon, f map[string]string) {
	if f["name"] != "" {
		cur.Name = next.Name
	}
	if f["sex"] != "" {
		cur.Sex = next.Sex
	}
	if f["color"] != "" {
		cur.Color = next.Color
	}
	if f["strain"] != "" {
		cur.Strain = next.Strain
	}
	if f["notes"] != "" {
		cur.Notes = next.Notes
	}
	if next.HatchedOn != nil {
		cur.HatchedOn = next.HatchedOn
	}
}

// checkParents checks every line's parents as they will be, giving the
// file's new birds stand-in ids.
func (plan *importPlan) checkParents(lines []core.ImportLine) {
	byID := map[int64]*core.PedigreePigeon{}
	idOf := map[string]int64{}
	next := int64(-1)
	for ring, pg := range plan.byRing {
		id := pg.ID
		if id == 0 {
			id, next = next, next-1
		}
		idOf[ring] = id
	}
	staged := map[string]*core.PedigreePigeon{}
	for ring, pg := range plan.byRing {
		c := *pg
		c.ID = idOf[ring]
		if r, ok := plan.sire[ring]; ok {
			id := idOf[r]
			c.SireID = &id
		}
		if r, ok := plan.dam[ring]; ok {
			id := idOf[r]
			c.DamID = &id
		}
		staged[ring] = &c
		byID[c.ID] = &c
	}
	for _, l := range lines {
		ring := core.NormalizeRing(l.Fields["ring"])
		if err := core.CheckParents(staged[ring], byID); err != nil {
			for field, msgs := range err.(*core.Error).Fields {
				plan.problems = append(plan.problems, core.ImportProblem{Line: l.Line, Field: strings.TrimSuffix(field, "_id"), Message: msgs[0]})
			}
		}
	}
}

// write stores the plan: breeders, then the birds, then their parents
// (which may be birds written after them).
func (plan *importPlan) write(ctx context.Context, st pedigreeStore) error {
	for _, ring := range plan.order {
		pg := plan.byRing[ring]
		if name, ok := plan.breeder[ring]; ok {
			f, ok := plan.fanciers[strings.ToLower(name)]
			if !ok {
				f = &core.PedigreeFancier{UserID: pg.UserID, Name: name}
				if err := f.Validate(); err != nil {
					return err
				}
				if err := st.CreatePedigreeFancier(ctx, f); err != nil {
					return err
				}
				plan.fanciers[strings.ToLower(name)] = f
			}
			pg.BreederID = &f.ID
		}
		var err error
		if pg.ID == 0 {
			err = st.CreatePedigreePigeon(ctx, pg)
		} else {
			err = st.UpdatePedigreePigeon(ctx, pg)
		}
		if err != nil {
			return err
		}
	}
	for _, ring := range plan.order {
		pg := plan.byRing[ring]
		sr, hasSire := plan.sire[ring]
		dr, hasDam := plan.dam[ring]
		if !hasSire && !hasDam {
			continue
		}
		if hasSire {
			pg.SireID = &plan.byRing[sr].ID
		}
		if hasDam {
			pg.DamID = &plan.byRing[dr].ID
		}
		if err := st.UpdatePedigreePigeon(ctx, pg); err != nil {
			return err
		}
	}
	return nil
}
