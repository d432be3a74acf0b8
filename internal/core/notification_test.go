package core

import "testing"

func TestPushSubscriptionValidate(t *testing.T) {
	key, auth := append([]byte{4}, make([]byte, 64)...), make([]byte, 16)
	for _, tt := range []struct {
		endpoint string
		extra    []string
		ok       bool
	}{
		{"https://fcm.googleapis.com/fcm/send/abc", nil, true},
		{"https://updates.push.services.mozilla.com/wpush/v2/abc", nil, true},
		{"https://web.push.apple.com/QGuQ", nil, true},
		{"https://db5p.notify.windows.com/w/?token=abc", nil, true},
		{"http://fcm.googleapis.com/fcm/send/abc", nil, false}, // not https
		{"https://127.0.0.1:8080/admin", nil, false},           // the server's own network
		{"https://evil.example/push.apple.com", nil, false},
		{"https://notify.windows.com.evil.example/x", nil, false},
		{"https://127.0.0.1:9999/push", []string{"127.0.0.1"}, true}, // a test's receiver
	} {
		t.Run(tt.endpoint, func(t *testing.T) {
			err := (&PushSubscription{Endpoint: tt.endpoint, P256dh: key, Auth: auth}).Validate(tt.extra)
			if (err == nil) != tt.ok {
				t.Errorf("got %v, want ok=%v", err, tt.ok)
			}
		})
	}
}
