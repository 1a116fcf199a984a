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
    expect(typeOf('Brandenburger Tor')).toBe('Gate');
    // A town and a hill named "Tor" are no gates (El Tor was planned as one: trav-136).
    expect(typeOf('El Tor, Egypt')).not.toBe('Gate');
    expect(typeOf('Glastonbury Tor')).not.toBe('Gate');
  });

  it('takes no road or rail tunnel and no administrative division for a sight', () => {
    // "Roki Tunnel" is typed mountain (a pass road) and was planned as a peak in South Ossetia.
    expect(typeOf('Roki Tunnel', 'mountain')).toBeNull();
    expect(typeOf('Kilsby Tunnel', 'landmark')).toBeNull();
    expect(typeOf('New Bazaar Grama Niladhari Division', 'landmark')).toBeNull();
    expect(typeOf('10th Panzer Division', 'landmark')).toBeNull();
    // Tunnels a visitor walks through, and memorials to a division, keep their class.
    expect(typeOf('Western Wall Tunnel', 'landmark')).not.toBeNull();
    expect(typeOf('Greenwich foot tunnel', 'landmark')).not.toBeNull();
    expect(typeOf('Sarajevo Tunnel', 'landmark')).not.toBeNull();
    expect(typeOf('24th Division War Memorial', 'landmark')).toBe('Memorial');
    expect(typeOf('Tunnel Beach', 'landmark')).toBe('Beach');
    expect(typeOf('Cu Chi tunnels', 'landmark')).toBe('Landmark');
  });

  it('does not take a German word ending in -gung, an institute or a village for a sight', () => {
    expect(typeOf('Bewegung Berlin')).toBeNull();
    expect(typeOf('German Archaeological Institute', 'landmark')).toBeNull();
    expect(typeOf('Hallstatt village')).toBeNull();
    // An archaeological museum is not the site; an art institute is a museum.
    expect(typeOf('Archaeological Museum of Thessaloniki')).toBe('Museum');
    expect(typeOf('Art Institute of Chicago', 'landmark')).toBe('Landmark');
  });

  it('knows the temples, tombs, friaries and cemeteries of the thin destinations (issue 26)', () => {
    // Angkor (Siem Reap), Agra, Dubrovnik, Cusco, the Amalfi Coast, Hallstatt.
    expect(typeOf('Prasat Kravan', 'landmark')).toBe('Temple');
    expect(typeOf('Terrace of the Leper King')).toBe('Monument');
    expect(typeOf('Chini Ka Rauza', 'landmark')).toBe('Monument');
    expect(typeOf('Bibi Ka Maqbara')).toBe('Monument');
    expect(typeOf('Franciscan friary, Dubrovnik', 'landmark')).toBe('Monastery');
    expect(typeOf('Cementerio General de La Almudena', 'landmark')).toBe('Cemetery');
    expect(typeOf('Reggia di Quisisana')).toBe('Palace');
    expect(typeOf('Dachstein glacier')).toBe('Glacier');
  });

  it('reads what a lower-case disambiguator says the place is, never a named complex', () => {
    expect(typeOf('Stradun (street)')).toBe('Street');
    expect(typeOf('Huaca Pucllana (archaeological site)')).toBe('Archaeological site');
    expect(typeOf('Abu Qubays (mountain)', 'landmark')).toBe('Peak');
    // A capital names where the place is: the part of Agra Fort is not classified by its fort.
    expect(typeOf('Musamman Burj (Agra Fort)')).toBeNull();
    expect(typeOf('Olbia (Pamphylia)')).toBeNull();
    expect(typeOf('Balmain (fashion house)')).toBeNull();
  });

  it('starts a bridge lower than a cathedral: most of a city’s bridges carry its traffic', () => {
    const prior = (title: string) => classifyArticle(title, '')!.prior;
    expect(prior('Rama VIII Bridge')).toBeLessThan(prior('St. Vitus Cathedral'));
    expect(prior('Rama VIII Bridge')).toBeLessThan(prior('Prague Castle'));
  });

  it('takes a landform named for its shape for the landform', () => {
    expect(typeOf('Pyramid Lake (Nevada)', 'waterbody')).toBe('Lake');
    expect(typeOf('Castle Rock (Washington)', 'mountain')).toBe('Peak');
    expect(typeOf('Cathedral Peak', 'mountain')).toBe('Peak');
    // A pyramid typed as a mountain by its article is still a pyramid without a landform word.
    expect(typeOf('Pyramid of the Sun', 'mountain')).toBe('Archaeological site');
  });

  it('reads the baths and film sets travellers visit', () => {
    expect(typeOf('Hobbiton Movie Set')).toBe('Film set');
    expect(typeOf('Széchenyi Thermal Bath')).toBe('Baths');
    expect(typeOf('Dōgo Onsen')).toBe('Baths');
  });

  it('leaves out disasters, conferences, detention centres and clubs named like a sight', () => {
    expect(typeOf('Zolitūde shopping centre roof collapse', 'landmark')).toBeNull();
    expect(typeOf('Antalya Conference for Change in Syria')).toBeNull();
    expect(typeOf('Nauru Regional Processing Centre', 'landmark')).toBeNull();
    expect(typeOf('Forbidden City (nightclub)', 'landmark')).toBeNull();
    expect(typeOf('Isla Vista killings')).toBeNull();
    expect(typeOf('2011 Tucson shootings', 'landmark')).toBeNull();
    expect(typeOf('Windscale fire', 'landmark')).toBeNull();
    expect(typeOf('Grenfell Tower fire')).toBeNull();
    expect(typeOf('Penrith Museum of Fire')).toBe('Museum');
    // A prison, a district or a resort of that name may be the sight; a museum ship is one.
    expect(typeOf('Robben Island (prison)', 'landmark')).toBe('Landmark');
    expect(typeOf('Bellagio (resort)', 'landmark')).toBe('Landmark');
    expect(typeOf('Frieden (museum ship)', 'landmark')).toBe('Museum');
    expect(typeOf('Alexander von Humboldt (ship)', 'landmark')).toBeNull();
  });
});
