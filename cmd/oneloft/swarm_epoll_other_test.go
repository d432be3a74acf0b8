//go:build !linux

package main

// startEpollSwarm is the goroutine swarm where there is no epoll.
var startEpollSwarm = startGoroutineSwarm
