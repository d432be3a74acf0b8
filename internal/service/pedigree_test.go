package service_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestPedigreeTrial: a trial started at 23:30 on 10 Feb in Auckland runs
// through 10 April there (day 60) and locks editing as 11 April begins,
// though UTC is still on 10 April; reading and exporting stay open, a
// membership unlocks editing again, and the end is mailed 7 days before.
func TestPedigreeTrial(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		ctx := w.as(w.fancier)
		p := w.svc.Pedigree
		*w.clock = time.Date(2026, 2, 10, 10, 30, 0, 0, time.UTC) // 23:30 in Auckland
		a, err := p.MyPedigree(ctx)
		must(t, err)
		if a.Settings != nil || !a.CanEdit {
			t.Fatalf("before the first use: %+v", a)
		}
		a, err = p.SavePedigreeSettings(ctx, 5, "Pacific/Auckland")
		must(t, err)
		if a.DaysLeft != 60 || a.TrialEnds.UTC().Format(time.RFC3339) != "2026-04-10T12:00:00Z" {
			t.Fatalf("trial: %d days left, ends %v", a.DaysLeft, a.TrialEnds.UTC())
		}
		_, err = p.SavePedigreeSettings(ctx, 7, "Pacific/Auckland")
		wantErr(t, err, core.EINVALID, "")
		must(t, p.SavePedigreePigeon(ctx, &core.PedigreePigeon{Ring: "NL-2025-1234567", Sex: core.Cock}))

		// Notice: once, within 7 days of the end.
		for _, c := range []struct {
			at   string
			want int
		}{{"2026-04-02T12:00:00Z", 0}, {"2026-04-03T12:30:00Z", 1}, {"2026-04-04T12:00:00Z", 0}} {
			*w.clock, _ = time.Parse(time.RFC3339, c.at)
			n, err := p.AnnounceTrialEnds(context.Background())
			must(t, err)
			if n != c.want {
				t.Fatalf("at %s: %d notices, want %d", c.at, n, c.want)
			}
		}
		if last := w.mail.sent[len(w.mail.sent)-1]; last.Template != "pedigree_trial_ending" || last.Data["End"] != "2026-04-10 (Pacific/Auckland)" {
			t.Fatalf("notice: %s %v", last.Template, last.Data)
		}

		*w.clock = time.Date(2026, 4, 10, 11, 59, 0, 0, time.UTC) // 23:59 on day 60
		must(t, p.SavePedigreePigeon(ctx, &core.PedigreePigeon{Ring: "NL-2025-1234568", Sex: core.Hen}))
		*w.clock = time.Date(2026, 4, 10, 12, 0, 0, 0, time.UTC) // day 61 in Auckland, 10 April in UTC
		err = p.SavePedigreePigeon(ctx, &core.PedigreePigeon{Ring: "NL-2025-1234569"})
		wantErr(t, err, core.EFORBIDDEN, core.MsgTrialOver)
		list, n, err := p.PedigreePigeons(ctx, core.PedigreeFilter{})
		must(t, err)
		stored := false
		_, err = p.SetPedigreePhoto(ctx, list[0].ID, func() (*core.File, error) { stored = true; return &core.File{Path: "pedigree/x"}, nil })
		wantErr(t, err, core.EFORBIDDEN, core.MsgTrialOver)
		if stored {
			t.Fatal("a photo was stored for a locked pedigree")
		}
		if n != 2 || len(list) != 2 {
			t.Fatalf("after the trial the pigeons are readable: %d", n)
		}
		csv, err := p.ExportPedigree(ctx)
		must(t, err)
		if !strings.Contains(string(csv), "NL-2025-1234568,,hen") {
			t.Fatalf("export: %s", csv)
		}

		m := w.product(t, &core.StoreProduct{Kind: core.StoreMembership, Name: "Pedigree", Price: 2900, MembershipMonths: 12, Unlocks: []string{core.PedigreeFeature}})
		w.cart(t, w.fancier, m, 1, 0)
		o, err := w.checkout(w.fancier)
		must(t, err)
		w.pay(t, o)
		must(t, p.SavePedigreePigeon(ctx, &core.PedigreePigeon{Ring: "NL-2025-1234569"}))
	})
}

// TestPedigreeParents refuses a loop of ancestors, a parent of the wrong
// sex or of another account, and a ring twice; a youngster of a pair takes
// its birds as parents; the chart fills every position.
func TestPedigreeParents(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		ctx := w.as(w.fancier)
		p := w.svc.Pedigree
		bird := func(ring string, sex core.Sex, sire, dam *int64) *core.PedigreePigeon {
			pg := &core.PedigreePigeon{Ring: ring, Sex: sex, SireID: sire, DamID: dam}
			must(t, p.SavePedigreePigeon(ctx, pg))
			return pg
		}
		grandsire := bird("BE-1234567-20", core.Cock, nil, nil)
		sire := bird("BE-1234568-22", core.Cock, &grandsire.ID, nil)
		dam := bird("BE-1234569-22", core.Hen, nil, nil)
		pair := &core.BreedingPair{CockID: sire.ID, HenID: dam.ID, From: core.MustDate("2025-12-01")}
		must(t, p.SaveBreedingPair(ctx, pair))
		young := &core.PedigreePigeon{Ring: "BE-1234570-26", PairID: &pair.ID}
		must(t, p.SavePedigreePigeon(ctx, young))
		if young.SireID == nil || *young.SireID != sire.ID || *young.DamID != dam.ID {
			t.Fatalf("youngster's parents: %v %v", young.SireID, young.DamID)
		}

		grandsire.SireID = &young.ID
		wantErr(t, p.SavePedigreePigeon(ctx, grandsire), core.EINVALID, core.MsgOwnAncestor)
		wantErr(t, p.SaveBreedingPair(ctx, &core.BreedingPair{CockID: dam.ID, HenID: sire.ID, From: core.MustDate("2026-01-01")}), core.EINVALID, core.MsgCockSex)
		wantErr(t, p.SavePedigreePigeon(ctx, &core.PedigreePigeon{Ring: "be 1234567-20"}), core.EINVALID, "You already have a pigeon with this ring.")
		wantErr(t, p.SavePedigreePigeon(ctx, &core.PedigreePigeon{Ring: "BE-26-1234567"}), core.EINVALID, "The ring number must look like BE-1234567-26.")
		other := w.as(w.merchant)
		wantErr(t, p.SavePedigreePigeon(other, &core.PedigreePigeon{Ring: "DE-0123-26-1", SireID: &sire.ID}), core.EINVALID, "Choose one of your pigeons.")
		_, err := p.PedigreeCardOf(other, young.ID, 0)
		wantErr(t, err, core.ENOTFOUND, "")

		card, err := p.PedigreeCardOf(ctx, young.ID, 4)
		must(t, err)
		filled := 0
		card.Tree.Each(func(n *core.PedigreeNode, g, pos int) {
			if n.Pigeon != nil {
				filled++
			}
		})
		if filled != 4 {
			t.Fatalf("chart: %d known birds, want the youngster, its parents and the grandsire", filled)
		}
		pairs, err := p.BreedingPairs(ctx)
		must(t, err)
		if len(pairs) != 1 || pairs[0].Young != 1 || pairs[0].Cock.Ring != sire.Ring {
			t.Fatalf("pairs: %+v", pairs[0])
		}
		out, err := p.ExportBreedingPairs(ctx)
		must(t, err)
		if rows := strings.Split(strings.TrimSpace(string(out)), "\n"); len(rows) != 2 || !strings.HasPrefix(rows[1], "BE-1234568-22,BE-1234569-22,2025-12-01,,") ||
			!strings.Contains(rows[1], ",BE-1234570-26,") {
			t.Fatalf("pairs CSV: %q", out)
		}
		if out, _ := p.ExportBreedingPairs(other); strings.Count(string(out), "\n") != 1 {
			t.Fatalf("another account's pairs CSV: %q", out)
		}
	})
}

// TestPedigreeImport checks a file first: a dry run reports the bad line
// and writes nothing, a file with a bad line writes nothing either, and a
// good one adds its birds, the parents it only names, and its breeders.
func TestPedigreeImport(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		ctx := w.as(w.fancier)
		p := w.svc.Pedigree
		bad := "Ring;Name;Sex;Vater;Mutter;Breeder\n" +
			"NL-2024-1000001;Alpha;cock;NL-2020-1000000;;Jan Aarden\n" +
			"NL-24-1000002;Beta;hen;;;\n" + // the Dutch ring has a 4-digit year
			"NL-2024-1000003;Gamma;x;;;\n"
		rep, err := p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(bad), DryRun: true})
		must(t, err)
		if len(rep.Problems) != 2 || rep.Problems[0].Line != 3 || rep.Problems[0].Field != "ring" || rep.Problems[1].Line != 4 || rep.Written {
			t.Fatalf("dry run: %+v", rep.Problems)
		}
		if rep.Columns["sire"] != "Vater" || rep.Columns["dam"] != "Mutter" {
			t.Fatalf("columns: %v", rep.Columns)
		}
		rep, err = p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(bad)})
		must(t, err)
		if rep.Written {
			t.Fatal("a file with a bad line was written")
		}
		if _, n, _ := p.PedigreePigeons(ctx, core.PedigreeFilter{}); n != 0 {
			t.Fatalf("%d pigeons after a refused import", n)
		}

		good := "ring,name,sex,sire,dam,breeder\n" +
			"NL-2024-1000001,Alpha,cock,NL-2020-1000000,NL-2020-2000000,Jan Aarden\n" +
			"NL-2024-1000002,Beta,hen,NL-2020-1000000,,jan aarden\n"
		rep, err = p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(good)})
		must(t, err)
		if !rep.Written || rep.New != 4 || len(rep.Problems) != 0 {
			t.Fatalf("import: %+v", rep)
		}
		fs, _ := p.PedigreeFanciers(ctx)
		if len(fs) != 1 {
			t.Fatalf("breeders: %d, want one found by name", len(fs))
		}
		if out, err := p.ExportPedigreeFanciers(ctx); err != nil || !strings.Contains(string(out), "\nJan Aarden,,\n") {
			t.Fatalf("breeders CSV: %q %v", out, err)
		}
		// A second import updates by ring; a loop it would make is refused.
		loop := "ring,sire\nNL-2020-1000000,NL-2024-1000001\n"
		rep, err = p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(loop)})
		must(t, err)
		if rep.Written || len(rep.Problems) != 1 || rep.Problems[0].Message != core.MsgOwnAncestor {
			t.Fatalf("loop: %+v", rep.Problems)
		}
		rep, err = p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte("Band\nNL-2024-1000001\n"), Mapping: map[string]string{"ring": "Ring"}})
		must(t, err)
		if len(rep.Problems) != 1 || rep.Problems[0].Message != `The file has no column "Ring".` {
			t.Fatalf("mapping: %+v", rep.Problems)
		}
	})
}

// TestPedigreeImportPigeonPlanner reads the desktop program's export
// without a mapping: rings put together per country, its sex numbers (0
// cock, 1 hen), parents by "sire band"/"sire year"; a sex it does not
// have is refused on its line.
func TestPedigreeImportPigeonPlanner(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		ctx := w.as(w.fancier)
		p := w.svc.Pedigree
		const header = `"pindex","band","year","sex","visible","status","colour","name","strain","loft","image","sire band","sire year","dam band","dam year"` + "\n"
		bad := header + `"1","BE 1234567","2023","5","1","1","","","","","","","","",""` + "\n"
		rep, err := p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(bad), DryRun: true})
		must(t, err)
		if rep.Format != core.PigeonPlannerFormat || len(rep.Problems) != 1 || rep.Problems[0].Line != 2 || rep.Problems[0].Field != "sex" {
			t.Fatalf("bad sex: format %q, problems %+v", rep.Format, rep.Problems)
		}
		good := header +
			`"1","BE 1234567","2023","0","1","1","Blue","Kaiser","Janssen","Loft 1","","BE 7654321","2020","BE 1111111","2019"` + "\n" +
			`"2","BE 7654321","2020","0","1","4","Red","Old Red","","","","","","",""` + "\n"
		rep, err = p.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(good)})
		must(t, err)
		if !rep.Written || rep.New != 3 || len(rep.Problems) != 0 {
			t.Fatalf("import: %+v", rep)
		}
		birds, _, err := p.PedigreePigeons(ctx, core.PedigreeFilter{})
		must(t, err)
		byRing := map[string]*core.PedigreePigeon{}
		for _, b := range birds {
			byRing[b.Ring] = b
		}
		kaiser, sire, dam := byRing["BE-1234567-23"], byRing["BE-7654321-20"], byRing["BE-1111111-19"]
		if kaiser == nil || sire == nil || dam == nil || kaiser.Sex != core.Cock || kaiser.Color != "Blue" || dam.Sex != core.Hen {
			t.Fatalf("birds: %v", byRing)
		}
		if kaiser.SireID == nil || *kaiser.SireID != sire.ID || kaiser.DamID == nil || *kaiser.DamID != dam.ID {
			t.Fatalf("Kaiser's parents: %v %v, want %d %d", kaiser.SireID, kaiser.DamID, sire.ID, dam.ID)
		}
	})
}
