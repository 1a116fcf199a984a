import type { PendingInvitation, TripMember } from '@ai-map/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PeopleLists } from './trip-people';

const member = (id: number, name: string, role: TripMember['role']): TripMember => ({
  user: { id, name, photo: null },
  role,
  joined_at: '2026-11-01T10:00:00.000Z',
});
const waiting: PendingInvitation = {
  id: 12,
  email: 'friend@example.org',
  role: 'viewer',
  invited_by: { id: 1, name: 'Maria Silva' },
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-12-28T10:00:00.000Z',
};
const noop = () => undefined;

const render = (members: TripMember[], invitations: PendingInvitation[], myUserId = 1) =>
  renderToStaticMarkup(
    <PeopleLists
      members={members}
      invitations={invitations}
      myUserId={myUserId}
      busy={false}
      onRole={noop}
      onRemove={noop}
      onRevoke={noop}
    />,
  );

describe("the invite dialog's people", () => {
  it('lists the owner without controls and each member with a role to change and a remove button', () => {
    const html = render(
      [
        member(1, 'Maria Silva', 'owner'),
        member(2, 'Ada Lovelace', 'editor'),
        member(3, 'Vera', 'viewer'),
      ],
      [],
    );
    expect(html).toContain('People on this trip (3)');
    expect(html).toContain('Maria Silva (you)');
    expect(html).not.toContain('Role of Maria Silva');
    expect(html).not.toContain('Remove Maria Silva');
    expect(html).toContain('aria-label="Role of Ada Lovelace"');
    expect(html).toContain('aria-label="Remove Ada Lovelace from the trip"');
    expect(html).toContain('aria-label="Remove Vera from the trip"');
    // Each select shows the member's own role.
    expect(html).toMatch(
      /Role of Vera"[^>]*><option value="editor">Editor<\/option><option value="viewer" selected="">/,
    );
    expect(html).toContain('No invitation is waiting for an answer.');
  });

  it('lists the invitations waiting with their role, how long the link works and a withdraw button', () => {
    const html = render([member(1, 'Maria Silva', 'owner')], [waiting]);
    expect(html).toContain('Invitations waiting (1)');
    expect(html).toContain('friend@example.org');
    expect(html).toContain('Viewer · link valid until 28 Dec');
    expect(html).toContain('aria-label="Withdraw the invitation to friend@example.org"');
  });
});
