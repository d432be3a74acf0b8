package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestIsContractFile(t *testing.T) {
	for _, tt := range []struct {
		path string
		want bool
	}{
		{"contracts/7/959314dde00f38652ab2bb7f.pdf", true},
		{"contracts/8/959314dde00f38652ab2bb7f.pdf", false}, // another loft's
		{"contracts/959314dde00f38652ab2bb7f.pdf", false},   // no loft
		{"contracts/7/../../news/abc.pdf", false},
		{"contracts/7/..%2fnews.pdf", false},
		{"contracts/7/abc.png", false},
		{"contracts/7/.pdf", false},
		{"contracts/7/ABC.pdf", false},
		{"contracts/7/abc/def.pdf", false},
		{"/contracts/7/abc.pdf", false},
		{"https://evil.example/contracts/7/abc.pdf", false},
		{"news/abc.pdf", false},
		{"", false},
	} {
		if got := core.IsContractFile(7, tt.path); got != tt.want {
			t.Errorf("IsContractFile(7, %q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}
