// The catalogue's vocabulary as the back office edits it: artists (name, bio, photo), genres and tags (name,
// position). One list and one form serve the three; this says what differs.
import {
  ZArtistCreate,
  ZManageArtist,
  ZManageArtistPage,
  ZManageTerm,
  ZManageTermPage,
  ZTermCreate,
} from '@afisha/contracts/manage/taxonomy';

export type TermKind = 'artist' | 'genre' | 'tag';

export const TERM_KINDS = {
  artist: { path: '/artists', list: ZManageArtistPage, record: ZManageArtist, create: ZArtistCreate },
  genre: { path: '/genres', list: ZManageTermPage, record: ZManageTerm, create: ZTermCreate },
  tag: { path: '/tags', list: ZManageTermPage, record: ZManageTerm, create: ZTermCreate },
} as const;
