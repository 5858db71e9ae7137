// First and last names common in each region, for the catalogue's professionals and reviewers.
import type { RegionCode } from '@fitchoice/shared';

export const FIRST_NAMES: Record<RegionCode, readonly string[]> = {
  US: ['Jordan', 'Maya', 'Marcus', 'Olivia', 'Tyler', 'Aaliyah', 'Ethan', 'Grace', 'Diego'],
  GB: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Freya', 'Callum', 'Poppy', 'Ravi'],
  IN: ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Arjun', 'Priya', 'Kabir', 'Meera', 'Rohan'],
  EU: ['Lukas', 'Sofia', 'Mathis', 'Elena', 'Marco', 'Lea', 'Javier', 'Chiara', 'Noah'],
  CA: ['Liam', 'Charlotte', 'Benjamin', 'Chloé', 'Lucas', 'Ava', 'Samuel', 'Emma', 'Owen'],
  AU: ['Jack', 'Matilda', 'Lachlan', 'Ruby', 'Cooper', 'Zoe', 'Mitchell', 'Sienna', 'Kai'],
  JP: ['Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Kaito', 'Sakura', 'Daiki'],
  BR: ['Miguel', 'Helena', 'Arthur', 'Alice', 'Gabriel', 'Laura', 'Davi', 'Manuela', 'Rafael'],
  MX: ['Santiago', 'Valentina', 'Mateo', 'Regina', 'Emiliano', 'Ximena', 'Leonardo', 'Camila', 'Diego'],
  SG: ['Wei Jie', 'Hui Min', 'Arif', 'Nur Aisyah', 'Jun Hao', 'Priya', 'Ethan', 'Shu Ting', 'Ravi'],
};
export const LAST_NAMES: Record<RegionCode, readonly string[]> = {
  US: ['Carter', 'Nguyen', 'Brooks', 'Ramirez', 'Hughes', 'Patel', 'Foster', 'Kim', 'Bennett'],
  GB: ['Walker', 'Evans', 'Hughes', 'Khan', 'Murray', 'Clarke', 'Fraser', 'Shah', 'Wright'],
  IN: ['Sharma', 'Iyer', 'Reddy', 'Kapoor', 'Nair', 'Mehta', 'Gupta', 'Rao', 'Singh'],
  EU: ['Müller', 'Rossi', 'Dubois', 'García', 'de Vries', 'Schmidt', 'Moreau', 'Ricci', 'López'],
  CA: ['Tremblay', 'Wilson', 'Gagnon', 'MacDonald', 'Roy', 'Chen', 'Martin', 'Singh', 'Campbell'],
  AU: ['Smith', 'Nguyen', 'Taylor', "O'Brien", 'Williams', 'Chen', 'Kelly', 'Walsh', 'Jones'],
  JP: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi'],
  BR: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Costa', 'Ferreira', 'Almeida', 'Ribeiro'],
  MX: ['Hernández', 'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Torres'],
  SG: ['Tan', 'Lim', 'Ng', 'Wong', 'Rahman', 'Goh', 'Chua', 'Nair', 'Lee'],
};
