export * from './paths';
export * from './schemas';
export * from './client';
export * from './cart-client';
