export * from './auth';
export * from './bookings';
export * from './common';
export * from './gyms';
export * from './heartbeat';
export * from './ledger';
export * from './purchase';
export * from './validation';
