package sso

import "testing"

// TestEveryLanguageHasEveryKey fails when a language file lacks a key of
// en.json, has one en.json does not, or drops a template placeholder.
func TestEveryLanguageHasEveryKey(t *testing.T) {
	for _, p := range messages.Check() {
		t.Error(p)
	}
}
