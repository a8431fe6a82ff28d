import { expect, it } from 'vitest';
import { distinctAddresses } from './venue-addresses';

it('shows an address shared by two halls once, in hall order, up to the limit', () => {
  const halls = [
    { address: 'Камергерский пер., 3' },
    { address: 'Камергерский  пер., 3 ' },
    { address: '' },
    { address: 'Тверской бул., 22' },
    { address: 'Арбат, 1' },
  ];
  expect(distinctAddresses(halls, 2)).toEqual(['Камергерский пер., 3', 'Тверской бул., 22']);
  expect(distinctAddresses([], 2)).toEqual([]);
});
