export * from './constants';
export * from './distance';
export * from './errors';
export * from './money';
export * from './regions';
export * from './storage-keys';
export * from './wallet';
