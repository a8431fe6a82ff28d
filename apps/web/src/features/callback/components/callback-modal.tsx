'use client';
// The callback form in its modal (at most 570 px wide, SPEC.md section 9). Loaded only when first opened.
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useCallbackForm } from '@/lib/shell-state';
import { CallbackForm } from './callback-form';

export default function CallbackModal() {
  const t = useTranslations('Callback');
  const tShell = useTranslations('Shell');
  const { isOpen, setOpen } = useCallbackForm();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      title={t('title')}
      description={t('text')}
      closeLabel={tShell('close')}
      className="max-w-[570px]"
    >
      <CallbackForm onSent={() => setOpen(false)} />
    </Dialog>
  );
}
