package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
)

// profileEnv names a folder where every instance and swarm process that
// this test binary starts writes its CPU profile, <role>-<pid>.pprof, from
// its start to its end: where the time of a load run goes
// (`go tool pprof -top <file>`).
const profileEnv = "ONELOFT_TEST_CPUPROFILE"

// profiled runs a child process's work, profiled when profileEnv is set.
func profiled(role string, run func() int) int {
	dir := os.Getenv(profileEnv)
	if dir == "" {
		return run()
	}
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%d.pprof", role, os.Getpid())))
	if err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		return run()
	}
	defer f.Close()
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		return run()
	}
	defer pprof.StopCPUProfile()
	return run()
}
