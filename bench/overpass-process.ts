/**
 * The Overpass stand-in of `live-places.bench.ts` in a process of its own, as Overpass runs on
 * its own host: its work (choosing the elements of the box, writing 20,000 of them as JSON) is
 * not counted in the fetching process's time, though it still shares the machine's cores.
 * Argument: JSON `{ centres: [{ lat, lng }…], elements, spanDeg }`, a synthetic city of
 * `elements` places around each centre (OSM ids apart). Sends its URL to the parent over IPC
 * and ends with the parent.
 */
import { startFakeOverpass, syntheticCity } from '../apps/server/src/test-support/fake-overpass';

const { centres, elements, spanDeg } = JSON.parse(process.argv[2]!) as {
  centres: { lat: number; lng: number }[];
  elements: number;
  spanDeg: number;
};
const overpass = await startFakeOverpass(
  centres.flatMap((centre, index) =>
    syntheticCity(centre, elements, { spanDeg, firstId: 9_000_000_000 + index * 10_000_000 }),
  ),
);
process.send?.({ url: overpass.url });
process.on('disconnect', () => void overpass.close().then(() => process.exit(0)));
