package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestVerifyLog(t *testing.T) {
	var entries []*core.ClockLogEntry
	prev := ""
	for i, chip := range []string{"CHIP0", "CHIP1", "CHIP2"} {
		e := &core.ClockLogEntry{FlightID: 4, Seq: int64(i + 1), DeviceID: 1, BatchSeq: int64(i + 1), ReceivedMs: 1_780_000_000_000 + int64(i),
			Reads: []core.ClockLogRead{{ChipID: chip, AntennaID: "A1", ReadMs: 1_780_000_000_000 + int64(i)*1000}}}
		e.Seal(core.ClockLogHead{Seq: int64(i), Hash: prev})
		prev = e.Hash
		entries = append(entries, e)
	}
	var log bytes.Buffer
	if err := core.WriteClockLog(&log, entries); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.jsonl", log.String())
	changed := write("changed.jsonl", strings.Replace(log.String(), "CHIP1", "CHIP9", 1))
	for _, tt := range []struct {
		name    string
		args    []string
		wantOut string
		wantErr string
	}{
		{"OK", []string{good}, "final hash " + prev, ""},
		{"OKPublishedHash", []string{"--hash", prev, good}, "it is the published hash", ""},
		{"ErrOtherHash", []string{"--hash", strings.Repeat("0", 64), good}, "", "not the published"},
		{"ErrChangedRead", []string{changed}, "", "entry 2 was changed"},
		{"ErrNoFile", []string{}, "", "needs one file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), append([]string{"verify-log"}, tt.args...), &stdout, &stderr)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || !strings.Contains(stdout.String(), tt.wantOut) {
				t.Fatalf("err %v, output %q, want %q", err, stdout.String(), tt.wantOut)
			}
		})
	}
}
