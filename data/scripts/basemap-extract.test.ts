import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OsmTags } from '@ai-map/osm';
import { describe, expect, it } from 'vitest';
import { classifyWay } from './basemap-classes';
import { readBasemapExtract } from './basemap-extract';

/** A 3×3 grid of nodes 1–9 (lon 15.1–15.3, lat 48.1–48.3) and the ways under test. */
const OSM = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6">
  <node id="1" lat="48.1" lon="15.1"/><node id="2" lat="48.1" lon="15.2"/><node id="3" lat="48.1" lon="15.3"/>
  <node id="4" lat="48.2" lon="15.1"/><node id="5" lat="48.2" lon="15.2"/><node id="6" lat="48.2" lon="15.3"/>
  <node id="7" lat="48.3" lon="15.1"/><node id="8" lat="48.3" lon="15.2"/><node id="9" lat="48.3" lon="15.3"/>
  <node id="10" lat="48.15" lon="15.15"/><node id="11" lat="48.15" lon="15.25"/>
  <node id="12" lat="48.25" lon="15.25"/><node id="13" lat="48.25" lon="15.15"/>
  <node id="14" lat="48.1234567" lon="15.1234567"/>
  <way id="101"><nd ref="1"/><nd ref="2"/><nd ref="14"/><tag k="highway" v="primary_link"/><tag k="name" v="Hauptstraße"/></way>
  <way id="102"><nd ref="4"/><nd ref="5"/><tag k="highway" v="residential"/></way>
  <way id="103"><nd ref="7"/><nd ref="8"/><tag k="highway" v="steps"/></way>
  <way id="104"><nd ref="1"/><nd ref="4"/><tag k="highway" v="track"/></way>
  <way id="105"><nd ref="1"/><nd ref="2"/><nd ref="5"/><nd ref="1"/><tag k="highway" v="pedestrian"/><tag k="area" v="yes"/></way>
  <way id="106"><nd ref="2"/><nd ref="3"/><tag k="railway" v="tram"/></way>
  <way id="107"><nd ref="5"/><nd ref="6"/><tag k="railway" v="abandoned"/></way>
  <way id="108"><nd ref="1"/><nd ref="2"/><nd ref="5"/><nd ref="4"/><nd ref="1"/><tag k="building" v="house"/></way>
  <way id="109"><nd ref="2"/><nd ref="3"/><nd ref="6"/><tag k="building" v="yes"/></way>
  <way id="110"><nd ref="2"/><nd ref="3"/><nd ref="6"/><nd ref="2"/><tag k="building" v="no"/></way>
  <way id="111"><nd ref="4"/><nd ref="5"/><nd ref="8"/><nd ref="7"/><nd ref="4"/><tag k="natural" v="water"/></way>
  <way id="112"><nd ref="3"/><nd ref="6"/><nd ref="9"/><tag k="waterway" v="river"/><tag k="name" v="Donau"/></way>
  <way id="113"><nd ref="5"/><nd ref="6"/><nd ref="9"/><nd ref="8"/><nd ref="5"/><tag k="leisure" v="park"/></way>
  <way id="114"><nd ref="1"/><nd ref="3"/><nd ref="9"/><nd ref="1"/><tag k="landuse" v="forest"/></way>
  <way id="115"><nd ref="3"/><nd ref="999"/><tag k="highway" v="secondary"/></way>
  <way id="116"><nd ref="1"/><nd ref="3"/><nd ref="9"/></way>
  <way id="117"><nd ref="9"/><nd ref="7"/><nd ref="1"/></way>
  <way id="118"><nd ref="10"/><nd ref="11"/><nd ref="12"/><nd ref="13"/><nd ref="10"/></way>
  <relation id="201">
    <member type="way" ref="116" role="outer"/><member type="way" ref="117" role="outer"/>
    <member type="way" ref="118" role="inner"/>
    <tag k="type" v="multipolygon"/><tag k="waterway" v="riverbank"/>
  </relation>
  <relation id="202">
    <member type="way" ref="116" role="outer"/>
    <tag k="type" v="multipolygon"/><tag k="natural" v="wood"/>
  </relation>
</osm>`;

async function extractOf(xml: string) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'basemap-')), 'tiny.osm');
  await writeFile(file, xml);
  return readBasemapExtract(file);
}

describe('readBasemapExtract on a hand-made OSM XML file', () => {
  it('classifies streets, railways, buildings, water and parks', async () => {
    const { features, counts, incomplete, coast, bbox } = await extractOf(OSM);
    const summary = features.map((f) => [f.layer, f.geometry.type, f.properties]);
    expect(summary).toEqual([
      ['parks', 'Polygon', { class: 'park' }],
      ['parks', 'Polygon', { class: 'forest' }],
      ['water', 'Polygon', { class: 'water' }],
      ['water', 'LineString', { class: 'river' }],
      ['water', 'Polygon', { class: 'riverbank' }],
      ['buildings', 'Polygon', {}],
      ['streets', 'LineString', { class: 'primary', name: 'Hauptstraße' }],
      ['streets', 'LineString', { class: 'minor' }],
      ['streets', 'LineString', { class: 'path' }],
      ['railways', 'LineString', { class: 'tram' }],
    ]);
    expect(counts).toEqual({ land: 0, parks: 2, water: 3, buildings: 1, streets: 3, railways: 1 });
    // The secondary street through node 999 (not in the file) and the wood whose only outer
    // way never closes.
    expect(incomplete).toBe(2);
    expect(coast).toBe('none');
    expect(bbox).toEqual([15.1, 48.1, 15.3, 48.3]);
  });

  it('rounds coordinates to 6 decimals and joins multipolygon rings with their hole', async () => {
    const { features } = await extractOf(OSM);
    const primary = features.find((f) => f.properties.class === 'primary')!;
    expect(primary.geometry.coordinates).toEqual([
      [15.1, 48.1],
      [15.2, 48.1],
      [15.123457, 48.123457],
    ]);
    const riverbank = features.find((f) => f.properties.class === 'riverbank')!;
    expect(riverbank.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [15.3, 48.3],
          [15.1, 48.3],
          [15.1, 48.1],
          [15.3, 48.1],
          [15.3, 48.3],
        ],
        [
          [15.15, 48.15],
          [15.25, 48.15],
          [15.25, 48.25],
          [15.15, 48.25],
          [15.15, 48.15],
        ],
      ],
    });
  });
});

/** An island (its coastline counter-clockwise, land on the left) and a ferry line around it. */
const ISLAND = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6">
  <node id="1" lat="48.1" lon="15.1"/><node id="2" lat="48.1" lon="15.2"/>
  <node id="3" lat="48.2" lon="15.2"/><node id="4" lat="48.2" lon="15.1"/>
  <node id="5" lat="48.0" lon="15.0"/><node id="6" lat="48.3" lon="15.3"/>
  <way id="1"><nd ref="1"/><nd ref="2"/><nd ref="3"/><tag k="natural" v="coastline"/></way>
  <way id="2"><nd ref="3"/><nd ref="4"/><nd ref="1"/><tag k="natural" v="coastline"/></way>
  <way id="3"><nd ref="5"/><nd ref="6"/><tag k="highway" v="service"/></way>
</osm>`;

describe('readBasemapExtract on a coast', () => {
  it('draws the island as land and the rest of the area as sea', async () => {
    const { features, counts, coast } = await extractOf(ISLAND);
    expect(coast).toBe('drawn');
    expect(counts).toMatchObject({ land: 1, water: 1, streets: 1 });
    // The ring starts where the joined ways did.
    const island = [
      [15.2, 48.2],
      [15.1, 48.2],
      [15.1, 48.1],
      [15.2, 48.1],
      [15.2, 48.2],
    ];
    expect(features[0]).toEqual({
      type: 'Feature',
      layer: 'land',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [island] },
    });
    expect(features[1]).toMatchObject({ layer: 'water', properties: { class: 'sea' } });
    expect(features[1]!.geometry.coordinates).toEqual([
      [
        [15, 48],
        [15.3, 48],
        [15.3, 48.3],
        [15, 48.3],
        [15, 48],
      ],
      island,
    ]);
  });
});

describe('classifyWay', () => {
  it('keeps streets and railways over the areas they are tagged with', () => {
    expect(classifyWay({ highway: 'service', landuse: 'grass' }, true)?.layer).toBe('streets');
    expect(classifyWay({ railway: 'subway', building: 'yes' }, true)?.layer).toBe('railways');
  });

  it('needs a closed way for an area', () => {
    expect(classifyWay({ leisure: 'garden' }, true)).toEqual({
      layer: 'parks',
      shape: 'polygon',
      properties: { class: 'garden' },
    });
    expect(classifyWay({ leisure: 'garden' }, false)).toBeNull();
    expect(classifyWay({ landuse: 'reservoir' }, true)?.properties).toEqual({
      class: 'reservoir',
    });
  });

  it('draws the classes of the spec and nothing else', () => {
    for (const [value, cls] of [
      ['motorway', 'motorway'],
      ['trunk_link', 'trunk'],
      ['secondary', 'secondary'],
      ['tertiary', 'tertiary'],
      ['unclassified', 'minor'],
      ['living_street', 'minor'],
      ['service', 'minor'],
      ['footway', 'path'],
      ['pedestrian', 'path'],
      ['path', 'path'],
      ['cycleway', 'path'],
    ] as const) {
      expect(classifyWay({ highway: value }, false)?.properties.class, value).toBe(cls);
    }
    const undrawn: OsmTags[] = [
      { highway: 'proposed' },
      { highway: 'bus_stop' },
      { railway: 'platform' },
      { waterway: 'ditch' },
      { landuse: 'residential' },
      { natural: 'coastline' },
    ];
    for (const tags of undrawn) {
      expect(classifyWay(tags, true), JSON.stringify(tags)).toBeNull();
    }
  });
});
