// Test-only helpers, published as '@marketplace/domain/testing' so other packages can build the
// same deterministic fixtures (benchmarks, stories, server seeds).
export * from './prng';
export * from './generate-ads';
