import { describe, expect, it } from 'vitest';
import { searchArticles, wordsOf } from './search';

const articles = [
  {
    id: 'cancel',
    title: 'Cancelar una reserva',
    body: 'Hasta 2 horas antes la cancelación es gratuita.',
    category: 'Cancelaciones y reembolsos',
  },
  {
    id: 'refunds',
    title: '¿Cómo se pagan los reembolsos?',
    body: 'Las reservas pagadas con SweatCoins se reembolsan al instante.',
    category: 'Cancelaciones y reembolsos',
  },
  { id: 'xp', title: 'How do I earn XP?', body: 'Your first check-in of each day earns 50 XP.', category: 'XP and SweatCoins' },
];

describe('help search', () => {
  it('ignores case and accents and matches word starts', () => {
    expect(wordsOf('Cancelación GRATUITA, ¿sí?')).toEqual(['cancelacion', 'gratuita', 'si']);
    expect(searchArticles(articles, 'CANCELACIÓN gratuita').map((a) => a.id)).toEqual(['cancel']);
    expect(searchArticles(articles, 'REEMBOLSO').map((a) => a.id)).toEqual(['refunds', 'cancel']);
  });

  it('needs every word, and ranks a title hit above an answer hit', () => {
    expect(searchArticles(articles, 'sweatcoins reservas').map((a) => a.id)).toEqual(['refunds']);
    expect(searchArticles(articles, 'check-in day').map((a) => a.id)).toEqual(['xp']);
    expect(searchArticles(articles, 'xp').map((a) => a.id)).toEqual(['xp']);
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchArticles(articles, '  ')).toEqual([]);
    expect(searchArticles(articles, 'helicopter')).toEqual([]);
  });
});
