package core_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestLoftValidate(t *testing.T) {
	valid := func() core.Loft {
		return core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Currency: core.EUR, TimeZone: "Europe/Berlin", Country: "DE",
			Email: "race@sunrise.example", Phone: "+49 871 123-45", Website: "https://sunrise.example/race"}
	}
	for _, tt := range []struct {
		name      string
		change    func(l *core.Loft)
		wantField string // "" for valid
	}{
		{"OK", func(*core.Loft) {}, ""},
		{"OKNoContact", func(l *core.Loft) { l.Email, l.Phone, l.Website = "", "", "" }, ""},
		{"OKUTC", func(l *core.Loft) { l.TimeZone = "UTC" }, ""},
		{"ErrWebsitePlainHTTP", func(l *core.Loft) { l.Website = "http://loft.example" }, "website"},
		{"OKPhoneBrackets", func(l *core.Loft) { l.Phone = "(0871) 12 34 56" }, ""},
		{"ErrNameRequired", func(l *core.Loft) { l.Name = " " }, "name"},
		{"ErrNameTooLong", func(l *core.Loft) { l.Name = strings.Repeat("x", 129) }, "name"},
		{"ErrUnit", func(l *core.Loft) { l.Unit = "yard" }, "unit"},
		{"ErrCurrency", func(l *core.Loft) { l.Currency = "GBP" }, "currency"},
		{"ErrCurrencyMissing", func(l *core.Loft) { l.Currency = "" }, "currency"},
		{"ErrTimeZoneMissing", func(l *core.Loft) { l.TimeZone = "" }, "time_zone"},
		{"ErrTimeZoneUnknown", func(l *core.Loft) { l.TimeZone = "Europe/Atlantis" }, "time_zone"},
		{"ErrTimeZoneLocal", func(l *core.Loft) { l.TimeZone = "Local" }, "time_zone"},
		{"ErrCountry", func(l *core.Loft) { l.Country = "DEU" }, "country"},
		{"ErrEmail", func(l *core.Loft) { l.Email = "race@sunrise" }, "email"},
		{"ErrPhoneLetters", func(l *core.Loft) { l.Phone = "call us" }, "phone"},
		{"ErrPhoneShort", func(l *core.Loft) { l.Phone = "123" }, "phone"},
		{"ErrWebsiteScheme", func(l *core.Loft) { l.Website = "ftp://sunrise.example" }, "website"},
		{"ErrWebsiteNoScheme", func(l *core.Loft) { l.Website = "sunrise.example" }, "website"},
		{"ErrWebsiteJavascript", func(l *core.Loft) { l.Website = "javascript:alert(1)" }, "website"},
		{"ErrWebsiteTooLong", func(l *core.Loft) { l.Website = "https://x.example/" + strings.Repeat("a", 250) }, "website"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l := valid()
			tt.change(&l)
			err := l.Validate()
			if tt.wantField == "" {
				if err != nil {
					t.Fatalf("got %v, want valid", err)
				}
				return
			}
			e, ok := err.(*core.Error)
			if !ok || e.Code != core.EINVALID || len(e.Fields[tt.wantField]) == 0 {
				t.Fatalf("got %v, want a message for %s", err, tt.wantField)
			}
		})
	}
}

func TestCheckUnitChange(t *testing.T) {
	for _, tt := range []struct {
		name     string
		from, to core.Unit
		flights  int
		wantErr  bool
	}{
		{"OKNoFlights", core.Kilometre, core.Mile, 0, false},
		{"OKSameUnitWithFlights", core.Mile, core.Mile, 3, false},
		{"ErrFlights", core.Kilometre, core.Mile, 1, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckUnitChange(tt.from, tt.to, tt.flights)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v, want error %v", err, tt.wantErr)
			}
			if err != nil && core.ErrorCode(err) != core.EINVALID {
				t.Fatalf("code: got %s, want invalid", core.ErrorCode(err))
			}
		})
	}
}

func TestLoftUpdateApply(t *testing.T) {
	loft := &core.Loft{Name: "A", Unit: core.Kilometre, Currency: core.EUR, TimeZone: "UTC", Tags: []string{"fci"},
		DisplayFields: core.DisplayFields{"results": {"speed": false}}}
	name, unit, tags := "B", core.Mile, []string{}
	same := "UTC"
	got, changed := core.LoftUpdate{Name: &name, Unit: &unit, TimeZone: &same, Tags: &tags,
		DisplayFields: core.DisplayFields{"results": {"speed": true, "rank": true}, "aces": {"team": false}}}.Apply(loft)
	if got.Name != "B" || got.Unit != core.Mile || len(got.Tags) != 0 || loft.Name != "A" {
		t.Fatalf("got %+v (original %+v)", got, loft)
	}
	want := map[string][2]any{"name": {"A", "B"}, "unit": {core.Kilometre, core.Mile}, "tags": {[]string{"fci"}, []string{}},
		"display_fields.results.speed": {false, true}, "display_fields.aces.team": {true, false}}
	if !reflect.DeepEqual(changed, want) {
		t.Errorf("changed: got %v, want %v", changed, want)
	}
	if !got.DisplayFields["results"]["speed"] || got.DisplayFields["aces"]["team"] || loft.DisplayFields["results"]["speed"] {
		t.Errorf("display fields: got %v, original %v", got.DisplayFields, loft.DisplayFields)
	}
	if _, changed := (core.LoftUpdate{}).Apply(loft); len(changed) != 0 {
		t.Errorf("empty update: got changes %v", changed)
	}
}

func TestAllowsFancierManagement(t *testing.T) {
	for _, tt := range []struct {
		name string
		pkg  core.Package
		want bool
	}{
		{"OK/Basic", core.PackageBasic, true},
		{"OK/Premium", core.PackagePremium, true},
		{"ErrLegacy", core.PackageLegacy, false},
		{"ErrUnknown", core.Package("gold"), false},
		{"ErrNone", core.Package(""), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.pkg.AllowsFancierManagement(); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("ErrLoftWithoutPackage", func(t *testing.T) {
		// A loft whose package was never set is legacy, so it manages no fanciers.
		if got := (&core.Loft{}).Package().AllowsFancierManagement(); got {
			t.Errorf("got %v, want false", got)
		}
	})
}
