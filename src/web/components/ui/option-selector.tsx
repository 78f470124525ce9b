import { RadioTile, RadioTiles, type RadioTilesProps } from './radio-tiles.tsx';

export type Option = { value: number; label: string; description?: string };

type Props = RadioTilesProps & {
  options: readonly Option[];
  /** Columns on wide screens (default 6); three on phones (two for 2- and 4-column selectors). */
  columns?: 2 | 3 | 4 | 6;
};

const wideColumns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4', 6: 'sm:grid-cols-6' } as const;

/**
 * Segmented option selector: a radio group (arrow keys move, one value selected) drawn as a row of
 * chips, six to a row on wide screens.
 */
export function OptionSelector({ options, columns = 6, ...group }: Props) {
  return (
    <RadioTiles
      {...group}
      className={
        `mt-2 grid gap-2 ` +
        `${columns === 6 || columns === 3 ? 'grid-cols-3' : 'grid-cols-2'} ` +
        `${wideColumns[columns]}`
      }
    >
      {options.map((option) => (
        <RadioTile
          key={option.value}
          value={option.value}
          className={
            'flex min-h-11 flex-col items-center justify-center rounded-lg ' +
            'border border-slate-400 bg-white px-2 py-2 ' +
            'text-center text-sm font-semibold text-slate-800 hover:border-brand-600 ' +
            'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 ' +
            'has-[:checked]:text-white'
          }
        >
          {option.label}
          {option.description ? <span className="block text-xs font-normal">{option.description}</span> : null}
        </RadioTile>
      ))}
    </RadioTiles>
  );
}
