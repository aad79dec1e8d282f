import { useDeferredValue, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, describedBy, fieldIds } from '@/components/ui/form/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { useFindPlayers } from '../api/players';
import { personName } from './person-name';

/** Picks an opponent among active players: type part of a name, then choose from the first matches. */
export function OpponentSearchField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const players = useFindPlayers({ search: deferred, sport: '', level: '', page: 1, pageSize: 20 });
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  const { id } = fieldIds(name);
  return (
    <FormField name={name} label="Opponent" error={error}>
      <div className="flex flex-col gap-2">
        <Input
          type="search"
          aria-label="Search opponents"
          placeholder="Type a name or username..."
          maxLength={100}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect
          id={id}
          name={field.name}
          ref={inputRef}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
        >
          <option value="">{players.isLoading ? 'Loading players...' : 'Select an opponent'}</option>
          {players.data?.items.map((player) => (
            <option key={player.id} value={player.id}>
              {personName(player)} (@{player.username})
            </option>
          ))}
        </NativeSelect>
      </div>
    </FormField>
  );
}
