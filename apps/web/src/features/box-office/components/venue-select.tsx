// A labelled choice of a venue, or of the option that stands for all of them (the sales report's "all venues",
// the staff page's "the whole site"): the venues come from the page's own answer.
import { FormField } from '@/components/ui/form-field';

export type VenueOption = { id: number; name: string };

export function VenueSelect({
  label,
  value,
  onChange,
  venues,
  all,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  venues: readonly VenueOption[];
  /** The first option: its value and text. */
  all: { value: string; label: string };
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={all.value}>{all.label}</option>
        {venues.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
