import './define.js';
export * from './index.js';
