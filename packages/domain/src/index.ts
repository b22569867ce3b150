// Public API of @marketplace/domain: pure rules of the spec, no React, no fetch.
export * from './constants';
export * from './messages';
export * from './locale';
export * from './roles';
export * from './land-types';
export * from './business-types';
export * from './locations';
export * from './format-price';
export * from './format-area';
export * from './format-date';
export * from './badge';
export * from './text-preview';
export * from './filter-criteria';
export * from './filter-land-ads';
export * from './filter-business-ads';
