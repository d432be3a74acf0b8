package sso

import (
	"golang.org/x/text/language"

	"github.com/oneloft/oneloft/internal/locale"
)

// languageTag is the BCP 47 tag of a product language code, English when unknown.
func languageTag(code string) language.Tag {
	if t, ok := locale.Tag(code); ok {
		return t
	}
	return language.English
}
