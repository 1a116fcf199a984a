import { describe, expect, it } from 'vitest';
import { classifyArticle } from './sight-classes';

const typeOf = (title: string, coordType = '') => classifyArticle(title, coordType)?.type ?? null;

describe('classifyArticle', () => {
  it('reads the words that name a sight in the languages that name them', () => {
    expect(typeOf('Karlskirche')).toBe('Church');
    expect(typeOf('Frauenkirche, Munich')).toBe('Church');
    expect(typeOf('Deoksugung')).toBe('Palace');
    expect(typeOf('Palau de la Música Catalana')).toBe('Palace');
    expect(typeOf('Sanjūsangen-dō')).toBe('Temple');
    expect(typeOf('Piazzale Michelangelo')).toBe('Square');
    expect(typeOf('Plaça de Catalunya')).toBe('Square');
    expect(typeOf('Qutb Minar complex')).toBe('Monument');
    expect(typeOf('Mercat de Sant Josep de la Boqueria')).toBe('Market');
    expect(typeOf('Bukchon Hanok Village')).toBe('Historic quarter');
    expect(typeOf('Gothic Quarter, Barcelona')).toBe('Historic quarter');
  });

  it('does not take a German word ending in -gung, an institute or a village for a sight', () => {
    expect(typeOf('Bewegung Berlin')).toBeNull();
    expect(typeOf('German Archaeological Institute', 'landmark')).toBeNull();
    expect(typeOf('Hallstatt village')).toBeNull();
    // An archaeological museum is not the site; an art institute is a museum.
    expect(typeOf('Archaeological Museum of Thessaloniki')).toBe('Museum');
    expect(typeOf('Art Institute of Chicago', 'landmark')).toBe('Landmark');
  });

  it('starts a bridge lower than a cathedral: most of a city’s bridges carry its traffic', () => {
    const prior = (title: string) => classifyArticle(title, '')!.prior;
    expect(prior('Rama VIII Bridge')).toBeLessThan(prior('St. Vitus Cathedral'));
    expect(prior('Rama VIII Bridge')).toBeLessThan(prior('Prague Castle'));
  });
});
