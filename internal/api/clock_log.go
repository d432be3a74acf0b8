package api

import (
	"bytes"
	"context"
	"fmt"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// ClockLogSeal is a flight's sealed clock log as its page shows it.
type ClockLogSeal struct {
	FlightID  int64  `json:"flight_id"`
	Published bool   `json:"published" doc:"The race closed or finished: the log is public"`
	Entries   int    `json:"entries" doc:"Batches in the log"`
	Reads     int    `json:"reads"`
	FinalHash string `json:"final_hash" doc:"SHA-256 of the last entry, chained through every entry before; empty while the log has no entries"`
	Intact    bool   `json:"intact" doc:"The stored log verifies as a download would"`
	Problem   string `json:"problem,omitempty" doc:"Why the stored log does not verify"`
}

// getClockLogSealDoc describes get-clock-log-seal.
const getClockLogSealDoc = "The log's entries, reads and final hash, checked on the server as verify-log checks a download. Same access as the log."

func (s *Server) getClockLogSeal(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[ClockLogSeal], error) {
	seal, err := s.svc.Results.SealOfClockLog(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := ClockLogSeal{FlightID: in.ID, Published: service.ClockLogPublished(seal.Flight),
		Intact: seal.Problem == "", Problem: seal.Problem}
	if p := seal.Proof; p != nil {
		out.Entries, out.Reads, out.FinalHash = p.Entries, p.Reads, p.FinalHash
	}
	return reply(out)
}

// exportClockLogDoc describes export-clock-log.
const exportClockLogDoc = "Every batch's raw reads (device, antenna, chip, time, batch, received at), one JSON entry per line, each hashed and " +
	"chained to the one before. Public once the race closed or finished (403 before, except to the loft's staff). " +
	"`oneloft verify-log FILE` proves that no read was added, removed or changed: its final hash must be the published one."

func (s *Server) exportClockLog(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*fileOutput, error) {
	_, entries, err := s.svc.Results.ClockLog(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := core.WriteClockLog(&buf, entries); err != nil {
		return nil, err
	}
	return &fileOutput{ContentType: "application/x-ndjson", ContentDisposition: fmt.Sprintf(`attachment; filename="flight-%d-clock-log.jsonl"`, in.ID),
		Body: buf.Bytes()}, nil
}

func ndjsonResponse(op *huma.Operation) {
	op.Responses = map[string]*huma.Response{"200": {Description: "One JSON entry per line", Content: map[string]*huma.MediaType{"application/x-ndjson": {}}}}
}
