import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeFrame } from './fake-betwatch.race-day';

interface OpenApi {
  paths: Record<
    string,
    {
      get: {
        responses: Record<
          string,
          { content?: Record<string, { schema: unknown }> }
        >;
      };
    }
  >;
}

const CONTRACT_ID = 'betwatch-openapi';

/** The vendored contract (contract/openapi.json), parsed once. */
function betwatchContract(): OpenApi & Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(__dirname, 'contract', 'openapi.json'), 'utf8'),
  ) as OpenApi & Record<string, unknown>;
}

/**
 * Validates replies and stream frames against the vendored contract with Ajv (JSON Schema
 * 2020-12, OpenAPI 3.1's dialect): a REST answer against its path's declared schema for that
 * status, a frame `{id, event, data}` against the stream's declared frame union. The schemas set
 * `additionalProperties: false`, so an undeclared field is an error too.
 */
export class BetwatchContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly doc = betwatchContract();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    this.ajv.addFormat(
      'date-time',
      (value: string) =>
        !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value),
    );
    for (const format of ['uri', 'int64', 'double'])
      this.ajv.addFormat(format, true);
    this.ajv.addSchema(this.doc, CONTRACT_ID);
  }

  /** Errors of a REST answer (`path` as the route template, e.g. `/v1/events/{id}/snapshot`). */
  replyErrors(path: string, status: number, body: unknown): string[] {
    const content =
      this.doc.paths[path]?.get.responses[String(status)]?.content;
    if (!content) return [`${path} declares no ${status} answer`];
    const type = Object.keys(content)[0];
    const pointer = `${CONTRACT_ID}#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/${status}/content/${type.replace(/\//g, '~1')}/schema`;
    return this.errors(pointer, body);
  }

  /** Errors of a stream frame as the stream's 200 schema declares its items. */
  frameErrors(frame: FakeFrame): string[] {
    if (frame.raw !== undefined) return ['raw (malformed on purpose)'];
    const pointer = `${CONTRACT_ID}#/paths/~1v1~1stream/get/responses/200/content/text~1event-stream/schema/items`;
    return this.errors(pointer, {
      id: frame.id,
      event: frame.event,
      data: frame.data,
    });
  }

  private errors(pointer: string, value: unknown): string[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: pointer });
      this.compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) =>
      `${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
    );
  }
}

/** The contract's route template of a concrete path (`/v1/events/evt_1/snapshot` → `{id}`). */
export function routeOf(path: string): string {
  if (/^\/v1\/events\/[^/]+\/snapshot$/.test(path))
    return '/v1/events/{id}/snapshot';
  if (/^\/v1\/venues\/[^/]+$/.test(path)) return '/v1/venues/{id}';
  return path;
}
