import { NUTRITIONIST_SPECIALTIES, TRAINER_SPECIALTIES } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { SPECIALTIES_OF } from './specialties';

describe('the panel’s specialty choices', () => {
  it('are the API’s lists, in their order, for each kind of professional', () => {
    expect(SPECIALTIES_OF.trainer).toEqual(TRAINER_SPECIALTIES);
    expect(SPECIALTIES_OF.nutritionist).toEqual(NUTRITIONIST_SPECIALTIES);
  });
});
