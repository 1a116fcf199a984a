import Pbf from 'pbf';
import type { OsmElement, OsmElementType, OsmMember, OsmTags } from './elements';
import {
  decodeMessage,
  lengthEnd,
  readFieldsTo,
  readMessage,
  readRepeated,
  readString,
  signedVarint,
  varint,
  zigzagVarint,
} from './pbf-wire';

/**
 * Decoders for the two block kinds of osmformat.proto: HeaderBlock (OSMHeader blobs) and
 * PrimitiveBlock (OSMData blobs). Field numbers follow the spec
 * (https://wiki.openstreetmap.org/wiki/PBF_Format).
 */

/** Features a reader must understand; anything else in required_features is refused. */
const SUPPORTED_FEATURES = new Set(['OsmSchema-V0.6', 'DenseNodes', 'HistoricalInformation']);

export function unsupportedFeatures(header: Uint8Array): string[] {
  const required: string[] = [];
  decodeMessage(
    header,
    (tag, _r, pbf) => {
      if (tag === 4) required.push(readString(pbf));
    },
    null,
  );
  return required.filter((feature) => !SUPPORTED_FEATURES.has(feature));
}

/**
 * HeaderBlock's osmosis_replication_timestamp (field 32: seconds since 1970, when the extract's
 * data was last replicated), or null when the writer left it out.
 */
export function replicationTimestamp(header: Uint8Array): number | null {
  return decodeMessage(
    header,
    (tag, r, pbf) => {
      if (tag === 32) r.seconds = pbf.readVarint(true);
    },
    { seconds: null as number | null },
  ).seconds;
}

interface BlockContext {
  strings: string[];
  granularity: number;
  latOffset: number;
  lonOffset: number;
  wanted: ReadonlySet<OsmElementType>;
  out: OsmElement[];
}

const MEMBER_TYPES: readonly OsmElementType[] = ['node', 'way', 'relation'];

/** Decodes an OSMData block into elements of the wanted types, in block order. */
export function decodePrimitiveBlock(
  buf: Uint8Array,
  wanted: ReadonlySet<OsmElementType>,
): OsmElement[] {
  // granularity and offsets (fields 17–20) are serialised after the groups (field 2), so the
  // first sweep only records where the string table and the groups are.
  const layout = { table: [0, 0], groups: [] as number[][], granularity: 100, lat: 0, lon: 0 };
  const pbf = new Pbf(buf);
  readFieldsTo(
    pbf,
    buf.length,
    (tag, r, p) => {
      if (tag === 1 || tag === 2) {
        const end = lengthEnd(p);
        if (tag === 1) r.table = [p.pos, end];
        else r.groups.push([p.pos, end]);
        p.pos = end;
      } else if (tag === 17) r.granularity = p.readVarint(true);
      else if (tag === 19) r.lat = p.readVarint(true);
      else if (tag === 20) r.lon = p.readVarint(true);
    },
    layout,
  );

  const ctx: BlockContext = {
    strings: [],
    granularity: layout.granularity,
    latOffset: layout.lat,
    lonOffset: layout.lon,
    wanted,
    out: [],
  };
  if (wanted.size === 0 || layout.groups.length === 0) return ctx.out;
  pbf.pos = layout.table[0]!;
  readFieldsTo(
    pbf,
    layout.table[1]!,
    (tag, strings, p) => {
      if (tag === 1) strings.push(readString(p));
    },
    ctx.strings,
  );
  for (const [start, end] of layout.groups) {
    pbf.pos = start!;
    readFieldsTo(pbf, end!, readGroupField, ctx);
  }
  return ctx.out;
}

function readGroupField(tag: number, ctx: BlockContext, pbf: Pbf): void {
  if (tag === 1 && ctx.wanted.has('node')) readNode(pbf, ctx);
  else if (tag === 2 && ctx.wanted.has('node')) readDenseNodes(pbf, ctx);
  else if (tag === 3 && ctx.wanted.has('way')) readWay(pbf, ctx);
  else if (tag === 4 && ctx.wanted.has('relation')) readRelation(pbf, ctx);
}

function string(ctx: BlockContext, index: number): string {
  const value = ctx.strings[index];
  if (value === undefined) throw new RangeError(`string index ${index} outside the string table`);
  return value;
}

function tagsOf(ctx: BlockContext, keys: number[], vals: number[]): OsmTags {
  if (keys.length !== vals.length) throw new RangeError('keys and vals differ in length');
  const tags: OsmTags = {};
  for (let i = 0; i < keys.length; i++) tags[string(ctx, keys[i]!)] = string(ctx, vals[i]!);
  return tags;
}

const latOf = (ctx: BlockContext, raw: number) => (ctx.latOffset + ctx.granularity * raw) / 1e9;
const lonOf = (ctx: BlockContext, raw: number) => (ctx.lonOffset + ctx.granularity * raw) / 1e9;

function readNode(pbf: Pbf, ctx: BlockContext): void {
  const n = { id: 0, keys: [] as number[], vals: [] as number[], lat: 0, lon: 0 };
  readMessage(
    pbf,
    (tag, r, p) => {
      if (tag === 1) r.id = p.readSVarint();
      else if (tag === 2) readRepeated(p, varint, r.keys);
      else if (tag === 3) readRepeated(p, varint, r.vals);
      else if (tag === 8) r.lat = p.readSVarint();
      else if (tag === 9) r.lon = p.readSVarint();
    },
    n,
  );
  ctx.out.push({
    type: 'node',
    id: n.id,
    lat: latOf(ctx, n.lat),
    lon: lonOf(ctx, n.lon),
    tags: tagsOf(ctx, n.keys, n.vals),
  });
}

function readDenseNodes(pbf: Pbf, ctx: BlockContext): void {
  const d = { ids: [] as number[], lats: [] as number[], lons: [] as number[], kv: [] as number[] };
  readMessage(
    pbf,
    (tag, r, p) => {
      if (tag === 1) readRepeated(p, zigzagVarint, r.ids);
      else if (tag === 8) readRepeated(p, zigzagVarint, r.lats);
      else if (tag === 9) readRepeated(p, zigzagVarint, r.lons);
      else if (tag === 10) readRepeated(p, signedVarint, r.kv);
    },
    d,
  );
  if (d.lats.length !== d.ids.length || d.lons.length !== d.ids.length) {
    throw new RangeError('dense nodes: id, lat and lon arrays differ in length');
  }
  // ids and coordinates are delta-coded; keys_vals holds "k v k v … 0" per node, or is empty
  // when no node of the block has tags.
  let id = 0;
  let lat = 0;
  let lon = 0;
  let kv = 0;
  for (let i = 0; i < d.ids.length; i++) {
    id += d.ids[i]!;
    lat += d.lats[i]!;
    lon += d.lons[i]!;
    const tags: OsmTags = {};
    if (d.kv.length > 0) {
      for (;;) {
        const key = d.kv[kv++];
        if (key === undefined) throw new RangeError('dense nodes: keys_vals ends early');
        if (key === 0) break;
        const value = d.kv[kv++];
        if (value === undefined) throw new RangeError('dense nodes: keys_vals ends early');
        tags[string(ctx, key)] = string(ctx, value);
      }
    }
    ctx.out.push({ type: 'node', id, lat: latOf(ctx, lat), lon: lonOf(ctx, lon), tags });
  }
}

function readWay(pbf: Pbf, ctx: BlockContext): void {
  const w = { id: 0, keys: [] as number[], vals: [] as number[], refs: [] as number[] };
  readMessage(
    pbf,
    (tag, r, p) => {
      if (tag === 1) r.id = p.readVarint(true);
      else if (tag === 2) readRepeated(p, varint, r.keys);
      else if (tag === 3) readRepeated(p, varint, r.vals);
      else if (tag === 8) readRepeated(p, zigzagVarint, r.refs);
    },
    w,
  );
  let ref = 0;
  for (let i = 0; i < w.refs.length; i++) w.refs[i] = ref += w.refs[i]!;
  ctx.out.push({ type: 'way', id: w.id, refs: w.refs, tags: tagsOf(ctx, w.keys, w.vals) });
}

function readRelation(pbf: Pbf, ctx: BlockContext): void {
  const r0 = {
    id: 0,
    keys: [] as number[],
    vals: [] as number[],
    roles: [] as number[],
    ids: [] as number[],
    types: [] as number[],
  };
  readMessage(
    pbf,
    (tag, r, p) => {
      if (tag === 1) r.id = p.readVarint(true);
      else if (tag === 2) readRepeated(p, varint, r.keys);
      else if (tag === 3) readRepeated(p, varint, r.vals);
      else if (tag === 8) readRepeated(p, signedVarint, r.roles);
      else if (tag === 9) readRepeated(p, zigzagVarint, r.ids);
      else if (tag === 10) readRepeated(p, varint, r.types);
    },
    r0,
  );
  const count = r0.ids.length;
  if (r0.roles.length !== count || r0.types.length !== count) {
    throw new RangeError('relation: member id, role and type arrays differ in length');
  }
  const members: OsmMember[] = [];
  let ref = 0;
  for (let i = 0; i < count; i++) {
    const type = MEMBER_TYPES[r0.types[i]!];
    if (type === undefined) throw new RangeError(`relation: unknown member type ${r0.types[i]}`);
    ref += r0.ids[i]!;
    members.push({ type, ref, role: string(ctx, r0.roles[i]!) });
  }
  ctx.out.push({ type: 'relation', id: r0.id, members, tags: tagsOf(ctx, r0.keys, r0.vals) });
}
