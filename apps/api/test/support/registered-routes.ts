import type { Express } from 'express';
import type { TestApp } from './test-app';

export interface RegisteredRoute {
  method: string;
  /** As declared, with `:params`. */
  path: string;
}

/** Every route the running app registered with Express, so tests over "all routes" cover new ones. */
export function registeredRoutes(testApp: TestApp): RegisteredRoute[] {
  const express = testApp.app.getHttpAdapter().getInstance() as Express & {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const routes: RegisteredRoute[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
