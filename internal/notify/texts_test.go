package notify

import "testing"

// TestEveryLanguageHasEveryMail fails when a language file lacks a text of
// en.json, has one en.json does not, or drops a template placeholder.
func TestEveryLanguageHasEveryMail(t *testing.T) {
	for _, p := range texts.Check() {
		t.Error(p)
	}
}
