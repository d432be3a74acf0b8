package sso

import (
	"embed"
	"encoding/json"
	"net/http"
	"strings"

	"golang.org/x/text/language"

	"github.com/oneloft/oneloft/internal/core"
)

//go:embed locales/*.json
var localeFiles embed.FS

// messages holds the page and mail strings per product language.
var messages = map[string]map[string]string{}

func init() {
	for _, l := range core.LanguageCodes() {
		b, err := localeFiles.ReadFile("locales/" + l + ".json")
		if err != nil {
			continue // English fills in; a test checks every language has a file
		}
		m := map[string]string{}
		if err := json.Unmarshal(b, &m); err != nil {
			panic("sso: locales/" + l + ".json: " + err.Error())
		}
		messages[l] = m
	}
}

// T returns the string for key in lang, falling back to English, then the key.
func T(lang, key string) string {
	if v, ok := messages[lang][key]; ok {
		return v
	}
	if v, ok := messages["en"][key]; ok {
		return v
	}
	return key
}

// matcher maps Accept-Language to the product's languages.
var matcher = func() language.Matcher {
	tags := make([]language.Tag, len(core.Languages))
	for i, l := range core.LanguageCodes() {
		tags[i] = languageTag(l)
	}
	return language.NewMatcher(tags)
}()

// requestLanguage picks the page language: ?lang, the auth request's
// ui_locales, the web app's language cookie, then Accept-Language.
func requestLanguage(r *http.Request, uiLocales []string) string {
	if l := r.URL.Query().Get("lang"); core.IsLanguage(l) {
		return l
	}
	if l := r.FormValue("lang"); core.IsLanguage(l) {
		return l
	}
	for _, l := range uiLocales {
		if code := fromTag(l); code != "" {
			return code
		}
	}
	for _, name := range []string{"locale", "i18next", "lang"} {
		if c, err := r.Cookie(name); err == nil && core.IsLanguage(c.Value) {
			return c.Value
		}
	}
	tags, _, _ := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return "en"
	}
	return core.Languages[i].Code
}

// fromTag maps a BCP 47 tag (or a product code) to a product language code.
func fromTag(s string) string {
	if core.IsLanguage(s) {
		return s
	}
	t, err := language.Parse(s)
	if err != nil {
		return ""
	}
	_, i, conf := matcher.Match(t)
	if conf < language.High {
		return ""
	}
	return core.Languages[i].Code
}

// dir is the text direction of a language.
func dir(lang string) string {
	if strings.HasPrefix(lang, "ar") {
		return "rtl"
	}
	return "ltr"
}
