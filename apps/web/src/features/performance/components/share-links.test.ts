import { describe, expect, it } from 'vitest';
import { shareLinkList } from './share-links';

const labels = { email: 'E-mail', page: 'Page link' };

describe('shareLinkList', () => {
  it('names the networks, then e-mail and the page address', () => {
    const list = shareLinkList(
      {
        url: 'https://afisha.example/perfomances/a',
        title: 'A',
        telegram: 'https://t.me/share/url?url=x',
        vk: 'https://vk.com/share.php?url=x',
        email: 'mailto:?subject=A',
      },
      labels,
    );
    expect(list).toEqual([
      { name: 'VK', url: 'https://vk.com/share.php?url=x' },
      { name: 'Telegram', url: 'https://t.me/share/url?url=x' },
      { name: 'E-mail', url: 'mailto:?subject=A' },
      { name: 'Page link', url: 'https://afisha.example/perfomances/a' },
    ]);
  });

  it('never turns a script address into a link', () => {
    const list = shareLinkList({ url: 'javascript:alert(1)', title: 'A', vk: 'javascript:alert(2)' }, labels);
    expect(list).toEqual([]);
  });
});
