/** An activity with no kind of place in the catalogue, and where Wikivoyage mentions it. */
export interface ActivitySpot {
  activity: string;
  offered: string;
  from: string;
  here: string | null;
  nearest: { name: string; countryName: string; km: number } | null;
  /** A sight named for the activity within a day out (Dōgo Onsen); `planned`: the plan has it. */
  place?: { id: number; name: string; km: number; planned: boolean };
}
