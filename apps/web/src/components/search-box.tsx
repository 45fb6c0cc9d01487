import { CloseButton, Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection' | 'rightSection'> {
  value: string;
  onChange: (text: string) => void;
  onClear: () => void;
  /** A search is on its way: a spinner instead of the clear button. */
  searching: boolean;
  /** The spinner's name ('Buscando…'). */
  searchingLabel?: string;
  /** The clear button's name ('Limpar busca'). */
  clearLabel: string;
}

/** A list's search box: the magnifier, then a spinner while the server answers, or the button that clears it. */
export function SearchBox({ value, onChange, onClear, searching, searchingLabel, clearLabel, ...props }: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} stroke={1.7} />}
      rightSection={
        searching ? <Loader size={16} aria-label={searchingLabel} /> : value && <CloseButton size="sm" aria-label={clearLabel} onClick={onClear} />
      }
      {...props}
    />
  );
}

/** The term a search box edits: what it shows, each keystroke, the clear button (`useUrlSearchBox`). */
export interface SearchTerm {
  text: string;
  change: (text: string) => void;
  clear: () => void;
}

/** `SearchBox` over a `SearchTerm`. */
export function TermSearchBox({ term, ...props }: Omit<SearchBoxProps, 'value' | 'onChange' | 'onClear'> & { term: SearchTerm }) {
  return <SearchBox value={term.text} onChange={term.change} onClear={term.clear} {...props} />;
}
