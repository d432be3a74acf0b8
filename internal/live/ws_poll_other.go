//go:build !linux

package live

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/centrifugal/centrifuge"
)

// poller is the epoll transport, on Linux only: elsewhere centrifuge's
// own websocket handler serves every viewer.
type poller struct{}

func newPoller(*centrifuge.Node, *fanout, *slog.Logger) (*poller, error) {
	return nil, errors.ErrUnsupported
}

func (p *poller) serve(http.ResponseWriter, *http.Request) bool { return false }

func (p *poller) close() {}
