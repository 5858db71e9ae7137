// `npm run rebuild-aggregates -w @fitchoice/functions`: recomputes the analytics aggregates from the
// source items of the table (table-command.ts says which). Run it while nothing else writes.
import { runOnTable } from './table-command';

runOnTable(async () => {
  // Imported only now: the store's client reads DYNAMODB_ENDPOINT when it loads.
  const { rebuildAggregates } = await import('../aggregates/rebuild-aggregates');
  const { scanned, removed, written } = await rebuildAggregates();
  return `Scanned ${scanned} items; replaced ${removed} aggregate items with ${written}`;
});
