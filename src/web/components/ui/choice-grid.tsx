import type { ComponentType } from 'react';
import { RadioTile, RadioTiles, type RadioTilesProps } from './radio-tiles.tsx';

export type Choice = {
  value: number;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

type Props = RadioTilesProps & { choices: readonly Choice[]; columns?: 2 | 3 | 4 };

const gridColumns = { 2: 'grid-cols-2', 3: 'grid-cols-2 sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' } as const;

/** Icon-button choice grid: a radio group of tiles with an icon and a visible label each. */
export function ChoiceGrid({ choices, columns = 3, ...group }: Props) {
  return (
    <RadioTiles {...group} className={`mt-2 grid gap-2 ${gridColumns[columns]}`}>
      {choices.map(({ value: v, label: text, icon: Icon }) => (
        <RadioTile
          key={v}
          value={v}
          className={
            'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl ' +
            'border border-slate-400 bg-white p-3 text-center text-sm font-semibold ' +
            'text-slate-800 hover:border-brand-600 ' +
            'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ' +
            'has-[:checked]:text-brand-900 has-[:checked]:ring-2 ' +
            'has-[:checked]:ring-brand-700'
          }
        >
          <Icon aria-hidden className="size-6" />
          {text}
        </RadioTile>
      ))}
    </RadioTiles>
  );
}
