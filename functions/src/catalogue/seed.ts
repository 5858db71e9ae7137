// Loads the generated catalogue into the store when it is not there yet (npm start, npm run seed).
import { currentTime } from '../clock';
import { seedCatalogue, seedProfessionals } from '../store/catalogue';
import { generateCatalogue, generateSeededCatalogue } from './generate';
import { generateProfessionals, PROFESSIONALS_VERSION } from './professionals';

/** Answers how many gyms were written (0 when this catalogue version was already seeded). */
export async function seedCatalogueIfMissing(): Promise<number> {
  return seedCatalogue(generateSeededCatalogue(), currentTime());
}

/** The catalogue's trainers and nutritionists; answers how many were written (0 when already there). */
export async function seedProfessionalsIfMissing(): Promise<number> {
  return seedProfessionals(generateProfessionals(generateCatalogue()), currentTime(), PROFESSIONALS_VERSION);
}
