package ical

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestEscape(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"OK", "Hot spot 1", "Hot spot 1"},
		{"Comma", "Ulm, Germany", `Ulm\, Germany`},
		{"Semicolon", "a;b", `a\;b`},
		{"Backslash", `C:\x`, `C:\\x`},
		{"Newlines", "a\r\nb\nc\rd", `a\nb\nc\nd`},
		{"PropertyInjection", "x\r\nEND:VEVENT\r\nBEGIN:VEVENT", `x\nEND:VEVENT\nBEGIN:VEVENT`},
		{"ControlsDropped", "a\x00b\x1bc\x7fd\te", "abcd\te"},
		{"Arabic", "سباق الحمام، الأول", "سباق الحمام، الأول"},
		{"InvalidUTF8", "a\xffb", "a\uFFFDb"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Escape(tt.in); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestFold(t *testing.T) {
	arabic := "SUMMARY:" + strings.Repeat("سباق الحمام ", 30)
	for _, tt := range []struct {
		name string
		in   string
	}{
		{"Short", "SUMMARY:Hot spot"},
		{"Exactly75", "SUMMARY:" + strings.Repeat("x", 75-8)},
		{"Long", "SUMMARY:" + strings.Repeat("abcdefghij", 40)},
		{"ArabicNotBroken", arabic},
		{"FourByteRunes", "SUMMARY:" + strings.Repeat("🐦", 60)},
		{"NotUTF8", strings.Repeat("\x80", 200)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Fold(tt.in)
			if !strings.HasSuffix(got, "\r\n") {
				t.Fatalf("got %q, want a CRLF at the end", got)
			}
			lines := strings.Split(strings.TrimSuffix(got, "\r\n"), "\r\n")
			var unfolded strings.Builder
			for i, l := range lines {
				if len(l) > 75 {
					t.Errorf("line %d: got %d octets, want at most 75", i, len(l))
				}
				if i > 0 {
					if !strings.HasPrefix(l, " ") {
						t.Fatalf("line %d: got %q, want a leading space", i, l)
					}
					l = l[1:]
				}
				if utf8.ValidString(tt.in) && !utf8.ValidString(l) {
					t.Errorf("line %d: got %q, a UTF-8 sequence cut in two", i, l)
				}
				unfolded.WriteString(l)
			}
			if unfolded.String() != tt.in {
				t.Fatalf("unfolded: got %q, want %q", unfolded.String(), tt.in)
			}
			if len(tt.in) <= 75 && len(lines) != 1 {
				t.Fatalf("got %d lines, want 1", len(lines))
			}
		})
	}
}

func TestEncode(t *testing.T) {
	stamp := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	berlin, _ := time.LoadLocation("Europe/Berlin")
	c := Calendar{ProdID: "-//oneloft//calendar//EN", Name: "Sunrise, Valley", Events: []Event{
		{UID: "flight-7@oneloft.example", Stamp: stamp, Start: time.Date(2026, 6, 1, 7, 30, 0, 0, berlin),
			Summary: "Hot spot 1 — 2026", Location: "Ulm; Bavaria", URL: "https://oneloft.example/lofts/1/flights/7"},
		{UID: "flight-8@oneloft.example", Stamp: stamp, Start: stamp, Summary: "Final", URL: "https://x.example/\r\nX-EVIL:1"},
	}}
	got := string(c.Encode())
	want := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//oneloft//calendar//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n" +
		"X-WR-CALNAME:Sunrise\\, Valley\r\n" +
		"BEGIN:VEVENT\r\nUID:flight-7@oneloft.example\r\nDTSTAMP:20260501T120000Z\r\nDTSTART:20260601T053000Z\r\n" +
		"SUMMARY:Hot spot 1 — 2026\r\nLOCATION:Ulm\\; Bavaria\r\nURL:https://oneloft.example/lofts/1/flights/7\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:flight-8@oneloft.example\r\nDTSTAMP:20260501T120000Z\r\nDTSTART:20260501T120000Z\r\n" +
		"SUMMARY:Final\r\nURL:https://x.example/X-EVIL:1\r\nEND:VEVENT\r\n" +
		"END:VCALENDAR\r\n"
	if got != want {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
	empty := string((&Calendar{ProdID: "p"}).Encode())
	if strings.Contains(empty, "VEVENT") || strings.Contains(empty, "X-WR-CALNAME") {
		t.Fatalf("got %q, want no events and no name", empty)
	}
}
