'use client';
// An image of a ManageForm (a poster, a logo, a photo): shows the current one, uploads a new file to POST
// /manage/media (multipart) and previews the size the site will show (`poster` for posters, `wide` otherwise). A file
// of a wrong type or too large is refused before it is sent, the API's refusal (a broken image, too many pixels) is
// said under the field. The form's value is what the contract takes: the upload's id (performances) or its URL.
import { MEDIA_ACCEPT, MEDIA_LIMITS, ZMediaFile } from '@afisha/contracts/manage/media';
import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { manageUpload } from '../api/manage-api';
import { manageSecondaryClass } from './page-header';

type ImageFieldProps = {
  /** The form's path of the value (`images.poster`, `logo`). */
  name: string;
  label: string;
  /** The size to preview and, for `url` values, to store: `poster` (2:3) or `wide`. */
  variant: 'poster' | 'wide';
  /** What the form keeps: the upload's id, or a /media/ URL. */
  value: 'id' | 'url';
  /** The image the record has now (its URL), when the value is an id or nothing yet. */
  currentUrl?: string | null;
};

export function ImageField({ name, label, variant, value, currentUrl }: ImageFieldProps) {
  const t = useTranslations('Manage.image');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { setValue, getFieldState, formState, clearErrors } = useFormContext();
  const formValue = useWatch({ name }) as unknown;
  const [preview, setPreview] = useState<string | null>(
    currentUrl ?? (typeof formValue === 'string' ? formValue : null),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = getFieldState(name, formState).error?.message;
  const shown = error ?? fieldError ?? null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    clearErrors(name);
    if (!(MEDIA_ACCEPT as readonly string[]).includes(file.type)) {
      setError(t('badType'));
      return;
    }
    if (file.size > MEDIA_LIMITS.maxBytes) {
      setError(t('tooLarge', { megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    const result = await manageUpload('/media', file, ZMediaFile, locale);
    setBusy(false);
    if (!result.ok) {
      setError(uploadRefusal(result.reason === 'status' ? result.body : undefined) ?? t('failed'));
      return;
    }
    const media = result.data;
    const sized = media.variants[variant]?.url ?? media.url;
    setPreview(sized);
    setValue(name, value === 'id' ? media.id : sized, { shouldDirty: true, shouldValidate: true });
  };

  const remove = () => {
    setPreview(null);
    setError(null);
    setValue(name, null, { shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className={`flex items-center justify-center overflow-hidden rounded-xl border border-line bg-surface text-sm text-muted ${variant === 'poster' ? 'aspect-[2/3] w-32' : 'h-24 w-40'}`}
        >
          {preview ? (
            // biome-ignore lint/performance/noImgElement: a preview of an upload just made; Next's optimiser would fetch it again.
            <img src={preview} alt={t('preview', { label })} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center">{t('none')}</span>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={MEDIA_ACCEPT.join(',')}
            onChange={(event) => void choose(event)}
            // Driven by the button below, which is what keyboards and screen readers reach.
            aria-hidden="true"
            className="sr-only"
            tabIndex={-1}
          />
          <button
            id={`${id}-button`}
            type="button"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={[hintId, shown ? errorId : null].filter(Boolean).join(' ')}
            className={manageSecondaryClass}
          >
            {busy ? t('uploading') : preview ? t('replace') : t('choose')}
          </button>
          {preview ? (
            <button
              type="button"
              onClick={remove}
              className="text-sm font-semibold text-muted underline hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('remove')}
            </button>
          ) : null}
          <p id={hintId} className="text-sm text-muted">
            {t('hint', { megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024 })}
          </p>
          {busy ? (
            <p role="status" className="text-sm text-muted">
              {t('uploading')}
            </p>
          ) : null}
          {shown ? (
            <p id={errorId} role="alert" className="text-sm text-brand-dark">
              {shown}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The API's words for a refused upload: the `file` field's error, or the whole request's. */
function uploadRefusal(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const file = record.file;
  if (Array.isArray(file) && typeof file[0] === 'string') return file[0];
  const first = Object.entries(record).find(
    ([key, value]) => key !== 'codes' && Array.isArray(value) && typeof value[0] === 'string',
  );
  if (first) return (first[1] as string[])[0] as string;
  return typeof record.detail === 'string' ? record.detail : null;
}
