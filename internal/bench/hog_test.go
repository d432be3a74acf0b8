package bench

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
)

// startHog starts `stress-ng --cpu 1` beside a benchmark when
// ONELOFT_BENCH_HOG=1, so that its goals are measured on a busy machine
// too (make bench-hog), and returns what stops it. The hog runs in a
// process group of its own: stress-ng forks its workers, and the group is
// what ends them all.
func startHog(tb testing.TB) (stop func()) {
	tb.Helper()
	if os.Getenv("ONELOFT_BENCH_HOG") != "1" {
		return func() {}
	}
	cmd := exec.Command("stress-ng", "--cpu", "1", "--quiet")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		tb.Fatalf("ONELOFT_BENCH_HOG=1 needs stress-ng: %v", err)
	}
	return func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		cmd.Wait()
	}
}

// hogNote marks figures measured beside the hog.
func hogNote() string {
	if os.Getenv("ONELOFT_BENCH_HOG") == "1" {
		return " [beside stress-ng --cpu 1]"
	}
	return ""
}
