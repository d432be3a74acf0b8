package core_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func sealedLog(n int) []*core.ClockLogEntry {
	var out []*core.ClockLogEntry
	prev := ""
	for i := range n {
		e := &core.ClockLogEntry{FlightID: 7, Seq: int64(i + 1), DeviceID: 3, BatchSeq: int64(i + 10), ReceivedMs: 1_780_000_000_000 + int64(i)*1000,
			Reads: []core.ClockLogRead{{ChipID: "CHIP" + string(rune('A'+i)), AntennaID: "A1", ReadMs: 1_780_000_000_000 + int64(i)*900}}}
		e.Seal(core.ClockLogHead{Seq: int64(i), Hash: prev})
		prev = e.Hash
		out = append(out, e)
	}
	return out
}

func logText(t *testing.T, es []*core.ClockLogEntry) string {
	t.Helper()
	var b bytes.Buffer
	if err := core.WriteClockLog(&b, es); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestVerifyClockLog(t *testing.T) {
	good := logText(t, sealedLog(3))
	lines := strings.SplitAfter(strings.TrimSpace(good), "\n")
	final := sealedLog(3)[2].Hash
	for _, tt := range []struct {
		name string
		text string
		want string // part of the error; "" when it verifies
	}{
		{"OK", good, ""},
		{"ErrReadChanged", strings.Replace(good, `"CHIPB"`, `"CHIPX"`, 1), "entry 2 was changed"},
		{"ErrTimeChanged", strings.Replace(good, `"read_ms":1780000000900`, `"read_ms":1780000000800`, 1), "entry 2 was changed"},
		{"ErrEntryRemoved", lines[0] + lines[2], "entry 3 where entry 2 belongs"},
		{"ErrEntriesSwapped", lines[1] + lines[0] + lines[2], "entry 2 where entry 1 belongs"},
		{"ErrNotALog", "hello\n", "line 1: not a clock log entry"},
		{"ErrEmpty", "", "no entries"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := core.VerifyClockLog(strings.NewReader(tt.text))
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if p.FinalHash != final || p.Entries != 3 || p.Reads != 3 || p.FlightID != 7 {
					t.Fatalf("proof %+v, want final hash %s", p, final)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
		})
	}
}

// A log rewritten from some entry on, every hash recomputed, verifies in
// itself but ends in another final hash than the published one.
func TestRewrittenLogEndsInAnotherHash(t *testing.T) {
	es := sealedLog(3)
	published := es[2].Hash
	es[1].Reads[0].ReadMs -= 60_000
	es[1].Seal(core.ClockLogHead{Seq: 1, Hash: es[0].Hash})
	es[2].Seal(core.ClockLogHead{Seq: 2, Hash: es[1].Hash})
	p, err := core.VerifyClockLog(strings.NewReader(logText(t, es)))
	if err != nil {
		t.Fatal(err)
	}
	if p.FinalHash == published {
		t.Fatal("a rewritten log ends in the published hash")
	}
}

func TestStoredReads(t *testing.T) {
	for _, tt := range []struct {
		name  string
		reads []core.ClockLogRead
		want  string
	}{
		{"None", nil, `[]`},
		{"Two", []core.ClockLogRead{{"0A1B2C", "A1", 1_780_000_000_000}, {"0A1B2C", "", -5}}, `[["0A1B2C","A1",1780000000000],["0A1B2C","",-5]]`},
		{"Escaped", []core.ClockLogRead{{`"quoted" \ <&>`, "ant\n", 1}, {"شريحة", "\xff", 2}}, ``},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := &core.ClockLogEntry{Reads: tt.reads}
			e.Prepare()
			data := e.StoredReads()
			if tt.want != "" && string(data) != tt.want {
				t.Errorf("stored %s, want %s", data, tt.want)
			}
			got, err := core.ParseStoredReads(data)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.reads
			if want == nil {
				want = []core.ClockLogRead{}
			}
			if tt.name == "Escaped" {
				want = append([]core.ClockLogRead(nil), tt.reads...)
				want[1].AntennaID = "\ufffd" // as encoding/json writes invalid UTF-8
			}
			if !slices.Equal(got, want) {
				t.Errorf("parsed %+v, want %+v", got, want)
			}
		})
	}
}

func TestParseStoredReadsOfObjects(t *testing.T) {
	// entries stored before reads were kept as arrays
	got, err := core.ParseStoredReads([]byte(`[{"chip_id":"C1","antenna_id":"A2","read_ms":42}]`))
	if err != nil {
		t.Fatal(err)
	}
	if want := []core.ClockLogRead{{"C1", "A2", 42}}; !slices.Equal(got, want) {
		t.Errorf("parsed %+v, want %+v", got, want)
	}
	for _, bad := range []string{`[["C1","A2"]]`, `[["C1","A2","x"]]`, `{}`} {
		if _, err := core.ParseStoredReads([]byte(bad)); err == nil {
			t.Errorf("ParseStoredReads(%s): no error", bad)
		}
	}
}
