package testutil

import (
	"io"
	"mime/quotedprintable"
	"net"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Message is one mail the capture server received.
type Message struct {
	From string
	To   []string
	Data string // the raw message, headers and body
}

// SMTPServer is a real SMTP server on loopback that keeps what it receives.
type SMTPServer struct {
	Addr string
	mu   sync.Mutex
	msgs []Message
	got  chan struct{}
}

// StartSMTP starts a capture server for the test; stopped at cleanup.
func StartSMTP(tb testing.TB) *SMTPServer {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	c := &SMTPServer{Addr: ln.Addr().String(), got: make(chan struct{}, 100)}
	s := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &session{srv: c}, nil }))
	s.Domain, s.AllowInsecureAuth = "localhost", true
	s.ReadTimeout, s.WriteTimeout = 10*time.Second, 10*time.Second
	go s.Serve(ln)
	tb.Cleanup(func() { s.Close() })
	return c
}

// URL is the server as ONELOFT_SMTP_URL takes it.
func (c *SMTPServer) URL() string { return "smtp://" + c.Addr + "?tls=none" }

// Wait returns the n-th message (from 1), waiting up to 5 s for it.
func (c *SMTPServer) Wait(tb testing.TB, n int) Message {
	tb.Helper()
	deadline := time.After(5 * time.Second)
	for {
		c.mu.Lock()
		if len(c.msgs) >= n {
			m := c.msgs[n-1]
			c.mu.Unlock()
			return m
		}
		c.mu.Unlock()
		select {
		case <-c.got:
		case <-deadline:
			tb.Fatalf("smtp: no message %d within 5 s", n)
		}
	}
}

// Received is how many messages the server has accepted so far. A message
// counts before the server answers its DATA command, so once a client's
// send has returned, its message is counted.
func (c *SMTPServer) Received() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.msgs)
}

// Messages is every message received so far (a copy).
func (c *SMTPServer) Messages() []Message {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Message(nil), c.msgs...)
}

var linkRe = regexp.MustCompile(`https?://[^\s"<>]+`)

// Body returns the message body, decoded from quoted-printable.
func (m Message) Body() string {
	_, body, _ := strings.Cut(strings.ReplaceAll(m.Data, "\r\n", "\n"), "\n\n")
	b, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(body)))
	if err != nil {
		return body
	}
	return string(b)
}

// Link returns the first URL in the body (verification and reset links).
func (m Message) Link() string { return linkRe.FindString(m.Body()) }

type session struct {
	srv *SMTPServer
	msg Message
}

func (s *session) AuthPlain(string, string) error { return nil }
func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	s.msg.From = from
	return nil
}
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.msg.To = append(s.msg.To, to)
	return nil
}
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.msg.Data = string(b)
	s.srv.mu.Lock()
	s.srv.msgs = append(s.srv.msgs, s.msg)
	s.srv.mu.Unlock()
	s.srv.got <- struct{}{}
	return nil
}
func (s *session) Reset()        { s.msg = Message{} }
func (s *session) Logout() error { return nil }
