package api

import (
	"strings"
	"testing"
)

func TestAcceptEncodingChoose(t *testing.T) {
	both := []string{codingBrotli, codingGzip}
	tests := []struct {
		name    string
		lines   []string
		offered []string
		want    string
	}{
		{name: "NoHeader", lines: nil, offered: both, want: codingIdentity},
		{name: "Empty", lines: []string{""}, offered: both, want: codingIdentity},
		{name: "Browser", lines: []string{"gzip, deflate, br, zstd"}, offered: both, want: codingBrotli},
		{name: "GzipOnly", lines: []string{"gzip"}, offered: both, want: codingGzip},
		{name: "XGzip", lines: []string{"x-gzip"}, offered: both, want: codingGzip},
		{name: "BrRefused", lines: []string{"br;q=0, gzip"}, offered: both, want: codingGzip},
		{name: "BothRefused", lines: []string{"br;q=0, gzip;q=0"}, offered: both, want: codingIdentity},
		{name: "IdentityOnly", lines: []string{"identity"}, offered: both, want: codingIdentity},
		{name: "Star", lines: []string{"*"}, offered: both, want: codingBrotli},
		{name: "StarRefusedSendsIdentity", lines: []string{"*;q=0"}, offered: both, want: codingIdentity},
		{name: "StarRefusedButGzip", lines: []string{"*;q=0, gzip"}, offered: both, want: codingGzip},
		{name: "StarLowerThanNamed", lines: []string{"gzip;q=0.9, *;q=0.1"}, offered: both, want: codingGzip},
		{name: "HigherQWins", lines: []string{"br;q=0.5, gzip;q=0.9"}, offered: both, want: codingGzip},
		{name: "TiePrefersBrotli", lines: []string{"gzip;q=0.5, br;q=0.5"}, offered: both, want: codingBrotli},
		{name: "IdentityPreferred", lines: []string{"br;q=0.5, identity"}, offered: both, want: codingIdentity},
		{name: "CaseAndWhitespace", lines: []string{"  BR ; Q=0.8 ,GZip;q=0.2 "}, offered: both, want: codingBrotli},
		{name: "OtherParameters", lines: []string{"br;level=5;q=0.8, gzip;q=0.7"}, offered: both, want: codingBrotli},
		{name: "ManyLines", lines: []string{"br;q=0", "gzip"}, offered: both, want: codingGzip},
		{name: "RefusalNotOverridden", lines: []string{"br;q=0, br, gzip;q=0.1"}, offered: both, want: codingGzip},
		{name: "QTooLargeIgnored", lines: []string{"gzip;q=1.5"}, offered: both, want: codingIdentity},
		{name: "QTooPreciseIgnored", lines: []string{"br;q=0.0001, gzip"}, offered: both, want: codingGzip},
		{name: "QSmallestAccepted", lines: []string{"br;q=0.001"}, offered: both, want: codingBrotli},
		{name: "QJunkIgnored", lines: []string{"br;q=abc, gzip;q=NaN, gzip;q=1e-1"}, offered: both, want: codingIdentity},
		{name: "Garbage", lines: []string{",,,;;;==,\x00\xff;q=,=q"}, offered: both, want: codingIdentity},
		{name: "LeadingComma", lines: []string{" , gzip"}, offered: both, want: codingGzip},
		{name: "NotOffered", lines: []string{"br"}, offered: []string{codingGzip}, want: codingIdentity},
		{name: "NothingOffered", lines: []string{"br, gzip"}, offered: nil, want: codingIdentity},
		{name: "VeryLong", lines: []string{strings.Repeat("compress;q=0.5, ", 20000) + "gzip"}, offered: both, want: codingGzip},
		{name: "VeryLongRefusal", lines: []string{"br;q=0, " + strings.Repeat("junk;;q=9, ", 20000) + "br"}, offered: both, want: codingIdentity},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := parseAcceptEncoding(tt.lines).choose(tt.offered...); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestQValue(t *testing.T) {
	tests := []struct {
		in     string
		want   float64
		wantOK bool
	}{
		{"0", 0, true}, {"1", 1, true}, {"0.5", 0.5, true}, {"0.125", 0.125, true}, {"1.000", 1, true}, {"0.", 0, true},
		{"", 0, false}, {"1.5", 0, false}, {"2", 0, false}, {"0.1234", 0, false}, {"-0", 0, false}, {".5", 0, false},
		{"0,5", 0, false}, {"1e0", 0, false}, {"NaN", 0, false}, {"0x1", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := qValue(tt.in)
			if ok != tt.wantOK || (ok && got != tt.want) {
				t.Errorf("got %v %v, want %v %v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

// Parsing a header allocates nothing, however long it is.
func TestParseAcceptEncodingAllocs(t *testing.T) {
	lines := []string{strings.Repeat("GZip;q=0.5, junk, ", 1000) + "br"}
	if n := testing.AllocsPerRun(10, func() { parseAcceptEncoding(lines).choose(codingBrotli, codingGzip) }); n != 0 {
		t.Errorf("got %v allocations, want 0", n)
	}
}
