package media_test

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/oneloft/oneloft/internal/media"
)

// peakImageEnv names the file a child process saves, in peakRSS.
const peakImageEnv = "ONELOFT_MEDIA_PEAK_IMAGE"

// TestMain lets the test binary serve as the child process of peakRSS: it
// saves one image and reports its peak resident memory.
func TestMain(m *testing.M) {
	if path := os.Getenv(peakImageEnv); path != "" {
		os.Exit(savePeak(path))
	}
	os.Exit(m.Run())
}

func savePeak(path string) int {
	f, err := os.Open(path)
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	s, err := media.OpenDir(filepath.Join(filepath.Dir(path), "files"), "/files/")
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	// As a multipart file over its memory threshold reaches SaveImage: a
	// section of a temporary file.
	_, err = s.SaveImage("peak", io.NewSectionReader(f, 0, info.Size()))
	status, _ := os.ReadFile("/proc/self/status")
	m := regexp.MustCompile(`VmHWM:\s+(\d+) kB`).FindSubmatch(status)
	if m == nil {
		fmt.Println("error: no VmHWM in /proc/self/status")
		return 1
	}
	fmt.Printf("peak %s kB, error %v\n", m[1], err)
	return 0
}

var peakRe = regexp.MustCompile(`peak (\d+) kB, error (.*)`)

// peakRSS saves data in a fresh process (the test binary, run again) and
// returns that process's peak resident memory in MB, and the error of
// SaveImage ("<nil>" when it was saved). A process of its own measures one
// upload alone, from the operating system's view: what a server on the
// same image would need more.
func peakRSS(t *testing.T, data []byte) (float64, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "upload")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), peakImageEnv+"="+path)
	out, err := cmd.CombinedOutput()
	m := peakRe.FindSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("child: %v: %s", err, out)
	}
	kb, _ := strconv.Atoi(string(m[1]))
	return float64(kb) / 1024, string(m[2])
}

// largest is the width of the largest image build makes that the checks
// before decoding accept.
func largest(build func(w, pad int) []byte) int {
	lo, hi := 16, 16000
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if media.CheckImage(build(mid, 0)) == nil {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// One upload of the costliest image of each kind the checks accept, its
// file filled up to MaxUploadBytes, peaks at 150 MB of resident memory or
// less, the process's own 20 MB included. The outside review saw a 352 KB
// progressive JPEG of 7745 × 7745 pixels take about 860 MB; in a process
// of its own it peaked at 1.6 GB, decoding and scaling. Not a timing test:
// peak memory is the same from run to run within a few MB.
func TestUploadPeakMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes the largest images taken")
	}
	const limitMB = 150
	jpegOf := func(s jpegSpec) func(w, pad int) []byte {
		return func(w, pad int) []byte {
			s.w, s.h, s.pad = w, w*3/4, pad
			return flatJPEG(s)
		}
	}
	pngOf := func(s pngSpec) func(w, pad int) []byte {
		return func(w, pad int) []byte {
			s.w, s.h, s.pad = w, w*3/4, pad
			return flatPNG(s)
		}
	}
	for _, tt := range []struct {
		name  string
		build func(w, pad int) []byte
	}{
		{"Progressive444JPEG", jpegOf(jpegSpec{progressive: true, sampling: []byte{0x11, 0x11, 0x11}, adobe: -1})},
		{"Progressive420JPEG", jpegOf(jpegSpec{progressive: true, sampling: []byte{0x22, 0x11, 0x11}, adobe: -1})},
		{"ProgressiveCMYKJPEG", jpegOf(jpegSpec{progressive: true, sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 0})},
		{"Baseline420JPEG", jpegOf(jpegSpec{sampling: []byte{0x22, 0x11, 0x11}, adobe: -1})},
		{"RGBAPNG", pngOf(pngSpec{depth: 8, colorType: 6})},
		{"Interlaced16BitPNG", pngOf(pngSpec{depth: 16, colorType: 6, interlaced: true})},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := largest(tt.build)
			// As large a file as is taken: the image, then comments or a
			// private chunk (a photo's size, a few MB, costs the same).
			data := tt.build(w, media.MaxUploadBytes-len(tt.build(w, 0))-1<<16)
			mb, err := peakRSS(t, data)
			kind, cost := media.DecodeCost(data)
			t.Logf("%d × %d %s, %.1f MB file, decoding %d MB: peak %.0f MB", w, w*3/4, kind, float64(len(data))/(1<<20), cost>>20, mb)
			if err != "<nil>" {
				t.Fatalf("not saved: %s", err)
			}
			if mb > limitMB {
				t.Errorf("peak resident memory %.0f MB, want at most %d MB", mb, limitMB)
			}
		})
	}
}
