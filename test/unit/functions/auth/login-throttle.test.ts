import { describe, expect, it } from 'vitest';
import { clientNetwork, defaultLoginLimits } from '../../../../functions/auth/login-throttle';

describe('the client a sign-in failure is counted against', () => {
  it('is the address itself for IPv4', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('unknown')).toBe('unknown');
  });

  it('is the /64 network for IPv6, however the address is written', () => {
    const network = '2001:db8:12:3400::/64';
    for (const address of [
      '2001:db8:12:3400::1',
      '2001:0DB8:0012:3400:ffff:eeee:dddd:cccc',
      '2001:db8:12:3400:1::',
      '2001:db8:12:3400::ffff:192.0.2.1',
      '2001:db8:12:3400::1%eth0',
    ]) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork('2001:db8:12:3401::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

describe('the default sign-in limits', () => {
  it('let no single client reach the per-username ceiling on its own', () => {
    const { perUsernameAndClient, perClient, perUsername } = defaultLoginLimits;
    expect(perUsernameAndClient.limit).toBeLessThan(perClient.limit);
    expect(Math.min(perUsernameAndClient.limit, perClient.limit)).toBeLessThan(perUsername.limit);
    expect(new Set([perUsernameAndClient.name, perClient.name, perUsername.name]).size).toBe(3);
  });
});
