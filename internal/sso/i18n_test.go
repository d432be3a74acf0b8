package sso

import (
	"regexp"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

var placeholder = regexp.MustCompile(`\{\{\.[A-Za-z]+\}\}`)

// TestEveryLanguageHasEveryKey fails when a language file lacks a key of
// en.json, has one en.json does not, or drops a template placeholder.
func TestEveryLanguageHasEveryKey(t *testing.T) {
	en := messages["en"]
	for _, lang := range core.LanguageCodes() {
		m, ok := messages[lang]
		if !ok {
			t.Errorf("%s: no locales/%s.json", lang, lang)
			continue
		}
		for k, v := range en {
			got, ok := m[k]
			if !ok {
				t.Errorf("%s: missing %q", lang, k)
				continue
			}
			if a, b := placeholder.FindAllString(v, -1), placeholder.FindAllString(got, -1); len(a) != len(b) {
				t.Errorf("%s: %q has placeholders %v, en has %v", lang, k, b, a)
			}
		}
		for k := range m {
			if _, ok := en[k]; !ok {
				t.Errorf("%s: %q is not in en.json", lang, k)
			}
		}
	}
}
