package core_test

import (
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestEmail(t *testing.T) {
	for _, tt := range []struct {
		name, value string
		required    bool
		wantErr     bool
	}{
		{"OK", "anna@example.org", true, false},
		{"OKLongTLD", "anna@example.photography", false, false},
		{"OKOptionalEmpty", "", false, false},
		{"ErrRequiredEmpty", "", true, true},
		{"ErrNoAt", "anna.example.org", false, true},
		{"ErrShortTLD", "anna@example.o", false, true},
		{"ErrLongTLD", "anna@example.abcdefghijklm", false, true},
		{"ErrDigitTLD", "anna@example.c0m", false, true},
		{"ErrTooLong", strings.Repeat("a", 122) + "@ex.org", false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := core.FieldErrors{}
			core.Email(f, "email", tt.value, tt.required)
			if got := len(f) > 0; got != tt.wantErr {
				t.Fatalf("got errors %v, want error %v", f, tt.wantErr)
			}
		})
	}
}

func TestPassword(t *testing.T) {
	for _, tt := range []struct {
		value string
		ok    bool
	}{{"Secret123", true}, {"Sh0rt", false}, {"nocapital1", false}, {"NoNumberHere", false}, {"Äpfel1234", true}} {
		f := core.FieldErrors{}
		core.Password(f, "password", tt.value)
		if (len(f) == 0) != tt.ok {
			t.Errorf("%q: got %v, want ok=%v", tt.value, f, tt.ok)
		}
	}
}

func TestIntRangeAndLengths(t *testing.T) {
	f := core.FieldErrors{}
	core.IntRange(f, "amount", -1, core.IntRangeMin, core.IntRangeMax)
	core.IntRange(f, "count", core.IntRangeMax+1, core.IntRangeMin, core.IntRangeMax)
	core.IntRange(f, "fine", 5, core.IntRangeMin, core.IntRangeMax)
	core.MaxLen(f, "name", "ÄÖÜ", 3)
	core.MaxLen(f, "title", "abcd", 3)
	core.MinLen(f, "code", "ab", 3)
	want := map[string]string{
		"amount": "The amount must be at least 0.",
		"count":  "The count may not be greater than 100000000.",
		"title":  "The title may not be greater than 3 characters.",
		"code":   "The code must be at least 3 characters.",
	}
	if len(f) != len(want) {
		t.Fatalf("got %v", f)
	}
	for k, v := range want {
		if f[k][0] != v {
			t.Errorf("%s: got %q, want %q", k, f[k][0], v)
		}
	}
}

func TestFieldErrorsErr(t *testing.T) {
	if (core.FieldErrors{}).Err() != nil {
		t.Fatal("empty: want nil")
	}
	f := core.FieldErrors{}
	f.Add("zipcode", "z")
	f.Add("city", "c1")
	f.Add("city", "c2")
	err := f.Err()
	if core.ErrorCode(err) != core.EINVALID || core.ErrorMessage(err) != "c1" {
		t.Fatalf("got %v %q, want invalid with the first field's first message", core.ErrorCode(err), core.ErrorMessage(err))
	}
}

func TestAddressValid(t *testing.T) {
	for _, tt := range []struct {
		name string
		a    core.LoftAddress
		want bool
	}{
		{"OK", core.LoftAddress{City: "Hamburg", Street: "Elbchaussee 1", Zipcode: "22763"}, true},
		{"NoCity", core.LoftAddress{Street: "Elbchaussee 1", Zipcode: "22763"}, false},
		{"BlankStreet", core.LoftAddress{City: "Hamburg", Street: "  ", Zipcode: "22763"}, false},
		{"NoZip", core.LoftAddress{City: "Hamburg", Street: "Elbchaussee 1"}, false},
	} {
		if got := tt.a.Valid(); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestPackages(t *testing.T) {
	for _, tt := range []struct {
		p    core.Package
		want bool
	}{{core.PackageLegacy, false}, {core.PackageBasic, true}, {core.PackagePremium, true}} {
		if got := tt.p.AllowsFancierManagement(); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.p, got, tt.want)
		}
	}
	if (&core.Loft{}).Package() != core.PackageLegacy {
		t.Error("a loft without history is legacy")
	}
}

func TestPage(t *testing.T) {
	for _, tt := range []struct {
		in      core.Page
		want    core.Page
		offset  int
		wantErr bool
	}{
		{core.Page{}, core.Page{Page: 1, PerPage: 25}, 0, false},
		{core.Page{Page: 3, PerPage: 50}, core.Page{Page: 3, PerPage: 50}, 100, false},
		{core.Page{Page: 1, PerPage: 100}, core.Page{Page: 1, PerPage: 100}, 0, false},
		{core.Page{Page: 1, PerPage: 10}, core.Page{}, 0, true},
		{core.Page{Page: -1, PerPage: 25}, core.Page{}, 0, true},
	} {
		got, err := tt.in.Normalize()
		if (err != nil) != tt.wantErr {
			t.Errorf("%+v: got err %v", tt.in, err)
			continue
		}
		if err == nil && (got != tt.want || got.Offset() != tt.offset) {
			t.Errorf("%+v: got %+v offset %d, want %+v offset %d", tt.in, got, got.Offset(), tt.want, tt.offset)
		}
	}
}

func TestProductValidate(t *testing.T) {
	for _, tt := range []struct {
		name      string
		p         core.Product
		wantField string
	}{
		{"OK", core.Product{Category: core.ProductEntryFee, Name: "1+1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}, ""},
		{"OKUnlimited", core.Product{Category: core.ProductSale, Name: "Sale", Amount: 0}, ""},
		{"ErrNegativeAmount", core.Product{Category: core.ProductSale, Name: "Sale", Amount: -1}, "amount"},
		{"ErrMaxSales", core.Product{Category: core.ProductSale, Name: "Sale", MaxQuantity: intp(core.MaxSales)}, "max_quantity"},
		{"ErrEntryFeeWithoutPigeons", core.Product{Category: core.ProductEntryFee, Name: "Nothing"}, "pigeons_active"},
		{"ErrCategory", core.Product{Category: 9, Name: "X"}, "product_category_id"},
		{"ErrName", core.Product{Category: core.ProductSale}, "name"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.p.Validate()
			if tt.wantField == "" {
				if err != nil {
					t.Fatalf("got %v", err)
				}
				return
			}
			if err == nil || len(err.(*core.Error).Fields[tt.wantField]) == 0 {
				t.Fatalf("got %v, want an error on %s", err, tt.wantField)
			}
		})
	}
	if core.HasEntryFee([]*core.Product{{Category: core.ProductSale}}) || !core.HasEntryFee([]*core.Product{{Category: core.ProductSale}, {Category: core.ProductEntryFee}}) {
		t.Error("HasEntryFee")
	}
}

func TestDisplayFields(t *testing.T) {
	d := core.DisplayFields{"results": {"speed": false}}
	full := d.Complete()
	if full["results"]["speed"] || !full["results"]["rank"] || !full["aces"]["pigeonName"] || len(full) != 5 {
		t.Errorf("got %v", full)
	}
	if err := (core.DisplayFields{"results": {"colour": true}}).Validate(); err == nil {
		t.Error("unknown field: want an error")
	}
	if err := (core.DisplayFields{"weather": {}}).Validate(); err == nil {
		t.Error("unknown area: want an error")
	}
}

func TestActorRoles(t *testing.T) {
	merchant := &core.User{ID: 1, Permissions: []*core.Permission{{LoftID: 7, IsMerchant: true, IsActive: true}}}
	inactive := &core.User{ID: 2, Permissions: []*core.Permission{{LoftID: 7, IsMerchant: true, IsActive: false}}}
	agent := &core.User{ID: 3, Permissions: []*core.Permission{{LoftID: 7, IsAgent: true, IsActive: true}}}
	admin := &core.User{ID: 4, AdminLevel: 1}
	for _, tt := range []struct {
		name                     string
		a                        core.Actor
		admin, merchant7, staff7 bool
		staff8                   bool
	}{
		{"Visitor", core.Actor{}, false, false, false, false},
		{"System", core.Actor{System: true}, true, true, true, true},
		{"Admin", core.Actor{User: admin}, true, true, true, true},
		{"Merchant", core.Actor{User: merchant}, false, true, true, false},
		{"InactiveMerchant", core.Actor{User: inactive}, false, false, false, false},
		{"Agent", core.Actor{User: agent}, false, false, true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := [4]bool{tt.a.IsAdmin(), tt.a.IsMerchantOf(7), tt.a.IsStaffOf(7), tt.a.IsStaffOf(8)}
			if want := [4]bool{tt.admin, tt.merchant7, tt.staff7, tt.staff8}; got != want {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	}
	if !agent.IsStaffOfAny() || inactive.IsStaffOfAny() {
		t.Error("IsStaffOfAny")
	}
}

func intp(v int) *int { return &v }

func TestFormatMoney(t *testing.T) {
	for _, tt := range []struct {
		cents int64
		c     core.Currency
		want  string
	}{
		{40000, core.EUR, "400,00 €"},
		{123456789, core.EUR, "1.234.567,89 €"},
		{5, core.EUR, "0,05 €"},
		{115000, core.USD, "$1,150.00"},
		{99, core.USD, "$0.99"},
		{-2500, core.USD, "-$25.00"},
		{100000000, core.USD, "$1,000,000.00"},
	} {
		if got := core.FormatMoney(tt.cents, tt.c); got != tt.want {
			t.Errorf("%d %s: got %q, want %q", tt.cents, tt.c, got, tt.want)
		}
	}
}

func TestTextCharacters(t *testing.T) {
	for _, tt := range []struct {
		name, value string
		ok          bool
	}{
		{"latin", "Jan de Vries", true},
		{"accents", "Zoë Müller-Łukasz", true},
		{"arabic", "مزرعة الحمام", true},
		{"arabic with RLM", "حمام\u200f 2027", true},
		{"chinese", "信鸽公棚", true},
		{"emoji", "Blue bar 🐦", true},
		{"multi-line text", "Line one\r\nLine two\tTabbed", true},
		{"NUL", "Jan\x00", false},
		{"bell", "Jan\a", false},
		{"escape", "\x1b[31mred", false},
		{"DEL", "Jan\x7f", false},
		{"C1 control", "Jan\u0085", false},
		{"right-to-left override", "invoice\u202egpj.exe", false},
		{"left-to-right embedding", "a\u202ab", false},
		{"first strong isolate", "a\u2068b\u2069", false},
		{"invalid UTF-8", "Jan\xff", false},
		{"zero-width space", "Jan\u200bde Vries", false},
		{"word joiner", "Jan\u2060", false},
		{"byte order mark", "\ufeffJan", false},
		{"zero-width joiner in an emoji", "Fancier 👨\u200d👩", true},
		{"zero-width non-joiner in Persian", "می\u200cخواهم", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := core.FieldErrors{}
			core.MaxLen(f, "first_name", tt.value, 64)
			if ok := len(f) == 0; ok != tt.ok {
				t.Fatalf("%q: ok = %v, want %v (%v)", tt.value, ok, tt.ok, f)
			}
			if !tt.ok && f["first_name"][0] != "The first name contains characters that are not allowed." {
				t.Errorf("message: %q", f["first_name"][0])
			}
		})
	}
}

func TestLine(t *testing.T) {
	for _, tt := range []struct {
		name, value string
		ok          bool
	}{
		{"OK", "Taubenweg 1", true},
		{"OKArabic", "شارع الحمام ١", true},
		{"ErrCRLF", "Taubenweg 1\r\nBcc: x@example.org", false},
		{"ErrLF", "Taubenweg\n1", false},
		{"ErrTab", "Taubenweg\t1", false},
		{"ErrNUL", "Tauben\x00weg", false},
		{"ErrRLO", "Tauben\u202eweg", false},
		{"ErrZeroWidth", "Tauben\u200bweg", false},
		{"ErrTooLong", strings.Repeat("x", 129), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := core.FieldErrors{}
			core.Line(f, "street", tt.value, 128)
			if ok := len(f) == 0; ok != tt.ok {
				t.Fatalf("%q: ok = %v, want %v (%v)", tt.value, ok, tt.ok, f)
			}
		})
	}
	for _, name := range []string{"terms\u202efdp.exe", "a\nb.pdf", "a\x00.pdf"} {
		if core.CheckFileName(name) == nil {
			t.Errorf("CheckFileName(%q) passed", name)
		}
	}
	if err := core.CheckFileName("Vertrag 2026 – مزرعة.pdf"); err != nil {
		t.Errorf("a plain name: %v", err)
	}
}

func TestLinks(t *testing.T) {
	for _, tt := range []struct {
		link             string
		website, imgLink bool
	}{
		{"https://harbour.example", true, true},
		{"https://harbour.example/path?q=1#top", true, true},
		{"/api/public/files/avatars/ab12-full.webp", false, true},
		{"http://harbour.example", false, false},
		{"javascript:alert(1)", false, false},
		{"JavaScript:alert(1)", false, false},
		{"data:image/svg+xml,<svg onload=alert(1)>", false, false},
		{"//evil.example/x.png", false, false},
		{"/\\evil.example", false, false},
		{"https://user:pw@harbour.example", false, false},
		{"https:///nohost", false, false},
		{"ftp://harbour.example", false, false},
	} {
		if got := core.ValidWebsite(tt.link); got != tt.website {
			t.Errorf("ValidWebsite(%q) = %v", tt.link, got)
		}
		if got := core.ValidLink(tt.link); got != tt.imgLink {
			t.Errorf("ValidLink(%q) = %v", tt.link, got)
		}
	}
}
