# oneloft — the two commands that matter: `make run` and `make test`.
SHELL := /bin/bash
GO    ?= go
BIN   := bin/oneloft
WEB   := web
# go.mod's toolchain line picks the Go release (it carries the standard library's security fixes);
# machines that pin GOTOOLCHAIN=local get it through the module proxy.
export GOTOOLCHAIN := auto
WEB_SRC := $(shell find $(WEB)/src $(WEB)/index.html $(WEB)/public $(WEB)/vite.config.ts -type f 2>/dev/null)

.PHONY: run build test test-go test-web test-e2e test-under-load lint api-types api-types-check api-docs-assets bench bench-hog load lcp clean

## run: build everything and serve with demo data at http://localhost:8080
run: build
	$(BIN) serve --demo

## build: the web app, then the binary that embeds it
build: $(BIN)

$(BIN): $(WEB)/dist/index.html $(shell find cmd internal -name '*.go' -o -name '*.sql') go.mod go.sum
	$(GO) build -o $(BIN) ./cmd/oneloft

$(WEB)/node_modules/.package-lock.json: $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund

$(WEB)/dist/index.html: $(WEB)/node_modules/.package-lock.json $(WEB_SRC)
	cd $(WEB) && npm run build

## test: every test — Go (SQLite, and PostgreSQL when ONELOFT_TEST_POSTGRES_URL is set), web unit, end to end;
## lint, the Go tests and the web unit tests run side by side (each is mostly one core), then end to end
test: api-types-check
	$(MAKE) --no-print-directory -j3 --output-sync=target lint test-go test-web
	$(MAKE) --no-print-directory test-e2e

test-go: $(WEB)/dist/index.html
	$(GO) test -count=1 ./...

test-web: $(WEB)/node_modules/.package-lock.json
	cd $(WEB) && npm test

test-e2e: build
	cd $(WEB) && ONELOFT_BIN=../$(BIN) npm run e2e

## test-under-load: `make test` with stress-ng keeping two CPUs busy beside it, as on a shared CI machine
## (TARGETS=test-web runs only those; STRESS_CPUS=4 keeps four busy)
test-under-load:
	scripts/test-under-load.sh $(TARGETS)

## lint: the house's habits — go vet, gofmt and staticcheck; ESLint and Prettier for the web app;
## known vulnerabilities in Go code (govulncheck) and in the web app's shipped packages (npm audit); the deploy files
## (it needs the built web app: go vet and staticcheck compile the package that embeds it)
lint: $(WEB)/node_modules/.package-lock.json $(WEB)/dist/index.html
	$(GO) vet ./...
	@out=$$(gofmt -l cmd internal web/*.go); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) tool staticcheck ./...
	scripts/lint-imports.sh
	scripts/lint-file-length.sh
	cd $(WEB) && npm run lint
	scripts/govulncheck.sh
	scripts/npm-audit.sh
	scripts/lint-deploy.sh

## api-types: regenerate web/openapi.json and the TypeScript API types from the server
api-types: $(WEB)/node_modules/.package-lock.json $(WEB)/dist/index.html
	$(GO) run ./cmd/oneloft openapi > $(WEB)/openapi.json
	cd $(WEB) && npm run gen:api

## api-types-check: fail when the committed API types are stale
api-types-check: api-types
	@git diff --exit-code -- $(WEB)/openapi.json $(WEB)/src/lib/api/schema.d.ts || \
		{ echo "API types are stale: run 'make api-types' and commit the result"; exit 1; }

## api-docs-assets: fetch the API docs page's Stoplight Elements files again (checked against pinned hashes)
api-docs-assets:
	scripts/api-docs-assets.sh

## bench: benchmarks, each against its baseline in the same run (PostgreSQL too when ONELOFT_TEST_POSTGRES_URL is set)
bench:
	$(GO) test -count=1 -run '^$$' -bench . -benchtime 1x ./internal/bench

## bench-hog: the same beside a CPU hog (stress-ng --cpu 1): the goals hold on a busy machine too
bench-hog:
	ONELOFT_BENCH_HOG=1 $(GO) test -count=1 -run '^$$' -bench . -benchtime 1x ./internal/bench

## load: two instances on PostgreSQL and Redis under twice a 10,000-bird final's peak (400 arrivals/s),
## 20,000 websocket viewers and 500 result pages/s for 2 minutes; needs ONELOFT_TEST_POSTGRES_URL and
## ONELOFT_TEST_REDIS_URL; ONELOFT_LOAD_VIEWERS, _RATE, _PAGES and _SECONDS change the figures;
## ONELOFT_TEST_CPUPROFILE=<dir> keeps each instance's and viewer swarm's CPU profile there
load:
	ONELOFT_LOAD=1 $(GO) test -count=1 -run '^TestLoad$$' -v -timeout 30m ./cmd/oneloft

## lcp: Largest Contentful Paint of the home page and a live race page with a 4x CPU throttle, and the script bytes
## on the wire, medians of 5 cold loads (LCP_RUNS), against the demo started from the built binary, or LCP_URL
lcp: build
	scripts/lcp.sh

clean:
	rm -rf bin $(WEB)/dist
