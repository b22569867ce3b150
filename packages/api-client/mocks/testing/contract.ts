// Test-only: openapi.yaml parsed, and its schemas compiled with ajv the way the server validates.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
}

type Node = Record<string, unknown>;

export const contract = parse(
  readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, Node>>;
  components: Record<string, Record<string, Node>>;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export const contractOperations: ContractOperation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ operationId: String(operation.operationId), method, path })),
);

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(contract, 'openapi');

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function compiled(ref: string): ValidateFunction {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema at ${ref}`);
  return validate;
}

/** A validator for a component schema, e.g. `schemaValidator('LandAd')`. */
export const schemaValidator = (name: string) =>
  compiled(`openapi#/${pointer('components', 'schemas', name)}`);

/** A validator for the JSON body of one response of an operation (following shared responses). */
export function responseValidator(operationId: string, status: number): ValidateFunction {
  const operation = contractOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  const responses = contract.paths[operation.path]?.[operation.method]?.responses as Node;
  const key = String(status) in responses ? String(status) : 'default';
  const response = responses[key] as Node | undefined;
  if (!response) throw new Error(`${operationId} declares no ${status} response`);
  if (typeof response.$ref === 'string') {
    return compiled(`openapi${response.$ref}/${pointer('content', 'application/json', 'schema')}`);
  }
  return compiled(
    `openapi#/${pointer('paths', operation.path, operation.method, 'responses', key, 'content', 'application/json', 'schema')}`,
  );
}

/** Readable ajv errors for assertion messages. */
export const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`).join('; ');
