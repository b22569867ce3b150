// Public API of @marketplace/domain: pure rules of the spec, no React, no fetch.
export * from './constants';
export * from './messages';
export * from './roles';
export * from './land-types';
export * from './business-types';
export * from './locations';
