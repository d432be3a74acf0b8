package api

import "testing"

func TestCSVSafe(t *testing.T) {
	for in, want := range map[string]string{
		"Anna Berg":         "Anna Berg",
		"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")",
		"+31 6":             "'+31 6",
		"-1":                "'-1",
		"@SUM(A1)":          "'@SUM(A1)",
		"":                  "",
	} {
		if got := csvSafe(in); got != want {
			t.Errorf("csvSafe(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCents(t *testing.T) {
	for in, want := range map[int64]string{0: "0.00", 5: "0.05", 80000: "800.00", 123456: "1234.56", -250: "-2.50"} {
		if got := cents(in); got != want {
			t.Errorf("cents(%d) = %q, want %q", in, got, want)
		}
	}
}
