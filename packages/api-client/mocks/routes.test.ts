import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import { mswPath, routes } from './routes';
import { contractOperations } from './testing/contract';

describe('every operation in openapi.yaml has a mock handler', () => {
  it('lists the same operations, methods and paths as openapi.yaml', () => {
    const fromContract = contractOperations
      .map(({ operationId, method, path }) => `${operationId} ${method} ${path}`)
      .sort();
    const fromRoutes = Object.entries(routes)
      .map(([operationId, { method, path }]) => `${operationId} ${method} ${path}`)
      .sort();
    expect(fromRoutes).toEqual(fromContract);
  });

  it('registers one MSW handler per operation, on its method and any-origin path', () => {
    const registered = createHandlers()
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`)
      .sort();
    const expected = contractOperations
      .map(({ method, path }) => `${method.toUpperCase()} ${mswPath(path)}`)
      .sort();
    expect(registered).toEqual(expected);
  });

  it('gives every operation a camelCase operationId', () => {
    for (const { operationId } of contractOperations) {
      expect(operationId).toMatch(/^[a-z][a-zA-Z]+$/);
    }
  });
});
