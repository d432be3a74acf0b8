package store_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestPayees(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		_, err := db.FindLoftPayee(ctx, f.loft.ID)
		wantCode(t, err, core.ENOTFOUND)
		_, err = db.FindSeasonPayee(ctx, f.season.ID)
		wantCode(t, err, core.ENOTFOUND)

		loft := &core.Payee{Holder: "Golden Gate Loft", IBAN: "DE89370400440532013000", BIC: "COBADEFF", Bank: "Commerzbank",
			ReferencePattern: "{season}-{order}"}
		mustNoErr(t, db.SetLoftPayee(ctx, f.loft.ID, loft))
		season := &core.Payee{Holder: "Final Race Fund", IBAN: "NL91ABNA0417164300"}
		mustNoErr(t, db.SetSeasonPayee(ctx, f.season.ID, season))
		got, err := db.FindLoftPayee(ctx, f.loft.ID)
		mustNoErr(t, err)
		if *got != *loft {
			t.Fatalf("loft payee: got %+v, want %+v", got, loft)
		}
		got, err = db.FindSeasonPayee(ctx, f.season.ID)
		mustNoErr(t, err)
		if *got != *season {
			t.Fatalf("season payee: got %+v, want %+v", got, season)
		}

		// A second save replaces every field, an empty one as well.
		changed := &core.Payee{Holder: "Golden Gate e.V.", IBAN: "BE68539007547034"}
		mustNoErr(t, db.SetLoftPayee(ctx, f.loft.ID, changed))
		got, err = db.FindLoftPayee(ctx, f.loft.ID)
		mustNoErr(t, err)
		if *got != *changed {
			t.Fatalf("replaced: got %+v, want %+v", got, changed)
		}

		// Zero removes it; the season's stays.
		mustNoErr(t, db.SetLoftPayee(ctx, f.loft.ID, &core.Payee{}))
		_, err = db.FindLoftPayee(ctx, f.loft.ID)
		wantCode(t, err, core.ENOTFOUND)
		if _, err := db.FindSeasonPayee(ctx, f.season.ID); err != nil {
			t.Fatalf("season payee after loft's removal: %v", err)
		}
		wantCode(t, db.SetLoftPayee(ctx, 9999, loft), core.EINVALID)
		wantCode(t, db.SetSeasonPayee(ctx, 9999, loft), core.EINVALID)
	})
}
