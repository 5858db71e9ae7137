// Corporate wellness: the plans a company can take (priced per member seat per month, in USD and
// shown in the viewer's region currency) and the company sizes a lead form offers. Pure data.

export interface EnterprisePlan {
  id: 'team' | 'business' | 'enterprise';
  /** Per seat per month. */
  seatPriceUsd: number;
  minSeats: number;
  /** What the plan adds, by feature id (the app words them). */
  features: readonly ('seats' | 'leaderboard' | 'challenges' | 'participation' | 'sso' | 'manager')[];
}

export const ENTERPRISE_PLANS: readonly EnterprisePlan[] = [
  { id: 'team', seatPriceUsd: 6, minSeats: 10, features: ['seats', 'leaderboard', 'challenges'] },
  { id: 'business', seatPriceUsd: 4.5, minSeats: 100, features: ['seats', 'leaderboard', 'challenges', 'participation'] },
  {
    id: 'enterprise',
    seatPriceUsd: 3.25,
    minSeats: 1000,
    features: ['seats', 'leaderboard', 'challenges', 'participation', 'sso', 'manager'],
  },
];

export const COMPANY_SIZES = ['10-49', '50-249', '250-999', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
