import { Icon, defineIcon, circle, type IconProps } from './icon';

/** States and marks: notices, offline, flags, like, favourite and visited. */
export const InfoIcon = defineIcon('InfoIcon', [circle(12, 12, 9), 'M12 11v5M12 8h.01']);

export const CheckCircleIcon = defineIcon('CheckCircleIcon', [
  circle(12, 12, 9),
  'm8 12.5 2.5 2.5L16 9.5',
]);

export const AlertCircleIcon = defineIcon('AlertCircleIcon', [
  circle(12, 12, 9),
  'M12 7.5v5.5M12 16.5h.01',
]);

export const WarningIcon = defineIcon('WarningIcon', [
  'M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
  'M12 9.5v4M12 17h.01',
]);

/** Data of a past date (a place's source is over a year old). */
export const ClockIcon = defineIcon('ClockIcon', [circle(12, 12, 9), 'M12 7v5l3 2']);

export const WifiOffIcon = defineIcon('WifiOffIcon', [
  'M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.1-1.6M2 9.3a15 15 0 0 1 4.4-2.8M22 9.3A15 15 0 0 0 11 5.1M12 20h.01',
]);

export const FlagIcon = defineIcon('FlagIcon', ['M5 21V4M5 4h11l-2 4 2 4H5']);

export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props}>
    <path
      d="M12 20s-7.5-4.6-9.2-9.4C1.7 7.5 3.8 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.2 0 5.3 3 4.2 6.1C19.5 15.4 12 20 12 20Z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const BookmarkIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props}>
    <path d="M6 4h12v17l-6-4-6 4V4Z" fill={filled ? 'currentColor' : 'none'} />
  </Icon>
);

export const VisitedIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props}>
    <path
      d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
      fill={filled ? 'currentColor' : 'none'}
    />
    <path d="m9 9.5 2 2 4-4" stroke={filled ? '#fff' : 'currentColor'} />
  </Icon>
);
