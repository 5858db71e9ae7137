// `npm run backfill-indexes -w @fitchoice/functions`: gives the reports, kudos and comments written
// before their reporter/author indexes existed those indexes (account/backfill-indexes.ts), so "Delete
// my account" finds them, and links gym partners approved before gyms knew their partners to their
// gyms (partners/link-gym-partners.ts), so they hear of its bookings and reviews. Once per table
// (table-command.ts says which).
import { runOnTable } from './table-command';

runOnTable(async () => {
  // Imported only now: the store's client reads DYNAMODB_ENDPOINT when it loads.
  const { backfillIndexes } = await import('../account/backfill-indexes');
  const { linkGymPartners } = await import('../partners/link-gym-partners');
  const { scanned, indexed } = await backfillIndexes();
  const partners = await linkGymPartners();
  return `Scanned ${scanned} items; indexed ${indexed}. Scanned ${partners.scanned} items; linked ${partners.linked} gym partners' gyms`;
});
