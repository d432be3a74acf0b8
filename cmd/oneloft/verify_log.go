package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// runVerifyLog checks a flight's clock log as downloaded from
// /api/public/flights/{id}/clock-log: every entry's hash and link, and,
// with the hash published at closing, that the log ends in it. Anyone can
// run it; it needs no server and no database.
func runVerifyLog(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("verify-log", flag.ContinueOnError)
	fs.SetOutput(stderr)
	want := fs.String("hash", "", "the final hash published for the flight; the log must end in it")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: oneloft verify-log [--hash HASH] FILE")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return fmt.Errorf("verify-log needs one file")
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return err
	}
	defer f.Close()
	p, err := core.VerifyClockLog(f)
	if err != nil {
		return fmt.Errorf("the log does not verify: %w", err)
	}
	if *want != "" && !strings.EqualFold(strings.TrimSpace(*want), p.FinalHash) {
		return fmt.Errorf("the log verifies in itself but ends in %s, not the published %s: it is not the published log", p.FinalHash, *want)
	}
	fmt.Fprintf(stdout, "flight %d: %d batches, %d reads, every entry intact and chained\nfinal hash %s\n", p.FlightID, p.Entries, p.Reads, p.FinalHash)
	if *want != "" {
		fmt.Fprintln(stdout, "it is the published hash")
	}
	return nil
}
