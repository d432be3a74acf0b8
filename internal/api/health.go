package api

import (
	"context"
	"net/http"
	"time"
)

// Health is the backend's health (SPEC §3: a redis timestamp).
type Health struct {
	Status   string    `json:"status" enum:"ok,degraded"`
	Database string    `json:"database" doc:"ok, or the failure"`
	Broker   string    `json:"broker" doc:"The live hub's broker: memory or redis"`
	Redis    time.Time `json:"redis" doc:"When the broker last answered"`
	Version  string    `json:"version"`
}

type healthOutput struct {
	Status int
	Body   Health
}

func (s *Server) health(ctx context.Context, _ *struct{}) (*healthOutput, error) {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	out := &healthOutput{Status: http.StatusOK, Body: Health{Status: "ok", Database: "ok", Version: Version}}
	if err := s.svc.Ping(ctx); err != nil {
		s.log.ErrorContext(ctx, "health: database", "err", err)
		out.Status, out.Body.Status, out.Body.Database = http.StatusServiceUnavailable, "degraded", "unavailable"
	}
	name, at, err := s.broker(ctx)
	out.Body.Broker, out.Body.Redis = name, at
	if err != nil {
		s.log.ErrorContext(ctx, "health: broker", "err", err)
		out.Status, out.Body.Status = http.StatusServiceUnavailable, "degraded"
	}
	return out, nil
}
