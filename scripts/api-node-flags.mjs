// The V8 flags the api runs with wherever it starts (docs/operations.md §10.1, "Memory"): the
// young generation capped at 16 MB a semi-space, where V8 on a big host grows it to 64 MB and
// keeps the 128 MB it then holds. The e2e starters read them here; spelled out where this module
// cannot be read: package.json `start`, docker/Dockerfile, apps/api/project.json `serve`,
// bench/fixtures/built-api.ts (and its cluster.ts), docs/operations.md §7.1.
export const API_NODE_FLAGS = ['--max-semi-space-size=16'];
