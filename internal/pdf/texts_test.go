package pdf

import "testing"

// TestEveryLanguageHasEveryLabel fails when a language file lacks a label of
// en.json, has one en.json does not, or drops a template placeholder.
func TestEveryLanguageHasEveryLabel(t *testing.T) {
	for _, p := range texts.Check() {
		t.Error(p)
	}
}
