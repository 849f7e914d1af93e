export * from './sse-hub';
export * from './sse-frame';
