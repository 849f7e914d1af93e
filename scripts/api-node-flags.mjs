// The V8 flags the api runs with wherever it starts (docs/operations.md §10.1, "Memory"), neither
// a cap on the heap:
// - the young generation capped at 16 MB a semi-space, where V8 on a big host grows it to 64 MB
//   and keeps the 128 MB it then holds;
// - the old generation let grow to 2× what a full collection leaves, where V8 on a big host lets
//   it grow up to 4× (a Saturday's ~150-200 MB live grew to 450-680 MB between collections while
//   the market moved); 40 % held less but slowed the fanout load's broadcast on a busy box.
//   Not allowed in NODE_OPTIONS: it must be on the command line.
// The e2e starters read them here; spelled out where this module cannot be read: package.json
// `start`, docker/Dockerfile, apps/api/project.json `serve`, bench/fixtures/built-api.ts (and its
// cluster.ts), docs/operations.md §7.1.
export const API_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=100'];
