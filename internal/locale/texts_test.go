package locale_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
)

func TestTexts(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, l := range core.LanguageCodes() {
		fsys["t/"+l+".json"] = &fstest.MapFile{Data: []byte(`{"hello": "Hello {{.Name}}", "only": "x"}`)}
	}
	fsys["t/de.json"] = &fstest.MapFile{Data: []byte(`{"hello": "Hallo {{.Name}}", "extra": "y"}`)}
	fsys["t/fr.json"] = &fstest.MapFile{Data: []byte(`{"hello": "Bonjour", "only": "x"}`)}
	delete(fsys, "t/it.json")
	texts := locale.MustLoadTexts(fsys, "t")
	for _, tt := range []struct{ lang, key, want string }{
		{"de", "hello", "Hallo {{.Name}}"},
		{"de", "only", "x"},                // English fills in
		{"it", "hello", "Hello {{.Name}}"}, // no file: English
		{"de", "nowhere", "nowhere"},       // unknown: the key
	} {
		if got := texts.T(tt.lang, tt.key); got != tt.want {
			t.Errorf("T(%s, %s) = %q, want %q", tt.lang, tt.key, got, tt.want)
		}
	}
	problems := strings.Join(texts.Check(), "\n")
	for _, want := range []string{`de: missing "only"`, `de: "extra" is not in en.json`, `fr: "hello" has placeholders`, "it: no file"} {
		if !strings.Contains(problems, want) {
			t.Errorf("Check lacks %q:\n%s", want, problems)
		}
	}
}
