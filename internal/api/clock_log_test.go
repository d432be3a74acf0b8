package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// Every batch's raw reads go into the flight's sealed log; closing publishes
// it, and changing one stored read breaks the proof.
func TestClockLogSealedAndPublished(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		dev := map[string]string{"Authorization": "Device " + w.key}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		h := time.Hour
		logURL := fmt.Sprintf("/api/public/flights/%d/clock-log", w.flight)
		run(t, w.srv, []scenario{
			{name: "Batch1", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", h), w.rd("UNKNOWN", "A2", h))), wantStatus: 200},
			{name: "Batch2", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":2,"reads":%s}`, w.reads(w.rd("CHIP1", "A1", 2*h))), wantStatus: 200},
			// a batch sent again adds nothing to the log
			{name: "Batch2Again", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":2,"reads":%s}`, w.reads(w.rd("CHIP1", "A1", 2*h))), wantStatus: 200},
			{name: "403WhileOpen", url: logURL, header: fancier, wantStatus: 403, want: obj{"message": "The clock log is published when the race closes."}},
			{name: "403SealWhileOpen", url: logURL + "/seal", wantStatus: 403},
			{name: "StaffSeeItWhileOpen", url: logURL + "/seal", header: merchant, wantStatus: 200,
				want: obj{"published": false, "entries": 2, "reads": 3, "intact": true, "final_hash": prefix("")}},
			{name: "Close", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), header: merchant, body: `{"state":"closed"}`, wantStatus: 201},
			{name: "PublicSeal", url: logURL + "/seal", wantStatus: 200, want: obj{"published": true, "entries": 2, "intact": true}},
		})

		seal := getJSON(t, w.srv.URL+logURL+"/seal")
		download := get(t, w.srv.URL+logURL)
		if lines := strings.Count(download, "\n"); lines != 2 {
			t.Fatalf("log has %d lines, want 2:\n%s", lines, download)
		}
		p, err := core.VerifyClockLog(strings.NewReader(download))
		if err != nil {
			t.Fatal(err)
		}
		if p.FinalHash != seal["final_hash"] || p.Reads != 3 || p.FlightID != w.flight {
			t.Fatalf("proof %+v, published seal %v", p, seal)
		}

		// One stored read changed afterwards: the seal and the download say so.
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE clock_log SET reads = REPLACE(reads, 'CHIP1', 'CHIP2') WHERE flight_id = ? AND seq = 2", w.flight); err != nil {
			t.Fatal(err)
		}
		if seal := getJSON(t, w.srv.URL+logURL+"/seal"); seal["intact"] != false || !strings.Contains(fmt.Sprint(seal["problem"]), "entry 2 was changed") {
			t.Fatalf("seal after the change: %v", seal)
		}
		if _, err := core.VerifyClockLog(strings.NewReader(get(t, w.srv.URL+logURL))); err == nil || !strings.Contains(err.Error(), "entry 2 was changed") {
			t.Fatalf("a changed log verifies: %v", err)
		}
	})
}

func get(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", url, res.StatusCode, b)
	}
	return string(b)
}

func getJSON(t *testing.T, url string) map[string]any {
	t.Helper()
	var out map[string]any
	if err := json.NewDecoder(bytes.NewBufferString(get(t, url))).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}
