import type { NextFunction, Request, Response } from 'express';
import { refuseCrossSiteRequests } from './cross-site-request.middleware';

function run(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const request = {
    method,
    host: lower.host,
    protocol: lower['x-test-protocol'] ?? 'http',
    get: (name: string) => lower[name.toLowerCase()],
    is: (type: string) => (lower['content-type'] ?? '').startsWith(type) ? type : false,
  } as unknown as Request;
  const response = { status: jest.fn().mockReturnThis(), json: jest.fn() } as unknown as Response;
  const next = jest.fn() as NextFunction;
  refuseCrossSiteRequests(request, response, next);
  const status = (response.status as jest.Mock).mock.calls[0]?.[0] as number | undefined;
  if (status !== undefined) return status;
  return (next as jest.Mock).mock.calls.length === 1 ? 'next' : 'none';
}

const json = { 'content-type': 'application/json', 'content-length': '2' };

describe('Unit', () => {
  describe('refuseCrossSiteRequests', () => {
    it.each([
      ['GET', { host: 'a.test', origin: 'https://evil.test' }, 'next'],
      ['HEAD', { host: 'a.test', 'sec-fetch-site': 'cross-site' }, 'next'],
      ['POST', { host: 'a.test', ...json }, 'next'],
      ['POST', { host: 'a.test', origin: 'http://a.test', ...json }, 'next'],
      ['POST', { host: 'a.test:3000', origin: 'https://a.test:3000', 'x-test-protocol': 'https', ...json }, 'next'],
      ['POST', { host: 'a.test:3000', origin: 'https://a.test:3000', ...json }, 403],
      ['POST', { host: 'a.test', origin: 'https://a.test', ...json }, 403],
      ['POST', { host: 'a.test', origin: 'http://a.test', 'x-test-protocol': 'https', ...json }, 403],
      ['POST', { host: 'a.test', origin: 'https://a.test:443', 'x-test-protocol': 'https', ...json }, 'next'],
      ['POST', { host: 'a.test:80', origin: 'http://a.test', ...json }, 'next'],
      ['POST', { host: 'A.Test', origin: 'http://a.test', ...json }, 'next'],
      ['POST', { origin: 'http://a.test', ...json }, 403],
      ['POST', { host: 'a.test', origin: 'https://evil.test', ...json }, 403],
      ['PATCH', { host: 'a.test', origin: 'http://a.test:8080', ...json }, 403],
      ['DELETE', { host: 'a.test', origin: 'null' }, 403],
      ['PUT', { host: 'a.test', 'sec-fetch-site': 'cross-site', ...json }, 403],
      ['POST', { host: 'a.test', 'sec-fetch-site': 'same-origin', origin: 'http://a.test', ...json }, 'next'],
      ['POST', { host: 'a.test', 'content-type': 'text/plain', 'content-length': '5' }, 415],
      ['POST', { host: 'a.test', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '5' }, 415],
      ['POST', { host: 'a.test', 'content-type': 'multipart/form-data', 'transfer-encoding': 'chunked' }, 415],
      ['POST', { host: 'a.test' }, 'next'],
      ['POST', { host: 'a.test', 'content-length': '0' }, 'next'],
    ])('should answer %s %j with %p', (method, headers, expected) => {
      expect(run(method, headers)).toBe(expected);
    });
  });
});
