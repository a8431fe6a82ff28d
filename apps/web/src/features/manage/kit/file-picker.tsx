'use client';
// Choosing a file in the back office (issue 30): a button in the page's language and the chosen file's name, in
// place of the browser's own control, whose text follows the browser's language, not the page's, and at 768 px was
// cut to "No fi…osen". The real <input type="file"> stays the control: visually hidden but focusable, so Tab reaches
// it, Space opens the chooser, a screen reader reads its label (the field's, then the button's) and the file's name
// (aria-describedby); the button is its <label>, so a click opens the chooser too. A file may also be dropped on it.
import { type ChangeEvent, type DragEvent, type Ref, useId, useState } from 'react';
import { manageSecondaryClass } from './page-header';

type FilePickerProps = {
  /** The input's id, for the field's own <label htmlFor>. */
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  accept?: string;
  chooseLabel: string;
  noneLabel: string;
  dropLabel?: string;
  onChange?: (file: File | undefined) => void;
};

export function FilePicker({
  id,
  inputRef,
  accept,
  chooseLabel,
  noneLabel,
  dropLabel,
  onChange,
}: FilePickerProps) {
  const nameId = useId();
  const [fileName, setFileName] = useState<string>();
  const [over, setOver] = useState(false);

  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileName(file?.name);
    onChange?.(file);
  };
  const dropped = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const input = event.currentTarget.querySelector('input');
    if (!input || event.dataTransfer.files.length === 0) return;
    // The dropped files become the input's own, so the form reads them exactly as if they had been chosen.
    input.files = event.dataTransfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is an extra for the pointer; the input is the control.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-dashed p-1.5 ${over ? 'border-ink bg-surface' : 'border-line'}`}
    >
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        onChange={changed}
        aria-describedby={nameId}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${manageSecondaryClass} cursor-pointer px-4 py-2 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand`}
      >
        {chooseLabel}
      </label>
      <span
        id={nameId}
        title={fileName}
        className={`min-w-0 max-w-full truncate text-sm ${fileName ? 'font-semibold text-ink' : 'text-muted'}`}
      >
        {fileName ?? noneLabel}
      </span>
      {dropLabel && !fileName ? (
        <span className="hidden text-sm text-muted md:inline">{dropLabel}</span>
      ) : null}
    </div>
  );
}
