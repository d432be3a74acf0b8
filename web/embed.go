// Package web holds the React app built by Vite; Dist is served by the oneloft binary.
package web

import "embed"

// Dist is the Vite build output (web/dist), embedded so that one binary serves the app.
//
//go:embed all:dist
var Dist embed.FS
