/** Glyphs of climatic_season_icon_list/ names, drawn in the current text colour. */
const PATHS: Record<string, string> = {
  snowflake:
    'M11 2h2v3.6l2.5-2.5 1.4 1.4-3.9 3.9V11h2.6l3.9-3.9 1.4 1.4-2.5 2.5H22v2h-3.6l2.5 2.5-1.4 1.4-3.9-3.9H13v2.6l3.9 3.9-1.4 1.4-2.5-2.5V22h-2v-3.6l-2.5 2.5-1.4-1.4 3.9-3.9V13H8.4l-3.9 3.9-1.4-1.4L5.6 13H2v-2h3.6L3.1 8.5l1.4-1.4L8.4 11H11V8.4L7.1 4.5l1.4-1.4L11 5.6z',
  'sun-cloud':
    'M9 2h2v3H9zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zM1 9h3v2H1zm9-2a3 3 0 0 1 2.8 1.9A6 6 0 0 0 8.3 12 3 3 0 0 1 10 7zm-.5 13a4.5 4.5 0 0 1-.4-9 5.5 5.5 0 0 1 10.5 2A3.5 3.5 0 0 1 19.5 20z',
  sun: 'M11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1zM12 6a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
};

export function SeasonIcon({ name }: { name: string }) {
  const path = PATHS[name];
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
