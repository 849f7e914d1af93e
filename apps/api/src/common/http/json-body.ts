import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json } from 'express';
import { isUtf8 } from 'node:buffer';
import { STATUS_CODES } from 'node:http';
import { inspectJsonBody, MAX_JSON_DEPTH } from './json-body-inspection';

/** Bodies the api takes are a few hundred bytes; 100 KB leaves room without inviting abuse. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

const BODY_MESSAGES = {
  tooLarge: `The request body is too large (at most ${JSON_BODY_LIMIT_BYTES / 1024} KB)`,
  charset: 'Send JSON as UTF-8 (an unknown charset was given)',
  encoding: 'The Content-Encoding is not supported (send gzip, deflate, br or none)',
  unreadable: 'The request body could not be read: it does not match its Content-Encoding or length',
  malformed: 'The request body is not valid JSON (send an object)',
  notUtf8: 'The request body is not valid UTF-8 text',
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
} as const;

/**
 * The api's JSON body parser, in place of Nest's default: Express's parser with its 100 KB
 * limit, then `inspectJsonBody` (depth, null characters, prototype keys) before any pipe runs.
 * Every failure is a 4xx `{statusCode, message, error}` here, never an error left to Express's
 * default handler. Named `jsonParser` so Nest does not add its own; form bodies are never
 * parsed (`urlencodedParser` is a no-op: the api takes only JSON, see the CSRF middleware).
 */
export function jsonBodyParsers(): RequestHandler[] {
  const parse = json({ limit: JSON_BODY_LIMIT_BYTES, verify: refuseInvalidUtf8 });
  const jsonParser: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    parse(request, response, (error?: unknown) => {
      if (error) {
        const [status, message] = describeParseError(error);
        answer(response, status, message);
        return;
      }
      const problem = inspectJsonBody(request.body);
      if (problem === null) next();
      else if (problem.kind === 'too-deep') answer(response, 400, BODY_MESSAGES.tooDeep);
      else answer(response, 400, problem.messages);
    });
  };
  const urlencodedParser: RequestHandler = (_request, _response, next) => next();
  return [jsonParser, urlencodedParser];
}

/**
 * Bytes that are not UTF-8 would be decoded to U+FFFD and stored as such: refused instead, after
 * any Content-Encoding is undone (body-parser calls this with the decoded bytes).
 */
function refuseInvalidUtf8(_request: unknown, _response: unknown, bytes: Buffer): void {
  if (!isUtf8(bytes)) throw Object.assign(new Error(BODY_MESSAGES.notUtf8), { type: NOT_UTF8 });
}

const NOT_UTF8 = 'entity.not.utf8';

function describeParseError(error: unknown): [number, string] {
  const { type, status } = error as { type?: string; status?: number };
  switch (type) {
    case 'entity.too.large':
      return [413, BODY_MESSAGES.tooLarge];
    case 'charset.unsupported':
      return [415, BODY_MESSAGES.charset];
    case 'encoding.unsupported':
      return [415, BODY_MESSAGES.encoding];
    case 'entity.parse.failed':
      return [400, BODY_MESSAGES.malformed];
    case NOT_UTF8:
      return [400, BODY_MESSAGES.notUtf8];
    default:
      // A body that is not what its headers say (bad gzip, short body, aborted upload).
      return [status !== undefined && status >= 400 && status < 500 ? status : 400, BODY_MESSAGES.unreadable];
  }
}

function answer(response: Response, status: number, message: string | string[]): void {
  if (response.headersSent) return;
  // Like the exception filter: a 400 always lists its sentences.
  const listed = status === 400 && typeof message === 'string' ? [message] : message;
  response.status(status).json({ statusCode: status, message: listed, error: STATUS_CODES[status] ?? 'Error' });
}
