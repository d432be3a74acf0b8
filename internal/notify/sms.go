package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

// HTTPSMS sends text messages through an HTTP gateway: a JSON POST of
// {"to": "+49…", "text": "…"} with a bearer token, answered with any 2xx.
type HTTPSMS struct {
	URL    string
	Token  string
	Client *http.Client
}

// SendSMS implements core.SMSSender.
func (h HTTPSMS) SendSMS(ctx context.Context, to, text string) error {
	body, _ := json.Marshal(map[string]string{"to": to, "text": text})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if h.Token != "" {
		req.Header.Set("Authorization", "Bearer "+h.Token)
	}
	client := h.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	res, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("notify: sms gateway: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode/100 != 2 {
		return fmt.Errorf("notify: sms gateway answered %s", res.Status)
	}
	return nil
}

// LogSMS writes text messages to the log: the default without a gateway.
type LogSMS struct{ Log *slog.Logger }

// SendSMS implements core.SMSSender.
func (l LogSMS) SendSMS(ctx context.Context, to, text string) error {
	l.Log.InfoContext(ctx, "sms (not sent: no gateway configured)", "to", to, "text", text)
	return nil
}
