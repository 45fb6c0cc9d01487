import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

/** A row picked in a server-searched select: its id and the name the box shows. */
export interface PickedRow {
  id: number;
  label: string;
}

/** What a server-searched select says: its label and placeholder, and the dropdown's three states. */
export interface RemoteSearchText {
  label: string;
  placeholder: string;
  typeMore: string;
  searching: string;
  nothingFound: string;
}

/**
 * The text typed in a server-searched select and the term to send for it: the text after a pause,
 * or nothing once a row is picked and the box shows its name (no need to search it again).
 */
export function useRemoteSearch(picked: PickedRow | null) {
  const [search, setSearch] = useState(picked?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const term = picked && debounced === picked.label ? '' : debounced;
  return { search, setSearch, term };
}

export interface RemoteSearchSelectProps extends Pick<SelectProps, 'style' | 'disabled'> {
  text: RemoteSearchText;
  /** This box's `useRemoteSearch`. */
  box: ReturnType<typeof useRemoteSearch>;
  /** The options the server answered for `box.term`. */
  found: { value: string; label: string }[];
  /** The server is answering. */
  fetching: boolean;
  value: PickedRow | null;
  onChange: (picked: PickedRow | null) => void;
  error?: ReactNode;
  'data-testid'?: string;
  'data-autofocus'?: boolean;
}

/** A required select whose options the server searched; the picked row stays among them while other terms are typed. */
export function RemoteSearchSelect({ text, box, found, fetching, value, onChange, error, ...rest }: RemoteSearchSelectProps) {
  const options = value && !found.some((option) => option.value === String(value.id)) ? [{ value: String(value.id), label: value.label }, ...found] : found;
  return (
    <Select
      label={text.label}
      withAsterisk
      placeholder={text.placeholder}
      searchable
      searchValue={box.search}
      onSearchChange={box.setSearch}
      data={options}
      // The server already searched: show what it answered.
      filter={({ options: all }) => all}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), label: option.label } : null)}
      nothingFoundMessage={box.term === '' ? text.typeMore : fetching ? text.searching : text.nothingFound}
      rightSection={fetching ? <Loader size={14} aria-label={text.searching} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
