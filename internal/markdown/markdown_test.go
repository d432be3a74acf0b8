package markdown_test

import (
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/markdown"
)

func TestHTML(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     []string
		not      []string
	}{
		{"Emphasis", "Basketing on **Friday**, *sharp*.", []string{"<strong>Friday</strong>", "<em>sharp</em>"}, nil},
		{"Lists", "- hot spot 1\n- hot spot 2", []string{"<ul>", "<li>hot spot 1</li>"}, nil},
		{"Table", "| Race | km |\n|---|---|\n| Final | 480 |", []string{"<table>", "<td>Final</td>"}, nil},
		{"LinksApart", "[results](https://oneloft.example/results)",
			[]string{`href="https://oneloft.example/results"`, `rel="nofollow noopener"`, `target="_blank"`}, nil},
		{"NoScript", "Hi <script>alert(1)</script> there", []string{"Hi"}, []string{"<script"}}, // its text stays text
		{"NoHandlers", `<img src="x" onerror="alert(1)">`, nil, []string{"onerror", "alert"}},
		{"NoJavascriptLinks", "[click](javascript:alert(1))", nil, []string{"javascript:"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := markdown.HTML(tt.in)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("HTML(%q) = %q, lacks %q", tt.in, got, w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(got, w) {
					t.Errorf("HTML(%q) = %q, has %q", tt.in, got, w)
				}
			}
		})
	}
}
