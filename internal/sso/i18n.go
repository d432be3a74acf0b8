package sso

import (
	"embed"
	"net/http"
	"strings"

	"golang.org/x/text/language"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
)

//go:embed locales/*.json
var localeFiles embed.FS

// messages are the texts of the provider's pages per product language
// (mails have theirs in notify, documents in pdf).
var messages = locale.MustLoadTexts(localeFiles, "locales")

// T returns the string for key in lang, falling back to English, then the key.
func T(lang, key string) string { return messages.T(lang, key) }

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
