package locale

import (
	"slices"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/oneloft/oneloft/internal/core"
)

// Finder finds countries by their localized names; it implements
// core.CountryFinder.
type Finder struct{}

var _ core.CountryFinder = Finder{}

// folded caches, per language, each country's name as fold makes it.
var folded sync.Map // locale → []Country with folded names

// CountriesNamed returns the codes of the countries whose name in lang or in
// English contains text, ignoring case and accents ("españa" finds España),
// sorted; none for blank text. An unknown lang searches English alone.
func (Finder) CountriesNamed(text, lang string) []string {
	needle := fold(text)
	if needle == "" {
		return nil
	}
	var out []string
	for _, l := range []string{lang, "en"} {
		for _, c := range foldedCountries(l) {
			if strings.Contains(c.Name, needle) && !slices.Contains(out, c.Key) {
				out = append(out, c.Key)
			}
		}
	}
	slices.Sort(out)
	return out
}

func foldedCountries(lang string) []Country {
	if v, ok := folded.Load(lang); ok {
		return v.([]Country)
	}
	list, ok := Countries(lang)
	if !ok {
		return nil
	}
	out := make([]Country, len(list))
	for i, c := range list {
		out[i] = Country{Key: c.Key, Name: fold(c.Name)}
	}
	folded.Store(lang, out)
	return out
}

// fold lowercases s the Unicode way and drops its accents (é → e, ñ → n,
// ł stays), for matching names as people type them.
func fold(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), cases.Fold(), norm.NFC)
	out, _, err := transform.String(t, strings.TrimSpace(s))
	if err != nil {
		return strings.ToLower(strings.TrimSpace(s))
	}
	return out
}

// matcher maps Accept-Language tags to the product's languages.
var matcher = func() language.Matcher {
	ts := make([]language.Tag, len(core.Languages))
	for i, l := range core.Languages {
		ts[i] = tags[l.Code]
	}
	return language.NewMatcher(ts)
}()

// Language picks the product language of a request: lang when it is one of
// the product's codes, else the best match of the Accept-Language header
// (which may itself be a product code, as the web app sends it), else
// English.
func Language(lang, acceptLanguage string) string {
	if core.IsLanguage(lang) {
		return lang
	}
	if h := strings.TrimSpace(acceptLanguage); core.IsLanguage(h) {
		return h
	}
	prefs, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(prefs) == 0 {
		return "en"
	}
	_, i, conf := matcher.Match(prefs...)
	if conf == language.No {
		return "en"
	}
	return core.Languages[i].Code
}
