package service_test

import (
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestPaymentInfoPayee walks the fallback: the server's account, then the
// loft's payee, then the season's; the reference follows the pattern.
func TestPaymentInfoPayee(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		orders := s.ordersWith(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080",
			Bank: service.BankAccount{Holder: "Server Default", IBAN: "GB29 NWBK 6016 1331 9268 19", BIC: "NWBKGB2L"}}})
		o, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		info, err := orders.PaymentInfo(s.as(s.fancier), o.ID)
		must(t, err)
		if info.Payee == nil || info.Payee.Holder != "Server Default" || info.Payee.IBAN != "GB29NWBK60161331926819" ||
			info.Reference != o.Reference || info.EPCPayload == "" {
			t.Fatalf("default: got %+v %+v", info, info.Payee)
		}

		merchant := s.as(s.merchant)
		_, err = s.svc.Lofts.SetLoftPayee(merchant, s.loft.ID, core.Payee{Holder: "Sunrise Loft", IBAN: "de89 3704 0044 0532 0130 00",
			BIC: "cobadeff", ReferencePattern: "{season}-{order}"})
		must(t, err)
		info, err = orders.PaymentInfo(s.as(s.fancier), o.ID)
		must(t, err)
		wantRef := fmt.Sprintf("2026-%d", o.ID)
		want := "BCD\n002\n1\nSCT\nCOBADEFF\nSunrise Loft\nDE89370400440532013000\nEUR400.00\n\n\n" + wantRef
		if info.Payee.Holder != "Sunrise Loft" || info.Reference != wantRef || info.EPCPayload != want {
			t.Fatalf("loft's: got %q %q", info.Reference, info.EPCPayload)
		}

		_, err = s.svc.Lofts.SetSeasonPayee(merchant, s.season.ID, core.Payee{Holder: "Final Fund", IBAN: "NL91ABNA0417164300"})
		must(t, err)
		info, err = orders.PaymentInfo(s.as(s.fancier), o.ID)
		must(t, err)
		if info.Payee.Holder != "Final Fund" || info.Reference != o.Reference {
			t.Fatalf("season's: got %+v, reference %q", info.Payee, info.Reference)
		}

		// Removing the season's brings the loft's back.
		_, err = s.svc.Lofts.SetSeasonPayee(merchant, s.season.ID, core.Payee{})
		must(t, err)
		if p, err := s.svc.Lofts.SeasonPayee(merchant, s.season.ID); err != nil || p != nil {
			t.Fatalf("removed: got %+v, %v", p, err)
		}
		info, _ = orders.PaymentInfo(s.as(s.fancier), o.ID)
		if info.Payee.Holder != "Sunrise Loft" {
			t.Fatalf("after removal: got %+v", info.Payee)
		}
	})
}

func TestSetPayeeRefused(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		good := core.Payee{Holder: "Sunrise Loft", IBAN: "DE89370400440532013000"}
		_, err := w.svc.Lofts.SetLoftPayee(w.as(w.merchant), w.loft.ID, good)
		must(t, err)
		for _, tt := range []struct {
			name string
			set  func() error
			code string
			msg  string
		}{
			{"ErrFancier", func() error { _, err := w.svc.Lofts.SetLoftPayee(w.as(w.fancier), w.loft.ID, good); return err }, core.EFORBIDDEN, ""},
			{"ErrFancierSeason", func() error {
				_, err := w.svc.Lofts.SetSeasonPayee(w.as(w.fancier), w.season.ID, good)
				return err
			}, core.EFORBIDDEN, ""},
			{"ErrChecksum", func() error {
				_, err := w.svc.Lofts.SetLoftPayee(w.as(w.merchant), w.loft.ID, core.Payee{Holder: "X", IBAN: "DE88 3704 0044 0532 0130 00"})
				return err
			}, core.EINVALID, core.MsgIBANChecksum},
			{"ErrSeasonBIC", func() error {
				_, err := w.svc.Lofts.SetSeasonPayee(w.as(w.merchant), w.season.ID, core.Payee{Holder: "X", IBAN: good.IBAN, BIC: "12"})
				return err
			}, core.EINVALID, core.MsgBIC},
		} {
			t.Run(tt.name, func(t *testing.T) {
				wantErr(t, tt.set(), tt.code, tt.msg)
				p, err := w.svc.Lofts.LoftPayee(w.as(w.merchant), w.loft.ID)
				must(t, err)
				if *p != good {
					t.Fatalf("changed: got %+v", p)
				}
				if sp, _ := w.svc.Lofts.SeasonPayee(w.as(w.merchant), w.season.ID); sp != nil {
					t.Fatalf("season payee set: %+v", sp)
				}
			})
		}
		_, err = w.svc.Lofts.LoftPayee(w.as(w.fancier), w.loft.ID)
		wantErr(t, err, core.EFORBIDDEN, "")
	})
}
