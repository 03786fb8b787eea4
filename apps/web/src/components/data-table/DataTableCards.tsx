import { ClassNames } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material/styles';
import { Fragment, memo, useEffect, useRef, useState } from 'react';
import { nextTask } from '../../lib/startup/next-task';
import { cellOf } from './cell';
import type { DataTableColumn } from './data-table.types';
import { rowOpenProps } from './row-open';

interface DataTableCardsProps<T> {
  readonly label: string;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly getRowKey: (row: T) => string;
  readonly busy: boolean;
  /** How a card opens its record (a click on the card, Enter on the focused card); undefined: it does not. */
  readonly openerOf: (row: T) => (() => void) | undefined;
}

type Css = (...styles: object[]) => string;

/** Cards drawn with the list: twice what a phone's first screen shows; the rest come this many per task. */
export const FIRST_CARDS = 6;

/**
 * How many cards to draw: on the list's first drawing the first FIRST_CARDS, then FIRST_CARDS
 * more in each following task until the page is whole. A page of 25 cards with their chips and
 * action buttons is one long task on a phone (and its layout another); drawn a few cards a task,
 * no task is long and the browser answers input between them.
 */
function useShownCount(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_CARDS));
  const whole = shown >= total;
  // Effects run after the frame is painted; nextTask then gives the next cards a task of their own.
  useEffect(() => (whole ? undefined : nextTask(() => setShown((n) => n + FIRST_CARDS))), [whole, shown]);
  return Math.min(shown, total);
}

/**
 * The cards' classes, serialised once per drawing of the list instead of once per element: drawn
 * with Paper, Typography and Box, each of the ~15 elements of a card serialised its own `sx`
 * (Emotion), and a page of 25 cards cost about 35 ms of a phone's main thread on the list's first
 * drawing, a long task of its own. The look is the one of an outlined Paper with body1/body2 text.
 */
function cardClasses(css: Css, theme: Theme) {
  const { palette, spacing, shape, typography } = theme;
  return {
    list: css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: spacing(1.5) }),
    card: css({
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      padding: spacing(2),
      overflowWrap: 'anywhere',
    }),
    opens: css({
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    }),
    primary: css({ ...typography.body1, margin: 0, marginBottom: spacing(1), fontWeight: 600 }),
    fields: css({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: spacing(1.5), rowGap: spacing(0.75) }),
    term: css({ ...typography.body2, margin: 0, color: palette.text.secondary }),
    value: css({ ...typography.body2, margin: 0 }),
    extras: css({ marginTop: spacing(1), display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing(1) }),
  };
}

type CardClasses = ReturnType<typeof cardClasses>;

interface CardProps<T> {
  readonly row: T;
  readonly columns: readonly DataTableColumn<T>[];
  readonly cls: CardClasses;
  readonly className: string;
  /** Opens the card's record; undefined: the card does not open. */
  readonly open: (() => void) | undefined;
}

function CardOf<T>({ row, columns, cls, className, open }: CardProps<T>) {
  const primary = columns.find((c) => c.primary);
  const labelled = columns.filter((c) => c !== primary && !c.hideLabelInCard);
  const unlabelled = columns.filter((c) => c !== primary && c.hideLabelInCard);
  return (
    <li className={className} {...rowOpenProps(open)}>
      {primary ? <div className={cls.primary}>{cellOf(primary, row)}</div> : null}
      <dl className={cls.fields}>
        {labelled.map((column) => (
          <Fragment key={column.id}>
            <dt className={cls.term}>{column.header}</dt>
            <dd className={cls.value}>{cellOf(column, row)}</dd>
          </Fragment>
        ))}
      </dl>
      {unlabelled.length ? (
        <div className={cls.extras}>
          {unlabelled.map((column) => (
            <Fragment key={column.id}>{column.cell(row)}</Fragment>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A card is drawn again only when its row, the columns or its look change, or it starts or stops
 * opening: not when the list's query merely finishes (the network's answer to a page drawn from
 * the cache, `busy` going off), which redrew every card, action buttons included. The opener is a
 * new function on each drawing of the list; whether there is one is what the card shows.
 */
const Card = memo(CardOf, (a, b) =>
  a.row === b.row && a.columns === b.columns && a.className === b.className && !a.open === !b.open &&
  (Object.keys(a.cls) as (keyof CardClasses)[]).every((k) => a.cls[k] === b.cls[k]),
) as typeof CardOf;

/**
 * The rows of a DataTable as stacked cards (narrow screens, spec 01 §9: tables switch at 768 px).
 * A list of cards, each a description list of header → value, so a screen reader still hears
 * which value belongs to which column; values shown without a label (actions, status) follow it.
 */
export function DataTableCards<T>({ label, columns, rows, getRowKey, busy, openerOf }: DataTableCardsProps<T>) {
  const theme = useTheme();
  const shown = useShownCount(rows.length);
  // The card's opener reads the latest `openerOf`: a memoised card keeps the one it was drawn with.
  const latestOpenerOf = useRef(openerOf);
  latestOpenerOf.current = openerOf;
  return (
    <ClassNames>
      {({ css, cx }) => {
        const cls = cardClasses(css as Css, theme);
        return (
          <ul aria-label={label} aria-busy={busy || undefined} className={cls.list}>
            {rows.slice(0, shown).map((row) => {
              const opens = openerOf(row) !== undefined;
              return (
                <Card
                  key={getRowKey(row)}
                  row={row}
                  columns={columns}
                  cls={cls}
                  className={cx(cls.card, opens && cls.opens)}
                  open={opens ? () => latestOpenerOf.current(row)?.() : undefined}
                />
              );
            })}
          </ul>
        );
      }}
    </ClassNames>
  );
}
