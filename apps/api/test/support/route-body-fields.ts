import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import type { TestApp } from './test-app';

/**
 * For every route whose handler takes a `@Body()` DTO: the DTO's field names, as its
 * class-validator rules declare them, keyed "METHOD /api/path" as the authorization matrix
 * writes routes. The body fuzz test sets each field, not only those a valid body sends.
 */
export function routeBodyFields(testApp: TestApp): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const module of testApp.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const dto = bodyDtoOf(controller, name);
        if (method === undefined || !dto) continue;
        const names = [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName))];
        for (const prefix of base) {
          for (const path of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
            const route = `/api/${[prefix, path].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/');
            fields.set(`${RequestMethod[method]} ${route}`, names);
          }
        }
      }
    }
  }
  return fields;
}

function pathsOf(metadata: unknown): string[] {
  const list = Array.isArray(metadata) ? metadata : [metadata ?? ''];
  return list.map((path) => String(path).replace(/^\/|\/$/g, ''));
}

/** The class of the handler's `@Body()` parameter, when it takes the whole body as a DTO. */
function bodyDtoOf(controller: new (...args: never[]) => object, handler: string): (new () => object) | null {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, handler) ?? []) as unknown[];
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.BODY || arg.data !== undefined) continue;
    const type = types[arg.index];
    if (typeof type === 'function' && type !== Object) return type as new () => object;
  }
  return null;
}
