import { deflatePiece, zlibStream, type DeflatedPiece } from './deflate-pieces';

const HEAD = Buffer.from('{"results":[');
const COMMA = Buffer.from(',');
const tail = (zoom: number) => Buffer.from(`],"cluster_zoom":${zoom}}`);

/** `{"results":[…],"cluster_zoom":z}` from the clusters' JSON, in one copy. */
export function plainAnswer(parts: readonly Buffer[], zoom: number): Buffer {
  const end = tail(zoom);
  const list: Buffer[] = [HEAD];
  let length = HEAD.length + end.length;
  for (const [i, part] of parts.entries()) {
    if (i > 0) list.push(COMMA);
    list.push(part);
    length += (i > 0 ? 1 : 0) + part.length;
  }
  list.push(end);
  return Buffer.concat(list, length);
}

const packedHead = deflatePiece(HEAD);
const packedComma = deflatePiece(COMMA);
const packedTails = new Map<number, DeflatedPiece>();

/** The same answer in the `deflate` coding, from the clusters' deflated pieces. */
export function deflatedAnswer(packed: readonly DeflatedPiece[], zoom: number): Buffer {
  let end = packedTails.get(zoom);
  if (!end) {
    end = deflatePiece(tail(zoom));
    packedTails.set(zoom, end);
  }
  const pieces: DeflatedPiece[] = [packedHead];
  for (const [i, piece] of packed.entries()) {
    if (i > 0) pieces.push(packedComma);
    pieces.push(piece);
  }
  pieces.push(end);
  return zlibStream(pieces);
}
