// Any back-office address no page of it answers (`/manage/nothing`): the 404 inside the back office's own frame
// (./not-found.tsx). Without it the storefront's catch-all ((site)/[...rest]) would take the address and answer it
// in the storefront's frame.
import { notFound } from 'next/navigation';

export default function ManageUnknownPage(): never {
  notFound();
}
