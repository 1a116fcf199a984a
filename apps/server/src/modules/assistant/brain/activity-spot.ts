/** An activity with no kind of place in the catalogue, and where Wikivoyage mentions it. */
export interface ActivitySpot {
  activity: string;
  offered: string;
  from: string;
  here: string | null;
  nearest: { name: string; countryName: string; km: number } | null;
  /**
   * A sight named for the activity (Dōgo Onsen): within a day out of a city or region (`km`), or
   * in a country (`km` null, `town` where it is; on the route it joins a day); `planned`: the
   * plan has it.
   */
  place?: {
    id: number;
    name: string;
    km: number | null;
    town: string | null;
    planned: boolean;
    lat?: number;
    lng?: number;
  };
}
