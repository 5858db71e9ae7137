// `npm run backfill-indexes -w @fitchoice/functions`: gives the reports, kudos and comments written
// before their reporter/author indexes existed those indexes (account/backfill-indexes.ts), so "Delete
// my account" finds them. Once per table (table-command.ts says which).
import { runOnTable } from './table-command';

runOnTable(async () => {
  // Imported only now: the store's client reads DYNAMODB_ENDPOINT when it loads.
  const { backfillIndexes } = await import('../account/backfill-indexes');
  const { scanned, indexed } = await backfillIndexes();
  return `Scanned ${scanned} items; indexed ${indexed}`;
});
