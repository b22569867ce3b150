import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// openapi.yaml must mean the same to YAML 1.1 parsers (PyYAML, SnakeYAML and the tools built on
// them) as to YAML 1.2 ones: unquoted yes/no/on/off, 1:30 and the like differ between the two.
const contractPath = path.resolve(import.meta.dirname, '../../../openapi.yaml');
const contract = readFileSync(contractPath, 'utf8');

/** PyYAML's reading of `text` as JSON; values JSON cannot hold (dates) are tagged, not coerced. */
const pyYamlScript = `
import json, sys, yaml
data = yaml.safe_load(sys.stdin.read())
sys.stdout.write(json.dumps(data, default=lambda value: {'non-json': repr(value)}))
`;

function hasPyYaml(): boolean {
  const probe = spawnSync('python3', ['-c', 'import yaml'], { encoding: 'utf8' });
  return probe.status === 0;
}

function parseWithPyYaml(text: string): unknown {
  const run = spawnSync('python3', ['-c', pyYamlScript], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`PyYAML could not read the document:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

describe('openapi.yaml reads the same under YAML 1.1 and 1.2', () => {
  it('the YAML 1.1 mode of the parser does read 1.1 scalars differently', () => {
    const text = 'answer: yes\nduration: 1:30\nswitch: off\n';
    expect(parse(text)).toEqual({ answer: 'yes', duration: '1:30', switch: 'off' });
    expect(parse(text, { version: '1.1' })).toEqual({
      answer: true,
      duration: 90,
      switch: false,
    });
  });

  it('parses to the same document with the yaml package in 1.1 and 1.2 mode', () => {
    expect(parse(contract, { version: '1.1' })).toEqual(parse(contract));
  });

  // A Python process reads the whole contract: seconds on two busy cores.
  it(
    'parses to the same document with PyYAML (a YAML 1.1 parser)',
    { timeout: 30_000 },
    (context) => {
      context.skip(!hasPyYaml(), 'PyYAML is not installed here (python3 -c "import yaml" fails)');
      expect(parseWithPyYaml(contract)).toEqual(JSON.parse(JSON.stringify(parse(contract))));
    },
  );
});
