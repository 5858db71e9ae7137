// Loads the generated catalogue into the store when it is not there yet (npm start, npm run seed).
import { currentTime } from '../clock';
import { seedCatalogue } from '../store/catalogue';
import { generateCatalogue } from './generate';

/** Answers how many gyms were written (0 when this catalogue version was already seeded). */
export async function seedCatalogueIfMissing(): Promise<number> {
  return seedCatalogue(generateCatalogue(), currentTime());
}
