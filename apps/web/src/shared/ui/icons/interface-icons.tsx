import { defineIcon, circle, rect } from './icon';

/** The app's frame: menus, navigation, editing and the account. */
export const MenuIcon = defineIcon('MenuIcon', ['M4 7h16M4 12h16M4 17h16']);

export const CloseIcon = defineIcon('CloseIcon', ['M6 6l12 12M18 6 6 18']);

export const PlusIcon = defineIcon('PlusIcon', ['M12 5v14M5 12h14']);

export const ChevronLeftIcon = defineIcon('ChevronLeftIcon', ['m15 6-6 6 6 6']);

export const ChevronRightIcon = defineIcon('ChevronRightIcon', ['m9 6 6 6-6 6']);

export const ChevronUpDownIcon = defineIcon('ChevronUpDownIcon', ['m8 9 4-4 4 4M8 15l4 4 4-4']);

export const PencilIcon = defineIcon('PencilIcon', [
  'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z',
  'm13.5 6.5 4 4',
]);

export const CameraIcon = defineIcon('CameraIcon', [
  'M4 8h3l2-3h6l2 3h3v11H4V8Z',
  circle(12, 13, 3.5),
]);

export const SettingsIcon = defineIcon('SettingsIcon', [
  circle(12, 12, 3),
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
]);

export const LogoutIcon = defineIcon('LogoutIcon', [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
]);

export const CardIcon = defineIcon('CardIcon', [rect(3, 5, 18, 14, 2), 'M3 10h18']);

export const MailIcon = defineIcon('MailIcon', [rect(3, 5, 18, 14, 2), 'm3 7 9 6 9-6']);

export const ChatIcon = defineIcon('ChatIcon', [
  'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  'M8.5 11h.01M12 11h.01M15.5 11h.01',
]);

export const MapIcon = defineIcon('MapIcon', [
  'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z',
  'M9 4v14M15 6v14',
]);

export const UsersIcon = defineIcon('UsersIcon', [
  circle(9, 8, 3.5),
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.5a3.5 3.5 0 0 1 0 7M18.5 20a6.5 6.5 0 0 0-2.5-5.1',
]);
