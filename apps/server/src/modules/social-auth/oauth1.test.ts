import { describe, expect, it } from 'vitest';
import { oauthAuthorization, oauthSignature, percentEncode } from './oauth1';

describe('OAuth 1.0a signing', () => {
  it('percent-encodes everything but the unreserved characters', () => {
    expect(percentEncode("Ladies + Gentlemen!*'()~-._")).toBe(
      'Ladies%20%2B%20Gentlemen%21%2A%27%28%29~-._',
    );
    expect(percentEncode('☃')).toBe('%E2%98%83');
  });

  // The worked example of Twitter's "Creating a signature" guide.
  const example = {
    url: 'https://api.twitter.com/1.1/statuses/update.json',
    params: {
      status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
      include_entities: 'true',
      oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
      oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '1318622958',
      oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
      oauth_version: '1.0',
    },
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  };

  it('matches the published signature of a known request', () => {
    expect(
      oauthSignature(
        'POST',
        example.url,
        example.params,
        example.consumerSecret,
        example.tokenSecret,
      ),
    ).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('builds the Authorization header with the same signature', () => {
    const header = oauthAuthorization(
      {
        method: 'POST',
        url: example.url,
        params: { status: example.params.status, include_entities: 'true' },
        consumerKey: example.params.oauth_consumer_key,
        consumerSecret: example.consumerSecret,
        token: example.params.oauth_token,
        tokenSecret: example.tokenSecret,
      },
      example.params.oauth_nonce,
      Number(example.params.oauth_timestamp),
    );
    expect(header).toMatch(/^OAuth /);
    expect(header).toContain('oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D"');
    expect(header).toContain('oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog"');
    expect(header).not.toContain('status=');
  });
});
