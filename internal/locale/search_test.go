package locale_test

import (
	"slices"
	"testing"

	"github.com/oneloft/oneloft/internal/locale"
)

func TestCountriesNamed(t *testing.T) {
	for _, tt := range []struct {
		name, text, lang string
		want             []string
	}{
		{"OKEnglish", "Spain", "en", []string{"ES"}},
		{"OKSpanish", "España", "es", []string{"ES"}},
		{"OKGerman", "Spanien", "de", []string{"ES"}},
		{"OKFrench", "Espagne", "fr", []string{"ES"}},
		{"OKWithoutAccent", "espana", "es", []string{"ES"}},
		{"OKCase", "SPANIEN", "de", []string{"ES"}},
		{"OKPart", "Neth", "en", []string{"BQ", "NL"}}, // Caribbean Netherlands and the Netherlands
		{"OKGermanPart", "nieder", "de", []string{"NL"}},
		{"OKEnglishForAnyViewer", "Germany", "fr", []string{"DE"}},
		{"OKPolishLetters", "Niemcy", "pl", []string{"DE"}},
		{"OKArabic", "ألمانيا", "ar", []string{"DE"}},
		{"OKChinese", "德国", "cn", []string{"DE"}},
		{"OKUnknownLanguageSearchesEnglish", "Poland", "xx", []string{"PL"}},
		{"NoneOtherLanguage", "Spanien", "fr", nil},
		{"NoneBlank", "  ", "en", nil},
		{"NoneUnknown", "Atlantis", "en", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := locale.Finder{}.CountriesNamed(tt.text, tt.lang)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestLanguage(t *testing.T) {
	for _, tt := range []struct {
		name, lang, accept, want string
	}{
		{"OKQuery", "es", "de", "es"},
		{"OKProductCodeHeader", "", "de", "de"},
		{"OKProductCodeNotBCP47", "", "se", "se"}, // Swedish in the product, Northern Sami in BCP 47
		{"OKChineseCode", "", "cn", "cn"},
		{"OKBrowserHeader", "", "es-ES,es;q=0.9,en;q=0.8", "es"},
		{"OKBrowserTag", "", "zh-CN", "cn"},
		{"OKUnknownQueryFallsBackToHeader", "xx", "fr", "fr"},
		{"DefaultNone", "", "", "en"},
		{"DefaultUnknown", "", "kl", "en"},
		{"DefaultGarbage", "", ";;;", "en"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := locale.Language(tt.lang, tt.accept); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
