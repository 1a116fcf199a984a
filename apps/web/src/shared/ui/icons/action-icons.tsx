import { defineIcon, circle, path, rect } from './icon';

/** What a button does: copy, call, open, delete, upload, download, send and the like. */
export const LockIcon = defineIcon('LockIcon', [rect(5, 11, 14, 10, 2), 'M8 11V8a4 4 0 0 1 8 0v3']);

export const CopyIcon = defineIcon('CopyIcon', [rect(9, 9, 11, 11, 2), 'M5 15V5a1 1 0 0 1 1-1h9']);

export const PhoneIcon = defineIcon('PhoneIcon', [
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
]);

export const GlobeIcon = defineIcon('GlobeIcon', [
  circle(12, 12, 9),
  'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
]);

export const PinIcon = defineIcon('PinIcon', [
  'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z',
  circle(12, 9.5, 2.5),
]);

export const ExternalLinkIcon = defineIcon('ExternalLinkIcon', [
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
]);

export const TrashIcon = defineIcon('TrashIcon', [
  'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
]);

export const ImageIcon = defineIcon('ImageIcon', [
  rect(3, 4, 18, 16, 2),
  circle(9, 10, 2),
  'm21 16-5-5-9 9',
]);

export const UploadIcon = defineIcon('UploadIcon', ['M12 16V5M7 10l5-5 5 5M5 20h14']);

export const DownloadIcon = defineIcon('DownloadIcon', ['M12 4v11M7 10l5 5 5-5M5 20h14']);

export const ReceiptIcon = defineIcon('ReceiptIcon', [
  'M6 3h12v18l-3-2-3 2-3-2-3 2V3Z',
  'M9 8h6M9 12h6',
]);

export const SparkleIcon = defineIcon('SparkleIcon', [
  'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3ZM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16Z',
]);

export const SendIcon = defineIcon('SendIcon', ['M4 12 20 4l-4 16-4-7-8-1Z', 'm12 13 8-9']);

export const DotsIcon = defineIcon('DotsIcon', [
  path('M5 12h.01M12 12h.01M19 12h.01', { strokeWidth: 3 }),
]);
