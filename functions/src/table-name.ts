// The table's name when TABLE_NAME is not set: the local runtime's, the seed's and the admin CLI's
// (a deployed stack sets TABLE_NAME to its own table). A module of its own so that reading it loads
// nothing else: config.ts needs it, and the DynamoDB client needs config.ts.
export const DEFAULT_TABLE_NAME = 'fitchoice';
