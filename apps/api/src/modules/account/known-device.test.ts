import { describe, expect, it } from 'vitest';
import { createKnownDevices } from './known-device.ts';

const DAY = 86_400_000;

function devicesAt(start = Date.parse('2030-01-01T00:00:00Z'), secret = 'x'.repeat(40)) {
  let now = start;
  const devices = createKnownDevices({
    secret,
    ttlMs: 30 * DAY,
    cookieSecure: true,
    clock: { now: () => new Date(now) },
  });
  return { devices, advance: (ms: number) => (now += ms) };
}

describe('known device cookies', () => {
  it('names the device of its own account only, until it expires', () => {
    const { devices, advance } = devicesAt();
    const cookie = devices.issue(42);
    const key = devices.deviceOf(cookie, 42);
    expect(key).toMatch(/^42:[A-Za-z0-9_-]{22}$/);
    expect(devices.deviceOf(cookie, 43)).toBeNull();
    // Each sign-in is a new device key.
    expect(devices.deviceOf(devices.issue(42), 42)).not.toBe(key);
    advance(30 * DAY - 1000);
    expect(devices.deviceOf(cookie, 42)).toBe(key);
    advance(1000);
    expect(devices.deviceOf(cookie, 42)).toBeNull();
  });

  it('refuses a cookie signed with another secret, altered, or malformed', () => {
    const { devices } = devicesAt();
    const other = devicesAt(undefined, 'y'.repeat(40)).devices;
    expect(devices.deviceOf(other.issue(42), 42)).toBeNull();
    const cookie = devices.issue(42);
    const [version, , issuedAt, nonce, mac] = cookie.split('.');
    expect(devices.deviceOf([version, '7', issuedAt, nonce, mac].join('.'), 7)).toBeNull();
    expect(devices.deviceOf([version, '42', '9999999999', nonce, mac].join('.'), 42)).toBeNull();
    for (const bad of [undefined, '', 'garbage', `${cookie}x`, cookie.replace(/^d1/, 'd2')]) {
      expect(devices.deviceOf(bad, 42)).toBeNull();
    }
  });
});
