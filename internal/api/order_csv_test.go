package api

import (
	"archive/zip"
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

func TestCSVSafe(t *testing.T) {
	for in, want := range map[string]string{
		"Anna Berg":         "Anna Berg",
		"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")",
		"+31 6":             "'+31 6",
		"-1":                "'-1",
		"@SUM(A1)":          "'@SUM(A1)",
		"":                  "",
	} {
		if got := core.CSVSafe(in); got != want {
			t.Errorf("core.CSVSafe(%q) = %q, want %q", in, got, want)
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

// A name that a spreadsheet would run as a formula stays text in the
// result exports: quoted in the CSV, an inline string in the XLSX.
func TestResultExportsKeepFormulasText(t *testing.T) {
	name := `=HYPERLINK("http://evil.example","win")`
	release := time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC)
	res := &service.FlightResults{Flight: &core.Flight{ID: 5, ReleaseTime: release, Distance: 120000}, Loft: &core.Loft{Unit: core.Kilometre},
		Rows: []*service.ResultRow{{Rank: 1, FlightMs: 3_600_000, Speed: 200000, HasSpeed: true, Arrival: &core.Arrival{PigeonID: 9,
			ArrivedMs: release.Add(time.Hour).UnixMilli(), Pigeon: &core.Pigeon{Ring: "NL-1", Name: name, Team: &core.Team{Name: "@team", Fancier: "+Fay", Country: "NL"}}}}}}
	csvText := string(resultsCSV(res))
	for _, want := range []string{`"'=HYPERLINK(""http://evil.example"",""win"")"`, "'@team", "'+Fay"} {
		if !strings.Contains(csvText, want) {
			t.Errorf("CSV lacks %s:\n%s", want, csvText)
		}
	}
	body, err := xlsxFile("Results", resultTable(res), func(col int) bool { return col == 0 || col == 8 })
	if err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		t.Fatal(err)
	}
	var sheet string
	for _, f := range z.File {
		if f.Name == "xl/worksheets/sheet1.xml" {
			r, _ := f.Open()
			b, _ := io.ReadAll(r)
			sheet = string(b)
		}
	}
	if strings.Contains(sheet, "<f>") || !strings.Contains(sheet, `<c r="C2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&#34;http://evil.example&#34;,&#34;win&#34;)</t></is></c>`) {
		t.Fatalf("the name is not an inline string:\n%s", sheet)
	}
	if !strings.Contains(sheet, `<c r="A2"><v>1</v></c>`) || !strings.Contains(sheet, `<c r="I2"><v>2000.00</v></c>`) {
		t.Fatalf("rank and speed are not numbers:\n%s", sheet)
	}
}

func TestCellRef(t *testing.T) {
	for _, tt := range []struct {
		c, r int
		want string
	}{{0, 0, "A1"}, {25, 1, "Z2"}, {26, 2, "AA3"}, {27, 0, "AB1"}, {701, 0, "ZZ1"}, {702, 0, "AAA1"}} {
		if got := cellRef(tt.c, tt.r); got != tt.want {
			t.Errorf("cellRef(%d, %d) = %s, want %s", tt.c, tt.r, got, tt.want)
		}
	}
}

// A bird home after the race closed has no place: its rank cell is empty,
// as the list and the PDF leave it, never a "0" a spreadsheet sorts first;
// held and rejected birds say so; placed birds keep their number.
func TestResultsCSVRank(t *testing.T) {
	release := time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC)
	arrival := func(id int64, ring string, after time.Duration) *core.Arrival {
		return &core.Arrival{PigeonID: id, ArrivedMs: release.Add(after).UnixMilli(), Pigeon: &core.Pigeon{Ring: ring, Team: &core.Team{Name: "T"}}}
	}
	res := &service.FlightResults{Flight: &core.Flight{ID: 5, ReleaseTime: release, Distance: 120000}, Loft: &core.Loft{Unit: core.Kilometre},
		Rows: []*service.ResultRow{
			{Rank: 1, FlightMs: 3_600_000, Arrival: arrival(1, "NL-1", time.Hour)},
			{Rank: 0, Review: core.ReviewHeld, FlightMs: 3_700_000, Arrival: arrival(2, "NL-2", time.Hour)},
			{Rank: 0, Review: core.ReviewRejected, FlightMs: 3_800_000, Arrival: arrival(3, "NL-3", time.Hour)},
			{Rank: 0, FlightMs: 90_000_000, Arrival: arrival(4, "NL-4", 25*time.Hour)},
		}}
	lines := strings.Split(strings.TrimSpace(string(resultsCSV(res))), "\n")
	if len(lines) != 5 {
		t.Fatalf("got %d lines, want a header and 4 rows:\n%s", len(lines), strings.Join(lines, "\n"))
	}
	for i, want := range []string{"1,NL-1,", "held,NL-2,", "rejected,NL-3,", ",NL-4,"} {
		if got := lines[i+1]; !strings.HasPrefix(got, want) {
			t.Errorf("row %d = %q, want it to start %q", i+1, got, want)
		}
	}
}
