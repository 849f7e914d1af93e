import { Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EventEmitter } from 'node:events';
import { installOpportunitiesFastPath } from './opportunities-fast-path';

function fakeApp(server: EventEmitter): INestApplication {
  return {
    getHttpServer: () => server,
    get: (token: unknown) => {
      if (token === Reflector) return new Reflector();
      throw new Error('only the Reflector is needed before the fast path refuses to install');
    },
  } as unknown as INestApplication;
}

describe('Unit', () => {
  describe('installOpportunitiesFastPath', () => {
    afterEach(() => jest.restoreAllMocks());

    it('should log an error and leave the server alone when it cannot take the single request listener', () => {
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const server = new EventEmitter();
      const express = () => undefined;
      const other = () => undefined;
      server.on('request', express);
      server.on('request', other);
      installOpportunitiesFastPath(fakeApp(server));
      expect(server.listeners('request')).toEqual([express, other]);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^NOT INSTALLED \(the server has 2 request listeners, not 1\)/));
    });
  });
});
