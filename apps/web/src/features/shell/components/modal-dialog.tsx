'use client';
// The global modal's dialog (SPEC.md section 3 "Global modal"): title, text and one button, "understood" unless the
// opener says otherwise. Loaded only when the modal first opens.
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { submitButtonClass } from '@/components/ui/form-field';
import { useGlobalModal } from '@/lib/shell-state';

export default function ModalDialog() {
  const t = useTranslations('Shell');
  const { modal, closeModal } = useGlobalModal();
  return (
    <Dialog
      open={modal.isOpen}
      onOpenChange={(open) => (open ? undefined : closeModal())}
      title={modal.title}
      description={modal.text}
      closeLabel={t('close')}
      className="max-w-md"
    >
      <button type="button" onClick={closeModal} className={submitButtonClass}>
        {modal.btnText ?? t('understood')}
      </button>
    </Dialog>
  );
}
