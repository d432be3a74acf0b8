// Package locale names countries in each of the product's languages, from
// CLDR data shipped with golang.org/x/text.
package locale

import (
	"sort"
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/oneloft/oneloft/internal/core"
)

// tags maps the product's language codes to BCP 47 (cn, jp and se are the
// product's own codes for Chinese, Japanese and Swedish).

// Country is an ISO 3166 region with its localized name (SPEC §3).
type Country struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// excluded are the keys SPEC §9 filters out of the list.
var excluded = map[string]bool{"XX": true, "WA": true, "XS": true, "II": true, "EN": true, "EU": true}

// reserved are CLDR regions that ISO 3166-1 only reserves (not countries one
// races from): Ascension, Clipperton, Diego Garcia, Ceuta and Melilla,
// Canary Islands, Tristan da Cunha; and the groupings Eurozone and United
// Nations, which CLDR lists among countries.
var reserved = map[string]bool{"AC": true, "CP": true, "DG": true, "EA": true, "IC": true, "TA": true, "EZ": true, "UN": true}

var tags = func() map[string]language.Tag {
	out := make(map[string]language.Tag, len(core.Languages))
	for _, l := range core.Languages {
		out[l.Code] = language.MustParse(l.Tag)
	}
	return out
}()

// Tag returns the BCP 47 tag of a product language code.
func Tag(code string) (language.Tag, bool) {
	t, ok := tags[code]
	return t, ok
}

var (
	codesOnce sync.Once
	codes     []language.Region
	cache     sync.Map // locale → []Country
)

// countryRegions lists every two-letter region that is a country.
func countryRegions() []language.Region {
	codesOnce.Do(func() {
		for a := 'A'; a <= 'Z'; a++ {
			for b := 'A'; b <= 'Z'; b++ {
				code := string([]rune{a, b})
				if excluded[code] {
					continue
				}
				r, err := language.ParseRegion(code)
				// Deprecated codes (JT, BU, YU…) canonicalize to their successor.
				if err != nil || !r.IsCountry() || r.String() != code || r.Canonicalize() != r || reserved[code] {
					continue
				}
				codes = append(codes, r)
			}
		}
	})
	return codes
}

// Countries returns every country named in the language of locale, sorted by
// name as that language sorts. ok is false for an unknown locale.
func Countries(locale string) (list []Country, ok bool) {
	if v, hit := cache.Load(locale); hit {
		return v.([]Country), true
	}
	tag, ok := tags[locale]
	if !ok {
		return nil, false
	}
	namer := display.Regions(tag)
	for _, r := range countryRegions() {
		name := namer.Name(r)
		if name == "" {
			name = display.English.Regions().Name(r)
		}
		if name == "" {
			continue
		}
		list = append(list, Country{Key: r.String(), Name: name})
	}
	col := collate.New(tag)
	sort.SliceStable(list, func(i, j int) bool { return col.CompareString(list[i].Name, list[j].Name) < 0 })
	cache.Store(locale, list)
	return list, true
}
