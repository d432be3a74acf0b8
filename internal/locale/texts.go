package locale

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"sort"

	"github.com/oneloft/oneloft/internal/core"
)

// Texts is a table of translated strings: one JSON file of key → text per
// product language. Each package that prints texts (the provider's pages,
// mails, PDFs) keeps its own table beside the code that prints them.
type Texts map[string]map[string]string

// MustLoadTexts reads dir/<lang>.json of fsys for every product language;
// a missing file is filled in by English (Check reports it), a malformed
// one is a build mistake and panics.
func MustLoadTexts(fsys fs.FS, dir string) Texts {
	t := Texts{}
	for _, l := range core.LanguageCodes() {
		b, err := fs.ReadFile(fsys, dir+"/"+l+".json")
		if err != nil {
			continue
		}
		m := map[string]string{}
		if err := json.Unmarshal(b, &m); err != nil {
			panic(fmt.Sprintf("locale: %s/%s.json: %v", dir, l, err))
		}
		t[l] = m
	}
	return t
}

// T returns the text of key in lang, falling back to English, then to the key.
func (t Texts) T(lang, key string) string {
	if v, ok := t[lang][key]; ok {
		return v
	}
	if v, ok := t["en"][key]; ok {
		return v
	}
	return key
}

var placeholder = regexp.MustCompile(`\{\{\.[A-Za-z]+\}\}`)

// Check lists what is wrong with the table: a language without a file, a
// key of English missing in a language or one English lacks, and a text
// whose template placeholders differ from English's. Each package's tests
// call it, so no language falls back to English unnoticed.
func (t Texts) Check() []string {
	var out []string
	en := t["en"]
	for _, lang := range core.LanguageCodes() {
		m, ok := t[lang]
		if !ok {
			out = append(out, lang+": no file")
			continue
		}
		for k, v := range en {
			got, ok := m[k]
			if !ok {
				out = append(out, fmt.Sprintf("%s: missing %q", lang, k))
			} else if a, b := placeholder.FindAllString(v, -1), placeholder.FindAllString(got, -1); len(a) != len(b) {
				out = append(out, fmt.Sprintf("%s: %q has placeholders %v, en has %v", lang, k, b, a))
			}
		}
		for k := range m {
			if _, ok := en[k]; !ok {
				out = append(out, fmt.Sprintf("%s: %q is not in en.json", lang, k))
			}
		}
	}
	sort.Strings(out)
	return out
}
