package core

import "testing"

func TestParseVideoURL(t *testing.T) {
	for _, tt := range []struct {
		url, provider, id string
		ok                bool
	}{
		{"https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "youtube", "dQw4w9WgXcQ", true},
		{"https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "dQw4w9WgXcQ", true},
		{"https://m.youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ", true},
		{"https://www.youtube.com/embed/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ", true},
		{"https://vimeo.com/76979871", "vimeo", "76979871", true},
		{"https://player.vimeo.com/video/76979871", "vimeo", "76979871", true},
		{"https://www.youtube.com/watch?v=short", "youtube", "short", false},
		{"https://www.youtube.com/@someloft", "youtube", "", false},
		{"javascript:alert(1)//youtu.be/dQw4w9WgXcQ", "", "", false},
		{"https://evil.example/watch?v=dQw4w9WgXcQ", "", "", false},
		{"https://vimeo.com/channels/staffpicks", "vimeo", "staffpicks", false},
	} {
		t.Run(tt.url, func(t *testing.T) {
			p, id, ok := ParseVideoURL(tt.url)
			if ok != tt.ok || (ok && (p != tt.provider || id != tt.id)) {
				t.Errorf("got %q %q %v, want %q %q %v", p, id, ok, tt.provider, tt.id, tt.ok)
			}
		})
	}
}
