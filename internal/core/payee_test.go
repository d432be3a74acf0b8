package core_test

import (
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckIBAN(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string
	}{
		// Valid: the registry's examples, written as people type them.
		{"OK_DE", "DE89 3704 0044 0532 0130 00", ""},
		{"OK_GB", "GB29 NWBK 6016 1331 9268 19", ""},
		{"OK_FR", "FR14 2004 1010 0505 0001 3M02 606", ""},
		{"OK_NL", "NL91ABNA0417164300", ""},
		{"OK_BE", "BE68 5390 0754 7034", ""},
		{"OK_AT", "AT61 1904 3002 3457 3201", ""},
		{"OK_CH", "CH93 0076 2011 6238 5295 7", ""},
		{"OK_NO_shortest", "NO93 8601 1117 947", ""},
		{"OK_MT_longest_in_SEPA", "MT84 MALT 0110 0001 2345 MTLC AST0 01S", ""},
		{"OK_lower_case", "de89 3704 0044 0532 0130 00", ""},
		{"ErrChecksum", "DE88 3704 0044 0532 0130 00", core.MsgIBANChecksum},
		{"ErrSwappedDigits", "DE89 3704 0044 0532 0103 00", core.MsgIBANChecksum},
		{"ErrLengthForCountry", "DE89 3704 0044 0532 0130 0", "An IBAN from DE has 22 characters."},
		{"ErrLengthTooLong", "NL91 ABNA 0417 1643 0000", "An IBAN from NL has 18 characters."},
		{"ErrUnknownCountry", "XX89 3704 0044 0532 0130 00", core.MsgIBANCountry},
		{"ErrDigitsFirst", "1234567890", core.MsgIBANCountry},
		{"ErrOneLetter", "D", core.MsgIBANCountry},
		{"ErrBadChars", "DE89-3704-0044-0532-0130-00", core.MsgIBANCharacters},
		{"ErrUmlaut", "DÉ89 3704 0044 0532 0130 00", core.MsgIBANCharacters},
	} {
		t.Run(tt.name, func(t *testing.T) {
			iban := core.NormalizeIBAN(tt.in)
			if strings.Contains(iban, " ") {
				t.Fatalf("normalized %q still has spaces", iban)
			}
			if got := core.CheckIBAN(iban); got != tt.want {
				t.Fatalf("CheckIBAN(%q): got %q, want %q", iban, got, tt.want)
			}
		})
	}
}

func TestCheckBIC(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		ok       bool
	}{
		{"OK_8", "COBADEFF", true},
		{"OK_11", "COBADEFFXXX", true},
		{"OK_spaces_lower", "deut de ff 500", true},
		{"OK_digit_location", "NWBKGB2L", true},
		{"ErrLength", "COBADEF", false},
		{"ErrLength10", "COBADEFFXX", false},
		{"ErrDigitInBank", "C0BADEFF", false},
		{"ErrDigitInCountry", "COBAD3FF", false},
		{"ErrPunctuation", "COBADEF-", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.CheckBIC(core.NormalizeBIC(tt.in))
			if (got == "") != tt.ok {
				t.Fatalf("CheckBIC(%q): got %q, want ok %v", tt.in, got, tt.ok)
			}
		})
	}
}

func TestPayeeValidate(t *testing.T) {
	valid := func() core.Payee {
		return core.Payee{Holder: " Loft Golden Gate ", IBAN: "de89 3704 0044 0532 0130 00", BIC: "cobadeff",
			Bank: "Commerzbank", ReferencePattern: "{season}-{order}"}
	}
	for _, tt := range []struct {
		name  string
		edit  func(*core.Payee)
		field string // "" when valid
		msg   string
	}{
		{"OK", func(*core.Payee) {}, "", ""},
		{"OK_no_bic_no_pattern", func(p *core.Payee) { p.BIC, p.ReferencePattern = "", "" }, "", ""},
		{"OK_reference_only", func(p *core.Payee) { p.ReferencePattern = "Race {reference}" }, "", ""},
		{"ErrHolder", func(p *core.Payee) { p.Holder = " " }, "holder", "The holder field is required."},
		{"ErrIBANRequired", func(p *core.Payee) { p.IBAN = "" }, "iban", "The iban field is required."},
		{"ErrIBANChecksum", func(p *core.Payee) { p.IBAN = "DE88370400440532013000" }, "iban", core.MsgIBANChecksum},
		{"ErrBIC", func(p *core.Payee) { p.BIC = "COBA" }, "bic", core.MsgBIC},
		{"ErrUnknownPlaceholder", func(p *core.Payee) { p.ReferencePattern = "{year}-{order}" }, "reference_pattern", core.MsgPatternPlaceholder},
		{"ErrOpenBrace", func(p *core.Payee) { p.ReferencePattern = "{order" }, "reference_pattern", core.MsgPatternPlaceholder},
		{"ErrNotUnique", func(p *core.Payee) { p.ReferencePattern = "Season {season}" }, "reference_pattern", core.MsgPatternUnique},
		{"ErrPatternLength", func(p *core.Payee) { p.ReferencePattern = strings.Repeat("x", 61) + "{order}" }, "reference_pattern",
			"The reference pattern may not be greater than 60 characters."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := valid()
			tt.edit(&p)
			p.Normalize()
			err := p.Validate()
			if tt.field == "" {
				if err != nil {
					t.Fatalf("got %v, want nil", err)
				}
				return
			}
			e, ok := err.(*core.Error)
			if !ok || e.Code != core.EINVALID || len(e.Fields[tt.field]) == 0 || e.Fields[tt.field][0] != tt.msg {
				t.Fatalf("got %#v, want %s: %q", err, tt.field, tt.msg)
			}
		})
	}
	p := valid()
	p.Normalize()
	if p.IBAN != "DE89370400440532013000" || p.BIC != "COBADEFF" || p.Holder != "Loft Golden Gate" {
		t.Fatalf("normalized: got %+v", p)
	}
}

func TestTransferReference(t *testing.T) {
	o := &core.Order{ID: 42, Reference: "OL7-ABCDEFGH"}
	for _, tt := range []struct {
		name    string
		payee   *core.Payee
		want    string
		wantLen int
	}{
		{"OK_no_payee", nil, "OL7-ABCDEFGH", 0},
		{"OK_no_pattern", &core.Payee{}, "OL7-ABCDEFGH", 0},
		{"OK_season_order", &core.Payee{ReferencePattern: "{season}-{order}"}, "2026-42", 0},
		{"OK_text_and_reference", &core.Payee{ReferencePattern: "Entry {reference}"}, "Entry OL7-ABCDEFGH", 0},
		{"OK_cut_to_140", &core.Payee{ReferencePattern: "{season}{season}{order}"}, "", 140},
	} {
		t.Run(tt.name, func(t *testing.T) {
			season := "2026"
			if tt.wantLen > 0 {
				season = strings.Repeat("s", 100)
			}
			got := tt.payee.TransferReference(o, season)
			if tt.wantLen > 0 && len([]rune(got)) != tt.wantLen || tt.wantLen == 0 && got != tt.want {
				t.Fatalf("got %q, want %q (len %d)", got, tt.want, tt.wantLen)
			}
		})
	}
}

func TestEPCPayload(t *testing.T) {
	p := &core.Payee{Holder: "Brieftaubenfreunde Köln e.V.", IBAN: "DE89370400440532013000", BIC: "COBADEFF"}
	for _, tt := range []struct {
		name     string
		payee    *core.Payee
		amount   int64
		currency core.Currency
		ref      string
		want     string // "" when no QR
	}{
		// EPC069-12 §3.3: BCD, version, charset (1 = UTF-8), SCT, BIC, name,
		// IBAN, "EUR" and amount, purpose, structured ref, unstructured text;
		// LF between lines, none after the last.
		{"OK", p, 12050, core.EUR, "2026-42",
			"BCD\n002\n1\nSCT\nCOBADEFF\nBrieftaubenfreunde Köln e.V.\nDE89370400440532013000\nEUR120.50\n\n\n2026-42"},
		{"OK_no_bic_one_cent", &core.Payee{Holder: "A", IBAN: "NL91ABNA0417164300"}, 1, core.EUR, "x",
			"BCD\n002\n1\nSCT\n\nA\nNL91ABNA0417164300\nEUR0.01\n\n\nx"},
		{"OK_largest", p, 99999999999, core.EUR, "r",
			"BCD\n002\n1\nSCT\nCOBADEFF\nBrieftaubenfreunde Köln e.V.\nDE89370400440532013000\nEUR999999999.99\n\n\nr"},
		{"ErrDollars", p, 12050, core.USD, "r", ""},
		{"ErrZero", p, 0, core.EUR, "r", ""},
		{"ErrTooLarge", p, 100000000000, core.EUR, "r", ""},
		{"ErrNoPayee", nil, 100, core.EUR, "r", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := core.EPCPayload(tt.payee, tt.amount, tt.currency, tt.ref)
			if got != tt.want || ok != (tt.want != "") {
				t.Fatalf("got %q (%v), want %q", got, ok, tt.want)
			}
			if ok && len(got) > 331 {
				t.Fatalf("payload of %d bytes; EPC069-12 allows 331", len(got))
			}
		})
	}
}
